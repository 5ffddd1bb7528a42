import type { PageContextServer } from 'vike/types'
import { dashboardContext } from '#client/components/dashboard/session.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The signed-in mobile's SMART PREPAID consumer (?consNo= or the first one); see session.server.ts. */
export async function data(pageContext: PageContextServer) {
  const ctx = await dashboardContext(pageContext, ['SMART PREPAID'])
  const dash = await ctx.reads.prepaid(ctx.consumer!)
  return { strip: ctx.strip, dash }
}
