import { ADMIN_LOGIN_PATH, ADMIN_PAGES } from './admin/roles'
import { DOCUMENT_ROUTES } from './content/documentRoutes'
import { BASE_PATH, extractLocale } from './locale'
import { SHOWDIV } from './routes'

/**
 * The listings' parameters (search, year, page): the only ones a listing's +data reads
 * (client/components/listing/query.ts readListParams), and the ones the cache keys it by.
 */
export const LISTING_PARAMS = ['page', 'q', 'year'] as const
export type ListingParam = (typeof LISTING_PARAMS)[number]
const LISTING = LISTING_PARAMS

/**
 * Which query parameters each page reads (English routes, as in shared/routes.ts). The
 * anonymous page cache (server/http/pageKey.ts) keys a page by its path, the device class and
 * these parameters only, and renders it for exactly them, so `?x=anything` is the same page;
 * a page's data for client-side navigation (<page>/index.pageContext.json) is that page
 * (pageRouteOf). A page that reads no parameter is not listed. A page reads its parameters
 * through `pageQuery`, so one that starts reading a parameter not declared here never sees
 * it, with the cache or without (tests and development run without it): it must be added here.
 */

export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // the document listings (?q, ?year, ?page: client/components/listing/query.ts)
  ...Object.fromEntries(Object.keys(DOCUMENT_ROUTES).map((route) => [route, LISTING])),
  '/TenderCurrent': LISTING,
  '/TenderPrevious': LISTING,
  '/TenderArchive': LISTING,
  '/RdssProject': LISTING,
  '/Career': LISTING,
  '/Contact': ['q'],
  // (/Search reads q, kind, year, page and sort, SEARCH_PAGE_PARAMS of shared/search/contract.ts:
  // server/http/pageKey.ts keys it by its words as the search takes them; not listed here, so
  // its canonical URL stays the bare page: shared/seo.ts)
  '/SubGallery': ['id'],
  // the editorial pages that open one section (?showdiv=)
  ...Object.fromEntries(Object.keys(SHOWDIV).map((route) => [route, ['showdiv']])),
  // the ease-of-doing-business reports' filters (client/loaders/eodb/data.server.ts reads exactly these)
  '/EodbSaidiSaifiReport': ['from', 'to', 'circle', 'division'],
  '/EodbNscReport': ['from', 'to', 'category'],
  ...Object.fromEntries(
    ['/EodbDomesticDetails', '/EodbCommercialDetails', '/EodbIndustryDetails', '/EodbOtherDetails', '/EodbePanjeeyanMutationReport', '/EodbOwnershipChange'].map((route) => [route, ['from', 'to']]),
  ),
}

/** Where Vike's client-side navigation fetches a page's data: <page>/index.pageContext.json. */
export const PAGE_CONTEXT_JSON = '/index.pageContext.json'

/**
 * The English route of the page a request path asks for ('/website/AS_Notices' → '/Notices'),
 * the same for the page and for its data of a client-side navigation
 * ('/website/AS_Notices/index.pageContext.json', '/website/index.pageContext.json' → '/').
 */
export function pageRouteOf(pathname: string): string {
  const logical = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname
  const page = logical.endsWith(PAGE_CONTEXT_JSON) ? logical.slice(0, -PAGE_CONTEXT_JSON.length) || '/' : logical
  return extractLocale(page).pathname
}

/** The parameters page `route` reads: its declaration above, or none. */
export function pageQueryParams(route: string): readonly string[] {
  return Object.hasOwn(PAGE_QUERY_PARAMS, route) ? PAGE_QUERY_PARAMS[route] : []
}

/**
 * The query of page `route` as it may read it: only its declared parameters, each as Vike's
 * urlParsed.search gives it (the last value). What the cache keys a page by is what it sees.
 */
export function pageQuery(route: string, search: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of pageQueryParams(route)) {
    const value = Object.hasOwn(search, name) ? search[name] : undefined
    if (value !== undefined) out[name] = value
  }
  return out
}

/**
 * Pages that are never cached (`pageCache: false` in their +config: forms, consumer data,
 * payment answers): they read any parameter and get the request's whole query. A unit test
 * keeps this list equal to the +config files.
 */
export const UNCACHED_ROUTES: ReadonlySet<string> = new Set([
  '/AdSmtPrdRct',
  '/CheckApplStatus',
  '/ComplaintStatus',
  '/EstimateServiceCost',
  '/PrintAck',
  '/OTSStatus',
  '/PrintSOSS',
  '/ConsumerDashboard',
  '/ConsumerDashboardBBPSpage',
  '/ConsumerDashboardPostpaid',
  '/ConsumerDashboardPrepaid',
  '/ConsumerDashboardSmartPostpaid',
  '/ConsumerDashboardSmartPrepaid',
  '/DuplicateReceipt',
  '/KnowConsNo',
  '/KnowConsNoPrepaid',
  '/KnowYourTariff',
  '/LoadHoldingNo',
  '/PayBill',
  '/PaymentStatus',
  '/RechargePrepaid',
  '/RechargePrepaidMb',
  '/RechargePrepaidTest',
  '/ReprintVoucher',
  '/TanUpdate',
  '/SmartPrepaidBalance',
  '/ViewBill',
  // the admin area (client/pages/(admin), /AdminLogin)
  ADMIN_LOGIN_PATH,
  ...Object.keys(ADMIN_PAGES),
])
