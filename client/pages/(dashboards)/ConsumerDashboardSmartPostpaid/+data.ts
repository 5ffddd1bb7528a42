import type { PageContextServer } from 'vike/types'
import { dashboardContext } from '#client/loaders/dashboard/session.server'
import { dashboardTools } from '#client/loaders/dashboard/tools.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The signed-in mobile's SMART POSTPAID consumer (?consNo= or the first one); see session.server.ts. */
export async function data(pageContext: PageContextServer) {
  const ctx = await dashboardContext(pageContext, ['SMART POSTPAID'])
  const [dash, tools] = await Promise.all([ctx.reads.postpaid(ctx.consumer!), dashboardTools(pageContext, ctx.consumer!)])
  return { strip: ctx.strip, dash, tools }
}
