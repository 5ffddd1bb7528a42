/** Wire types of the admin area (issue 11): what its pages get from +data and the admin API. */
import type { Career, CareerDocument, Contact, Tender, TenderDocument } from '../content/contract'
import type { WorkItem } from '../workflow/contract'

/** What the admin dashboard shows (issue 11 §2): what needs attention now. */
export interface AdminDashboard {
  overdue: { complaints: number; applications: number; oldest: Array<{ workNo: string; kind: string; state: string; dueAt: number; level: string }> }
  drafts: { tenders: Array<{ id: number; tenderNo: string; description: string; updatedAt: string }>; documents: number }
  recentUploads: Array<{ id: number; category: string; name: string; createdAt: string }>
  /** accounts with failed tries since their last good login; `lockedUntil` while a lock lasts (issue 27 §5) */
  failedLogins: Array<{ userId: string; name: string; failedCount: number; locked: boolean; lockedUntil: number | null; lastFailedAt: number | null }>
}

// ---- Users (issue 11 §2: /AdminUserCreate, /AdminViewUsers; GET /api/admin/users) ----

/** The states the user list filters by ('locked': after too many failed logins, until a super admin lifts it). */
export const ADMIN_USER_STATES = ['active', 'inactive', 'locked'] as const
export type AdminUserState = (typeof ADMIN_USER_STATES)[number]

export interface AdminUserFilter {
  /** part of the user id or the name */
  q?: string
  role?: string
  state?: AdminUserState
  page?: number
  pageSize?: number
}

/** One admin user as the list shows it (never the password hash). Times are epoch ms. */
export interface AdminUserListItem {
  userId: string
  name: string
  active: boolean
  roles: string[]
  failedCount: number
  locked: boolean
  lastFailedAt: number | null
  passwordChangedAt: number
  createdAt: number
}

export interface AdminUserPage {
  users: AdminUserListItem[]
  total: number
  page: number
  pageSize: number
}

// ---- Audit log (issue 11 §4: /admin/audit_log, GET /api/admin/audit) ----

/** One audit row as the page and GET /api/admin/audit give it (`at`: epoch ms). */
export interface AdminAuditEntry {
  id: number
  at: number
  actor: string
  action: string
  entity: string
  entityId: string | null
  before: unknown
  after: unknown
  ip: string | null
}

export interface AdminAuditPage {
  rows: AdminAuditEntry[]
  total: number
  page: number
  pageSize: number
}

// ---- Contacts (issue 11 §2: /AdminCreateContact, /AdminUpdateContact; /api/admin/contacts) ----

/** A contact with every field the admin edits: the public ones and their Assamese twins (shared/content/contract.ts). */
export interface AdminContact extends Omit<Contact, 'typeCode'> {
  typeCode: number
}

// ---- Tenders (issue 11 §2: /AdminCreateTender, /AdminUpdateTenderDocs, /AdminPublishTender; /api/admin/tenders) ----

/** A tender is a draft until published; the public listings show published ones only. */
export const ADMIN_TENDER_STATES = ['draft', 'published'] as const
export type AdminTenderState = (typeof ADMIN_TENDER_STATES)[number]

/** One document of a tender as the admin sees it, in the public order (the public fields: shared/content/contract.ts). */
export interface AdminTenderDocument extends TenderDocument {
  sortOrder: number
  /** false for a document after the first Cancellation: the public list never shows it */
  listed: boolean
  uploadedBy: string | null
  /** epoch ms; null for documents that came with the demo data */
  uploadedAt: number | null
}

/**
 * A tender with every field the admin edits (spec §3 Tender: the public fields of
 * shared/content/contract.ts; `nit` a storage key, a link or null; `cancelled`: a Cancellation
 * document is among its documents) and its state. Dates: ISO YYYY-MM-DD.
 */
export interface AdminTender extends Omit<Tender, 'documents'> {
  category: 'tender' | 'rdss'
  published: boolean
  /** epoch ms of the last publication; null if never published here */
  publishedAt: number | null
  createdBy: string | null
  updatedBy: string | null
  /** ISO time of the last change */
  updatedAt: string
  documentCount: number
}

export interface AdminTenderDetail extends AdminTender {
  documents: AdminTenderDocument[]
}

export interface AdminTenderPage {
  tenders: AdminTender[]
  total: number
  page: number
  pageSize: number
}

// ---- Prepaid DC portal (issue 11 §2: /dcPortal/dc_dashboard, /dcPortal/updatePrepaidConsDetails; /api/admin/dc/…) ----

/** The prepaid connection types (shared/constants.ts `isPrepaid`): a keypad STS meter, a smart meter. */
export type DcConnType = 'PREPAID' | 'SMART PREPAID'
/** The states of a connection (consumers.status). */
export const DC_STATUSES = ['ACTIVE', 'DISCONNECTED', 'CLOSED'] as const
export type DcStatus = (typeof DC_STATUSES)[number]
/** The STS key revision number of a meter (IEC 62055-41): 1 to 9. */
export const DC_KEY_REVISION = { min: 1, max: 9 } as const
/** The low-balance list's threshold unless the filter sets one: ₹100. */
export const DC_LOW_BALANCE_PAISE = 10_000
/** The highest threshold the filter takes, whole rupees. */
export const DC_MAX_THRESHOLD_RUPEES = 100_000
/** Rows per page of the dashboard's lists. */
export const DC_PAGE_SIZE = 25

/** The dashboard's filter (the page's GET form and the API's query): all optional. */
export interface DcFilter {
  /** a division code (3 digits); none: every division */
  division: string | null
  /** keypad or smart meters only; none: both */
  connType: DcConnType | null
  /** the low-balance threshold, paise (a balance below it is low) */
  thresholdPaise: number
  /** pages of the division table, the low-balance list and today's recharges */
  divisionPage: number
  lowPage: number
  rechargePage: number
}

export interface DcPaged<T> {
  rows: T[]
  total: number
  page: number
  pageSize: number
}

/** Prepaid figures of a division or of all (balances as the billing system holds them, paise). */
export interface DcFigures {
  consumers: number
  keypad: number
  smart: number
  active: number
  balancePaise: number
  lowBalance: number
  rechargesToday: number
  rechargedTodayPaise: number
}

/** One division's prepaid figures. */
export interface DcDivisionRow extends DcFigures {
  code: string
  name: string
  circle: string
}

export interface DcLowBalanceRow {
  consumerNo: string
  name: string
  connType: DcConnType
  divisionCode: string
  divisionName: string
  meterNo: string
  balancePaise: number
  /** ISO time of the balance */
  balanceUpdatedAt: string
}

export interface DcRechargeRow {
  receiptNo: string
  consumerNo: string
  name: string
  connType: DcConnType
  divisionCode: string
  meterNo: string
  amountPaise: number
  /** ISO time (UTC) */
  rechargedAt: string
  channel: string
}

/** GET /api/admin/dc/dashboard and the /dcPortal/dc_dashboard page. */
export interface DcDashboard {
  /** today in India, YYYY-MM-DD (the day of "today's recharges") */
  today: string
  filter: DcFilter
  /** the filter's division choices: every division with a prepaid consumer */
  divisionChoices: Array<{ code: string; name: string }>
  totals: DcFigures
  byDivision: DcPaged<DcDivisionRow>
  lowBalance: DcPaged<DcLowBalanceRow>
  recharges: DcPaged<DcRechargeRow>
}

/** One prepaid consumer of the master (GET /api/admin/dc/consumers/:consumerNo). */
export interface DcConsumer {
  consumerNo: string
  name: string
  connType: DcConnType
  status: DcStatus
  tariffCategory: string
  tariffName: string | null
  divisionCode: string
  divisionName: string | null
  circle: string | null
  subDivision: string | null
  /** the prepaid meter's number (or the consumer record's when no prepaid meter is registered) */
  meterNo: string | null
  /** whether a prepaid meter row exists (the first save registers one) */
  hasMeter: boolean
  /** the STS key revision number; null without a prepaid meter */
  keyRevision: number | null
  balancePaise: number | null
  balanceUpdatedAt: string | null
}

/** PUT /api/admin/dc/consumers/:consumerNo: the fields of the master the DC operator edits. */
export interface DcConsumerEdit {
  meterNo: string
  keyRevision: number
  tariffCategory: string
  status: DcStatus
}

/** GET /api/admin/dc/consumers?q=: prepaid consumers by consumer or meter number (at most 20). */
export interface DcSearchResult {
  q: string
  consumers: DcConsumer[]
  /** the consumer number typed exists but is not a prepaid connection */
  notPrepaid: { consumerNo: string; connType: string } | null
}

// ---- Documents and content (issue 11 §2: /AdminUploadDocuments; /api/admin/content/…) ----

/**
 * A document of one of the 20 categories (spec §3 Document entry) as the admin edits it. For
 * `news` and `marquee` the name is sanitized HTML (the marquee's title). Dates: ISO YYYY-MM-DD.
 */
export interface AdminDocument {
  id: number
  category: string
  name: string
  nameAs: string | null
  subType: string | null
  date: string | null
  /** storage key relative to uploads/ (public: /website/uploads/<key>), or null */
  fileLocation: string | null
  /** a page the item points to (news and marquee), or null */
  link: string | null
  isNew: boolean
  published: boolean
  createdBy: string | null
  updatedBy: string | null
  /** ISO time of the upload (created) and of the last change */
  createdAt: string
  updatedAt: string | null
}

export interface AdminContentPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

/** A banner of the home page carousel (spec §3 Banner: image and link), with its words in both languages. */
export interface AdminBanner {
  id: number
  /** storage key of the picture (public: /website/uploads/<key>) */
  image: string
  link: string | null
  caption: string | null
  captionAs: string | null
  alt: string
  altAs: string | null
  sortOrder: number
  published: boolean
}

export interface AdminGalleryPhoto {
  id: number
  image: string
  caption: string
  captionAs: string | null
  sortOrder: number
}

export interface AdminGalleryAlbum {
  id: number
  title: string
  titleAs: string | null
  date: string | null
  sortOrder: number
  photoCount: number
}

export interface AdminGalleryAlbumDetail extends AdminGalleryAlbum {
  photos: AdminGalleryPhoto[]
}

/** A document of a career notice (the public fields: shared/content/contract.ts) with its place. */
export interface AdminCareerDocument extends CareerDocument {
  sortOrder: number
}

/** A recruitment notice (spec §3 Career: the public fields, `adv` a storage key or null) with its state and documents. */
export interface AdminCareer extends Omit<Career, 'documents'> {
  published: boolean
  documents: AdminCareerDocument[]
}

// ---- The complaint and application desk (issue 11 §2: /AdminComplaintStatus; /api/admin/work) ----

/** One row of the desk's queue. Times are epoch ms. */
export interface WorkDeskRow {
  workNo: string
  kind: string
  state: string
  category: string | null
  subcategory: string | null
  divisionCode: string | null
  divisionName: string | null
  district: string | null
  /** the current state's deadline, null when it has none */
  deadlineAt: number | null
  overdue: boolean
  urgent: boolean
  /** the officer level it has climbed to (section, subdivision, division, circle) */
  level: string
  assignedTo: string | null
  createdAt: number
}

export interface WorkDeskPage {
  items: WorkDeskRow[]
  total: number
  page: number
  pageSize: number
}

/** A division of the filter's list. */
export interface WorkDeskDivision {
  code: string
  name: string
}

/** An officer of the assign list: an active admin user who may act on the desk. */
export interface WorkDeskOfficer {
  userId: string
  name: string
}

// ---- The rule tables (issue 11 §2: /admin/rules; /api/admin/rules) ----

/** A row of service_cost_rules as the admin edits it: money in rupees. */
export interface AdminCostRule {
  id: number
  category: string
  phase: '1' | '3'
  maxLoadKw: number
  applicationFee: number
  connectionCharge: number
  securityPerKw: number
  linePerMetre: number
  freeMetres: number
}

/** A one-time settlement scheme (ots_rules): the smallest arrear in rupees; dates YYYY-MM-DD. */
export interface AdminOtsRule {
  code: string
  minArrearMonths: number
  surchargeWaiverPct: number
  maxInstalments: number
  minArrear: number
  validFrom: string
  validTo: string
}

/** A deadline of a kind and key (area class, category or state): the constant, the override and what applies. */
export interface AdminDeadlineRule {
  kind: string
  key: string
  defaultHours: number | null
  overrideHours: number | null
  /** the override, else the default (null: no deadline) */
  hours: number | null
  updatedAt: number | null
  updatedBy: string | null
}

export interface AdminRuleTables {
  costRules: AdminCostRule[]
  otsRules: AdminOtsRule[]
  deadlines: AdminDeadlineRule[]
}

/** One item as the desk opens it: the item (the applicant's mobile masked, in `data` too), the moves an officer may make, its division's name. */
export interface WorkDeskItem {
  item: WorkItem
  nextStates: string[]
  divisionName: string | null
}
