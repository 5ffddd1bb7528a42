import type { PageContextServer } from 'vike/types'
import { reopenUntil } from '#shared/workflow/forms/complaint'
import { openWorkItem } from '#client/loaders/applications/access.server'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The complaint of ?applNo= when this visitor may open it (their browser registered it or
 * proved it with the number and mobile, or they are signed in with its mobile); until when a
 * resolved one may be reopened; the state of a refused form.
 */
export async function data(pageContext: PageContextServer) {
  const opened = await openWorkItem(pageContext)
  const item = opened.item?.kind === 'complaint' ? opened.item : null
  const until = item?.state === 'resolved' ? reopenUntil(item.resolvedAt) : null
  return {
    workNo: opened.workNo,
    item,
    reopenUntil: until === null ? null : new Date(until).toISOString(),
    canReopen: until !== null && Date.now() <= until,
    post: pageContext.formPost ?? null,
  }
}
