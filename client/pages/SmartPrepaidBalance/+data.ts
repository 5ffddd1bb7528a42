import type { PageContextServer } from 'vike/types'
import { loadSmartBalance } from '#client/loaders/prepaid/data.server'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return loadSmartBalance(pageContext)
}
