import { PageContextScript } from '#client/lib/htmlOnly/PageContextScript'

/** The dashboards are HTML-only (+config clientHooks false): their context and texts go into the HTML. */
export default function Head() {
  return <PageContextScript />
}
