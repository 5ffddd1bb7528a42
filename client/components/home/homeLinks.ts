import { EXTERNAL, type NavLink } from '../layout/links'

/** Home page link lists of spec §2, in order. Keys are in the `home` namespace. */
export interface IconLink extends NavLink {
  icon: string
}

export const PAYMENT_LINKS: IconLink[] = [
  { key: 'pay.payBill', to: '/PayBill', icon: 'rupee' },
  { key: 'pay.viewBill', to: '/ViewBill', icon: 'bill' },
  { key: 'pay.recharge', to: '/RechargePrepaid', icon: 'recharge' },
  { key: 'pay.smartBalance', to: '/SmartPrepaidBalance', icon: 'meter' },
  { key: 'pay.newConnection', to: '/ApplyNewConn', icon: 'plug' },
]

export const BOTTOM_NAV: IconLink[] = [
  { key: 'bottom.about', to: '/About', icon: 'info' },
  { key: 'bottom.documents', to: '/AllDocuments', icon: 'doc' },
  { key: 'bottom.gallery', to: '/Gallery', icon: 'photo' },
  { key: 'bottom.rti', to: '/RTI', icon: 'rti' },
  { key: 'bottom.career', to: '/Career', icon: 'career' },
  { key: 'bottom.faq', to: '/FAQ', icon: 'faq' },
]

export const PROJECT_LINKS: NavLink[] = [
  { key: 'projects.pmSurya', to: '/PmSurya' },
  { key: 'projects.rdss', to: '/RdssProject' },
  { key: 'projects.aiib', to: '/Aiib' },
  { key: 'projects.ots', to: '/OneTimeSettlement' },
  { key: 'projects.saubhagya', to: '/Project?showdiv=saubhagya' },
  { key: 'projects.ipds', to: '/Project?showdiv=ipds' },
  { key: 'projects.ddugjy', to: '/Project?showdiv=ddugjy' },
  { key: 'projects.uday', to: '/Project?showdiv=uday' },
  { key: 'projects.akashdeep', to: '/Project?showdiv=akashdeep' },
  { key: 'projects.rooftopSolar', href: EXTERNAL.rooftopSolar },
  { key: 'projects.pmKusum', href: EXTERNAL.pmKusum },
]

/** Quick links; `excessRefund` is a button that opens the login dialog (see QuickLinksCard). */
export const QUICK_LINKS: NavLink[] = [
  { key: 'quick.solarLand', to: '/SolarLandApplication' },
  { key: 'quick.duplicateReceipt', to: '/DuplicateReceipt' },
  { key: 'quick.reprintVoucher', to: '/ReprintVoucher' },
  { key: 'quick.changeProcess', to: '/OnlineChangeProcess' },
  { key: 'quick.applicationStatus', to: '/CheckApplStatus' },
  { key: 'quick.associatedSites', to: '/AssociatedSites' },
  { key: 'quick.safety', to: '/Safety' },
  { key: 'quick.estimate', to: '/EstimateServiceCost' },
  { key: 'quick.eodb', to: '/EodbReport' },
  { key: 'quick.grievance', href: EXTERNAL.grievance },
  { key: 'quick.contractManagement', href: EXTERNAL.contractManagement },
  { key: 'quick.billPay', href: EXTERNAL.billPayAggregator },
]

/** The left hover side menu. */
export const SIDE_MENU: NavLink[] = [
  { key: 'side.easyPay', href: EXTERNAL.easyPay },
  { key: 'side.vld', to: '/VldScheme' },
  { key: 'side.holding', to: '/HoldingNoUpdate' },
  { key: 'side.tan', to: '/TanUpdate' },
  { key: 'side.complaint', href: EXTERNAL.complaint },
  { key: 'side.eodb', to: '/EodbReport' },
]

/**
 * The side menu's complaint link: COMPLAINTS_URL (pageContext.site.complaintsUrl) when set, a
 * route of ours (the in-house desk, '/RegisterComplaint') or an absolute URL; else the outside
 * complaint site.
 */
export function complaintLink(url: string | undefined): NavLink {
  if (url && /^\/(?!\/)/.test(url)) return { key: 'side.complaint', to: url }
  return { key: 'side.complaint', href: url && /^https?:\/\//.test(url) ? url : EXTERNAL.complaint }
}
