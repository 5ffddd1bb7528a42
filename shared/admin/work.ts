/**
 * The complaint and application desk (/AdminComplaintStatus, issue 11 §2) and the rule tables
 * (/admin/rules): the desk's filter as read from a query string (the page's GET form and
 * `GET /api/admin/work` read it the same way), the English words of kinds, states, categories
 * and levels, and the ranges of the rule tables' fields (the page's hints and the server's
 * checks). No React, no server modules.
 */
import apps from '../locales/en/applications.json'
import complaints from '../locales/en/complaints.json'
import { DISTRICTS } from '../districts'
import type { InputProblem } from '../input/problem'
import { APPLICATION_KINDS, COMPLAINT_CATEGORIES, isWorkNo, OFFICER_LEVELS, WORK_KINDS, WORK_STATES, type ComplaintCategory, type WorkKind, type WorkState } from '../workflow/rules'

export const WORK_DESK_PAGE_SIZE = 25

/** The kind filter: every complaint, every application, or one kind. */
export const DESK_KIND_GROUPS = ['complaints', 'applications'] as const
export type DeskKindFilter = '' | (typeof DESK_KIND_GROUPS)[number] | WorkKind

/** The deadline filter: past its deadline, or due within today (India time); '' for all. */
export const DESK_DEADLINES = ['overdue', 'today'] as const
export type DeskDeadline = '' | (typeof DESK_DEADLINES)[number]

export interface WorkDeskQuery {
  kind: DeskKindFilter
  state: WorkState | ''
  category: ComplaintCategory | ''
  /** a division code (3 digits) */
  division: string
  district: string
  deadline: DeskDeadline
  page: number
}

/** The desk filter's problems in the admin area's English (ADR 020). */
export const DESK_QUERY_WORDS = {
  kindChoice: 'Choose a kind from the list.',
  stateChoice: 'Choose a state from the list.',
  categoryChoice: 'Choose a complaint category from the list.',
  deadlineChoice: 'Choose a deadline from the list.',
  divisionInvalid: 'A division code has three digits.',
  districtChoice: 'Choose a district from the list.',
  pageInvalid: 'The page is a whole number from 1.',
} as const
type DeskQueryKey = keyof typeof DESK_QUERY_WORDS

export const KIND_WORDS: Readonly<Record<WorkKind, string>> = apps.kinds as Record<WorkKind, string>
export const STATE_WORDS: Readonly<Record<WorkState, string>> = apps.states as Record<WorkState, string>
export const LEVEL_WORDS: Readonly<Record<(typeof OFFICER_LEVELS)[number], string>> = apps.levels as Record<(typeof OFFICER_LEVELS)[number], string>
export const AREA_CLASS_WORDS: Readonly<Record<string, string>> = apps.areaClasses as Record<string, string>
export const CONNECTION_CATEGORY_WORDS: Readonly<Record<string, string>> = apps.categories as Record<string, string>
export const PHASE_WORDS: Readonly<Record<string, string>> = apps.phases as Record<string, string>
export const CATEGORY_WORDS: Readonly<Record<ComplaintCategory, string>> = complaints.categories as Record<ComplaintCategory, string>
export const SUBCATEGORY_WORDS: Readonly<Record<string, string>> = complaints.subcategories as Record<string, string>
export const DESK_KIND_WORDS: Readonly<Record<(typeof DESK_KIND_GROUPS)[number], string>> = { complaints: 'All complaints', applications: 'All applications' }
export const DESK_DEADLINE_WORDS: Readonly<Record<(typeof DESK_DEADLINES)[number], string>> = { overdue: 'Past the deadline', today: 'Due today' }

const DIVISION = /^\d{3}$/
const DISTRICT_SET = new Set<string>(DISTRICTS.map((d) => d[0]))

/**
 * Reads the desk's filter from a query (strings; repeated values: the first). A value that is
 * not one of the choices is a problem of that field (the page shows it beside the field and
 * leaves it out; the API answers 400). `overdue=1` (the dashboard's link) means deadline=overdue.
 */
export function parseWorkDeskQuery(search: Record<string, unknown>): { query: WorkDeskQuery; problems: InputProblem<string, DeskQueryKey>[] } {
  const one = (k: string) => {
    const v = search[k]
    const s = Array.isArray(v) ? v[0] : v
    return typeof s === 'string' ? s.trim() : ''
  }
  const problems: InputProblem<string, DeskQueryKey>[] = []
  const choice = <T extends string>(k: string, allowed: readonly string[], key: DeskQueryKey): T | '' => {
    const v = one(k)
    if (!v) return ''
    if (allowed.includes(v)) return v as T
    problems.push({ field: k, key })
    return ''
  }
  const kind = choice<Exclude<DeskKindFilter, ''>>('kind', [...DESK_KIND_GROUPS, ...WORK_KINDS], 'kindChoice')
  const state = choice<WorkState>('state', WORK_STATES, 'stateChoice')
  const category = choice<ComplaintCategory>('category', COMPLAINT_CATEGORIES, 'categoryChoice')
  let deadline = choice<Exclude<DeskDeadline, ''>>('deadline', DESK_DEADLINES, 'deadlineChoice')
  if (!deadline && /^(1|true|yes)$/i.test(one('overdue'))) deadline = 'overdue'
  const divisionText = one('division')
  let division = ''
  if (divisionText) {
    if (DIVISION.test(divisionText)) division = divisionText
    else problems.push({ field: 'division', key: 'divisionInvalid' })
  }
  const districtText = one('district')
  let district = ''
  if (districtText) {
    if (DISTRICT_SET.has(districtText)) district = districtText
    else problems.push({ field: 'district', key: 'districtChoice' })
  }
  const pageText = one('page')
  let page = 1
  if (pageText) {
    if (/^\d{1,6}$/.test(pageText) && Number(pageText) >= 1) page = Number(pageText)
    else problems.push({ field: 'page', key: 'pageInvalid' })
  }
  return { query: { kind, state, category, division, district, deadline, page }, problems }
}

/** The kinds a kind filter stands for (undefined: every kind). */
export function kindsOf(kind: DeskKindFilter): readonly WorkKind[] | undefined {
  if (!kind) return undefined
  if (kind === 'complaints') return ['complaint']
  if (kind === 'applications') return APPLICATION_KINDS
  return [kind]
}

/** The query string of a filter (the pager's links; the item view's "back"), without empty fields. */
export function workDeskQueryString(q: WorkDeskQuery, page = q.page, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams()
  const pairs: Array<[string, string]> = [
    ['kind', q.kind],
    ['state', q.state],
    ['category', q.category],
    ['division', q.division],
    ['district', q.district],
    ['deadline', q.deadline],
  ]
  for (const [k, v] of pairs) if (v) p.set(k, v)
  if (page > 1) p.set('page', String(page))
  for (const [k, v] of Object.entries(extra)) p.set(k, v)
  const s = p.toString()
  return s ? `?${s}` : ''
}

/** The item number of `?no=` (upper-cased), or '' when absent; null when it is not an AP… or CM… number. */
export function workNoOf(search: Record<string, unknown>): string | null {
  const v = search.no
  const s = (Array.isArray(v) ? v[0] : v) ?? ''
  const no = typeof s === 'string' ? s.trim().toUpperCase() : ''
  if (!no) return ''
  return isWorkNo(no) ? no : null
}

/** An officer assigned to: an admin user id, or a free text like "JE, Dispur section" (2–64 characters). */
export const OFFICER_TEXT = { min: 2, max: 64 } as const
/** A note in an item's history (the applicant reads it on the status page). */
export const NOTE_MAX = 1000

// ---- The rule tables (/admin/rules) ----

/** Ranges of the cost rule fields: rupees (paise in the table), kW, metres. */
export const COST_RULE_LIMITS = {
  maxLoadKw: { min: 0.1, max: 1000 },
  rupees: { min: 0, max: 10_000_000 },
  freeMetres: { min: 0, max: 1000 },
} as const

/** Ranges of the one-time settlement scheme fields. */
export const OTS_RULE_LIMITS = {
  minArrearMonths: { min: 0, max: 120 },
  surchargeWaiverPct: { min: 0, max: 100 },
  maxInstalments: { min: 1, max: 60 },
  minArrearRupees: { min: 0, max: 10_000_000 },
} as const

/** A deadline's hours: at least 1, at most 90 days. */
export const DEADLINE_HOURS_LIMITS = { min: 1, max: 2160 } as const

/** Words for a deadline rule's key: an area class, a complaint category or a state. */
export function deadlineKeyWords(kind: WorkKind, key: string): string {
  if (kind === 'new_connection') return AREA_CLASS_WORDS[key] ?? key
  if (kind === 'complaint') return CATEGORY_WORDS[key as ComplaintCategory] ?? key
  return `In state: ${STATE_WORDS[key as WorkState] ?? key}`
}

/** "3 days" / "12 hours" / "1 day 6 hours". */
export function hoursWords(hours: number): string {
  const days = Math.floor(hours / 24)
  const rest = hours % 24
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
  if (!days) return part(rest, 'hour')
  return rest ? `${part(days, 'day')} ${part(rest, 'hour')}` : part(days, 'day')
}

/** "newLoadKw" → "New load kw"; "area_class" → "Area class". */
export const fieldWords = (key: string) => {
  const words = key
    .replace(/[_.]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** An item's form fields as lines to show (nested objects with dotted names, lists joined; empty ones left out). */
export function dataRows(data: Record<string, unknown>, prefix = ''): Array<{ key: string; label: string; value: string }> {
  const rows: Array<{ key: string; label: string; value: string }> = []
  for (const [k, v] of Object.entries(data)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (v === null || v === undefined || v === '') continue
    if (typeof v === 'object' && !Array.isArray(v)) rows.push(...dataRows(v as Record<string, unknown>, key))
    else if (Array.isArray(v)) rows.push({ key, label: fieldWords(key), value: v.every((x) => typeof x !== 'object') ? v.join(', ') : JSON.stringify(v) })
    else rows.push({ key, label: fieldWords(key), value: typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v) })
  }
  return rows
}
