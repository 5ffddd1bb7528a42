/**
 * The content model as the pages and the legacy API see it (the wire types of both sides).
 * The service (server/services/content, createContentService(db, events)) answers in it.
 * Text that admins enter may carry an Assamese version (`…As`); pages show it on AS_ pages
 * when present and fall back to English. HTML fields are sanitized on the way in and out.
 */
import type { ContactTypeCode } from '../constants'

/** The 20 document categories of spec §3 / §7, by their API path segment. */
export const DOCUMENT_CATEGORIES = [
  'document',
  'notice',
  'auditorsReport',
  'directorsReport',
  'annualReturn',
  'form',
  'shutdownNotice',
  'report',
  'circular',
  'officeOrder',
  'clarification',
  'pressRelease',
  'RTI',
  'tariff',
  'news',
  'newsroom',
  'marquee',
  'qsa',
  'beeReport',
  'poshPolicy',
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

/**
 * The categories whose names are HTML (spec §3: news item name and marquee text are html):
 * sanitized on the way in (write.ts) and out (documents.ts). Their documents are also the
 * home page's News card and marquee: one source for the card and its 'View All' page.
 */
export const HTML_CATEGORIES: readonly DocumentCategory[] = ['news', 'marquee']

/** How many of the newest news documents the home page's News card lists. */
export const HOME_NEWS_COUNT = 6

export type TenderPeriod = 'current' | 'previous' | 'archive'

export interface ListQuery {
  /** case-insensitive search in the title */
  q?: string
  /** calendar year of the entry's date */
  year?: number
  /** 1-based */
  page?: number
  /** default 20, at most 100 */
  pageSize?: number
  /** optional sub-type filter (e.g. a circle for shutdown notices) */
  subType?: string
  /** every match on one page (the legacy API's full lists); page and pageSize are then ignored */
  all?: boolean
}

export interface Paged<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  /** the years present in the whole (unfiltered) list, newest first: for the year filter */
  years: number[]
}

export interface TenderDocument {
  id: number
  title: string
  /** the Assamese title (AS_ pages show it; the English title when null) */
  titleAs: string | null
  /** e.g. 'Corrigendum', 'Addendum', 'Bid Document', 'Cancellation' */
  type: string
  /** ISO date (YYYY-MM-DD) or null */
  date: string | null
  /** path relative to uploads/, served by the download route; null when none */
  fileLocation: string | null
  isNew: boolean
}

export interface Tender {
  id: number
  description: string
  descriptionAs: string | null
  tenderNo: string
  /** ISO dates (YYYY-MM-DD); null when not set */
  tenderDate: string
  prebidDate: string | null
  bidStartDate: string | null
  bidEndDate: string | null
  bidOpeningDate: string | null
  /** notice inviting tender: path relative to uploads/, or null */
  nit: string | null
  isNew: boolean
  /** documents in order, already cut after the first document of type 'Cancellation' */
  documents: TenderDocument[]
  cancelled: boolean
}

export interface DocumentEntry {
  id: number
  category: DocumentCategory
  name: string
  nameAs: string | null
  fileLocation: string | null
  date: string | null
  subType: string | null
  isNew: boolean
  /** human label of the category or sub-type, as the legacy API's typeString */
  typeString: string
  /** a page the entry points to instead of (or beside) a file, e.g. a news item's link; null when none */
  link: string | null
}

export interface CareerDocument {
  id: number
  title: string
  /** the Assamese title (AS_ pages show it; the English title when null) */
  titleAs: string | null
  docType: string
  date: string | null
  fileLocation: string | null
  isNew: boolean
}

export interface Career {
  id: number
  description: string
  descriptionAs: string | null
  /** advertisement file (relative to uploads/) or null */
  adv: string | null
  advDate: string | null
  applyLink: string | null
  isNew: boolean
  documents: CareerDocument[]
}

export interface Contact {
  id: number
  typeCode: ContactTypeCode
  name: string
  designation: string
  office: string
  /** zone / circle / division / sub-division the office belongs to, for display */
  area: string | null
  phone: string | null
  mobile: string | null
  email: string | null
  address: string | null
  sortOrder: number
  /** the Assamese twins (null: the Assamese page shows the English text) */
  nameAs: string | null
  designationAs: string | null
  officeAs: string | null
  areaAs: string | null
  addressAs: string | null
}

export interface BoardMember {
  id: number
  name: string
  designation: string
  nameAs: string | null
  designationAs: string | null
  /** URL path of the photo (under /website/uploads/) or null */
  photo: string | null
  sortOrder: number
}

export interface JobResponsibility {
  id: number
  designation: string
  responsibility: string
  designationAs: string | null
  responsibilityAs: string | null
  sortOrder: number
}

export interface Banner {
  id: number
  /** URL path of the image (under /website/) */
  image: string
  link: string | null
  /** describes the picture */
  alt: string
  altAs: string | null
  /** the banner's words, shown over the picture in the page's language (never baked into it) */
  caption: string | null
  captionAs: string | null
}

export interface MarqueeItem {
  id: number
  /** sanitized HTML */
  title: string
  titleAs: string | null
  link: string | null
  isNew: boolean
  /** ISO date and sub-type (positions 3 and 4 of the legacy marquee row) */
  date?: string | null
  subType?: string | null
}

export interface NewsItem {
  id: number
  /** 'news' or 'notification' (the document's sub-type) */
  type: string
  /** sanitized HTML */
  name: string
  nameAs: string | null
  date: string | null
  link: string | null
}

export interface GalleryPhoto {
  id: number
  /** URL path of the image (under /website/uploads/) */
  image: string
  caption: string
  captionAs: string | null
}

export interface GalleryAlbum {
  id: number
  title: string
  titleAs: string | null
  date: string | null
  /** URL path of the first photo, or null for an empty album */
  cover: string | null
  photoCount: number
}
