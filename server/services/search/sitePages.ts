/**
 * The site's own service and information pages the search finds (issue 24 §5): "pay bill",
 * "recharge", "new connection", "no power" and their Assamese words lead to the page that does
 * it. Each page is found by its title and its lead (the sentence under the title) in both
 * languages, from the locale files (the title key its +config declares), and by a short list of
 * the words people type for it, which the page itself may not say; those are searched, never
 * shown. The Assamese words are the glossary's (docs/glossary-as.md).
 *
 * A consumer service ('service') and an information or listing page ('info') that match come
 * before every other result. The editorial pages are found by their whole text (./editorial.ts);
 * the document listings join from shared/content/documentRoutes.ts by their titles. test/api/search.test.ts
 * checks that every public page of shared/routes.ts is indexed (or left out below with its
 * reason) under the title key of its +config.
 */
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import type { Locale } from '#shared/locale'
import asApplications from '#shared/locales/as/applications.json'
import asBilling from '#shared/locales/as/billing.json'
import asChat from '#shared/locales/as/chat.json'
import asComplaints from '#shared/locales/as/complaints.json'
import asEodb from '#shared/locales/as/eodb.json'
import asGigw from '#shared/locales/as/gigw.json'
import asListing from '#shared/locales/as/listing.json'
import asOts from '#shared/locales/as/ots.json'
import asPrepaid from '#shared/locales/as/prepaid.json'
import asRegistration from '#shared/locales/as/registration.json'
import asRequests from '#shared/locales/as/requests.json'
import asSchemes from '#shared/locales/as/schemes.json'
import asSolar from '#shared/locales/as/solar.json'
import enApplications from '#shared/locales/en/applications.json'
import enBilling from '#shared/locales/en/billing.json'
import enChat from '#shared/locales/en/chat.json'
import enComplaints from '#shared/locales/en/complaints.json'
import enEodb from '#shared/locales/en/eodb.json'
import enGigw from '#shared/locales/en/gigw.json'
import enListing from '#shared/locales/en/listing.json'
import enOts from '#shared/locales/en/ots.json'
import enPrepaid from '#shared/locales/en/prepaid.json'
import enRegistration from '#shared/locales/en/registration.json'
import enRequests from '#shared/locales/en/requests.json'
import enSchemes from '#shared/locales/en/schemes.json'
import enSolar from '#shared/locales/en/solar.json'

export type SitePageKind = 'service' | 'info'

export interface SitePage {
  /** the English route (relative to /website/) */
  route: string
  kind: SitePageKind
  /** '<namespace>:<key>' of its title: the titleKey of its +config (or the title its +data gives) */
  titleKey: string
  /** '<namespace>:<key>' of its lead; by default the title key's sibling `lead`, when there is one */
  leadKey?: string
  /** what people type for it, in each language */
  words?: Record<Locale, string[]>
}

export const SITE_PAGES: readonly SitePage[] = [
  // the consumer services: bills and payments
  {
    route: '/PayBill',
    kind: 'service',
    titleKey: 'billing:payBill.title',
    words: {
      en: ['pay bill', 'bill payment', 'pay electricity bill online', 'pay now', 'postpaid payment'],
      as: ['বিল পৰিশোধ', 'বিদ্যুৎ বিল পৰিশোধ', 'অনলাইনত পৰিশোধ', 'প’ষ্টপেইড বিল'],
    },
  },
  {
    route: '/ViewBill',
    kind: 'service',
    titleKey: 'billing:viewBill.title',
    words: { en: ['view bill', 'see my bill', 'download bill', 'bill copy', 'latest bill', 'electricity bill'], as: ['বিল চাওক', 'বিদ্যুৎ বিল', 'শেহতীয়া বিল', 'বিল ডাউনলোড কৰক'] },
  },
  {
    route: '/DuplicateReceipt',
    kind: 'service',
    titleKey: 'billing:receipt.title',
    words: { en: ['duplicate receipt', 'payment receipt', 'receipt copy', 'money receipt'], as: ['ৰচিদ', 'পৰিশোধৰ ৰচিদ', 'ৰচিদৰ প্ৰতিলিপি'] },
  },
  {
    route: '/KnowConsNo',
    kind: 'service',
    titleKey: 'billing:knowConsNo.title',
    words: { en: ['consumer number', 'find consumer number', 'forgot consumer number', 'old consumer number'], as: ['গ্ৰাহক নম্বৰ', 'পুৰণি গ্ৰাহক নম্বৰ'] },
  },
  {
    route: '/KnowConsNoPrepaid',
    kind: 'service',
    titleKey: 'billing:knowConsNoPrepaid.title',
    words: { en: ['prepaid consumer number', 'meter number'], as: ['প্ৰিপেইড গ্ৰাহক নম্বৰ', 'মিটাৰ নম্বৰ'] },
  },
  {
    route: '/KnowYourTariff',
    kind: 'service',
    titleKey: 'billing:tariff.title',
    words: { en: ['tariff', 'bill calculator', 'electricity rate', 'unit rate', 'calculate bill'], as: ['মাচুল', 'বিলৰ হিচাপ', 'ইউনিটৰ হাৰ', 'বিদ্যুতৰ মাচুল'] },
  },
  // prepaid meters
  {
    route: '/RechargePrepaid',
    kind: 'service',
    titleKey: 'prepaid:recharge.title.standard',
    leadKey: 'prepaid:recharge.lead.standard',
    words: { en: ['recharge', 'prepaid recharge', 'top up', 'buy token', 'smart meter recharge'], as: ['ৰিচাৰ্জ', 'প্ৰিপেইড ৰিচাৰ্জ', 'টোকেন', 'স্মাৰ্ট প্ৰিপেইড মিটাৰ ৰিচাৰ্জ'] },
  },
  {
    route: '/SmartPrepaidBalance',
    kind: 'service',
    titleKey: 'prepaid:balance.title',
    words: { en: ['balance', 'smart meter balance', 'prepaid balance', 'remaining credit'], as: ['বেলেঞ্চ', 'স্মাৰ্ট প্ৰিপেইড বেলেঞ্চ', 'প্ৰিপেইড বেলেঞ্চ'] },
  },
  {
    route: '/ReprintVoucher',
    kind: 'service',
    titleKey: 'prepaid:reprint.title',
    words: { en: ['reprint voucher', 'token again', 'lost token', 'recharge token'], as: ['ভাউচাৰ পুনৰ ছপা', 'টোকেন', 'ৰিচাৰ্জৰ টোকেন'] },
  },
  // applications and requests
  {
    route: '/ApplyNewConn',
    kind: 'service',
    titleKey: 'applications:newConn.title',
    words: {
      en: ['new connection', 'apply for connection', 'electricity connection', 'new meter', 'domestic connection'],
      as: ['নতুন সংযোগ', 'নতুন সেৱা সংযোগ', 'বিদ্যুৎ সংযোগ', 'সংযোগৰ আবেদন', 'নতুন মিটাৰ'],
    },
  },
  {
    route: '/CheckApplStatus',
    kind: 'service',
    titleKey: 'applications:status.title',
    words: { en: ['application status', 'track application', 'connection status'], as: ['আবেদনৰ স্থিতি', 'সংযোগৰ স্থিতি'] },
  },
  {
    route: '/EstimateServiceCost',
    kind: 'service',
    titleKey: 'applications:estimate.title',
    words: { en: ['connection cost', 'connection charges', 'estimate'], as: ['সংযোগৰ খৰচ', 'খৰচৰ হিচাপ'] },
  },
  {
    route: '/OnlineChangeProcess',
    kind: 'service',
    titleKey: 'requests:change.title',
    words: { en: ['load change', 'name change', 'category change', 'phase change', 'meter change', 'load enhancement'], as: ['ল’ড সলনি', 'নাম সলনি', 'শ্ৰেণী সলনি', 'মিটাৰ সলনি', 'ল’ড বৃদ্ধি'] },
  },
  {
    route: '/ConsumerRegistration',
    kind: 'service',
    titleKey: 'registration:title',
    words: { en: ['register', 'registration', 'sign up', 'link mobile number'], as: ['পঞ্জীয়ন', 'ম’বাইল নম্বৰ সংযোগ'] },
  },
  {
    route: '/HoldingNoUpdate',
    kind: 'service',
    titleKey: 'requests:holding.title',
    words: { en: ['holding number'], as: ['হ’ল্ডিং নম্বৰ'] },
  },
  {
    route: '/TanUpdateOtp',
    kind: 'service',
    titleKey: 'requests:tan.titleOtp',
    leadKey: 'requests:tan.lead',
    words: { en: ['tan', '194q', 'tds'], as: [] },
  },
  {
    route: '/SolarLandApplication',
    kind: 'service',
    titleKey: 'solar:title',
    words: { en: ['solar', 'kusum', 'solar land'], as: ['সৌৰ', 'কুচুম', 'সৌৰ প্লাণ্ট'] },
  },
  {
    route: '/OneTimeSettlement',
    kind: 'service',
    titleKey: 'ots:title',
    words: { en: ['ots', 'arrears', 'settlement', 'surcharge waiver'], as: ['এককালীন নিষ্পত্তি', 'বকেয়া'] },
  },
  {
    route: '/SurchargeWaiver',
    kind: 'service',
    titleKey: 'schemes:waiver.title',
    words: { en: ['late payment surcharge', 'waiver'], as: ['অতিৰিক্ত মাচুল ৰেহাই'] },
  },
  {
    route: '/VldScheme',
    kind: 'service',
    titleKey: 'schemes:vld.title',
    words: { en: ['vld', 'load declaration'], as: ['ল’ড ঘোষণা'] },
  },
  // the complaint desk (issue 24 §2: the search leads to the in-house desk in every mode)
  {
    route: '/RegisterComplaint',
    kind: 'service',
    titleKey: 'complaints:register.title',
    words: {
      en: ['register complaint', 'lodge complaint', 'complaint', 'no power', 'no electricity', 'no supply', 'power cut', 'power failure', 'outage', 'fault', '1912'],
      as: ['অভিযোগ', 'অভিযোগ পঞ্জীয়ন', 'অভিযোগ দাখিল', 'বিদ্যুৎ নাই', 'বিদ্যুৎ বিভ্ৰাট', 'বিদ্যুৎ যোগান নাই'],
    },
  },
  {
    route: '/ComplaintStatus',
    kind: 'service',
    titleKey: 'complaints:status.title',
    // its title names the complaint already: a word more here would put it before the desk for "complaint"
    words: { en: ['track', 'ticket status'], as: ['স্থিতি চাওক'] },
  },
  {
    route: '/ChatBot',
    kind: 'service',
    titleKey: 'chat:page.title',
    words: { en: ['chat', 'assistant', 'bijulee mitra', 'help'], as: ['চেট', 'চেট সহায়ক', 'বিজুলী মিত্ৰ'] },
  },
  // the information pages and listings
  { route: '/About', kind: 'info', titleKey: 'listing:titles.about', leadKey: 'listing:about.profile1', words: { en: ['about us', 'company profile'], as: ['আমাৰ বিষয়ে'] } },
  { route: '/Contact', kind: 'info', titleKey: 'listing:titles.contact', words: { en: ['contact', 'phone numbers', 'office address', 'officers'], as: ['যোগাযোগ', 'ফোন নম্বৰ', 'কাৰ্যালয়'] } },
  { route: '/Gallery', kind: 'info', titleKey: 'listing:titles.gallery', words: { en: ['photos', 'pictures'], as: ['ফটো'] } },
  { route: '/Career', kind: 'info', titleKey: 'listing:titles.career', words: { en: ['jobs', 'recruitment', 'vacancy'], as: ['নিযুক্তি', 'চাকৰি'] } },
  { route: '/TenderCurrent', kind: 'info', titleKey: 'listing:titles.tenderCurrent', words: { en: ['tenders', 'current tenders', 'nit'], as: ['নিবিদা'] } },
  { route: '/TenderPrevious', kind: 'info', titleKey: 'listing:titles.tenderPrevious', words: { en: ['previous tenders'], as: ['পূৰ্বৰ নিবিদা'] } },
  { route: '/TenderArchive', kind: 'info', titleKey: 'listing:titles.tenderArchive', words: { en: ['old tenders', 'tender archive'], as: ['পুৰণি নিবিদা'] } },
  { route: '/RdssProject', kind: 'info', titleKey: 'listing:titles.rdss', words: { en: ['rdss'], as: ['আৰ.ডি.এছ.এছ.'] } },
  { route: '/Sitemap', kind: 'info', titleKey: 'gigw:sitemap.title', words: { en: ['all pages'], as: ['সকলো পৃষ্ঠা'] } },
  { route: '/Feedback', kind: 'info', titleKey: 'gigw:feedback.title', words: { en: ['suggestion'], as: ['পৰামৰ্শ'] } },
  // the ease-of-doing-business reports (issue 13)
  { route: '/EodbReport', kind: 'info', titleKey: 'eodb:titles.report', leadKey: 'eodb:leads.report', words: { en: ['eodb'], as: [] } },
  { route: '/EodbSaidiSaifiReport', kind: 'info', titleKey: 'eodb:titles.saidi', leadKey: 'eodb:leads.saidi', words: { en: ['reliability index'], as: ['নিৰ্ভৰযোগ্যতা'] } },
  { route: '/EodbOutageDashboard', kind: 'info', titleKey: 'eodb:titles.outage', leadKey: 'eodb:leads.outage', words: { en: ['power cut now', 'outages'], as: ['বিদ্যুৎ বিভ্ৰাট'] } },
  { route: '/EodbThirdPartyVerification', kind: 'info', titleKey: 'eodb:titles.verify', leadKey: 'eodb:leads.verify' },
  { route: '/EodbNscReport', kind: 'info', titleKey: 'eodb:titles.nsc', leadKey: 'eodb:leads.nsc' },
  { route: '/EodbePanjeeyanMutationReport', kind: 'info', titleKey: 'eodb:titles.mutation', leadKey: 'eodb:leads.mutation' },
  { route: '/EodbOwnershipChange', kind: 'info', titleKey: 'eodb:titles.ownership', leadKey: 'eodb:leads.ownership' },
  { route: '/EodbDomesticDetails', kind: 'info', titleKey: 'eodb:titles.domestic' },
  { route: '/EodbCommercialDetails', kind: 'info', titleKey: 'eodb:titles.commercial' },
  { route: '/EodbIndustryDetails', kind: 'info', titleKey: 'eodb:titles.industry' },
  { route: '/EodbOtherDetails', kind: 'info', titleKey: 'eodb:titles.other' },
  // the document listings, by the titles of shared/content/documentRoutes.ts
  ...Object.entries(DOCUMENT_ROUTES).map(([route, r]): SitePage => ({ route, kind: 'info', titleKey: `listing:${r.titleKey}` })),
]

/**
 * Public pages of shared/routes.ts the search leaves out, and why: each needs a parameter, a
 * session or the app's web view (the pages listed lead to them), or is the search itself.
 */
export const NOT_INDEXED: ReadonlySet<string> = new Set([
  '/',
  '/Search',
  '/SubGallery',
  '/AdSmtPrdRct',
  '/PaymentStatus',
  '/PrintAck',
  '/PrintSOSS',
  '/OTSStatus',
  '/TanUpdate',
  '/LoadHoldingNo',
  '/RechargePrepaidMb',
  '/RechargePrepaidTest',
])

type Texts = Record<string, unknown>
const LOCALES: Record<Locale, Record<string, Texts>> = {
  en: {
    applications: enApplications,
    billing: enBilling,
    chat: enChat,
    complaints: enComplaints,
    eodb: enEodb,
    gigw: enGigw,
    listing: enListing,
    ots: enOts,
    prepaid: enPrepaid,
    registration: enRegistration,
    requests: enRequests,
    schemes: enSchemes,
    solar: enSolar,
  },
  as: {
    applications: asApplications,
    billing: asBilling,
    chat: asChat,
    complaints: asComplaints,
    eodb: asEodb,
    gigw: asGigw,
    listing: asListing,
    ots: asOts,
    prepaid: asPrepaid,
    registration: asRegistration,
    requests: asRequests,
    schemes: asSchemes,
    solar: asSolar,
  },
}

/**
 * The text of '<namespace>:<key>' in `locale` with its {{placeholders}} filled from `values`
 * (the server has no i18next: shared/i18n.ts is for code Vite compiles), or undefined.
 */
export function siteText(locale: Locale, nsKey: string, values: Record<string, string> = {}): string | undefined {
  const [ns, key] = nsKey.split(':')
  let node: unknown = LOCALES[locale][ns]
  for (const part of (key ?? '').split('.')) node = node && typeof node === 'object' ? (node as Texts)[part] : undefined
  return typeof node === 'string'
    ? node
        .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '')
        .replace(/\s+/g, ' ')
        .trim()
    : undefined
}

/** The lead's key of a page: its own, or its title key's sibling `lead` ('billing:payBill.title' → 'billing:payBill.lead'). */
export function leadKeyOf(page: SitePage): string | undefined {
  if (page.leadKey) return page.leadKey
  const sibling = page.titleKey.replace(/title(\.\w+)?$/, 'lead')
  return sibling === page.titleKey ? undefined : sibling
}
