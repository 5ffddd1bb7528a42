import type { PageContextServer } from 'vike/types'
import { openWorkItem } from '#client/loaders/applications/access.server'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const opened = await openWorkItem(pageContext)
  const post = pageContext.formPost ?? null
  if (!opened.item || opened.item.kind === 'complaint' || opened.item.feePaise <= 0) return { ...opened, feeOrder: null, post }
  // the fee's latest payment order (ADR 018); reading a paid one also moves a stuck application on
  const feeOrder = await pageContext.services.payments.applicationFees.latest(opened.item.workNo)
  const moved = feeOrder?.status === 'PAID' && opened.item.state === 'awaiting_payment'
  return { ...(moved ? await openWorkItem(pageContext) : opened), feeOrder, post }
}
