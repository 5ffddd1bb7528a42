import type { PageContextServer } from 'vike/types'
import { HTML_CATEGORIES } from '#shared/content/contract'
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import { localizeHtmlLinks, localizeLink } from '#client/components/home/localize'
import { createI18n } from '#shared/i18n'
import { newestDate } from '#shared/pageDates'
import type { DocumentRow } from '#client/components/listing/DocumentTable'
import { PAGE_SIZE, readListParams } from '#client/components/listing/query'
import { shutdownRows } from '#client/components/listing/PlannedShutdowns'

export type Data = Awaited<ReturnType<typeof data>>

/** Search, year filter and pagination all happen here, on the server (works without JavaScript). */
export async function data(pageContext: PageContextServer) {
  const route = pageContext.routeParams.route
  const spec = DOCUMENT_ROUTES[route]
  const params = readListParams(route, pageContext.urlParsed.search)
  const result = await pageContext.services.content.documents(spec.category, {
    q: params.q || undefined,
    year: params.year ?? undefined,
    page: params.page,
    pageSize: PAGE_SIZE,
    subType: spec.subType,
  })
  // news and marquee names are sanitized HTML (the same rows as the home page's News card)
  const html = HTML_CATEGORIES.includes(spec.category)
  const items: DocumentRow[] = result.items.map(({ id, name, nameAs, date, fileLocation, isNew, link }) => ({
    id,
    name: html ? localizeHtmlLinks(name, pageContext.locale ?? 'en') : name,
    nameAs: html && nameAs ? localizeHtmlLinks(nameAs, pageContext.locale ?? 'en') : nameAs,
    date,
    fileLocation,
    isNew,
    link: localizeLink(link, pageContext.locale ?? 'en'),
    ...(html ? { html } : {}),
  }))
  const title = createI18n(pageContext.locale).t(`listing:${spec.titleKey}`)
  // /ShutdownNotices also lists the published planned shutdowns (issue 13), above its documents
  const shutdowns = route === '/ShutdownNotices' ? shutdownRows(await pageContext.services.outageAdmin.shutdownNotices(), Date.now()) : null
  return {
    route,
    title,
    params,
    isRti: spec.category === 'RTI',
    shutdowns,
    // 'Last updated' in the footer: the newest document shown (shared/pageDates.ts)
    contentDate: newestDate(items.map((i) => i.date)) ?? null,
    result: { items, total: result.total, pageSize: result.pageSize, years: result.years },
    // the size beside each download link (FileLink, issue 24 §5)
    fileSizes: await pageContext.services.downloads.sizes(items.map((i) => i.fileLocation)),
  }
}
