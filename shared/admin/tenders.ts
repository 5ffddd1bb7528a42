/**
 * The tender screens' fixed lists and list filter (issue 11 §2 Tenders: /AdminCreateTender,
 * /AdminUpdateTenderDocs, /AdminPublishTender; /api/admin/tenders), shared by the pages and the
 * API. No React, no server modules.
 */
import { ADMIN_TENDER_STATES, type AdminTenderState } from './contract'

/** A tender's listing: the financial-year pages (/TenderCurrent …) or the RDSS page (/RdssProject). */
export const TENDER_CATEGORIES = ['tender', 'rdss'] as const
export type TenderCategory = (typeof TENDER_CATEGORIES)[number]
export const TENDER_CATEGORY_LABELS: Readonly<Record<TenderCategory, string>> = {
  tender: 'Tender (financial-year listings: /TenderCurrent, /TenderPrevious, /TenderArchive)',
  rdss: 'RDSS project tender (/RdssProject)',
}

/**
 * The document types a tender's document may have (the types the public listing shows; the
 * seeded tenders use the same words). A Cancellation ends the public list of the tender's
 * documents (spec §3): what comes after it is never listed.
 */
export const TENDER_DOC_TYPES = ['Bid Document', 'Corrigendum', 'Addendum', 'Pre-bid Minutes', 'Bid Opening Summary', 'Cancellation', 'Other'] as const
export type TenderDocType = (typeof TENDER_DOC_TYPES)[number]
export const TENDER_CANCELLATION: TenderDocType = 'Cancellation'

export const ADMIN_TENDERS_PAGE_SIZE = 20

/** Longest texts (the columns' sizes). */
export const TENDER_LIMITS = { tenderNo: 200, description: 2000, docTitle: 500 } as const

export interface TenderQuery {
  /** part of the tender number or the description */
  q: string
  state: AdminTenderState | ''
  category: TenderCategory | ''
  page: number
}

/** Reads the list's filter from a query; unknown values are left out (a list filter never fails). */
export function parseTenderQuery(search: Record<string, unknown>): TenderQuery {
  const one = (k: string) => {
    const v = search[k]
    const s = Array.isArray(v) ? v[0] : v
    return typeof s === 'string' ? s.trim() : ''
  }
  const state = one('state')
  const category = one('category')
  const page = one('page')
  return {
    q: one('q').slice(0, 100),
    state: (ADMIN_TENDER_STATES as readonly string[]).includes(state) ? (state as AdminTenderState) : '',
    category: (TENDER_CATEGORIES as readonly string[]).includes(category) ? (category as TenderCategory) : '',
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  }
}

/** The query string of a filter (the pager's links), without the empty fields; `extra` adds more (e.g. the chosen tender). */
export function tenderQueryString(q: TenderQuery, page = q.page, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(extra)) p.set(k, v)
  if (q.q) p.set('q', q.q)
  if (q.state) p.set('state', q.state)
  if (q.category) p.set('category', q.category)
  if (page > 1) p.set('page', String(page))
  const s = p.toString()
  return s ? `?${s}` : ''
}
