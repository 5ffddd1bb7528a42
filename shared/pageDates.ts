/**
 * 'Last updated' on every page (issue 14, GIGW 3.0): the date of what the page shows, never
 * the build date.
 *
 * - A page whose content comes from the database (the tender, document and career listings)
 *   supplies it from its +data as `contentDate`: the newest date of the items it shows
 *   (`newestDate`). The layout prefers it.
 * - Every other page has a fixed date here: the day its own text last changed. An editorial
 *   page (shared/content/<page>) uses its module's `updated` date (shared/pageDates.test.ts
 *   holds them equal); a form or service page the day its page or texts last changed. Whoever
 *   changes a page's text moves its date here.
 *
 * A page with neither (a consumer's dashboard, an empty listing) shows no date. English routes
 * as in shared/routes.ts; the AS_ mirror has the date of its English page.
 */
import { extractLocale } from './locale'

export const PAGE_DATES: Readonly<Record<string, string>> = {
  '/': '2026-11-28',
  '/About': '2026-11-24',
  '/Contact': '2026-11-24',
  '/Gallery': '2026-11-24',
  '/SubGallery': '2026-11-24',
  // editorial pages: their module's `updated`
  '/PmSurya': '2025-06-01',
  '/PMSuryaScheme': '2025-06-01',
  '/ApdclGuestHouse': '2025-06-01',
  '/70independenceday': '2026-11-24',
  '/badminton2016': '2026-11-24',
  '/ContactCustomerCare': '2026-11-28',
  '/FAQ': '2025-06-01',
  '/Project': '2025-06-01',
  '/Aiib': '2025-06-01',
  '/AssociatedSites': '2026-11-24',
  '/Safety': '2025-06-01',
  '/CsrPolicy': '2025-06-01',
  '/EnergySavingTips': '2025-06-01',
  '/DutiesOfConsumer': '2025-06-01',
  '/AmicableForm': '2025-06-01',
  '/WebsitePolicy': '2025-06-01',
  '/ApdclPanDetails': '2025-06-01',
  '/SpecialRebate': '2025-06-01',
  '/VendorList': '2025-06-01',
  // bill, recharge and receipt services (issue 3)
  '/PayBill': '2026-11-24',
  '/ViewBill': '2026-11-24',
  '/KnowConsNo': '2026-11-24',
  '/KnowConsNoPrepaid': '2026-11-24',
  '/RechargePrepaid': '2026-11-24',
  '/RechargePrepaidTest': '2026-11-24',
  '/RechargePrepaidMb': '2026-11-24',
  '/ReprintVoucher': '2026-11-24',
  '/DuplicateReceipt': '2026-11-24',
  '/KnowYourTariff': '2026-11-24',
  '/SmartPrepaidBalance': '2026-11-24',
  '/AdSmtPrdRct': '2026-11-24',
  '/PaymentStatus': '2026-11-24',
  // applications, requests and complaints (issue 10)
  '/ApplyNewConn': '2026-11-24',
  '/OnlineChangeProcess': '2026-11-24',
  '/CheckApplStatus': '2026-11-24',
  '/ConsumerRegistration': '2026-11-24',
  '/SolarLandApplication': '2026-11-24',
  '/TanUpdateOtp': '2026-11-24',
  '/TanUpdate': '2026-11-24',
  '/SurchargeWaiver': '2026-11-24',
  '/VldScheme': '2026-11-24',
  '/EstimateServiceCost': '2026-11-24',
  '/HoldingNoUpdate': '2026-11-24',
  '/LoadHoldingNo': '2026-11-24',
  '/OneTimeSettlement': '2026-11-24',
  '/OTSStatus': '2026-11-24',
  '/PrintSOSS': '2026-11-24',
  '/PrintAck': '2026-11-24',
  '/RegisterComplaint': '2026-11-24',
  '/ComplaintStatus': '2026-11-24',
  '/ChatBot': '2026-11-24',
  // the ease-of-doing-business reports (issue 13)
  '/EodbReport': '2026-11-25',
  '/EodbSaidiSaifiReport': '2026-11-25',
  '/EodbOutageDashboard': '2026-11-25',
  '/EodbThirdPartyVerification': '2026-11-25',
  '/EodbNscReport': '2026-11-25',
  '/EodbePanjeeyanMutationReport': '2026-11-25',
  '/EodbOwnershipChange': '2026-11-25',
  '/EodbDomesticDetails': '2026-11-25',
  '/EodbCommercialDetails': '2026-11-25',
  '/EodbIndustryDetails': '2026-11-25',
  '/EodbOtherDetails': '2026-11-25',
  // the GIGW pages (issue 14)
  '/AccessibilityStatement': '2026-11-25',
  '/ScreenReaderAccess': '2026-11-25',
  '/Help': '2026-11-25',
  '/Sitemap': '2026-11-25',
  '/Feedback': '2026-11-25',
  '/ContentArchivalPolicy': '2026-11-25',
  '/ContentContributionPolicy': '2026-11-25',
  '/WebsiteMonitoringPlan': '2026-11-25',
  '/ContingencyManagementPlan': '2026-11-25',
  '/SecurityPolicy': '2026-11-25',
  // site-wide search (issue 14): the page's own texts; its results carry their own dates
  '/Search': '2026-11-25',
}

/** The listings whose +data supplies `contentDate` (the document routes of shared/content/documentRoutes.ts too). */
export const DATED_BY_DATA: ReadonlySet<string> = new Set(['/TenderCurrent', '/TenderPrevious', '/TenderArchive', '/RdssProject', '/Career'])

/** What a page's +data may return for the footer: the newest date of what it shows (ISO, YYYY-MM-DD). */
export interface ContentDated {
  contentDate?: string | null
}

/** The newest of ISO dates or timestamps, as YYYY-MM-DD; undefined when none is given. */
export function newestDate(dates: Iterable<string | null | undefined>): string | undefined {
  let newest: string | undefined
  for (const d of dates) {
    const day = d && /^\d{4}-\d{2}-\d{2}/.test(d) ? d.slice(0, 10) : undefined
    if (day && (!newest || day > newest)) newest = day
  }
  return newest
}

/** The 'Last updated' date of the page at `pathname` (English or AS_), from its data or the fixed dates. */
export function lastUpdatedOf(pathname: string, data: unknown): string | undefined {
  const own = data && typeof data === 'object' ? (data as ContentDated).contentDate : undefined
  if (typeof own === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(own)) return own
  return PAGE_DATES[extractLocale(pathname).pathname]
}
