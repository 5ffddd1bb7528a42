/**
 * The ease-of-doing-business records kept by the applications workflow (issue 13), written in
 * the same transaction as the workflow's own change (server/services/workflow):
 *
 *   new_connection → service_connections, name_change → ownership_changes, keyed by work_no:
 *   - the application is complete (state 'submitted': at creation when there is no fee, else when
 *     the fee is paid): a row, applied_at = that moment. The release deadline of the Rights of
 *     Consumers Rules runs from the complete, paid application (server/services/applications/
 *     newConnection.ts), so an application left awaiting payment is no connection applied for;
 *   - it reaches 'completed': released_at / completed_at (a row is made first if there is none,
 *     e.g. an item created already completed);
 *   - it is 'rejected': the row goes (a refused application is never released and must not
 *     count as pending for ever).
 *
 * A new connection's category (data.category of the form: domestic, commercial, industrial,
 * agriculture, institutional) maps to the report's four (industrial → industry, the last two →
 * other); its area class is the item's (rural when missing). Its division: the consumer
 * number's when there is one; else the first division of the circle of the applicant's district
 * (DISTRICT_CIRCLE below); else — no circles recorded, or an unknown district — the first
 * division in the table. A name change's division is its consumer number's.
 */
import type { Knex } from 'knex'
import type { ConnectionCategory } from '#shared/eodb/contract'
import { AREA_CLASSES, type AreaClass, type WorkKind, type WorkState } from '#shared/workflow/rules'

/** Each district's electrical circle (shared/eodb/circles.ts), by where its headquarters is served from. */
export const DISTRICT_CIRCLE: Readonly<Record<string, string>> = {
  'kamrup-metro': 'GEC1',
  kamrup: 'GEC3',
  nalbari: 'RNG',
  baksa: 'RNG',
  tamulpur: 'RNG',
  bajali: 'BPT',
  barpeta: 'BPT',
  bongaigaon: 'BGN',
  chirang: 'BGN',
  goalpara: 'BGN',
  kokrajhar: 'KJR',
  dhubri: 'KJR',
  'south-salmara': 'KJR',
  darrang: 'MGD',
  udalguri: 'MGD',
  sonitpur: 'TZP',
  biswanath: 'TZP',
  nagaon: 'NGN',
  hojai: 'NGN',
  morigaon: 'NGN',
  'karbi-anglong': 'DPU',
  'west-karbi-anglong': 'DPU',
  'dima-hasao': 'HFL',
  cachar: 'SLC',
  hailakandi: 'SLC',
  sribhumi: 'SBM',
  golaghat: 'GLG',
  jorhat: 'JRT',
  majuli: 'JRT',
  sivasagar: 'SVS',
  charaideo: 'SVS',
  lakhimpur: 'NLP',
  dhemaji: 'NLP',
  dibrugarh: 'DBG',
  tinsukia: 'TSK',
}

const CATEGORY_OF: Readonly<Record<string, ConnectionCategory>> = {
  domestic: 'domestic',
  commercial: 'commercial',
  industrial: 'industry',
  agriculture: 'other',
  institutional: 'other',
}

/** What the workflow tells of an item that entered `state` at `at`. */
export interface WorkChange {
  kind: WorkKind
  workNo: string
  state: WorkState
  consumerNo: string | null
  areaClass: string | null
  district: string | null
  data: Record<string, unknown>
  at: number
}

const TABLES: Partial<Record<WorkKind, { table: string; done: string }>> = {
  new_connection: { table: 'service_connections', done: 'released_at' },
  name_change: { table: 'ownership_changes', done: 'completed_at' },
}

/** The kinds that keep a record (the workflow skips the others without a query). */
export const recordsKind = (kind: WorkKind) => TABLES[kind] !== undefined

async function divisionOf(trx: Knex, c: WorkChange): Promise<string | null> {
  const own = c.consumerNo?.slice(0, 3)
  if (own && (await trx('divisions').first('code').where('code', own))) return own
  const circle = c.district ? DISTRICT_CIRCLE[c.district] : undefined
  const inCircle = circle ? await trx('divisions').first('code').where('circle_code', circle).orderBy('code') : undefined
  const any = inCircle ?? (await trx('divisions').first('code').orderBy('code'))
  return any ? String(any.code) : null
}

async function newRow(trx: Knex, c: WorkChange): Promise<Record<string, unknown> | null> {
  const division = await divisionOf(trx, c)
  if (!division) return null
  if (c.kind === 'name_change') {
    if (!c.consumerNo) return null
    return { work_no: c.workNo, consumer_no: c.consumerNo, division_code: division, applied_at: c.at, completed_at: null, source: 'workflow' }
  }
  const area: AreaClass = (AREA_CLASSES as readonly string[]).includes(String(c.areaClass)) ? (c.areaClass as AreaClass) : 'rural'
  return {
    work_no: c.workNo,
    consumer_no: c.consumerNo,
    category: CATEGORY_OF[String(c.data.category)] ?? 'other',
    area_class: area,
    division_code: division,
    applied_at: c.at,
    released_at: null,
    source: 'workflow',
  }
}

/** Keeps the record of a new connection or a name change in step with its workflow item (in the item's transaction). */
export async function recordWorkChange(trx: Knex, c: WorkChange): Promise<void> {
  const target = TABLES[c.kind]
  if (!target || !(c.state === 'submitted' || c.state === 'completed' || c.state === 'rejected')) return
  const existing = await trx(target.table).first('id').where('work_no', c.workNo)
  if (c.state === 'submitted') {
    if (existing) return
    const row = await newRow(trx, c)
    if (row) await trx(target.table).insert(row)
  } else if (c.state === 'completed') {
    if (existing)
      await trx(target.table)
        .where('id', existing.id)
        .whereNull(target.done)
        .update({ [target.done]: c.at })
    else {
      const row = await newRow(trx, c)
      if (row) await trx(target.table).insert({ ...row, [target.done]: c.at })
    }
  } else if (c.state === 'rejected' && existing) {
    await trx(target.table).where('id', existing.id).delete()
  }
}
