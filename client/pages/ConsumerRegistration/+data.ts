import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The forms' state after a POST (step 2, done, or the problems), or none. */
export function data(pageContext: PageContextServer) {
  return { post: pageContext.formPost ?? null }
}
