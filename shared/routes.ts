/**
 * The page routes of the product (relative to /website/), mirroring ../shared/routes.txt.
 * `info` marks the information pages of issue 2; other routes arrive with later issues.
 * A test checks this list against routes.txt whenever that file is present.
 */
export type RouteSection = 'home' | 'public' | 'smart-prepaid' | 'eodb' | 'consumer' | 'assamese' | 'admin'

export interface RouteInfo {
  path: string
  section: RouteSection
  /** true when the page exists in this build (information pages and finished features) */
  implemented: boolean
  /** a page of ours that routes.txt does not list (e.g. the payment status page) */
  extra?: boolean
}

const INFO_PUBLIC = `
/PmSurya /ActsAndRules /Award /Newsletter /BijuleeNewsBulletin /Testimonial /Workshop
/TenderCurrent /TenderPrevious /TenderArchive /About /ApdclGuestHouse /70independenceday /badminton2016
/AllDocuments /Career /Gallery /SubGallery /RTI /ContactCustomerCare /Contact /FAQ /Project /Aiib
/AssociatedSites /TariffFiling /BeeEnergyReport /Safety /CsrPolicy /Notices /BodReport /AnnualReturnReport
/Forms /ShutdownCircle /ShutdownNotices /Reports /Circulars /PressRelease /OfficeOrders /Clarifications
/EnergySavingTips /DutiesOfConsumer /TechSpecification /AmicableForm /WebsitePolicy /ApdclPanDetails
/NewsNotification /SpecialRebate /AnnualStatement /QrtlyAccountStatement /QrtlyAccountStatementLegacy
/QrtlyAccountStatementMoP /VendorList /RdssProject /TariffOrder /fpppa /PMSuryaScheme /PoshPolicy
`
  .trim()
  .split(/\s+/)

/** The bill, recharge and receipt services of issue 3. */
const BILLING_PUBLIC = `
/PayBill /ViewBill /KnowConsNo /KnowConsNoPrepaid /RechargePrepaid /RechargePrepaidTest /RechargePrepaidMb
/ReprintVoucher /DuplicateReceipt /KnowYourTariff
`
  .trim()
  .split(/\s+/)

const LATER_PUBLIC = `
/ApplyNewConn /OnlineChangeProcess /CheckApplStatus /ConsumerRegistration
/SolarLandApplication /TanUpdateOtp /TanUpdate /SurchargeWaiver /VldScheme /EstimateServiceCost /HoldingNoUpdate
/LoadHoldingNo /OneTimeSettlement /OTSStatus /PrintSOSS /PrintAck /ChatBot
`
  .trim()
  .split(/\s+/)

/** The routes of LATER_PUBLIC built so far (issue 10 adds its forms one by one). */
const BUILT_LATER = new Set<string>([
  '/ApplyNewConn',
  '/CheckApplStatus',
  '/PrintAck',
  '/EstimateServiceCost',
  '/OnlineChangeProcess',
  '/TanUpdateOtp',
  '/TanUpdate',
  '/HoldingNoUpdate',
  '/LoadHoldingNo',
  '/SolarLandApplication',
  '/SurchargeWaiver',
  '/VldScheme',
  '/ConsumerRegistration',
  '/OneTimeSettlement',
  '/OTSStatus',
  '/PrintSOSS',
  '/ChatBot',
])

const OTHER: Array<[RouteSection, string]> = [
  ['smart-prepaid', '/SmartPrepaidBalance /AdSmtPrdRct'],
  [
    'eodb',
    '/EodbReport /EodbSaidiSaifiReport /EodbOutageDashboard /EodbThirdPartyVerification /EodbNscReport /EodbePanjeeyanMutationReport /EodbOwnershipChange /EodbDomesticDetails /EodbCommercialDetails /EodbIndustryDetails /EodbOtherDetails',
  ],
  ['consumer', '/ConsumerDashboard /ConsumerDashboardPostpaid /ConsumerDashboardPrepaid /ConsumerDashboardSmartPrepaid /ConsumerDashboardSmartPostpaid /ConsumerDashboardBBPSpage'],
  [
    'admin',
    '/AdminLogin /admin/admin_dashboard /dcPortal/dc_dashboard /dcPortal/updatePrepaidConsDetails /AdminComplaintStatus /AdminCreateTender /AdminUpdateTenderDocs /AdminUploadDocuments /AdminPublishTender /AdminUpdateContact /AdminCreateContact /AdminUserCreate /AdminViewUsers',
  ],
]

/** The GIGW 3.0 pages (issue 14): accessibility, help, sitemap, feedback and the website's policies. */
export const GIGW_PAGES = [
  '/AccessibilityStatement',
  '/ScreenReaderAccess',
  '/Help',
  '/Sitemap',
  '/Feedback',
  '/ContentArchivalPolicy',
  '/ContentContributionPolicy',
  '/WebsiteMonitoringPlan',
  '/ContingencyManagementPlan',
  '/SecurityPolicy',
] as const

/** Sections whose every route is built (issue 3: smart prepaid and the consumer dashboards; issue 13: the EoDB reports). */
const BUILT_SECTIONS = new Set<RouteSection>(['smart-prepaid', 'eodb', 'consumer', 'admin'])

export const ROUTES: RouteInfo[] = [
  { path: '/', section: 'home', implemented: true },
  ...INFO_PUBLIC.map((path) => ({ path, section: 'public' as const, implemented: true })),
  ...BILLING_PUBLIC.map((path) => ({ path, section: 'public' as const, implemented: true })),
  ...LATER_PUBLIC.map((path) => ({ path, section: 'public' as const, implemented: BUILT_LATER.has(path) })),
  ...OTHER.flatMap(([section, list]) => list.split(' ').map((path) => ({ path, section, implemented: BUILT_SECTIONS.has(section) }))),
  // where the payment gateway sends the payer back; also finds an order by consumer number and txn id
  { path: '/PaymentStatus', section: 'public', implemented: true, extra: true },
  // the in-house complaint desk (issue 10 §4): register a complaint; a ticket's status, rating and reopening
  { path: '/RegisterComplaint', section: 'public', implemented: true, extra: true },
  { path: '/ComplaintStatus', section: 'public', implemented: true, extra: true },
  // the admin area's own screens beyond spec §2 (issue 11 §2 and §4): the audit log, the rule tables
  { path: '/admin/audit_log', section: 'admin', implemented: true, extra: true },
  { path: '/admin/rules', section: 'admin', implemented: true, extra: true },
  // the outage manager's screens (issue 13): outages of the feeders, planned shutdowns
  { path: '/admin/outages', section: 'admin', implemented: true, extra: true },
  { path: '/admin/shutdowns', section: 'admin', implemented: true, extra: true },
  // the pages GIGW 3.0 asks of a government website (issue 14), linked from the footer, and the admin's feedback list
  ...GIGW_PAGES.map((path) => ({ path, section: 'public' as const, implemented: true, extra: true })),
  { path: '/AdminFeedback', section: 'admin', implemented: true, extra: true },
  // site-wide search (issue 14, ADR 024), from the header's search box
  { path: '/Search', section: 'public', implemented: true, extra: true },
  { path: '/Assamese', section: 'assamese', implemented: true },
  { path: '/AssameseMobile', section: 'assamese', implemented: true },
]

/** Query variants that render their own section. */
export const SHOWDIV = {
  '/Project': ['saubhagya', 'ipds', 'ddugjy', 'uday', 'akashdeep'],
  '/WebsitePolicy': ['terms', 'privacy', 'copyright', 'hyperlink', 'disclaimer'],
} as const

export const INFORMATION_ROUTES = ROUTES.filter((r) => r.implemented && r.section !== 'assamese').map((r) => r.path)

const canonicalByLower = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r.path]))

/** The canonical spelling of a route whose case differs ('/paybill' → '/PayBill'), or undefined. */
export function canonicalRoute(pathname: string): string | undefined {
  const canonical = canonicalByLower.get(pathname.toLowerCase())
  return canonical && canonical !== pathname ? canonical : undefined
}
