import type { PageContextServer } from 'vike/types'
import { dashboardContext } from '#client/loaders/dashboard/session.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The BBPS bill fetch of the selected consumer number (?consNo= or the first of the mobile). */
export async function data(pageContext: PageContextServer) {
  const ctx = await dashboardContext(pageContext)
  const fetch = ctx.consumer ? await ctx.reads.bbpsFetch(ctx.consumer.consumerNo) : null
  return { strip: ctx.strip, fetch }
}
