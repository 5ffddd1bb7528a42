import type { PageContextServer } from 'vike/types'
import { DOCUMENT_ROUTES } from '../../../shared/documentRoutes'
import { createI18n } from '../../../shared/i18n'
import type { DocumentRow } from '../../components/listing/DocumentTable'
import { PAGE_SIZE, parseListParams } from '../../components/listing/query'

export type Data = Awaited<ReturnType<typeof data>>

/** Search, year filter and pagination all happen here, on the server (works without JavaScript). */
export async function data(pageContext: PageContextServer) {
  const route = pageContext.routeParams.route
  const spec = DOCUMENT_ROUTES[route]
  const params = parseListParams(pageContext.urlParsed.search)
  const result = await pageContext.services.content.documents(spec.category, {
    q: params.q || undefined,
    year: params.year ?? undefined,
    page: params.page,
    pageSize: PAGE_SIZE,
    subType: spec.subType,
  })
  const items: DocumentRow[] = result.items.map(({ id, name, nameAs, date, fileLocation, isNew }) => ({
    id,
    name,
    nameAs,
    date,
    fileLocation,
    isNew,
  }))
  const title = createI18n(pageContext.locale).t(`listing:${spec.titleKey}`)
  return {
    route,
    title,
    params,
    isRti: spec.category === 'RTI',
    result: { items, total: result.total, pageSize: result.pageSize, years: result.years },
  }
}
