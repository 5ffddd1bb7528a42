import type { PageContextServer } from 'vike/types'
import type { FeedbackPage } from '#shared/feedback/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface AdminFeedbackData {
  title: string
  list: FeedbackPage
}

/** /AdminFeedback (issue 14): one page of the website feedback, newest first (?page=, a bad value reads as page 1). */
export async function data(pageContext: PageContextServer): Promise<AdminFeedbackData> {
  requireAdminPage(pageContext)
  const raw = Number(pageContext.urlParsed.search.page ?? '1')
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1
  return { title: 'Website feedback', list: await pageContext.services.feedback.list(page) }
}
