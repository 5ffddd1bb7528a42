import type { PageServices } from '#server/services'
import type { PageSession } from '#server/http/pageSession'
import type { Locale } from '#shared/locale'
import type { AdminPageSession } from '#shared/admin/roles'
import type { SiteInfo } from '#shared/site'
import type { FormPostState } from '#shared/input/schema'

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale
      isMobile: boolean
      requestId?: string
      /** a live consumer session behind this render (server/http/pages.ts): the header shows the dashboard and Log out */
      signedIn?: boolean
      /** the admin pages only: the signed-in admin, checked by the server (server/http/adminSession.ts) */
      adminSession?: AdminPageSession | null
    }
    interface PageContextServer {
      /** the services of server/services/index.ts without the database handle (pageServicesOf) */
      services: PageServices
      /** the visitor's consumer session, resolved once by the server (server/http/pageSession.ts) */
      consumerSession: PageSession
      userAgent: string
      site?: SiteInfo
      /** the applications and complaints this browser made or proved (server/services/workAccess.ts) */
      workAccess: string[]
      /** a form's POST answered with its page again (server/http/formPosts.ts) */
      formPost?: FormPostState
      /** Vike's route of this path when the server has served it before (server/http/pages.ts): +onBeforeRoute passes it on */
      knownRoute?: { pageId: string; routeParams: Record<string, string> }
    }
  }
}
export {}
