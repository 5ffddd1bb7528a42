import type { PageContextServer } from 'vike/types'
import { loadReceipt } from '#client/components/prepaid/data.server'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return loadReceipt(pageContext)
}
