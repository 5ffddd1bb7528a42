import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The form's state after a POST without JavaScript (what was typed and its problems, or the reference sent), or none. */
export async function data(pageContext: PageContextServer) {
  return { post: pageContext.formPost ?? null }
}
