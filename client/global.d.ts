import type { Services } from '../server/services'
import type { Locale } from '../shared/locale'
import type { SiteInfo } from '../server/services'

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale
      isMobile: boolean
      requestId?: string
    }
    interface PageContextServer {
      services: Services
      userAgent: string
      site?: SiteInfo
    }
  }
}
export {}
