import type { PageContextServer } from 'vike/types'
import { openSettlement } from '#client/loaders/registration/settlement.server'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return openSettlement(pageContext)
}
