import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The latest headline figure of each report. */
export async function data(pageContext: PageContextServer) {
  return { summary: await pageContext.services.eodb.summary() }
}
