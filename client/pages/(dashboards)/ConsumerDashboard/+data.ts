import type { PageContextServer } from 'vike/types'
import { dashboardContext } from '#client/loaders/dashboard/session.server'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * Every consumer number of the signed-in mobile as a card (amount due or balance); ?consNo=
 * selects one of them (the first otherwise). ?mobile= of the old desktop login is ignored:
 * the session decides whose numbers these are.
 */
export async function data(pageContext: PageContextServer) {
  const ctx = await dashboardContext(pageContext)
  const cards = await ctx.reads.cards(ctx.consumers)
  return { strip: ctx.strip, cards, selected: ctx.consumer?.consumerNo ?? null }
}
