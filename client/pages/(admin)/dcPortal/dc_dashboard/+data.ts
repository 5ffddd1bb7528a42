import type { PageContextServer } from 'vike/types'
import type { DcDashboard } from '#shared/admin/contract'
import type { FieldError } from '#client/components/forms/CheckedForm'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface DcDashboardData {
  title: string
  dashboard: DcDashboard
  /** the filter form's fields as typed (a refused value stays in its field) */
  form: { division: string; type: string; threshold: string }
  /** the filter's problems (those fields are left out of the figures) */
  errors: FieldError[]
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** /dcPortal/dc_dashboard (issue 11 §2): the filter of the query string, then every figure and list of the page. */
export async function data(pageContext: PageContextServer): Promise<DcDashboardData> {
  requireAdminPage(pageContext)
  const portal = pageContext.services.dcPortal
  const search = pageContext.urlParsed.search as Record<string, unknown>
  const { filter, errors } = portal.parseFilter(search)
  const dashboard = await portal.dashboard(filter)
  return {
    title: 'Prepaid DC dashboard',
    dashboard,
    form: { division: text(search.division), type: text(search.type), threshold: text(search.threshold) },
    errors: errors.map((e) => ({ field: e.path, text: e.message })),
  }
}
