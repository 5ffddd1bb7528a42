import type { PageContextServer } from 'vike/types'
import { loadRecharge } from '#client/loaders/prepaid/data.server'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return loadRecharge(pageContext, 'test')
}
