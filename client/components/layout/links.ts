/**
 * Navigation model of the site chrome and the home page: internal routes (English form,
 * relative to /website/, localized with localizedPath) and the external sites the spec names.
 * Labels are i18n keys of the `common` namespace (nav.*) or `home` namespace (home pages).
 */
import { COMPLAINT_DESK, COMPLAINT_SITE_URL } from '#shared/links'

/** Sites outside this product that the spec links to (opened in a new tab). */
export const EXTERNAL = {
  video: 'https://www.youtube.com/@apdclofficial',
  easyPay: 'https://www.apdclrms.com/cbs/easypay/login',
  complaint: COMPLAINT_SITE_URL,
  grievance: 'https://pgportal.gov.in/',
  contractManagement: 'https://www.apdclrms.com/cms/login',
  billPayAggregator: 'https://www.bharatbillpay.com/',
  rooftopSolar: 'https://pmsuryaghar.gov.in/',
  pmKusum: 'https://pmkusum.mnre.gov.in/',
  googlePlay: 'https://play.google.com/store/search?q=APDCL&c=apps',
  appStore: 'https://apps.apple.com/in/search?term=APDCL',
} as const

export interface NavLink {
  /** i18n key */
  key: string
  /** internal route (English form, e.g. '/Award', may carry a query) */
  to?: string
  /** absolute external URL */
  href?: string
}

export interface NavGroup {
  key: string
  id: string
  items: NavLink[]
}

export type NavEntry = NavLink | NavGroup

export const isGroup = (e: NavEntry): e is NavGroup => 'items' in e

/** Desktop header links, in the spec's order. */
export const HEADER_NAV: NavEntry[] = [
  { key: 'nav.home', to: '/' },
  { key: 'nav.actsAndPolicies', to: '/ActsAndRules' },
  {
    key: 'nav.tender',
    id: 'tender',
    items: [
      { key: 'nav.tenderCurrent', to: '/TenderCurrent' },
      { key: 'nav.tenderPrevious', to: '/TenderPrevious' },
      { key: 'nav.tenderArchive', to: '/TenderArchive' },
    ],
  },
  {
    key: 'nav.newsMedia',
    id: 'news-media',
    items: [
      { key: 'nav.award', to: '/Award' },
      { key: 'nav.newsletter', to: '/Newsletter' },
      { key: 'nav.bulletin', to: '/BijuleeNewsBulletin' },
      { key: 'nav.pressRelease', to: '/PressRelease' },
      { key: 'nav.video', href: EXTERNAL.video },
      { key: 'nav.testimonials', to: '/Testimonial' },
      { key: 'nav.workshop', to: '/Workshop' },
    ],
  },
  { key: 'nav.contact', to: '/Contact' },
]

/** What the mobile header's drawer adds to the header links. */
export const MOBILE_EXTRA_NAV: NavLink[] = [
  { key: 'nav.documents', to: '/AllDocuments' },
  { key: 'nav.about', to: '/About' },
  { key: 'nav.gallery', to: '/Gallery' },
  { key: 'nav.rti', to: '/RTI' },
  { key: 'nav.career', to: '/Career' },
  { key: 'nav.faq', to: '/FAQ' },
]

/**
 * The consumer services the phone menu lists for a signed-in consumer (issue 24 §4). Keys of
 * the `home` namespace (a core one: every page has it), the words of the home page's shortcuts
 * and 1912 banner; the complaint desk whatever COMPLAINTS_URL says.
 */
export const CONSUMER_SERVICES_NAV: NavLink[] = [
  { key: 'pay.payBill', to: '/PayBill' },
  { key: 'pay.viewBill', to: '/ViewBill' },
  { key: 'pay.recharge', to: '/RechargePrepaid' },
  { key: 'pay.newConnection', to: '/ApplyNewConn' },
  { key: 'quick.applicationStatus', to: '/CheckApplStatus' },
  { key: 'support.complaint', to: COMPLAINT_DESK.register },
  { key: 'support.complaintStatus', to: COMPLAINT_DESK.status },
]

/** Footer: website policies (/WebsitePolicy?showdiv=…) and help links. */
export const POLICY_LINKS: NavLink[] = [
  { key: 'footer.terms', to: '/WebsitePolicy?showdiv=terms' },
  { key: 'footer.privacy', to: '/WebsitePolicy?showdiv=privacy' },
  { key: 'footer.copyright', to: '/WebsitePolicy?showdiv=copyright' },
  { key: 'footer.hyperlink', to: '/WebsitePolicy?showdiv=hyperlink' },
  { key: 'footer.disclaimer', to: '/WebsitePolicy?showdiv=disclaimer' },
  // the policies and plans GIGW 3.0 asks for (issue 14)
  { key: 'footer.archival', to: '/ContentArchivalPolicy' },
  { key: 'footer.contribution', to: '/ContentContributionPolicy' },
  { key: 'footer.monitoring', to: '/WebsiteMonitoringPlan' },
  { key: 'footer.contingency', to: '/ContingencyManagementPlan' },
  { key: 'footer.security', to: '/SecurityPolicy' },
]

/** Footer: about this website (GIGW 3.0, issue 14): accessibility, help, sitemap, feedback. */
export const SITE_LINKS: NavLink[] = [
  { key: 'footer.accessibility', to: '/AccessibilityStatement' },
  { key: 'footer.screenReader', to: '/ScreenReaderAccess' },
  { key: 'footer.helpPage', to: '/Help' },
  { key: 'footer.sitemap', to: '/Sitemap' },
  { key: 'footer.feedback', to: '/Feedback' },
]

export const HELP_LINKS: NavLink[] = [
  { key: 'nav.contact', to: '/Contact' },
  { key: 'footer.customerCare', to: '/ContactCustomerCare' },
  { key: 'nav.rti', to: '/RTI' },
  { key: 'nav.faq', to: '/FAQ' },
  { key: 'footer.safety', to: '/Safety' },
  { key: 'footer.energySaving', to: '/EnergySavingTips' },
]
