import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/** The admin area is English only: /AS_AdminLogin is not a page. */
export function guard(pageContext: PageContextServer): void {
  if (pageContext.locale !== 'en') throw render(404)
}
