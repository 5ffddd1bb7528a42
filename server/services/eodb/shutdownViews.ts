/**
 * Planned shutdowns as the pages and the APIs show them (PlannedShutdownView of
 * shared/eodb/contract.ts): each with its feeders and the customers they serve. One reader for
 * /ShutdownNotices, the outage manager's screen and any report that lists them.
 */
import type { Knex } from 'knex'
import { SHUTDOWN_EVE_HOUR_IST, type PlannedShutdownView } from '#shared/eodb/contract'
import { addDays, indiaToday, IST_OFFSET_MS } from '#shared/time'
import { num, str, type Row } from '../../db/rows'

/**
 * The planned shutdowns `scope` selects from `planned_shutdowns` (its where, order and limit),
 * in that order, each with its feeders (by code) and Σ customers served.
 */
export async function shutdownViews(q: Knex | Knex.Transaction, scope: (b: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<PlannedShutdownView[]> {
  const rows: Row[] = await scope(q('planned_shutdowns').select('id', 'ref', 'starts_at', 'ends_at', 'reason', 'reason_as', 'status', 'published_at'))
  if (!rows.length) return []
  const feeders: Row[] = await q('planned_shutdown_feeders as pf')
    .join('feeders as f', 'f.code', 'pf.feeder_code')
    .select('pf.shutdown_id', 'f.code', 'f.name', 'f.name_as', 'f.circle_code', 'f.division_code', 'f.customers_served')
    .whereIn(
      'pf.shutdown_id',
      rows.map((r) => num(r.id)),
    )
    .orderBy([{ column: 'pf.shutdown_id' }, { column: 'f.code' }])
  const byShutdown = new Map<number, Row[]>()
  for (const f of feeders) {
    const list = byShutdown.get(num(f.shutdown_id)) ?? []
    list.push(f)
    byShutdown.set(num(f.shutdown_id), list)
  }
  return rows.map((r) => {
    const list = byShutdown.get(num(r.id)) ?? []
    return {
      id: num(r.id),
      ref: String(r.ref),
      startsAt: num(r.starts_at),
      endsAt: num(r.ends_at),
      reason: String(r.reason),
      reasonAs: str(r.reason_as),
      feeders: list.map((f) => ({ code: String(f.code), name: String(f.name), nameAs: str(f.name_as), circleCode: String(f.circle_code), divisionCode: String(f.division_code) })),
      customers: list.reduce((n, f) => n + num(f.customers_served), 0),
      status: r.status === 'cancelled' ? 'cancelled' : 'published',
      publishedAt: num(r.published_at),
    }
  })
}

/** When the "evening before" SMS of a shutdown starting at `startsAt` goes: SHUTDOWN_EVE_HOUR_IST on the India day before. */
export function shutdownEveAt(startsAt: number): number {
  const day = addDays(indiaToday(startsAt), -1)
  return Date.parse(`${day}T${String(SHUTDOWN_EVE_HOUR_IST).padStart(2, '0')}:00:00.000Z`) - IST_OFFSET_MS
}
