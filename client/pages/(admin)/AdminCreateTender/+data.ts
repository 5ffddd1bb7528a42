import type { PageContextServer } from 'vike/types'
import type { AdminTender, AdminTenderDetail } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface CreateTenderData {
  title: string
  /** the tender being edited (`?id=`), or null for a new one */
  tender: AdminTenderDetail | null
  /** `?id=` named no tender */
  notFound: boolean
  /** the latest changed tenders, to edit one or give it documents */
  recent: AdminTender[]
}

/** /AdminCreateTender (issue 11 §2): the tender form; `?id=` edits that tender instead. */
export async function data(pageContext: PageContextServer): Promise<CreateTenderData> {
  requireAdminPage(pageContext)
  const { adminTenders } = pageContext.services
  const raw = pageContext.urlParsed.search.id
  let tender: AdminTenderDetail | null = null
  let notFound = false
  if (raw !== undefined) {
    if (/^\d{1,9}$/.test(raw)) {
      tender = await adminTenders.get(Number(raw)).catch((err: { status?: number }) => {
        if (err?.status === 404) return null
        throw err
      })
    }
    notFound = tender === null
  }
  const recent = (await adminTenders.list({ page: 1, pageSize: 8 })).tenders
  return { title: tender ? `Edit tender ${tender.tenderNo}` : 'Create tender', tender, notFound, recent }
}
