import type { Knex } from 'knex'
import { addMonths, indiaInstant } from '#shared/eodb/months'
import { dialectOf } from '../server/db/knex'
import { insertJsonRows } from '../server/db/jsonInsert'
import { EODB_COLUMNS } from '../server/services/eodb/tables'
import { EODB_SEED_MONTHS, feederRows, outageRows, seedMonths } from './eodb'
import { insertChunked } from './billing'

export interface BulkOutageOptions {
  /** ISO date in India the history ends on (exclusive) */
  today: string
  /** feeders per division after the run (the demo seed has 2; APDCL has about 8 per division) */
  feedersPerDivision: number
  /** outage events per feeder-month relative to the demo seed's (about one) */
  scale: number
  /** months of history before the current one (default: two years, like the demo seed) */
  months?: number
  log?: (line: string) => void
}

/**
 * The big outage history of the bench and the query-plan test (issue 13 §bench): more feeders
 * per division, and two years of outages for EVERY feeder (the demo seed's and the new ones),
 * `scale` times the demo seed's rate, with a history of their own beside the demo seed's. The
 * normal seeds must have run (circles, divisions, feeders). Ends with ANALYZE of the two tables. Not idempotent:
 * each run adds another history.
 */
export async function seedBulkOutages(db: Knex, opts: BulkOutageOptions): Promise<{ feeders: number; outages: number; ms: number }> {
  const started = Date.now()
  const have = new Set(((await db('feeders').select('code')) as Array<{ code: string }>).map((f) => f.code))
  const extra = feederRows(opts.feedersPerDivision).filter((f) => !have.has(f.code))
  await insertChunked(db, 'feeders', extra, 100)
  const feeders = (await db('feeders').select('code', 'customers_served', 'area').orderBy('code')) as Array<{ code: string; customers_served: number; area: 'urban' | 'rural' }>
  const until = indiaInstant(opts.today)
  const months = seedMonths(addMonths(opts.today.slice(0, 7), -(opts.months ?? EODB_SEED_MONTHS)), until)
  // in time order, as they would have been recorded (and so the table is ordered like its start index)
  const rows = feeders.flatMap((f) => outageRows(f, months, { until, at: until, scale: opts.scale, salt: ':bulk' })).sort((a, b) => Number(a.started_at) - Number(b.started_at))
  for (let i = 0; i < rows.length; i += 50_000) {
    await insertJsonRows(db, 'outage_events', EODB_COLUMNS.outage_events, rows.slice(i, i + 50_000))
    opts.log?.(`  outages: ${Math.min(i + 50_000, rows.length)} of ${rows.length}`)
  }
  const outages = rows.length
  // statistics of these two tables only: the planner's view of the others stays as it was
  if (dialectOf(db) === 'postgres') await db.raw('analyze feeders, outage_events')
  else for (const table of ['feeders', 'outage_events']) await db.raw(`analyze ${table}`)
  return { feeders: feeders.length, outages, ms: Date.now() - started }
}
