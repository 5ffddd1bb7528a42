/**
 * Ease-of-doing-business demo data (issue 13; shared/eodb/contract.ts): the circles, each
 * division's circle, two 11 kV feeders per division, every seeded consumer's feeder and
 * connection date, and two years of believable records for every division: outages (worse in
 * the monsoon), new service connections (mostly released within the legal deadline), name
 * changes and e-Panjeeyan mutations. Plus a few outages open now and two published planned
 * shutdowns in the coming days, so the outage dashboard is not empty.
 *
 * Deterministic for a given `today` (seededRandom per feeder or division, dates relative to
 * today). Small on purpose: the seeds run at every test server start (about one event a
 * feeder-month, a dozen rows a division-month); `npm run bench` adds the big outage history
 * (seeds/bulkOutages.ts).
 */
import type { Knex } from 'knex'
import { DIVISION_CODE_LIST } from '#shared/billing/divisionCodes'
import { CIRCLES, circleOfDivision } from '#shared/eodb/circles'
import { addMonths, DAY_MS, indiaInstant, monthOfMs, monthStartMs, monthsFromTo } from '#shared/eodb/months'
import { NEW_CONNECTION_DAYS, type AreaClass } from '#shared/workflow/rules'
import type { ConnectionCategory } from '#shared/eodb/contract'
import { localizeDigits } from '#shared/format'
import { seededRandom } from './billingDemo'
import { insertChunked } from './billing'
import { insertJsonRows } from '../server/db/jsonInsert'
import { EODB_COLUMNS } from '../server/services/eodb/tables'
import { shutdownRef } from '../server/services/eodb/outageAdmin'
import { place } from './places'

/** Months of history before the current month. */
export const EODB_SEED_MONTHS = 24
export const FEEDERS_PER_DIVISION = 2
const MIN = 60_000
const HOUR = 60 * MIN

/** Localities the feeders are named after ('11 kV Pandu Feeder'), in English and Assamese. */
const LOCALITIES: ReadonlyArray<[en: string, as: string]> = [
  ['Pandu', 'পাণ্ডু'],
  ['Maligaon', 'মালিগাঁও'],
  ['Chandmari', 'চান্দমাৰী'],
  ['Zoo Road', 'জু ৰোড'],
  ['Beltola', 'বেলতলা'],
  ['Dispur', 'দিছপুৰ'],
  ['Khanapara', 'খানাপাৰা'],
  ['Jalukbari', 'জালুকবাৰী'],
  ['Adabari', 'আদাবাৰী'],
  ['Fatasil', 'ফটাশিল'],
  ['Lachit Nagar', 'লাচিত নগৰ'],
  ['Rehabari', 'ৰেহাবাৰী'],
  ['Ulubari', 'উলুবাৰী'],
  ['Bhangagarh', 'ভঙাগড়'],
  ['Hatigaon', 'হাতীগাঁও'],
  ['Kahilipara', 'কাহিলীপাৰা'],
  ['Basistha', 'বশিষ্ঠ'],
  ['Narengi', 'নাৰেংগী'],
  ['Noonmati', 'নুনমাটি'],
  ['Sonapur', 'সোণাপুৰ'],
  ['Amingaon', 'আমিনগাঁও'],
  ['Azara', 'আজাৰা'],
  ['Changsari', 'চাংছাৰি'],
  ['Sualkuchi', 'শুৱালকুছি'],
  ['Hajo', 'হাজো'],
  ['Palasbari', 'পলাশবাৰী'],
  ['Chaygaon', 'ছয়গাঁও'],
  ['Boko', 'বকো'],
  ['Mirza', 'মিৰ্জা'],
  ['Tihu', 'তিহু'],
  ['Pathsala', 'পাঠশালা'],
  ['Sarthebari', 'সৰ্থেবাৰী'],
  ['Howly', 'হাউলী'],
  ['Sorbhog', 'সৰভোগ'],
  ['Abhayapuri', 'অভয়াপুৰী'],
  ['Bijni', 'বিজনী'],
  ['Gossaigaon', 'গোসাঁইগাঁও'],
  ['Bilasipara', 'বিলাসীপাৰা'],
  ['Gauripur', 'গৌৰীপুৰ'],
  ['Sapatgram', 'সাপটগ্ৰাম'],
  ['Kharupetia', 'খাৰুপেটীয়া'],
  ['Dhekiajuli', 'ঢেকীয়াজুলি'],
  ['Rangapara', 'ৰঙাপাৰা'],
  ['Biswanath', 'বিশ্বনাথ'],
  ['Gohpur', 'গহপুৰ'],
  ['Kaliabor', 'কলিয়াবৰ'],
  ['Samaguri', 'সমগুৰি'],
  ['Raha', 'ৰহা'],
  ['Lanka', 'লংকা'],
  ['Lumding', 'লামডিং'],
  ['Bokajan', 'বকাজান'],
  ['Howraghat', 'হাওৰাঘাট'],
  ['Maibang', 'মাইবং'],
  ['Sonai', 'সোণাই'],
  ['Lakhipur', 'লক্ষীপুৰ'],
  ['Badarpur', 'বদৰপুৰ'],
  ['Patharkandi', 'পাথাৰকান্দি'],
  ['Bokakhat', 'বোকাখাত'],
  ['Dergaon', 'দেৰগাঁও'],
  ['Titabar', 'তিতাবৰ'],
  ['Mariani', 'মৰিয়নী'],
  ['Teok', 'টিয়ক'],
  ['Nazira', 'নাজিৰা'],
  ['Sonari', 'সোণাৰি'],
  ['Moranhat', 'মৰাণহাট'],
  ['Naharkatia', 'নাহৰকটীয়া'],
  ['Duliajan', 'দুলীয়াজান'],
  ['Chabua', 'চাবুৱা'],
  ['Margherita', 'মাৰ্ঘেৰিটা'],
  ['Digboi', 'ডিগবৈ'],
  ['Doomdooma', 'ডুমডুমা'],
  ['Dhakuakhana', 'ধকুৱাখনা'],
  ['Narayanpur', 'নাৰায়ণপুৰ'],
  ['Bihpuria', 'বিহপুৰীয়া'],
  ['Silapathar', 'চিলাপথাৰ'],
  ['Jonai', 'জোনাই'],
]

export interface SeedFeeder {
  code: string
  name: string
  name_as: string
  substation: string
  substation_as: string
  circle_code: string
  division_code: string
  customers_served: number
  area: 'urban' | 'rural'
}

/** The feeders of every division (`perDivision` each): the same rows for the same arguments. */
export function feederRows(perDivision = FEEDERS_PER_DIVISION): SeedFeeder[] {
  const rows: SeedFeeder[] = []
  DIVISION_CODE_LIST.forEach((division, i) => {
    const [town, townAs] = place(i)
    const circle = circleOfDivision(division)!
    const rand = seededRandom(`feeders:${division}`)
    for (let n = 0; n < perDivision; n++) {
      const k = i * perDivision + n
      const [locality, localityAs] = LOCALITIES[k % LOCALITIES.length]
      const round = Math.floor(k / LOCALITIES.length)
      // the first feeder of a division serves its town, the others the villages around it
      const urban = n === 0
      rows.push({
        code: `F${division}${String.fromCharCode(65 + n)}`,
        name: `11 kV ${locality} Feeder${round ? ` No. ${round + 1}` : ''}`,
        name_as: localizeDigits(`১১ কে.ভি. ${localityAs} ফিডাৰ${round ? ` নং ${round + 1}` : ''}`, 'as'),
        substation: `33/11 kV ${n === 0 ? town : locality} Substation`,
        substation_as: `৩৩/১১ কে.ভি. ${n === 0 ? townAs : localityAs} উপকেন্দ্ৰ`,
        circle_code: circle.code,
        division_code: division,
        customers_served: urban ? 2500 + Math.floor(rand() * 3500) : 800 + Math.floor(rand() * 2400),
        area: urban ? 'urban' : 'rural',
      })
    }
  })
  return rows
}

/** How much worse a calendar month is: the monsoon (June–September) most, the pre-monsoon storms next. */
export function seasonFactor(month: string): number {
  const m = Number(month.slice(5, 7))
  if (m >= 6 && m <= 9) return 2.2
  if (m === 4 || m === 5) return 1.6
  if (m === 10) return 1.2
  return 0.7
}

const SUSTAINED_CAUSES = ['Tree branch on line', 'Insulator failure', 'Conductor snapped', 'Distribution transformer fault', 'Jumper cut', 'Bird fault', 'Cable fault']
const STORM_CAUSES = ['Storm', 'Lightning', 'Tree fell on line', 'Waterlogging at substation']
const MOMENTARY_CAUSES = ['Transient fault (auto-reclosed)', 'Tree branch touching line', 'Lightning']
const PLANNED_CAUSES = ['Planned maintenance', 'Tree trimming along the line', 'Substation maintenance', 'New line work']
/** Each cause above in Assamese (the `cause_as` the outage manager gives beside the English one). */
const CAUSES_AS: Readonly<Record<string, string>> = {
  'Tree branch on line': 'লাইনত গছৰ ডাল',
  'Insulator failure': 'ইনচুলেটৰ বিকল',
  'Conductor snapped': 'পৰিবাহী তাঁৰ ছিগিল',
  'Distribution transformer fault': 'বিতৰণ ট্ৰেন্সফৰ্মাৰত বিজুতি',
  'Jumper cut': 'জাম্পাৰ ছিগিল',
  'Bird fault': 'চৰাইৰ বাবে বিজুতি',
  'Cable fault': 'কেবলত বিজুতি',
  Storm: 'ধুমুহা',
  Lightning: 'বজ্ৰপাত',
  'Tree fell on line': 'লাইনত গছ পৰিল',
  'Waterlogging at substation': 'উপকেন্দ্ৰত পানী জমা হ’ল',
  'Transient fault (auto-reclosed)': 'ক্ষন্তেকীয়া বিজুতি (নিজে পুনৰ সংযোগ হ’ল)',
  'Tree branch touching line': 'লাইনত গছৰ ডাল লাগিছে',
  'Planned maintenance': 'পূৰ্বনিৰ্ধাৰিত মেৰামতি',
  'Tree trimming along the line': 'লাইনৰ কাষৰ গছ-গছনি কটা',
  'Substation maintenance': 'উপকেন্দ্ৰৰ মেৰামতি',
  'New line work': 'নতুন লাইনৰ কাম',
}

/** A count around `mean`: its whole part, plus one with the chance of its fraction. */
const countAround = (mean: number, rand: () => number) => Math.floor(mean) + (rand() < mean - Math.floor(mean) ? 1 : 0)
const pick = <T>(xs: readonly T[], rand: () => number) => xs[Math.floor(rand() * xs.length)]

/** A month of the history: its bounds (epoch ms) and how bad its weather is. */
export interface SeedMonth {
  month: string
  start: number
  /** ms of the month before `until` */
  span: number
  season: number
}

/** The months from `from` up to the instant `until` (computed once, shared by every feeder). */
export function seedMonths(from: string, until: number): SeedMonth[] {
  return monthsFromTo(from, monthOfMs(until))
    .map((month) => {
      const start = monthStartMs(month)
      return { month, start, span: Math.min(monthStartMs(addMonths(month, 1)), until) - start, season: seasonFactor(month) }
    })
    .filter((m) => m.span > 0)
}

export interface OutageRowOptions {
  /** events start before this instant (the seed's today, 00:00 in India) */
  until: number
  /** events per feeder-month relative to the demo seed (1 = about one) */
  scale?: number
  /** created_at / updated_at of the rows */
  at: number
  /** another history for the same feeder (the bulk data set adds one beside the demo seed's) */
  salt?: string
}

/** Outage events of one feeder in `months`: sustained, momentary and planned ones. */
export function outageRows(f: Pick<SeedFeeder, 'code' | 'customers_served' | 'area'>, months: readonly SeedMonth[], opts: OutageRowOptions): Array<Record<string, unknown>> {
  const rand = seededRandom(`outages:${f.code}:${months[0]?.month}${opts.salt ?? ''}`)
  const scale = opts.scale ?? 1
  const rows: Array<Record<string, unknown>> = []
  const rural = f.area === 'rural' ? 1.3 : 1
  for (const { start, span, season } of months) {
    const stormy = season > 1.5
    const event = (planned: boolean, startedAt: number, minutes: number, share: number, cause: string) => {
      if (startedAt >= opts.until) return
      rows.push({
        feeder_code: f.code,
        planned,
        started_at: startedAt,
        ended_at: startedAt + Math.round(minutes * MIN),
        restore_eta: planned ? startedAt + Math.round(minutes * MIN) : null,
        customers_affected: Math.max(1, Math.round(f.customers_served * share)),
        cause,
        cause_as: CAUSES_AS[cause],
        shutdown_id: null,
        source: 'seed',
        recorded_by: null,
        created_at: opts.at,
        updated_at: opts.at,
      })
    }
    // sustained: 20 minutes to 6 hours, most of them short; a feeder trip takes out 30–100 % of it
    for (let n = countAround(0.4 * season * rural * scale, rand); n > 0; n--) {
      const minutes = 20 + 340 * rand() ** 2.2
      event(false, start + Math.floor(rand() * span), minutes, 0.3 + 0.7 * rand(), pick(stormy && rand() < 0.5 ? STORM_CAUSES : SUSTAINED_CAUSES, rand))
    }
    // momentary: 20 seconds to 5 minutes (auto-reclosed)
    for (let n = countAround(0.2 * season * scale, rand); n > 0; n--) {
      event(false, start + Math.floor(rand() * span), (20 + 280 * rand()) / 60, 0.5 + 0.5 * rand(), pick(MOMENTARY_CAUSES, rand))
    }
    // planned: about one feeder-month in ten, in the daytime, two to six hours, the whole feeder
    if (rand() < 0.1 * Math.min(scale, 10)) {
      const day = Math.floor((rand() * span) / DAY_MS)
      event(true, start + day * DAY_MS + (9 + Math.floor(rand() * 4)) * HOUR, 120 + 30 * Math.floor(rand() * 9), 1, pick(PLANNED_CAUSES, rand))
    }
  }
  return rows
}

const CATEGORY_MIX: ReadonlyArray<[ConnectionCategory, number]> = [
  ['domestic', 0.72],
  ['commercial', 0.87],
  ['industry', 0.93],
  ['other', 1],
]
const HILLY_CIRCLES = new Set(['DPU', 'HFL'])
const METRO_CIRCLES = new Set(['GEC1', 'GEC2', 'GEC3'])

/** The area class of a new connection in a circle (an urban or a rural place). */
export function areaClassOf(circleCode: string, urban: boolean): AreaClass {
  if (urban) return METRO_CIRCLES.has(circleCode) ? 'metro' : 'municipal'
  return HILLY_CIRCLES.has(circleCode) ? 'hilly' : 'rural'
}

/** New service connections, name changes and land mutations of one division in `months` (all before `until`). */
export function divisionRecords(division: string, months: readonly SeedMonth[], until: number) {
  const rand = seededRandom(`records:${division}:${months[0]?.month}`)
  const circle = circleOfDivision(division)!
  const connections: Array<Record<string, unknown>> = []
  const ownership: Array<Record<string, unknown>> = []
  const mutations: Array<Record<string, unknown>> = []
  // a moment in the month, in office hours
  const during = (start: number, span: number) => start + Math.floor((rand() * span) / DAY_MS) * DAY_MS + (10 + Math.floor(rand() * 7)) * HOUR + Math.floor(rand() * 60) * MIN
  const doneAfter = (applied: number, days: number) => {
    const t = applied + Math.round(days * DAY_MS)
    return t < until ? t : null
  }
  let ref = 0
  for (const { month, start, span } of months) {
    for (let n = countAround(0.5, rand); n > 0; n--) {
      const r = rand()
      const category = CATEGORY_MIX.find(([, upTo]) => r < upTo)![0]
      const areaClass = areaClassOf(circle.code, rand() < 0.45)
      const deadline = NEW_CONNECTION_DAYS[areaClass]
      const applied = during(start, span)
      // most within the legal deadline, some late; of the last two months' applications a few are still pending
      const q = rand()
      const stuck = q >= 0.97 && until - applied < 60 * DAY_MS
      const days = q < 0.84 ? deadline * (0.25 + 0.75 * rand()) : q < 0.97 ? deadline * (1.1 + 1.5 * rand()) : stuck ? Infinity : deadline * (2.5 + 3 * rand())
      connections.push({
        work_no: null,
        consumer_no: null,
        category,
        area_class: areaClass,
        division_code: division,
        applied_at: applied,
        released_at: Number.isFinite(days) ? doneAfter(applied, days) : null,
        source: 'seed',
      })
    }
    for (let n = countAround(0.2, rand); n > 0; n--) {
      const applied = during(start, span)
      ownership.push({
        work_no: null,
        consumer_no: `${division}${String(100000000 + Math.floor(rand() * 899999999)).slice(0, 9)}`,
        division_code: division,
        applied_at: applied,
        completed_at: doneAfter(applied, 3 + 25 * rand() ** 2),
        source: 'seed',
      })
    }
    for (let n = countAround(0.12, rand); n > 0; n--) {
      const received = during(start, span)
      mutations.push({
        mutation_ref: `EP/${division}/${month.replace('-', '')}/${String(++ref).padStart(3, '0')}`,
        consumer_no: null,
        division_code: division,
        received_at: received,
        completed_at: doneAfter(received, 5 + 40 * rand() ** 1.5),
        source: 'seed',
      })
    }
  }
  return { connections, ownership, mutations }
}

/**
 * The demo records (see the top of this file). `today`: ISO date in India; `now`: the seed's
 * clock (the open outages started shortly before it, the planned shutdowns are after it).
 */
export async function seedEodb(db: Knex, today: string, now: number): Promise<void> {
  await db('circles').insert(CIRCLES.map((c) => ({ code: c.code, name: c.name, name_as: c.nameAs, zone: c.zone })))
  for (const c of CIRCLES) {
    const codes = DIVISION_CODE_LIST.filter((d) => circleOfDivision(d)?.code === c.code)
    await db('divisions').whereIn('code', codes).update({ circle_code: c.code })
  }
  const feeders = feederRows()
  await insertChunked(db, 'feeders', feeders, 100)

  // every seeded consumer on a feeder of its division, connected some years ago
  const byDivision = new Map<string, SeedFeeder[]>()
  for (const f of feeders) byDivision.set(f.division_code, [...(byDivision.get(f.division_code) ?? []), f])
  for (const c of await db('consumers').select('id', 'consumer_no', 'division_code').orderBy('id')) {
    const rand = seededRandom(`consumer:${c.consumer_no}`)
    const own = byDivision.get(String(c.division_code))
    if (!own) continue
    const connectedOn = new Date(Date.parse(`${today}T00:00:00Z`) - Math.floor((400 + rand() * 5000) * DAY_MS)).toISOString().slice(0, 10)
    await db('consumers')
      .where('id', c.id)
      .update({ feeder_code: own[Math.floor(rand() * own.length)].code, connected_on: connectedOn })
  }

  const until = indiaInstant(today)
  const months = seedMonths(addMonths(today.slice(0, 7), -EODB_SEED_MONTHS), until)
  // in time order, as they were recorded
  const outages = feeders.flatMap((f) => outageRows(f, months, { until, at: now })).sort((a, b) => Number(a.started_at) - Number(b.started_at))
  await insertJsonRows(db, 'outage_events', EODB_COLUMNS.outage_events, outages)

  const connections: Array<Record<string, unknown>> = []
  const ownership: Array<Record<string, unknown>> = []
  const mutations: Array<Record<string, unknown>> = []
  for (const division of DIVISION_CODE_LIST) {
    const r = divisionRecords(division, months, until)
    connections.push(...r.connections)
    ownership.push(...r.ownership)
    mutations.push(...r.mutations)
  }
  await insertJsonRows(db, 'service_connections', EODB_COLUMNS.service_connections, connections)
  await insertJsonRows(db, 'ownership_changes', EODB_COLUMNS.ownership_changes, ownership)
  await insertJsonRows(db, 'land_mutations', EODB_COLUMNS.land_mutations, mutations)

  // outages open now, in three circles; and two planned shutdowns in the coming days, on
  // feeders no demo consumer is on (their SMS would go to the demo logins' mobiles)
  const consumerFeeders = new Set((await db('consumers').select('feeder_code').whereNotNull('feeder_code')).map((r: { feeder_code: string }) => r.feeder_code))
  const free = feeders.filter((f) => !consumerFeeders.has(f.code))
  const open = [
    { f: free[3], ago: 35, eta: 45, share: 1, cause: 'Distribution transformer fault' },
    { f: free[171], ago: 80, eta: 70, share: 0.6, cause: 'Tree branch on line' },
    { f: free[352], ago: 160, eta: 30, share: 0.85, cause: 'Conductor snapped' },
  ]
  await db('outage_events').insert(
    open.map((o) => ({
      feeder_code: o.f.code,
      planned: false,
      started_at: now - o.ago * MIN,
      ended_at: null,
      restore_eta: now + o.eta * MIN,
      customers_affected: Math.round(o.f.customers_served * o.share),
      cause: o.cause,
      cause_as: CAUSES_AS[o.cause],
      shutdown_id: null,
      source: 'seed',
      recorded_by: null,
      created_at: now - o.ago * MIN,
      updated_at: now - o.ago * MIN,
    })),
  )
  const shutdowns = [
    { day: 1, hour: 10, hours: 4, feeders: [free[20], free[21]], reason: 'Maintenance of the 33/11 kV substation', reasonAs: '৩৩/১১ কে.ভি. উপকেন্দ্ৰৰ মেৰামতি' },
    { day: 3, hour: 9, hours: 5, feeders: [free[250], free[251], free[252]], reason: 'Tree trimming along the 11 kV lines', reasonAs: '১১ কে.ভি. লাইনৰ কাষৰ গছ-গছনি কটা' },
  ]
  for (const [i, s] of shutdowns.entries()) {
    const starts = indiaInstant(today, s.hour) + s.day * DAY_MS
    const published = now - DAY_MS
    const [row] = await db('planned_shutdowns')
      .insert({
        ref: `seed-${i}`,
        starts_at: starts,
        ends_at: starts + s.hours * HOUR,
        reason: s.reason,
        reason_as: s.reasonAs,
        status: 'published',
        created_by: 'seed',
        published_at: published,
        cancelled_at: null,
      })
      .returning('id')
    const id = Number(typeof row === 'object' ? (row as { id: number }).id : row)
    // the outage manager's reference: 'PS-<year>-<number>'
    await db('planned_shutdowns')
      .where('id', id)
      .update({ ref: shutdownRef(id, published) })
    await db('planned_shutdown_feeders').insert(s.feeders.map((f) => ({ shutdown_id: id, feeder_code: f.code })))
  }
}
