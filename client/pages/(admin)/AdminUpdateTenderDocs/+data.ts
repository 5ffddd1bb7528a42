import type { PageContextServer } from 'vike/types'
import { ADMIN_TENDERS_PAGE_SIZE, parseTenderQuery, type TenderQuery } from '#shared/admin/tenders'
import type { AdminTenderDetail, AdminTenderPage } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface TenderDocsData {
  title: string
  /** the chosen tender (`?id=`) with every document in order, or null */
  tender: AdminTenderDetail | null
  /** `?id=` named no tender */
  notFound: boolean
  /** the list to choose from: its filter and one page */
  query: TenderQuery
  list: AdminTenderPage
}

/** /AdminUpdateTenderDocs (issue 11 §2): choose a tender (`?id=`), see and change its documents. */
export async function data(pageContext: PageContextServer): Promise<TenderDocsData> {
  requireAdminPage(pageContext)
  const { adminTenders } = pageContext.services
  const search = pageContext.urlParsed.search
  let tender: AdminTenderDetail | null = null
  let notFound = false
  if (search.id !== undefined) {
    if (/^\d{1,9}$/.test(search.id)) {
      tender = await adminTenders.get(Number(search.id)).catch((err: { status?: number }) => {
        if (err?.status === 404) return null
        throw err
      })
    }
    notFound = tender === null
  }
  const query = parseTenderQuery(search)
  const list = await adminTenders.list({ q: query.q || undefined, state: query.state || undefined, category: query.category || undefined, page: query.page, pageSize: ADMIN_TENDERS_PAGE_SIZE })
  return { title: tender ? `Documents of tender ${tender.tenderNo}` : 'Tender documents', tender, notFound, query, list }
}
