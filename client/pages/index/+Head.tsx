import { PageContextScript } from '#client/lib/htmlOnly/PageContextScript'

/** The home page hydrates without Vike's client runtime (+config clientHooks false): its context goes into the HTML. */
export default function Head() {
  return <PageContextScript />
}
