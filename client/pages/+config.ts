import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // locale and variant are decided on the server; the client hydrates with the same values
  // signedIn: the header's first paint knows a live session (issue 24 §4; false on every cached page)
  passToClient: ['locale', 'isMobile', 'site', 'requestId', 'signedIn'],
  meta: {
    /** i18n key of the page title, e.g. 'pages:safety.title' */
    titleKey: { env: { server: true, client: true } },
    /** false for pages that must never be served from the anonymous page cache */
    pageCache: { env: { server: true } },
    /** site chrome (header, footer, menus, login dialog): false for the mobile app's web view, 'unlessApp' to drop it on ?app=1, 'admin' for the admin area's own frame */
    chrome: { env: { server: true, client: true } },
  },
} satisfies Config

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's documented way to type custom settings: augmenting its global namespace
  namespace Vike {
    interface Config {
      titleKey?: string
      pageCache?: boolean
      chrome?: boolean | 'unlessApp' | 'admin'
    }
  }
}
