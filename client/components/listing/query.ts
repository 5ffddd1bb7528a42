/**
 * The listing pages' query string (?q=, ?year=, ?page=): parsed on the server in +data,
 * rebuilt for links (pagination, clear filters). Pure functions, shared by server and client.
 */
import { pageQuery, type ListingParam } from '#shared/pageQuery'

export interface ListParams {
  /** search text, trimmed; '' when none */
  q: string
  /** calendar year, or null for all years */
  year: number | null
  /** 1-based page number */
  page: number
}

export const MAX_QUERY_LENGTH = 100
export const MAX_PAGE = 10_000
export const PAGE_SIZE = 20

/**
 * A listing's parameters as its +data reads them: only those shared/pageQuery.ts declares
 * for `route` (its English route), the set the page cache keys the page and its
 * client-side navigation's data by. A listing missing there gets no filter anywhere,
 * not only behind the cache.
 */
export function readListParams(route: string, search: Readonly<Record<string, string | undefined>>): ListParams {
  return parseListParams(pageQuery(route, search))
}

/** Reads ?q, ?year and ?page; anything malformed falls back to the default instead of failing. */
export function parseListParams(search: Readonly<Partial<Record<ListingParam, string>>>): ListParams {
  const q = (search.q ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
  const yearText = (search.year ?? '').trim()
  const year = /^\d{4}$/.test(yearText) && Number(yearText) >= 1900 && Number(yearText) <= 2100 ? Number(yearText) : null
  const pageText = (search.page ?? '').trim()
  const pageNumber = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1
  const page = Math.min(Math.max(pageNumber, 1), MAX_PAGE)
  return { q, year, page }
}

/** True when a search text or a year narrows the list. */
export function isFiltered(params: Pick<ListParams, 'q' | 'year'>): boolean {
  return params.q !== '' || params.year !== null
}

/**
 * `path` with the given parameters as its query string; empty values and page 1 are left
 * out, so the canonical first page has no query at all.
 */
export function listHref(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue
    if (key === 'page' && Number(value) <= 1) continue
    search.set(key, String(value))
  }
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

/** A positive integer id from the query (e.g. ?id=3 of /SubGallery), or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null
  const id = Number(value.trim())
  return id > 0 ? id : null
}
