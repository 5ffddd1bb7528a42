import { ADMIN_LOGIN_PATH, ADMIN_PAGES } from './adminRoles'
import { DOCUMENT_ROUTES } from './documentRoutes'
import { SHOWDIV } from './routes'

/**
 * Which query parameters each page reads (English routes, as in shared/routes.ts). The
 * anonymous page cache (server/http/pageKey.ts) keys a page by its path, the device class and
 * these parameters only, and renders it for exactly them, so `?x=anything` is the same page.
 * A page that reads no parameter is not listed. A page that starts reading one must be
 * added here, or it never sees it.
 */
const LISTING = ['page', 'q', 'year'] as const

export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // the document listings (?q, ?year, ?page: client/components/listing/query.ts)
  ...Object.fromEntries(Object.keys(DOCUMENT_ROUTES).map((route) => [route, LISTING])),
  '/TenderCurrent': LISTING,
  '/TenderPrevious': LISTING,
  '/TenderArchive': LISTING,
  '/RdssProject': LISTING,
  '/Career': LISTING,
  '/Contact': ['q'],
  // (/Search reads q, kind, year and page: server/http/pageKey.ts keys it by its words as the
  // search takes them; not listed here, so its canonical URL stays the bare page: shared/seo.ts)
  '/SubGallery': ['id'],
  // the editorial pages that open one section (?showdiv=)
  ...Object.fromEntries(Object.keys(SHOWDIV).map((route) => [route, ['showdiv']])),
  // the ease-of-doing-business reports' filters (client/components/eodb/data.server.ts reads exactly these)
  '/EodbSaidiSaifiReport': ['from', 'to', 'circle', 'division'],
  '/EodbNscReport': ['from', 'to', 'category'],
  ...Object.fromEntries(
    ['/EodbDomesticDetails', '/EodbCommercialDetails', '/EodbIndustryDetails', '/EodbOtherDetails', '/EodbePanjeeyanMutationReport', '/EodbOwnershipChange'].map((route) => [route, ['from', 'to']]),
  ),
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
