import type { ListQuery, Paged } from '#shared/content/contract'
import type { Knex } from 'knex'
import { z } from 'zod'
import { likeWords } from '../../db/rows'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** The list query every listing accepts (service side; the API coerces its strings first). */
export const listQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    year: z.number().int().min(1900).max(2200).optional(),
    page: z.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    subType: z.string().trim().min(1).max(64).optional(),
    all: z.boolean().optional(),
  })
  .strict()

export function parseListQuery(query: ListQuery | undefined): ListQuery {
  return listQuerySchema.parse(query ?? {})
}

export interface ListSpec {
  /** a fresh query on the table with the scope of the list (category, period…), no search */
  scope: () => Knex.QueryBuilder
  /** ISO date column used for the year filter, the years list and ordering */
  dateColumn: string
  /** true when the date column is NOT NULL: the listing index then also serves the ordering */
  dateRequired?: boolean
  /** columns searched case-insensitively by `q` */
  searchColumns: string[]
  /** columns to load (only what the answer needs) */
  columns: string[]
}

/** A page of rows, and the query of every matching id (to load children without a long id list). */
export interface PagedRows<Row> {
  paged: Paged<Row>
  matchingIds: () => Knex.QueryBuilder
}

/**
 * One listing: search by title (lower() … like, the same on SQLite and PostgreSQL), filter
 * by calendar year through a date range (index-friendly), newest first, paginated.
 */
export async function pagedRows<Row>(db: Knex, spec: ListSpec, query: ListQuery): Promise<PagedRows<Row>> {
  const filtered = () => {
    const qb = spec.scope()
    if (query.q) {
      const pattern = likeWords(query.q)
      qb.where((w) => {
        for (const column of spec.searchColumns) w.orWhereRaw('lower(??) like ? escape ?', [column, pattern, '\\'])
      })
    }
    if (query.year) qb.whereBetween(spec.dateColumn, [`${query.year}-01-01`, `${query.year}-12-31`])
    return qb
  }
  const [yearRows, countRows] = await Promise.all([
    spec
      .scope()
      .whereNotNull(spec.dateColumn)
      .distinct(db.raw('substr(??, 1, 4) as y', [spec.dateColumn]))
      .orderBy('y', 'desc') as Promise<Array<{ y: string }>>,
    filtered().count({ n: '*' }) as Promise<Array<{ n: number | string }>>,
  ])
  const total = Number(countRows[0]?.n ?? 0)
  // newest first, undated last; written out because knex drops the column order with `nulls` on SQLite
  const rowsQuery = filtered().select(spec.columns)
  if (spec.dateRequired)
    rowsQuery.orderBy([
      { column: spec.dateColumn, order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
  else rowsQuery.orderByRaw('(?? is null) asc, ?? desc, ?? desc', [spec.dateColumn, spec.dateColumn, 'id'])
  let page = 1
  let pageSize = total
  if (!query.all) {
    page = query.page ?? 1
    pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE
    rowsQuery.limit(pageSize).offset((page - 1) * pageSize)
  }
  const items = (await rowsQuery) as Row[]
  const years = yearRows.map((r) => Number(r.y)).filter((y) => Number.isInteger(y))
  return { paged: { items, total, page, pageSize, years }, matchingIds: () => filtered().select('id') }
}

/** Loads child rows of many parents in a few queries (no N+1), grouped by parent id. */
export async function childrenByParent<Row extends Record<string, unknown>>(
  db: Knex,
  table: string,
  parentColumn: string,
  parents: { ids: number[]; all: boolean; matchingIds: () => Knex.QueryBuilder },
): Promise<Map<number, Row[]>> {
  const byParent = new Map<number, Row[]>()
  if (!parents.ids.length) return byParent
  // one query: a page's ids, or (for a full list) the sub-query of every matching parent
  const rows = (await db(table)
    .whereIn(parentColumn, parents.all ? parents.matchingIds() : parents.ids)
    .orderBy([parentColumn, 'sort_order', 'id'])) as Row[]
  for (const row of rows) {
    const key = Number(row[parentColumn])
    const list = byParent.get(key)
    if (list) list.push(row)
    else byParent.set(key, [row])
  }
  return byParent
}
