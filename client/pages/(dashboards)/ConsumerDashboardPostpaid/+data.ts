import type { PageContextServer } from 'vike/types'
import { dashboardContext } from '#client/components/dashboard/session.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The signed-in mobile's POSTPAID consumer (?consNo= or the first one); see session.server.ts. */
export async function data(pageContext: PageContextServer) {
  const ctx = await dashboardContext(pageContext, ['POSTPAID'])
  const dash = await ctx.reads.postpaid(ctx.consumer!)
  return { strip: ctx.strip, dash }
}
