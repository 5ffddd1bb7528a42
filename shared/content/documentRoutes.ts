import type { DocumentCategory } from '#shared/content/contract'

/**
 * Which document category (and optional sub-type) each listing page shows. One listing
 * page serves them all (client/pages/documents); the seeds use the same sub-types.
 */
export interface DocumentRoute {
  category: DocumentCategory
  /** only entries of this sub_type */
  subType?: string
  /** i18n key (namespace 'listing') of the page heading */
  titleKey: string
}

export const DOCUMENT_ROUTES: Record<string, DocumentRoute> = {
  '/AllDocuments': { category: 'document', titleKey: 'titles.allDocuments' },
  '/ActsAndRules': { category: 'document', subType: 'act', titleKey: 'titles.actsAndRules' },
  '/TechSpecification': { category: 'document', subType: 'techSpec', titleKey: 'titles.techSpecification' },
  '/Notices': { category: 'notice', titleKey: 'titles.notices' },
  '/BodReport': { category: 'directorsReport', titleKey: 'titles.bodReport' },
  '/AnnualReturnReport': { category: 'annualReturn', titleKey: 'titles.annualReturn' },
  '/Forms': { category: 'form', titleKey: 'titles.forms' },
  '/ShutdownNotices': { category: 'shutdownNotice', titleKey: 'titles.shutdownNotices' },
  '/ShutdownCircle': { category: 'shutdownNotice', subType: 'circle', titleKey: 'titles.shutdownCircle' },
  '/Reports': { category: 'report', titleKey: 'titles.reports' },
  '/Circulars': { category: 'circular', titleKey: 'titles.circulars' },
  '/OfficeOrders': { category: 'officeOrder', titleKey: 'titles.officeOrders' },
  '/Clarifications': { category: 'clarification', titleKey: 'titles.clarifications' },
  '/PressRelease': { category: 'pressRelease', titleKey: 'titles.pressRelease' },
  '/TariffFiling': { category: 'tariff', subType: 'filing', titleKey: 'titles.tariffFiling' },
  '/TariffOrder': { category: 'tariff', subType: 'order', titleKey: 'titles.tariffOrder' },
  '/fpppa': { category: 'tariff', subType: 'fpppa', titleKey: 'titles.fpppa' },
  '/NewsNotification': { category: 'news', titleKey: 'titles.newsNotification' },
  '/Award': { category: 'newsroom', subType: 'award', titleKey: 'titles.award' },
  '/Newsletter': { category: 'newsroom', subType: 'newsletter', titleKey: 'titles.newsletter' },
  '/BijuleeNewsBulletin': { category: 'newsroom', subType: 'bulletin', titleKey: 'titles.bulletin' },
  '/Testimonial': { category: 'newsroom', subType: 'testimonial', titleKey: 'titles.testimonial' },
  '/Workshop': { category: 'newsroom', subType: 'workshop', titleKey: 'titles.workshop' },
  '/QrtlyAccountStatement': { category: 'qsa', subType: 'current', titleKey: 'titles.qsa' },
  '/QrtlyAccountStatementLegacy': { category: 'qsa', subType: 'legacy', titleKey: 'titles.qsaLegacy' },
  '/QrtlyAccountStatementMoP': { category: 'qsa', subType: 'mop', titleKey: 'titles.qsaMop' },
  '/AnnualStatement': { category: 'auditorsReport', titleKey: 'titles.annualStatement' },
  '/BeeEnergyReport': { category: 'beeReport', titleKey: 'titles.beeReport' },
  '/PoshPolicy': { category: 'poshPolicy', titleKey: 'titles.poshPolicy' },
  '/RTI': { category: 'RTI', titleKey: 'titles.rti' },
}
