import type { PageContextServer } from 'vike/types'
import { loadPaymentStatus } from '#client/loaders/prepaid/data.server'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return loadPaymentStatus(pageContext)
}
