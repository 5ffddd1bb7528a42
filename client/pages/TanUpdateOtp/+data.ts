import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The form's state after a POST that did not go on to /TanUpdate (the problems), or none. */
export function data(pageContext: PageContextServer) {
  return { post: pageContext.formPost ?? null }
}
