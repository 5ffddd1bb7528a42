/**
 * /EodbOwnershipChange and /EodbePanjeeyanMutationReport: per month the requests received and
 * completed, those pending at the month's end, and the days the month's completions took
 * (mean, and the 90th percentile by the nearest-rank method: the smallest value with at least
 * 90 % of the completions at or below it). Name changes count from the application
 * (ownership_changes.applied_at), mutations from when the utility received them
 * (land_mutations.received_at).
 *
 * The rows that matter to the period (received before its end and not completed before its
 * start) are read with two columns each and counted here: the percentile needs every duration.
 */
import type { Knex } from 'knex'
import { periodQuery, type Checked, type PeriodQuery, type TurnaroundReport, type TurnaroundRow } from '#shared/eodb/contract'
import { DAY_MS, monthEndMs, monthStartMs } from '#shared/eodb/months'
import { num, type Row } from '../../db/rows'
import { checkQuery } from './period'

export const TURNAROUND_TABLES = {
  ownership: { table: 'ownership_changes', received: 'applied_at' },
  mutation: { table: 'land_mutations', received: 'received_at' },
} as const

/** The nearest-rank percentile `p` (0–100) of ascending `sorted`; null when empty. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

function rowOf(month: string | null, received: number, pending: number, days: number[]): TurnaroundRow {
  const sorted = [...days].sort((a, b) => a - b)
  return {
    month,
    received,
    completed: days.length,
    pending,
    // summed in ascending order: the same figure whatever order the database returned the rows in
    avgDays: sorted.length ? sorted.reduce((s, d) => s + d, 0) / sorted.length : null,
    p90Days: percentile(sorted, 90),
  }
}

export function createTurnaroundReport(db: Knex, now: () => number) {
  return async function turnaround(kind: 'ownership' | 'mutation', query: PeriodQuery): Promise<Checked<TurnaroundReport>> {
    const t = now()
    const checked = checkQuery(periodQuery, query, t)
    if (!checked.ok) return checked
    const { period } = checked.value
    const { table, received } = TURNAROUND_TABLES[kind]
    const start = monthStartMs(period.from)
    const end = monthEndMs(period.to)
    const rows: Row[] = await db(table)
      .select(`${received} as r`, 'completed_at as c')
      .where(received, '<', end)
      .andWhere((q) => q.whereNull('completed_at').orWhere('completed_at', '>=', start))
    const ends = period.months.map((m) => monthEndMs(m))
    const monthOf = (v: number) => (v < start || v >= end ? -1 : ends.findIndex((e) => v < e))
    const receivedBy = period.months.map(() => 0)
    const daysBy: number[][] = period.months.map(() => [])
    const pendingBy = period.months.map(() => 0)
    for (const row of rows) {
      const r = num(row.r)
      const c = row.c == null ? null : num(row.c)
      const mr = monthOf(r)
      if (mr >= 0) receivedBy[mr]++
      if (c !== null) {
        const mc = monthOf(c)
        if (mc >= 0) daysBy[mc].push((c - r) / DAY_MS)
      }
      ends.forEach((e, i) => {
        if (r < e && (c === null || c >= e)) pendingBy[i]++
      })
    }
    const last = period.months.length - 1
    return {
      ok: true,
      value: {
        kind,
        period,
        months: period.months.map((m, i) => rowOf(m, receivedBy[i], pendingBy[i], daysBy[i])),
        total: rowOf(
          null,
          receivedBy.reduce((s, n) => s + n, 0),
          pendingBy[last],
          daysBy.flat(),
        ),
        computedAt: t,
      },
    }
  }
}
