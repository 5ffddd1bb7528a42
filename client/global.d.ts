import type { PageServices } from '#server/services'
import type { PageSession } from '#server/http/pageSession'
import type { Locale } from '#shared/locale'
import type { SiteInfo } from '#shared/contract/site'

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale
      isMobile: boolean
      requestId?: string
    }
    interface PageContextServer {
      /** the services of server/services/index.ts without the database handle (pageServicesOf) */
      services: PageServices
      /** the visitor's consumer session, resolved once by the server (server/http/pageSession.ts) */
      consumerSession: PageSession
      userAgent: string
      site?: SiteInfo
    }
  }
}
export {}
