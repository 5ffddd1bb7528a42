import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { DOCUMENT_ROUTES } from '../../shared/content/documentRoutes'
import { createI18n, loadLocale } from '../../shared/i18n'
import { BASE_PATH, extractLocale } from '../../shared/locale'
import type { PageServices } from '../../server/services'
import CareerPage from '../../client/pages/Career/+Page'
import { data as careerData } from '../../client/pages/Career/+data'
import ContactPage from '../../client/pages/Contact/+Page'
import { data as contactData } from '../../client/pages/Contact/+data'
import DocumentsPage from '../../client/pages/documents/+Page'
import { data as documentsData } from '../../client/pages/documents/+data'
import RdssPage from '../../client/pages/RdssProject/+Page'
import { data as rdssData } from '../../client/pages/RdssProject/+data'
import TenderArchivePage from '../../client/pages/TenderArchive/+Page'
import { data as tenderArchiveData } from '../../client/pages/TenderArchive/+data'
import TenderCurrentPage from '../../client/pages/TenderCurrent/+Page'
import { data as tenderCurrentData } from '../../client/pages/TenderCurrent/+data'
import TenderPreviousPage from '../../client/pages/TenderPrevious/+Page'
import { data as tenderPreviousData } from '../../client/pages/TenderPrevious/+data'

/**
 * A stand-in for Vike's renderPage (`vi.mock('vike/server', () => import('../helpers/listingPageVike'))`,
 * no client build needed) for the listing pages: it routes a URL as Vike and the site's
 * +onBeforeRoute do (<page>/index.pageContext.json is that page's data for a client-side
 * navigation, /AS_X is X in Assamese, urlParsed.search holds the last value of each
 * parameter), runs the page's real +data and answers its data as JSON, or its real +Page
 * rendered to HTML (without the layout), as a browser without JavaScript gets it.
 */
export const listingVike = { renders: [] as string[] }

type Data = (pageContext: never) => Promise<unknown>
const PAGES: Record<string, { data: Data; Page: () => React.JSX.Element }> = {
  ...Object.fromEntries(Object.keys(DOCUMENT_ROUTES).map((route) => [route, { data: documentsData, Page: DocumentsPage }])),
  '/TenderCurrent': { data: tenderCurrentData, Page: TenderCurrentPage },
  '/TenderPrevious': { data: tenderPreviousData, Page: TenderPreviousPage },
  '/TenderArchive': { data: tenderArchiveData, Page: TenderArchivePage },
  '/RdssProject': { data: rdssData, Page: RdssPage },
  '/Career': { data: careerData, Page: CareerPage },
  '/Contact': { data: contactData, Page: ContactPage },
}

const PAGE_CONTEXT_JSON = '/index.pageContext.json'

export async function renderPage(ctx: { urlOriginal: string; services: PageServices; isMobile: boolean }) {
  listingVike.renders.push(ctx.urlOriginal)
  const url = new URL(ctx.urlOriginal, 'http://localhost')
  const json = url.pathname.endsWith(PAGE_CONTEXT_JSON)
  const pathname = json ? url.pathname.slice(0, -PAGE_CONTEXT_JSON.length) : url.pathname
  const { locale, pathname: route } = extractLocale(pathname.slice(BASE_PATH.length) || '/')
  if (!Object.hasOwn(PAGES, route)) return { httpResponse: null }
  const { data, Page } = PAGES[route]
  const search = Object.fromEntries(url.searchParams)
  const pageContext = {
    urlOriginal: ctx.urlOriginal,
    urlPathname: route,
    urlParsed: { pathname, search, searchOriginal: url.search || null },
    routeParams: { route },
    locale,
    isMobile: ctx.isMobile,
    services: ctx.services,
    config: { pageCache: true },
    // as Vike sets it: a pageContext.json request is a client-side navigation's (a +data that
    // branched on it would otherwise go untested here)
    isClientSideNavigation: json,
  }
  const pageData = await data(pageContext as never)
  let body: string
  if (json) {
    body = JSON.stringify({ routeParams: pageContext.routeParams, data: pageData })
  } else {
    await loadLocale(locale)
    const markup = renderToStaticMarkup(
      <VikeReactProviderPageContext pageContext={{ ...pageContext, data: pageData } as unknown as PageContext}>
        <I18nextProvider i18n={createI18n(locale)}>
          <Page />
        </I18nextProvider>
      </VikeReactProviderPageContext>,
    )
    body = `<!doctype html><html lang="${locale}"><body>${markup}</body></html>`
  }
  const contentType = json ? 'application/json' : 'text/html;charset=utf-8'
  return { config: { pageCache: true }, httpResponse: { statusCode: 200, headers: [['Content-Type', contentType]], getBody: async () => body } }
}
