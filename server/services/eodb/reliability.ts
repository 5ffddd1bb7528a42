/**
 * /EodbSaidiSaifiReport: SAIFI, SAIDI, CAIDI and MAIFI per month and per circle or division
 * (shared/eodb/reliability.ts has the formulas, IEEE 1366; DOMAIN.md "Reliability indices").
 *
 * One aggregate query per report: outage events that STARTED in the period (an event belongs
 * to the month it started in, in India), joined to their feeder, grouped by scope (circle for
 * the state, division for a circle or a division) × month. The month is a CASE over month
 * bounds computed here, so SQLite and PostgreSQL bucket alike with plain bigint arithmetic. An
 * event still open lasts until the end of the period or now, whichever is first. Duration ≤
 * MOMENTARY_MAX_MINUTES: momentary (Σ customers → MAIFI); longer: sustained (Σ customers →
 * SAIFI, Σ customers × minutes → SAIDI). Every index is divided by the customers SERVED of the
 * scope: Σ feeders.customers_served (today's feeder list: the table keeps no history).
 */
import type { Knex } from 'knex'
import { CIRCLE_BY_CODE, CIRCLES } from '#shared/eodb/circles'
import { reliabilityQuery, type Checked, type Indices, type Period, type ReliabilityQuery, type ReliabilityReport, type ReliabilityRow, type ReliabilityScopeRow } from '#shared/eodb/contract'
import { monthEndMs, monthStartMs } from '#shared/eodb/months'
import { indicesFromTotals, MOMENTARY_MAX_MINUTES, type InterruptionTotals } from '#shared/eodb/reliability'
import { num, type Row } from '../../db/rows'
import { divisionNameAs } from './names'
import { monthBucket, rawRows } from './sql'
import { checkQuery, refuse } from './period'

const MINUTE_MS = 60_000
const MOMENTARY_MAX_MS = MOMENTARY_MAX_MINUTES * MINUTE_MS

const zero = (): InterruptionTotals => ({ sustained: 0, momentary: 0, customerInterruptions: 0, customerMinutes: 0, momentaryCustomers: 0 })
const add = (a: InterruptionTotals, b: InterruptionTotals) => {
  a.sustained += b.sustained
  a.momentary += b.momentary
  a.customerInterruptions += b.customerInterruptions
  a.customerMinutes += b.customerMinutes
  a.momentaryCustomers += b.momentaryCustomers
}

/** The indices of the contract (the counts of both kinds, no sums). */
export function indicesOf(t: InterruptionTotals, served: number): Indices {
  const r = indicesFromTotals(t, served)
  return { saifi: r.saifi, saidi: r.saidi, caidi: r.caidi, maifi: r.maifi, sustained: r.sustained, momentary: r.momentary }
}

type Scope = { kind: 'state' } | { kind: 'circle'; circle: string } | { kind: 'division'; circle: string; division: string; name: string }

/**
 * The interruption totals of a period, per scope key (circle or division code) × month index,
 * in one aggregate query over the events that started in the period. Exported for the tests.
 */
export async function interruptionTotals(db: Knex, period: Period, scope: Scope, now: number): Promise<Map<string, InterruptionTotals[]>> {
  const start = monthStartMs(period.from)
  const end = monthEndMs(period.to)
  const until = Math.min(end, now)
  const key = scope.kind === 'state' ? 'f.circle_code' : 'f.division_code'
  const bucket = monthBucket('e.started_at', period.months)
  const where = scope.kind === 'state' ? '' : scope.kind === 'circle' ? 'where f.circle_code = ?' : 'where f.division_code = ?'
  const sql = `
    select ${key} as k, e.mi as mi,
      sum(case when e.d > ? then 1 else 0 end) as sustained,
      sum(case when e.d > ? then 0 else 1 end) as momentary,
      sum(case when e.d > ? then e.customers_affected else 0 end) as ci,
      sum(case when e.d > ? then e.customers_affected * e.d else 0 end) as cms,
      sum(case when e.d > ? then 0 else e.customers_affected end) as mci
    from (
      select e.feeder_code, e.customers_affected, coalesce(e.ended_at, ?) - e.started_at as d, ${bucket.sql} as mi
      from outage_events as e
      where e.started_at >= ? and e.started_at < ?
    ) as e
    join feeders as f on f.code = e.feeder_code
    ${where}
    group by ${key}, e.mi`
  const bindings: unknown[] = [
    ...Array(5).fill(MOMENTARY_MAX_MS),
    until,
    ...bucket.bindings,
    start,
    end,
    ...(scope.kind === 'circle' ? [scope.circle] : scope.kind === 'division' ? [scope.division] : []),
  ]
  const rows = await rawRows(db, sql, bindings)
  const out = new Map<string, InterruptionTotals[]>()
  for (const r of rows) {
    const k = String(r.k)
    if (!out.has(k)) out.set(k, period.months.map(zero))
    out.get(k)![num(r.mi)] = {
      sustained: num(r.sustained),
      momentary: num(r.momentary),
      customerInterruptions: num(r.ci),
      customerMinutes: num(r.cms) / MINUTE_MS,
      momentaryCustomers: num(r.mci),
    }
  }
  return out
}

export function createReliabilityReport(db: Knex, now: () => number) {
  async function scopeOf(q: ReliabilityQuery): Promise<Checked<Scope>> {
    if (q.division) {
      const d: Row | undefined = await db('divisions').first('code', 'name', 'circle_code').where('code', q.division)
      if (!d || !d.circle_code || (q.circle && d.circle_code !== q.circle)) return refuse('division', 'badDivision')
      return { ok: true, value: { kind: 'division', circle: String(d.circle_code), division: String(d.code), name: String(d.name) } }
    }
    if (q.circle) return { ok: true, value: { kind: 'circle', circle: q.circle } }
    return { ok: true, value: { kind: 'state' } }
  }

  return async function reliability(query: ReliabilityQuery): Promise<Checked<ReliabilityReport>> {
    const t = now()
    const checked = checkQuery(reliabilityQuery, query, t, { circle: 'badCircle', division: 'badDivision' })
    if (!checked.ok) return checked
    const { filter: q, period } = checked.value
    if (q.circle && !CIRCLE_BY_CODE.has(q.circle)) return refuse('circle', 'badCircle')
    const scoped = await scopeOf(q)
    if (!scoped.ok) return scoped
    const scope = scoped.value
    const circleCode = scope.kind === 'state' ? null : scope.circle

    // customers served and feeders, per circle (state) or per division (circle, division)
    const key = scope.kind === 'state' ? 'circle_code' : 'division_code'
    const servedQ = db('feeders').select(`${key} as k`).sum({ served: 'customers_served' }).count({ n: '*' }).groupBy(key)
    if (scope.kind === 'circle') servedQ.where('circle_code', scope.circle)
    if (scope.kind === 'division') servedQ.where('division_code', scope.division)
    const [servedRows, totals, divisionRows] = await Promise.all([
      servedQ as Promise<Row[]>,
      interruptionTotals(db, period, scope, t),
      circleCode ? (db('divisions').select('code', 'name').where('circle_code', circleCode).orderBy('code') as Promise<Row[]>) : Promise.resolve([] as Row[]),
    ])
    const served = new Map(servedRows.map((r) => [String(r.k), num(r.served)]))
    const feeders = servedRows.reduce((s, r) => s + num(r.n), 0)
    const scopeServed = [...served.values()].reduce((s, n) => s + n, 0)

    const months = period.months
    const byMonth = months.map(zero)
    const all = zero()
    for (const perMonth of totals.values()) {
      perMonth.forEach((m, i) => add(byMonth[i], m))
      perMonth.forEach((m) => add(all, m))
    }
    const monthRows: ReliabilityRow[] = months.map((m, i) => ({ month: m, customersServed: scopeServed, ...indicesOf(byMonth[i], scopeServed) }))
    const total: ReliabilityRow = { month: null, customersServed: scopeServed, ...indicesOf(all, scopeServed) }

    const divisions = divisionRows.map((d) => ({ code: String(d.code), name: String(d.name), nameAs: divisionNameAs(String(d.code), String(d.name)) }))
    const periodTotal = (k: string) => {
      const sum = zero()
      for (const m of totals.get(k) ?? []) add(sum, m)
      return sum
    }
    let breakdown: ReliabilityScopeRow[] = []
    if (scope.kind === 'state') {
      breakdown = CIRCLES.filter((c) => served.has(c.code) || totals.has(c.code)).map((c) => ({
        code: c.code,
        name: c.name,
        nameAs: c.nameAs,
        customersServed: served.get(c.code) ?? 0,
        ...indicesOf(periodTotal(c.code), served.get(c.code) ?? 0),
      }))
    } else if (scope.kind === 'circle') {
      breakdown = divisions
        .filter((d) => served.has(d.code) || totals.has(d.code))
        .map((d) => ({ ...d, customersServed: served.get(d.code) ?? 0, ...indicesOf(periodTotal(d.code), served.get(d.code) ?? 0) }))
    }
    const circle = circleCode ? CIRCLE_BY_CODE.get(circleCode)! : null
    return {
      ok: true,
      value: {
        period,
        scope:
          scope.kind === 'state'
            ? { kind: 'state', code: null, name: 'Assam', nameAs: 'অসম' }
            : scope.kind === 'circle'
              ? { kind: 'circle', code: circle!.code, name: circle!.name, nameAs: circle!.nameAs }
              : { kind: 'division', code: scope.division, name: scope.name, nameAs: divisionNameAs(scope.division, scope.name) },
        months: monthRows,
        total,
        breakdown,
        feeders,
        circles: CIRCLES.map((c) => ({ code: c.code, name: c.name, nameAs: c.nameAs })),
        divisions,
        computedAt: t,
      },
    }
  }
}
