/**
 * The outage manager's screens (issue 13: /admin/outages, /admin/shutdowns) and their API
 * (/api/admin/outages, /api/admin/shutdowns): the limits, the exact messages (English: the admin
 * area is English only, ADR 020), the wire types, and the India-time form of the date-time
 * fields. Shared by the pages, the routes and the services. No React, no server modules.
 */
import { z } from 'zod'
import { IST_OFFSET_MS } from '../time'

export const OUTAGE_LIMITS = {
  /** the longest a planned shutdown may last */
  shutdownMaxHours: 12,
  /** a shutdown names at most this many feeders */
  shutdownMaxFeeders: 50,
  reason: { min: 5, max: 500 },
  cause: { min: 3, max: 300 },
  /** the outage list's "recent": closed within this many days */
  recentDays: 7,
  /** the clocks of the admin's PC and the server may differ a little: a start this far ahead is still "now" */
  clockSkewMs: 5 * 60_000,
  /** the feeder picker shows at most this many feeders at once (filter for more) */
  pickerMax: 100,
} as const

/** How far back /ShutdownNotices lists published shutdowns (besides the upcoming ones). */
export const SHUTDOWN_NOTICE_DAYS = 90

export const OUTAGE_MESSAGES = {
  feederMissing: 'Choose the feeder.',
  feederUnknown: 'There is no such feeder.',
  feederOpen: 'This feeder has an open outage already: close it first.',
  feedersMissing: 'Choose at least one feeder.',
  feedersTooMany: `Choose at most ${OUTAGE_LIMITS.shutdownMaxFeeders} feeders for one shutdown.`,
  feedersUnknown: 'One of the feeders chosen does not exist.',
  plannedBad: 'Say whether the outage was planned.',
  timeBad: (label: string) => `Give the ${label} as a date and a time.`,
  startedFuture: 'The start of an outage cannot be in the future.',
  etaBeforeStart: 'The expected restoration must be after the start.',
  customersBad: 'Give the customers affected as a whole number.',
  customersTooMany: (served: number) => `The feeder serves ${served} customers: at most that many can be affected.`,
  causeBad: `Give the cause (${OUTAGE_LIMITS.cause.min} to ${OUTAGE_LIMITS.cause.max} characters).`,
  causeAsBad: `The Assamese cause has at most ${OUTAGE_LIMITS.cause.max} characters.`,
  endBeforeStart: 'The end cannot be before the start of the outage.',
  endFuture: 'The end of an outage cannot be in the future.',
  outageUnknown: 'No such outage',
  outageClosed: 'This outage is closed already.',
  startPast: 'The start of a planned shutdown must be in the future.',
  endNotAfterStart: 'The end must be after the start.',
  tooLong: `A planned shutdown lasts at most ${OUTAGE_LIMITS.shutdownMaxHours} hours.`,
  reasonBad: `Give the reason (${OUTAGE_LIMITS.reason.min} to ${OUTAGE_LIMITS.reason.max} characters).`,
  reasonAsBad: `The Assamese reason has at most ${OUTAGE_LIMITS.reason.max} characters.`,
  plainText: 'Plain text only: no HTML tags.',
  shutdownUnknown: 'No such shutdown',
  shutdownCancelled: 'This shutdown is cancelled already.',
  shutdownStarted: 'This shutdown has started: it can no longer be cancelled.',
} as const

/** A feeder as the pickers list it. */
export interface FeederOption {
  code: string
  name: string
  substation: string
  circleCode: string
  divisionCode: string
  customersServed: number
}

/** An outage as the outage manager's screen and API show it. */
export interface AdminOutage {
  id: number
  feederCode: string
  feederName: string
  circleCode: string
  divisionCode: string
  planned: boolean
  startedAt: number
  endedAt: number | null
  restoreEta: number | null
  customersAffected: number
  cause: string
  /** the cause in Assamese (the public Assamese dashboard shows it), when given */
  causeAs: string | null
  recordedBy: string | null
  source: string
}

/**
 * The feeder picker's filter (query `circle`, `division`, `q`; the pages' GET form and
 * GET /api/admin/outages/feeders): a value that is not a circle or division code is dropped,
 * not refused; empty: no filter.
 */
const filterPart = (re: RegExp, max: number) => z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(max).regex(re).catch(''))
export const feederFilterQuery = z.object({
  circle: filterPart(/^[A-Z0-9]*$/, 8),
  division: filterPart(/^(\d{3})?$/, 3),
  q: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 60) : ''), z.string()),
})
export type FeederFilter = z.infer<typeof feederFilterQuery>

/**
 * A date-time field as the admin types it (`<input type="datetime-local">`: 'YYYY-MM-DDTHH:mm',
 * taken as India time) or an ISO 8601 time with its zone; epoch ms, or null when it is neither.
 */
export function parseAdminTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null
  if (typeof value !== 'string') return null
  const s = value.trim()
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s)
  if (local) {
    const [, y, mo, d, h, mi, sec] = local.map(Number)
    const t = Date.UTC(y, mo - 1, d, h, mi, sec || 0)
    const back = new Date(t)
    // a real calendar day and clock time (no 31 February, no 25:00)
    if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h || back.getUTCMinutes() !== mi) return null
    if (y < 2000 || y > 2100) return null
    return t - IST_OFFSET_MS
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) {
    const t = Date.parse(s)
    return Number.isFinite(t) ? t : null
  }
  return null
}

/** Epoch ms as the value of a datetime-local field in India time ('YYYY-MM-DDTHH:mm'). */
export function adminTimeInput(t: number): string {
  return new Date(t + IST_OFFSET_MS).toISOString().slice(0, 16)
}
