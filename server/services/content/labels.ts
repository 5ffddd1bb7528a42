/** Human labels of the document categories: the legacy API's typeString. */
export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  document: 'Document',
  notice: 'Notice',
  auditorsReport: "Auditor's Report",
  directorsReport: "Directors' Report",
  annualReturn: 'Annual Return',
  form: 'Form',
  shutdownNotice: 'Shutdown Notice',
  report: 'Report',
  circular: 'Circular',
  officeOrder: 'Office Order',
  clarification: 'Clarification',
  pressRelease: 'Press Release',
  RTI: 'RTI',
  tariff: 'Tariff',
  news: 'News',
  newsroom: 'Newsroom',
  marquee: 'Marquee',
  qsa: 'Quarterly Statement of Accounts',
  beeReport: 'BEE Report',
  poshPolicy: 'POSH Policy',
}

/** Labels of the sub-types used by shared/content/documentRoutes.ts (and the seeds). */
export const SUB_TYPE_LABELS: Record<string, string> = {
  act: 'Acts & Rules',
  policy: 'Policy',
  techSpec: 'Technical Specification',
  circle: 'Circle-wise Shutdown',
  filing: 'Tariff Filing',
  order: 'Tariff Order',
  fpppa: 'FPPPA',
  award: 'Awards and Recognition',
  newsletter: 'Newsletter',
  bulletin: 'Bijulee News Bulletin',
  testimonial: 'Testimonial',
  workshop: 'Workshop & Seminar',
  current: 'Quarterly Statement of Accounts',
  legacy: 'Quarterly Statement of Accounts (Legacy)',
  mop: 'Quarterly Statement of Accounts (MoP)',
  news: 'News',
  notification: 'Notification',
  headline: 'Headline',
}

export function typeString(category: DocumentCategory, subType: string | null): string {
  if (subType) return SUB_TYPE_LABELS[subType] ?? subType
  return CATEGORY_LABELS[category]
}
import type { DocumentCategory } from '#shared/content/contract'
