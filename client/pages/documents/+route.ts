import type { PageContext } from 'vike/types'
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'

/**
 * One listing page for every document route of shared/content/documentRoutes.ts (/Circulars,
 * /TariffOrder, /RTI…). The locale hook has already turned /AS_X into /X.
 */
export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname
  if (!Object.hasOwn(DOCUMENT_ROUTES, path)) return false
  return { routeParams: { route: path } }
}
