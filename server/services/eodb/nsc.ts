/**
 * /EodbNscReport and the four detail pages: new service connections applied and released per
 * month, within and beyond the legal deadline, pending at each month's end, the average days to
 * release. The deadline of a connection is its area class's (NEW_CONNECTION_DAYS of
 * shared/workflow/rules.ts, in days from application to release), or the super admin's override of
 * it in work_deadline_rules (kind new_connection, key = the area class, in hours): the rule
 * table is read at each report, so an edit acts at once and applies to the whole history shown.
 *
 * Three aggregate queries, each grouped by category × area class (× month): applications by
 * the month applied, releases by the month released (within = released − applied ≤ deadline),
 * and the connections pending at each month's end (applied before it, released after it or not
 * yet; overdue when the month's end is past the deadline).
 */
import type { Knex } from 'knex'
import { CONNECTION_CATEGORIES, nscQuery, type Checked, type ConnectionCategory, type NscMonthRow, type NscQuery, type NscReport } from '#shared/eodb/contract'
import { monthEndMs, monthStartMs, DAY_MS } from '#shared/eodb/months'
import { AREA_CLASSES, defaultDeadlineHours, deadlineRuleKey, type AreaClass } from '#shared/workflow/rules'
import { num, type Row } from '../../db/rows'
import { checkQuery } from './period'
import { monthBucket, rawRows, sqlInt } from './sql'

const HOUR_MS = 3_600_000

interface Acc {
  applied: number
  released: number
  within: number
  pending: number
  pendingOverdue: number
  releaseMs: number
}
const zero = (): Acc => ({ applied: 0, released: 0, within: 0, pending: 0, pendingOverdue: 0, releaseMs: 0 })

/** A month row (or a period row, `month` null) of accumulated figures. */
function rowOf(month: string | null, a: Acc): NscMonthRow {
  return {
    month,
    applied: a.applied,
    released: a.released,
    withinDeadline: a.within,
    beyondDeadline: a.released - a.within,
    pending: a.pending,
    pendingOverdue: a.pendingOverdue,
    avgDaysToRelease: a.released ? a.releaseMs / a.released / DAY_MS : null,
  }
}

/** The release deadline (hours) of each area class: the constants, or the rule table's override. */
export async function connectionDeadlineHours(db: Knex): Promise<Record<AreaClass, number>> {
  const rows: Row[] = await db('work_deadline_rules').select('rule_key', 'hours').where('kind', 'new_connection')
  const over = new Map(rows.map((r) => [deadlineRuleKey('new_connection', String(r.rule_key)), num(r.hours)]))
  return Object.fromEntries(AREA_CLASSES.map((a) => [a, over.get(deadlineRuleKey('new_connection', a)) ?? defaultDeadlineHours('new_connection', a)!])) as Record<AreaClass, number>
}

export function createNscReport(db: Knex, now: () => number) {
  return async function nsc(query: NscQuery): Promise<Checked<NscReport>> {
    const t = now()
    const checked = checkQuery(nscQuery, query, t)
    if (!checked.ok) return checked
    const { period, filter } = checked.value
    const category = filter.category ?? null
    const months = period.months
    const start = monthStartMs(period.from)
    const end = monthEndMs(period.to)
    const hours = await connectionDeadlineHours(db)
    // the deadline of a row's area class, in ms (integers we computed, written into the SQL)
    const deadlineSql = `case area_class ${AREA_CLASSES.map((a) => `when '${a}' then ${sqlInt(Math.round(hours[a] * HOUR_MS))}`).join(' ')} end`
    const applied = monthBucket('applied_at', months)
    const released = monthBucket('released_at', months)
    const ends = months.map((m) => monthEndMs(m))
    const pendingAt = (i: number) => `applied_at < ${sqlInt(ends[i])} and (released_at is null or released_at >= ${sqlInt(ends[i])})`

    const [appliedRows, releasedRows, pendingRows] = await Promise.all([
      rawRows(
        db,
        `select category, area_class, ${applied.sql} as mi, count(*) as n from service_connections
         where applied_at >= ? and applied_at < ? group by category, area_class, mi`,
        [...applied.bindings, start, end],
      ),
      rawRows(
        db,
        `select category, area_class, ${released.sql} as mi, count(*) as n,
           sum(case when released_at - applied_at <= ${deadlineSql} then 1 else 0 end) as within,
           sum(released_at - applied_at) as ms
         from service_connections
         where released_at >= ? and released_at < ? group by category, area_class, mi`,
        [...released.bindings, start, end],
      ),
      rawRows(
        db,
        `select category, area_class,
           ${months.map((_, i) => `sum(case when ${pendingAt(i)} then 1 else 0 end) as p${i}, sum(case when ${pendingAt(i)} and ${sqlInt(ends[i])} - applied_at > ${deadlineSql} then 1 else 0 end) as o${i}`).join(', ')}
         from service_connections
         where applied_at < ? and (released_at is null or released_at >= ?)
         group by category, area_class`,
        [end, ends[0]],
      ),
    ])

    // figures per category × area class × month
    const groups = new Map<string, { category: ConnectionCategory; area: AreaClass; months: Acc[] }>()
    const group = (r: Row) => {
      const k = `${r.category}|${r.area_class}`
      if (!groups.has(k)) groups.set(k, { category: r.category as ConnectionCategory, area: r.area_class as AreaClass, months: months.map(zero) })
      return groups.get(k)!
    }
    for (const r of appliedRows) group(r).months[num(r.mi)].applied += num(r.n)
    for (const r of releasedRows) {
      const a = group(r).months[num(r.mi)]
      a.released += num(r.n)
      a.within += num(r.within)
      a.releaseMs += num(r.ms)
    }
    for (const r of pendingRows) {
      const g = group(r)
      months.forEach((_, i) => {
        g.months[i].pending += num(r[`p${i}`])
        g.months[i].pendingOverdue += num(r[`o${i}`])
      })
    }

    const last = months.length - 1
    /** The period's figures of some groups: sums of the months, pending as at the period's end. */
    const periodOf = (gs: Array<{ months: Acc[] }>) => {
      const a = zero()
      for (const g of gs) {
        g.months.forEach((m) => {
          a.applied += m.applied
          a.released += m.released
          a.within += m.within
          a.releaseMs += m.releaseMs
        })
        a.pending += g.months[last].pending
        a.pendingOverdue += g.months[last].pendingOverdue
      }
      return a
    }
    const all = [...groups.values()]
    const chosen = category ? all.filter((g) => g.category === category) : all
    const monthRows = months.map((m, i) => {
      const a = zero()
      for (const g of chosen) {
        const x = g.months[i]
        a.applied += x.applied
        a.released += x.released
        a.within += x.within
        a.releaseMs += x.releaseMs
        a.pending += x.pending
        a.pendingOverdue += x.pendingOverdue
      }
      return rowOf(m, a)
    })
    return {
      ok: true,
      value: {
        period,
        category,
        months: monthRows,
        total: rowOf(null, periodOf(chosen)),
        byCategory: CONNECTION_CATEGORIES.map((c) => ({ ...rowOf(null, periodOf(all.filter((g) => g.category === c))), category: c })),
        byArea: AREA_CLASSES.map((a) => ({ ...rowOf(null, periodOf(chosen.filter((g) => g.area === a))), areaClass: a, deadlineDays: hours[a] / 24 })),
        computedAt: t,
      },
    }
  }
}
