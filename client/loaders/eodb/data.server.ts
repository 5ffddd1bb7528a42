/**
 * The +data hooks of the EoDB pages (issue 13): the query checked as the browser checks it
 * (./query.ts), then the report services (pageContext.services.eodb, shared/eodb/contract.ts).
 * A refused filter is not an error page: the page answers 200 with the message in its error
 * summary, as the other GET lookup pages do (ADR 010).
 */
import type { PageContextServer } from 'vike/types'
import type { z } from 'zod'
import { NSC_DETAIL_ROUTES, nscQuery, periodQuery, reliabilityQuery, type Checked, type ConnectionCategory, type NscReport, type ReliabilityReport, type TurnaroundReport } from '#shared/eodb/contract'
import { monthOfMs } from '#shared/eodb/months'
import { PAGE_QUERY_PARAMS } from '#shared/pageQuery'
import { checkReportQuery, pickQuery, TURNAROUND_ROUTES, type EodbProblem } from '#client/components/eodb/query'

export interface ReportData<T> {
  /** the parameters the page read (also the CSV link's query) */
  query: Record<string, string>
  report: T | null
  problem: EodbProblem | null
  /** 'YYYY-MM' of this month in India (the newest month the filters offer) */
  thisMonth: string
}

async function checkedReport<S extends z.ZodType, T>(
  pageContext: PageContextServer,
  route: string,
  schema: S,
  run: (value: z.output<S>) => Promise<Checked<T>>,
  fixed: Record<string, string> = {},
): Promise<ReportData<T>> {
  // the parameters the page cache keys the page by are the ones it reads
  const query = { ...pickQuery(pageContext.urlParsed.search, PAGE_QUERY_PARAMS[route] ?? []), ...fixed }
  const thisMonth = monthOfMs(Date.now())
  const checked = checkReportQuery(schema, query)
  if (!checked.ok) return { query, report: null, problem: { field: checked.field, key: checked.key }, thisMonth }
  const r = await run(checked.value)
  return r.ok ? { query, report: r.value, problem: null, thisMonth } : { query, report: null, problem: { field: r.field, key: r.key }, thisMonth }
}

export function reliabilityData(pageContext: PageContextServer): Promise<ReportData<ReliabilityReport>> {
  return checkedReport(pageContext, '/EodbSaidiSaifiReport', reliabilityQuery, (q) => pageContext.services.eodb.reliability(q))
}

/** /EodbNscReport (every category, or the one of ?category=) or a detail page (its category fixed). */
export function nscData(pageContext: PageContextServer, category?: ConnectionCategory): Promise<ReportData<NscReport>> {
  return checkedReport(pageContext, category ? NSC_DETAIL_ROUTES[category] : '/EodbNscReport', nscQuery, (q) => pageContext.services.eodb.nsc(q), category ? { category } : {})
}

export function turnaroundData(pageContext: PageContextServer, kind: TurnaroundReport['kind']): Promise<ReportData<TurnaroundReport>> {
  return checkedReport(pageContext, TURNAROUND_ROUTES[kind], periodQuery, (q) => pageContext.services.eodb.turnaround(kind, q))
}
