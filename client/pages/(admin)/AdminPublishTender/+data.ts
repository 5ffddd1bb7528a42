import type { PageContextServer } from 'vike/types'
import { ADMIN_TENDERS_PAGE_SIZE } from '#shared/admin/tenders'
import type { AdminTenderPage } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface PublishTenderData {
  title: string
  /** drafts waiting (`?dpage=`), and the published tenders (`?ppage=`), newest change first */
  drafts: AdminTenderPage
  published: AdminTenderPage
}

const pageOf = (v: string | undefined) => (v && /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : 1)

/** /AdminPublishTender (issue 11 §2): drafts → Publish, published → Unpublish. */
export async function data(pageContext: PageContextServer): Promise<PublishTenderData> {
  requireAdminPage(pageContext)
  const { adminTenders } = pageContext.services
  const search = pageContext.urlParsed.search
  const [drafts, published] = await Promise.all([
    adminTenders.list({ state: 'draft', page: pageOf(search.dpage), pageSize: ADMIN_TENDERS_PAGE_SIZE }),
    adminTenders.list({ state: 'published', page: pageOf(search.ppage), pageSize: ADMIN_TENDERS_PAGE_SIZE }),
  ])
  return { title: 'Publish tenders', drafts, published }
}
