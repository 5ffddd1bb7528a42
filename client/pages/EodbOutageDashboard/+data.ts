import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** Outages now, planned shutdowns and the circles' figures (the page refreshes them itself). */
export async function data(pageContext: PageContextServer) {
  return { dashboard: await pageContext.services.eodb.outageDashboard() }
}
