/**
 * The ease-of-doing-business reports (issue 13): what the report services answer, what the
 * pages render and the JSON API returns, and the filters both read. One contract for
 * server/services/eodb/ (implements), client/pages/Eodb* (+data hooks call the services through
 * pageContext.services.eodb) and server/routes/eodb.ts (the same results as JSON and CSV).
 * Times are epoch ms; months are 'YYYY-MM' in Asia/Kolkata. No React, no server modules.
 */
import { z } from 'zod'
import type { ReliabilityIndices } from './reliability'
import type { ZoneKey } from './circles'
import { PROBLEM_EN, type ConsumerNoProblem } from '../input/fields'
import type { InputProblem } from '../input/problem'

/** The longest period a report covers: longer ranges are refused with 400 (MESSAGES.rangeTooLong). */
export const EODB_MAX_MONTHS = 24
/** Default period: the last 12 complete months. */
export const EODB_DEFAULT_MONTHS = 12
/** Third-party verification: checks per IP per 15 minutes. */
export const VERIFY_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const
/**
 * Third-party verification: checks of one consumer number, from any address, per day; a right
 * answer clears the number's count, so what it counts are the wrong answers (issue 27 §4).
 */
export const VERIFY_NUMBER_LIMIT = { limit: 10, windowMs: 24 * 3_600_000 } as const
/** The outage dashboard refreshes itself this often (ms). */
export const OUTAGE_REFRESH_MS = 60_000
/** A planned shutdown's "evening before" SMS goes at this hour (IST) of the day before it starts. */
export const SHUTDOWN_EVE_HOUR_IST = 18
/** The name of the third-party check (the whole name, docs/security.md): at least this many letters. */
export const VERIFY_NAME_MIN = 3

export const EODB_MESSAGES = {
  badMonth: 'Enter the month as YYYY-MM.',
  rangeOrder: 'The start month must not be after the end month.',
  rangeTooLong: `Choose a period of at most ${EODB_MAX_MONTHS} months.`,
  badCircle: 'Unknown circle.',
  badDivision: 'Unknown division.',
  badCategory: 'Unknown category.',
  verifyOneOf: "Enter the meter number or the consumer's full name.",
  verifyNameShort: `Enter at least ${VERIFY_NAME_MIN} letters of the name.`,
  verifyLimited: 'Too many checks from this network. Please try again later.',
  verifyNumberLimited: 'Too many wrong answers for this consumer number. Please try again later.',
} as const

export const EODB_API = {
  summary: '/api/eodb/summary',
  reliability: '/api/eodb/reliability',
  reliabilityCsv: '/api/eodb/reliability.csv',
  outagesNow: '/api/eodb/outages/now',
  nsc: '/api/eodb/nsc',
  nscCsv: '/api/eodb/nsc.csv',
  mutations: '/api/eodb/mutations',
  mutationsCsv: '/api/eodb/mutations.csv',
  ownership: '/api/eodb/ownership',
  ownershipCsv: '/api/eodb/ownership.csv',
  verify: '/api/eodb/verify',
} as const

export const CONNECTION_CATEGORIES = ['domestic', 'commercial', 'industry', 'other'] as const
export type ConnectionCategory = (typeof CONNECTION_CATEGORIES)[number]
/** The four NSC detail pages, by category. */
export const NSC_DETAIL_ROUTES: Readonly<Record<ConnectionCategory, string>> = {
  domestic: '/EodbDomesticDetails',
  commercial: '/EodbCommercialDetails',
  industry: '/EodbIndustryDetails',
  other: '/EodbOtherDetails',
}

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'badMonth')

/**
 * The period filter of every report (query `from`, `to`; both optional: the default period
 * ends with the last complete month). Checked by the services with `checkPeriod`.
 */
export const periodQuery = z.object({
  from: month.optional(),
  to: month.optional(),
})
export const reliabilityQuery = periodQuery.extend({
  circle: z.string().max(8).optional(),
  division: z.string().max(3).optional(),
})
export const nscQuery = periodQuery.extend({
  category: z.enum(CONNECTION_CATEGORIES, { message: 'badCategory' }).optional(),
})
export const verifyInput = z.object({
  consumerNo: z.string(),
  meterNo: z.string().max(32).optional(),
  name: z.string().max(100).optional(),
})
export type PeriodQuery = z.infer<typeof periodQuery>
export type ReliabilityQuery = z.infer<typeof reliabilityQuery>
export type NscQuery = z.infer<typeof nscQuery>
export type VerifyInput = z.infer<typeof verifyInput>

/** A resolved period: inclusive months, oldest first. */
export interface Period {
  from: string
  to: string
  months: string[]
}

/**
 * Why a report filter or a verification was refused: a key of EODB_MESSAGES (the schemas'
 * messages are these keys) or a consumer number's problem (checkConsumerNo). The API answers
 * the English words (`eodbProblemEn`), the pages their own language's.
 */
export type EodbProblemKey = keyof typeof EODB_MESSAGES | ConsumerNoProblem

/** Is `key` one of EODB_MESSAGES' keys (a zod issue's message may be another text)? */
export const isEodbMessageKey = (key: unknown): key is keyof typeof EODB_MESSAGES => typeof key === 'string' && Object.hasOwn(EODB_MESSAGES, key)

/** The English words of a problem key: the contract's message, or the consumer number's as every form words it. */
export const eodbProblemEn = (key: EodbProblemKey): string => (isEodbMessageKey(key) ? EODB_MESSAGES[key] : PROBLEM_EN[key])

/** The outcome of a filter check: the value, or the first problem (400). */
export type Checked<T> = { ok: true; value: T } | ({ ok: false } & InputProblem<string, EodbProblemKey>)

// ---------------------------------------------------------------- reliability (/EodbSaidiSaifiReport)

export type Indices = Pick<ReliabilityIndices, 'saifi' | 'saidi' | 'caidi' | 'maifi' | 'sustained' | 'momentary'>

export interface ReliabilityRow extends Indices {
  /** 'YYYY-MM', or null in the period's total row */
  month: string | null
  customersServed: number
}

export interface ReliabilityScopeRow extends Indices {
  code: string
  name: string
  nameAs: string
  customersServed: number
}

export interface ReliabilityReport {
  period: Period
  /** what the figures cover: the state, a circle or a division */
  scope: { kind: 'state' | 'circle' | 'division'; code: string | null; name: string; nameAs: string }
  /** one row per month of the period, oldest first */
  months: ReliabilityRow[]
  /** the whole period */
  total: ReliabilityRow
  /** the period per circle (state scope) or per division (circle scope); empty for a division */
  breakdown: ReliabilityScopeRow[]
  feeders: number
  /** the filter choices: every circle, and the divisions of the chosen circle */
  circles: Array<{ code: string; name: string; nameAs: string }>
  divisions: Array<{ code: string; name: string; nameAs: string }>
  /** epoch ms the figures were computed (the data is complete to the end of `period.to`) */
  computedAt: number
}

// ---------------------------------------------------------------- outages (/EodbOutageDashboard)

export interface OutageNow {
  id: number
  feederCode: string
  feederName: string
  /** the feeder's and its substation's Assamese names (null: none given, the Assamese page shows the English) */
  feederNameAs: string | null
  substation: string
  substationAs: string | null
  circleCode: string
  divisionCode: string
  planned: boolean
  startedAt: number
  /** expected restoration (the planned end for a shutdown); null when not known */
  restoreEta: number | null
  customersAffected: number
  cause: string
  /** the cause in Assamese, when the outage manager gave it */
  causeAs: string | null
}

export interface PlannedShutdownView {
  id: number
  ref: string
  startsAt: number
  endsAt: number
  reason: string
  reasonAs: string | null
  feeders: Array<{ code: string; name: string; nameAs: string | null; circleCode: string; divisionCode: string }>
  /** consumers on the affected feeders */
  customers: number
  status: 'published' | 'cancelled'
  publishedAt: number
}

export interface CircleOutageSummary {
  code: string
  name: string
  nameAs: string
  zone: ZoneKey
  col: number
  row: number
  customersServed: number
  /** customers off supply now (open outages) */
  customersOff: number
  outagesNow: number
  plannedNext7Days: number
  /** the latest expected restoration among its open outages */
  latestEta: number | null
}

export interface OutageDashboard {
  asOf: number
  totals: { outagesNow: number; customersOff: number; customersServed: number; plannedNext7Days: number }
  circles: CircleOutageSummary[]
  /** open outages, longest-running first */
  now: OutageNow[]
  /** published shutdowns that have not ended, soonest first */
  planned: PlannedShutdownView[]
}

// ---------------------------------------------------------------- new service connections

export interface NscMonthRow {
  month: string | null
  applied: number
  released: number
  /** released within the legal deadline of its area class (NEW_CONNECTION_DAYS and the overrides) */
  withinDeadline: number
  beyondDeadline: number
  /** pending at the end of the month, and of those, already past the deadline */
  pending: number
  pendingOverdue: number
  /** mean days from application to release of the month's releases; null when none */
  avgDaysToRelease: number | null
}

export interface NscReport {
  period: Period
  /** null: every category (/EodbNscReport); else one detail page */
  category: ConnectionCategory | null
  months: NscMonthRow[]
  total: NscMonthRow
  /** the period per category (the landing report) */
  byCategory: Array<NscMonthRow & { category: ConnectionCategory }>
  /** the period per area class, with its deadline in days */
  byArea: Array<NscMonthRow & { areaClass: string; deadlineDays: number }>
  computedAt: number
}

// ---------------------------------------------------------------- ownership changes, e-Panjeeyan mutations

export interface TurnaroundRow {
  month: string | null
  received: number
  completed: number
  pending: number
  avgDays: number | null
  /** the 90th percentile of days taken by the month's completions */
  p90Days: number | null
}

export interface TurnaroundReport {
  kind: 'ownership' | 'mutation'
  period: Period
  months: TurnaroundRow[]
  total: TurnaroundRow
  computedAt: number
}

// ---------------------------------------------------------------- third-party verification

export type VerifyResult = { genuine: true; category: string; categoryAs: string; connectedOn: string | null } | { genuine: false }

// ---------------------------------------------------------------- landing (/EodbReport)

export interface EodbSummary {
  /** the last complete month's state figures */
  reliability: { month: string; saifi: number; saidi: number; caidi: number | null; maifi: number } | null
  outages: { outagesNow: number; customersOff: number; plannedNext7Days: number }
  nsc: { month: string; released: number; withinDeadlinePct: number | null; avgDaysToRelease: number | null } | null
  ownership: { month: string; completed: number; avgDays: number | null } | null
  mutation: { month: string; completed: number; avgDays: number | null } | null
  computedAt: number
}

/** What pageContext.services.eodb offers (server/services/eodb/). */
export interface EodbReports {
  summary(): Promise<EodbSummary>
  reliability(query: ReliabilityQuery): Promise<Checked<ReliabilityReport>>
  outageDashboard(): Promise<OutageDashboard>
  nsc(query: NscQuery): Promise<Checked<NscReport>>
  turnaround(kind: 'ownership' | 'mutation', query: PeriodQuery): Promise<Checked<TurnaroundReport>>
  /**
   * after the caller's per-IP limit: genuine or not found, nothing more; a TooManyRequestsError
   * (scope 'consumer') once the consumer number's wrong answers are spent (VERIFY_NUMBER_LIMIT)
   */
  verify(input: VerifyInput): Promise<Checked<VerifyResult>>
}
