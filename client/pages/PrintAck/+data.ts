import type { PageContextServer } from 'vike/types'
import { openWorkItem } from '#client/components/applications/access.server'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  return openWorkItem(pageContext)
}
