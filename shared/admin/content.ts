/**
 * The content screen's fixed lists and query (issue 11 §2 /AdminUploadDocuments, §3: documents
 * of the 20 categories, marquee and news items, banners, gallery albums, careers), shared by the
 * page and the API (/api/admin/content/…). No React, no server modules.
 */
import { DOCUMENT_CATEGORIES, HTML_CATEGORIES, type DocumentCategory } from '../content/contract'

/** The sections of /AdminUploadDocuments (`?section=`). */
export const CONTENT_SECTIONS = ['documents', 'marquee', 'news', 'banners', 'gallery', 'careers'] as const
export type ContentSection = (typeof CONTENT_SECTIONS)[number]
export const CONTENT_SECTION_LABELS: Readonly<Record<ContentSection, string>> = {
  documents: 'Documents',
  marquee: 'Marquee',
  news: 'News',
  banners: 'Banners',
  gallery: 'Gallery',
  careers: 'Careers',
}

/** The categories of the documents section: every category but the two HTML ones (their own sections). */
export const FILE_CATEGORIES = DOCUMENT_CATEGORIES.filter((c) => !HTML_CATEGORIES.includes(c)) as Exclude<DocumentCategory, 'news' | 'marquee'>[]

export const isHtmlCategory = (c: DocumentCategory) => HTML_CATEGORIES.includes(c)

/** Each category with the public page(s) that list it (shared/content/documentRoutes.ts), for the category list. */
export const CATEGORY_CHOICES: Readonly<Record<DocumentCategory, string>> = {
  document: 'Documents (/AllDocuments, /ActsAndRules, /TechSpecification)',
  notice: 'Notices (/Notices)',
  auditorsReport: "Auditor's reports (/AnnualStatement)",
  directorsReport: "Directors' reports (/BodReport)",
  annualReturn: 'Annual returns (/AnnualReturnReport)',
  form: 'Forms (/Forms)',
  shutdownNotice: 'Shutdown notices (/ShutdownNotices, /ShutdownCircle)',
  report: 'Reports (/Reports)',
  circular: 'Circulars (/Circulars)',
  officeOrder: 'Office orders (/OfficeOrders)',
  clarification: 'Clarifications (/Clarifications)',
  pressRelease: 'Press releases (/PressRelease)',
  RTI: 'RTI (/RTI)',
  tariff: 'Tariff (/TariffFiling, /TariffOrder, /fpppa)',
  news: 'News and notifications (/NewsNotification, the home page)',
  newsroom: 'Newsroom (/Award, /Newsletter, /BijuleeNewsBulletin, /Testimonial, /Workshop)',
  marquee: 'Marquee (the home page headline)',
  qsa: 'Quarterly statements of accounts (/QrtlyAccountStatement…)',
  beeReport: 'BEE energy reports (/BeeEnergyReport)',
  poshPolicy: 'POSH policy (/PoshPolicy)',
}

export interface SubTypeChoice {
  value: string
  label: string
}

/**
 * The sub-types the public pages know for each category (shared/content/documentRoutes.ts, the seeds,
 * server/services/content/labels.ts). `required`: every public page of the category lists one
 * sub-type, so a document without one would show nowhere (tariff, newsroom, qsa), or the
 * sub-type is the item's type (news: news or notification; marquee: headline).
 */
export const DOCUMENT_SUB_TYPES: Readonly<Record<DocumentCategory, { required: boolean; choices: readonly SubTypeChoice[] }>> = {
  document: {
    required: false,
    choices: [
      { value: 'act', label: 'Acts & Rules (/ActsAndRules)' },
      { value: 'techSpec', label: 'Technical Specification (/TechSpecification)' },
    ],
  },
  notice: { required: false, choices: [] },
  auditorsReport: { required: false, choices: [] },
  directorsReport: { required: false, choices: [] },
  annualReturn: { required: false, choices: [] },
  form: { required: false, choices: [] },
  shutdownNotice: { required: false, choices: [{ value: 'circle', label: 'Circle-wise shutdown (/ShutdownCircle)' }] },
  report: { required: false, choices: [] },
  circular: { required: false, choices: [] },
  officeOrder: { required: false, choices: [] },
  clarification: { required: false, choices: [] },
  pressRelease: { required: false, choices: [] },
  RTI: { required: false, choices: [] },
  tariff: {
    required: true,
    choices: [
      { value: 'filing', label: 'Tariff filing (/TariffFiling)' },
      { value: 'order', label: 'Tariff order (/TariffOrder)' },
      { value: 'fpppa', label: 'FPPPA (/fpppa)' },
    ],
  },
  news: {
    required: true,
    choices: [
      { value: 'news', label: 'News' },
      { value: 'notification', label: 'Notification' },
    ],
  },
  newsroom: {
    required: true,
    choices: [
      { value: 'award', label: 'Awards and Recognition (/Award)' },
      { value: 'newsletter', label: 'Newsletter (/Newsletter)' },
      { value: 'bulletin', label: 'Bijulee News Bulletin (/BijuleeNewsBulletin)' },
      { value: 'testimonial', label: 'Testimonial (/Testimonial)' },
      { value: 'workshop', label: 'Workshop & Seminar (/Workshop)' },
    ],
  },
  marquee: { required: true, choices: [{ value: 'headline', label: 'Headline' }] },
  qsa: {
    required: true,
    choices: [
      { value: 'current', label: 'Quarterly statement (/QrtlyAccountStatement)' },
      { value: 'legacy', label: 'Legacy format (/QrtlyAccountStatementLegacy)' },
      { value: 'mop', label: 'Submitted to the Ministry of Power (/QrtlyAccountStatementMoP)' },
    ],
  },
  beeReport: { required: false, choices: [] },
  poshPolicy: { required: false, choices: [] },
}

/** The document types of a career's documents (the seeds use the same words). */
export const CAREER_DOC_TYPES = ['Advertisement', 'Corrigendum', 'Notice', 'Result', 'Syllabus', 'Other'] as const

/** Longest texts (the columns' sizes; HTML text is stored in text columns). */
export const CONTENT_LIMITS = {
  name: 500,
  html: 2000,
  link: 500,
  caption: 300,
  alt: 300,
  albumTitle: 300,
  description: 4000,
  docTitle: 500,
  docType: 100,
  order: 9999,
} as const

export const ADMIN_CONTENT_PAGE_SIZE = 20

/** The published state filter of the lists. */
export const CONTENT_STATES = ['published', 'unpublished'] as const
export type ContentState = (typeof CONTENT_STATES)[number]

export interface ContentQuery {
  section: ContentSection
  /** the documents section's category */
  category: Exclude<DocumentCategory, 'news' | 'marquee'>
  /** part of the title */
  q: string
  state: ContentState | ''
  page: number
  /** the id of the item being edited (the section's kind), or null */
  edit: number | null
  /** the album whose photos are shown (gallery) */
  album: number | null
  /** the career whose documents are shown (careers) */
  career: number | null
  /** the photo being edited (gallery, with `album`) */
  photo: number | null
}

const idOf = (s: string) => (/^\d{1,9}$/.test(s) && Number(s) >= 1 ? Number(s) : null)

/** Reads the screen's query; unknown values fall back to the defaults (a list filter never fails). */
export function parseContentQuery(search: Record<string, unknown>): ContentQuery {
  const one = (k: string) => {
    const v = search[k]
    const s = Array.isArray(v) ? v[0] : v
    return typeof s === 'string' ? s.trim() : ''
  }
  const section = one('section')
  const category = one('category')
  const state = one('state')
  return {
    section: (CONTENT_SECTIONS as readonly string[]).includes(section) ? (section as ContentSection) : 'documents',
    category: (FILE_CATEGORIES as readonly string[]).includes(category) ? (category as ContentQuery['category']) : 'document',
    q: one('q').slice(0, 100),
    state: (CONTENT_STATES as readonly string[]).includes(state) ? (state as ContentState) : '',
    page: idOf(one('page')) ?? 1,
    edit: idOf(one('edit')),
    album: idOf(one('album')),
    career: idOf(one('career')),
    photo: idOf(one('photo')),
  }
}

/** The query string of the screen for a section (the pager's and the edit links), without defaults. */
export function contentQueryString(
  q: Pick<ContentQuery, 'section' | 'category' | 'q' | 'state'>,
  extra: { page?: number; edit?: number; album?: number; career?: number; photo?: number } = {},
): string {
  const p = new URLSearchParams()
  p.set('section', q.section)
  if (q.section === 'documents') p.set('category', q.category)
  if (q.q) p.set('q', q.q)
  if (q.state) p.set('state', q.state)
  if (extra.album) p.set('album', String(extra.album))
  if (extra.career) p.set('career', String(extra.career))
  if (extra.photo) p.set('photo', String(extra.photo))
  if (extra.edit) p.set('edit', String(extra.edit))
  if (extra.page && extra.page > 1) p.set('page', String(extra.page))
  return `?${p.toString()}`
}
