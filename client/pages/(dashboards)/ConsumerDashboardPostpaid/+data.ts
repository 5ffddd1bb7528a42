import type { PageContextServer } from 'vike/types'
import { dashboardContext } from '#client/loaders/dashboard/session.server'
import { dashboardTools } from '#client/loaders/dashboard/tools.server'
import { meterReadingCard } from '#client/loaders/dashboard/meterReading.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The signed-in mobile's POSTPAID consumer (?consNo= or the first one); see session.server.ts. Its meter is read by hand: the self meter reading card too. */
export async function data(pageContext: PageContextServer) {
  const ctx = await dashboardContext(pageContext, ['POSTPAID'])
  const [dash, tools, meterReading] = await Promise.all([ctx.reads.postpaid(ctx.consumer!), dashboardTools(pageContext, ctx.consumer!), meterReadingCard(pageContext, ctx.consumer!)])
  return { strip: ctx.strip, dash, tools, meterReading }
}
