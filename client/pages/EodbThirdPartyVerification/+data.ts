import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The answer to the form's POST without JavaScript (server/routes/forms/eodb.ts), or none. */
export async function data(pageContext: PageContextServer) {
  return { post: pageContext.formPost ?? null }
}
