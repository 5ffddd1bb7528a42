import { PageContextScript } from '#client/lib/htmlOnly/PageContextScript'

/** An HTML-only page (+config clientHooks false): its context and texts go into the HTML. */
export default function Head() {
  return <PageContextScript />
}
