/**
 * The ease-of-doing-business reports (issue 13; shared/eodb/contract.ts EodbReports): the
 * pages call them through pageContext.services.eodb, the JSON and CSV API (server/routes/eodb.ts)
 * through services.eodb. Every report reads the records of the migration 202612220100_eodb
 * (outages, feeders, new service connections, name changes, land mutations); each filter is
 * checked here and refused as { ok: false, field, message } (the API answers 400 with it).
 */
import type { Knex } from 'knex'
import type { EodbReports, EodbSummary } from '#shared/eodb/contract'
import { addMonths, monthOfMs } from '#shared/eodb/months'
import type { Events } from '../events'
import { createRateLimitService, type RateLimitService } from '../rateLimit'
import { TtlCache } from '../ttlCache'
import { createNscReport } from './nsc'
import { createOutageDashboard } from './outages'
import { createReliabilityReport } from './reliability'
import { createTurnaroundReport } from './turnaround'
import { createVerification } from './verify'

/** How long a report's answer is kept (the records change daily; an admin's outage edit clears it). */
export const REPORT_CACHE_MS = 60_000

export interface EodbDeps {
  db: Knex
  now?: () => number
  /** the verification's count of checks per consumer number (VERIFY_NUMBER_LIMIT); default: one on `db` */
  rateLimit?: Pick<RateLimitService, 'consume' | 'reset'>
  /** `content-changed` (an outage or shutdown written by the outage manager) empties the report cache */
  events?: Events
  /** default REPORT_CACHE_MS; 0: no cache */
  cacheMs?: number
}

export function createEodbReports(deps: EodbDeps): EodbReports {
  const now = deps.now ?? Date.now
  // the reports' answers by filter and current month, one computation shared by concurrent
  // callers (a two-year state report reads every outage of the year); the outage dashboard and
  // the verification are never cached
  const cache = new TtlCache<unknown>(deps.cacheMs ?? REPORT_CACHE_MS, 500)
  deps.events?.on('content-changed', () => cache.clear())
  const cached =
    <A extends unknown[], R>(name: string, f: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      cache.enabled ? (cache.memo(`${name}|${monthOfMs(now())}|${JSON.stringify(args)}`, () => f(...args)) as Promise<R>) : f(...args)
  const reliability = cached('reliability', createReliabilityReport(deps.db, now))
  const outageDashboard = createOutageDashboard(deps.db, now)
  const nsc = cached('nsc', createNscReport(deps.db, now))
  const turnaround = cached('turnaround', createTurnaroundReport(deps.db, now))
  const verify = createVerification(deps.db, deps.rateLimit ?? createRateLimitService({ db: deps.db, now }))

  /** The landing page's headline figures: the last complete month of each report. */
  async function summary(): Promise<EodbSummary> {
    const t = now()
    const month = addMonths(monthOfMs(t), -1)
    const one = { from: month, to: month }
    const [r, o, n, own, mut] = await Promise.all([reliability(one), outageDashboard(), nsc(one), turnaround('ownership', one), turnaround('mutation', one)])
    const rel = r.ok && r.value.feeders > 0 ? r.value.total : null
    const nscTotal = n.ok ? n.value.total : null
    const turn = (x: typeof own) =>
      x.ok && (x.value.total.received || x.value.total.completed || x.value.total.pending) ? { month, completed: x.value.total.completed, avgDays: x.value.total.avgDays } : null
    return {
      reliability: rel ? { month, saifi: rel.saifi, saidi: rel.saidi, caidi: rel.caidi, maifi: rel.maifi } : null,
      outages: { outagesNow: o.totals.outagesNow, customersOff: o.totals.customersOff, plannedNext7Days: o.totals.plannedNext7Days },
      nsc:
        nscTotal && (nscTotal.applied || nscTotal.released || nscTotal.pending)
          ? {
              month,
              released: nscTotal.released,
              withinDeadlinePct: nscTotal.released ? (100 * nscTotal.withinDeadline) / nscTotal.released : null,
              avgDaysToRelease: nscTotal.avgDaysToRelease,
            }
          : null,
      ownership: turn(own),
      mutation: turn(mut),
      computedAt: t,
    }
  }

  return { summary, reliability, outageDashboard, nsc, turnaround, verify }
}
