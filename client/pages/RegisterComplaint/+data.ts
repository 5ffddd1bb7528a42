import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The form's state after a POST without JavaScript (values kept, problems), or none; the
 * deadlines that apply now (hours by `kind:key`: the rule table of /admin/rules over the
 * constants; an edit there clears the cached page).
 */
export async function data(pageContext: PageContextServer) {
  return { post: pageContext.formPost ?? null, deadlineHours: await pageContext.services.ruleTables.effectiveDeadlines() }
}
