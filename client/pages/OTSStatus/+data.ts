import type { PageContextServer } from 'vike/types'
import { openSettlement } from '#client/loaders/registration/settlement.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The settlement of ?applNo= when this visitor may open it; the form's state after a POST. */
export async function data(pageContext: PageContextServer) {
  return { ...(await openSettlement(pageContext)), post: pageContext.formPost ?? null }
}
