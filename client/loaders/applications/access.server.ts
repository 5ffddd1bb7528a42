import type { PageContextServer } from 'vike/types'
import type { WorkItem } from '#shared/workflow/contract'
import { isWorkNo } from '#shared/workflow/rules'

/** The number in `?applNo=` (upper-cased), or null when absent or not a number of ours. */
export function workNoOf(pageContext: PageContextServer): string | null {
  const raw = pageContext.urlParsed.search.applNo
  const no = typeof raw === 'string' ? raw.trim().toUpperCase() : ''
  return isWorkNo(no) ? no : null
}

/**
 * The item of `?applNo=` when this visitor may open it: their browser made it or proved it
 * (number and mobile on the status page), or they are signed in with its mobile.
 */
export async function openWorkItem(pageContext: PageContextServer): Promise<{ workNo: string | null; item: WorkItem | null }> {
  const workNo = workNoOf(pageContext)
  if (!workNo) return { workNo: null, item: null }
  const session = pageContext.consumerSession
  const item = await pageContext.services.workflow.openFor(workNo, {
    granted: pageContext.workAccess ?? [],
    mobile: session.state === 'active' ? session.session.mobile : null,
  })
  return { workNo, item }
}
