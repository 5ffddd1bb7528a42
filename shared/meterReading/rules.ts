/**
 * Self meter reading (issue 14, ADR 025): the rules both sides check with the same words. A
 * signed-in consumer of a postpaid meter read by hand (not a smart meter, which is read
 * remotely) sends the reading on the display with a photo of the meter before the next bill
 * is made. The reading is a number of kWh with at most one decimal, 0 to 999999; it is
 * plausible unless it is lower than the last reading or far above the usual use, and an
 * implausible one is stored only once the consumer confirms it. The server
 * (server/routes/meterReading.ts) and the dashboard's card
 * (client/components/dashboard/MeterReadingCard.tsx) both call these. No React, no server modules.
 */
import { formatNumber } from '../format'
import { checkKwh } from '../input/fields'
import type { CheckedField } from '../input/problem'

/** The largest reading a meter's display shows (six digits), kWh. */
export const READING_MAX = 999_999
/** The longest text the reading field takes (digits, a point, spaces and commas). */
export const READING_MAX_CHARS = 20

/** The bills whose units make the usual monthly use. */
export const USUAL_BILLS = 6
/** A reading is far above the usual when its units since the last reading pass HIGH_FACTOR × the usual… */
export const HIGH_FACTOR = 3
/** …and are at least this many units above the usual (a small consumer's 3× is still little). */
export const HIGH_FLOOR_UNITS = 300

/** The photo of the meter: JPEG or PNG (by its bytes), at most 2 MB (server/services/uploads.ts). */
export const METER_PHOTO = 'photo'
export const METER_PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png'])

/** Why a reading is asked to be confirmed. */
export const IMPLAUSIBLE_REASONS = ['lower', 'high'] as const
export type ImplausibleReason = (typeof IMPLAUSIBLE_REASONS)[number]

/**
 * Why a reading was refused: the field's problems, and the refusals of the whole form
 * (the connection, the bill already made or being made).
 */
export const METER_PROBLEMS = ['readingEmpty', 'readingInvalid', 'readingRange', 'photoMissing', 'notSelfRead', 'inactive', 'billMade', 'windowClosed', 'tooMany'] as const
export type MeterProblem = (typeof METER_PROBLEMS)[number]

/** The photo's problems of the upload check, in the forms' words (forms:problems.*). */
export const PHOTO_PROBLEMS = ['photoType', 'fileTooLarge', 'fileUnsafe', 'fileEmpty', 'tooManyFiles', 'formTooLarge'] as const
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number]

/** The problems of the whole form (no field to link to: the card says them as its failure). */
export const FORM_PROBLEMS: ReadonlySet<MeterProblem> = new Set(['notSelfRead', 'inactive', 'billMade', 'windowClosed', 'tooMany'])

/** The API's English words of each problem (the page says them in its language). */
export const METER_PROBLEM_EN: Record<MeterProblem, string> = {
  readingEmpty: 'Enter the reading shown on the meter',
  readingInvalid: 'Enter the reading in digits, with at most one decimal, for example 4521.7',
  readingRange: `The reading must be from 0 to ${formatNumber(READING_MAX, 'en')} kWh`,
  photoMissing: "Attach a photo of the meter's display",
  notSelfRead: 'Self meter reading is for postpaid meters read by hand. Smart meters send their readings by themselves.',
  inactive: 'This connection is not active, so it takes no meter reading.',
  billMade: 'The bill this reading was for is already made, so it takes no more readings. Please send the reading for the next bill.',
  tooMany: 'Too many readings were sent from this mobile number. Please try again in an hour.',
  windowClosed: 'The bill is being made now, so it takes no more readings. You can send the reading for the next bill once this bill is out.',
}

/** The English question of an implausible reading (the API's message; the page has its own words). */
export const CONFIRM_EN: Record<ImplausibleReason, string> = {
  lower: 'Check the reading: it is lower than the last reading. If it is right, send it again with confirm.',
  high: 'Check the reading: it is far above your usual use. If it is right, send it again with confirm.',
}

/** The reading a person typed: the catalogue's kWh rule (checkKwh) within this meter's limits. */
export function checkReading(raw: unknown): CheckedField<number, 'readingEmpty' | 'readingInvalid' | 'readingRange'> {
  const r = checkKwh(raw, { max: READING_MAX, maxChars: READING_MAX_CHARS })
  if (r.ok) return r
  return { ok: false, key: r.key === 'kwhEmpty' ? 'readingEmpty' : r.key === 'kwhInvalid' ? 'readingInvalid' : 'readingRange' }
}

/** What a reading is checked against: the last reading and the usual monthly units, when known. */
export interface ReadingHistory {
  /** the last billed reading, kWh */
  lastReading: number | null
  /** the average units of the last USUAL_BILLS bills */
  usualUnits: number | null
  /** the meter's multiplying factor (units = reading difference × factor) */
  multiplyingFactor: number
}

/** The units a reading means since the last one (null without a last reading). */
export function unitsSince(kwh: number, history: ReadingHistory): number | null {
  if (history.lastReading === null) return null
  return Math.round((kwh - history.lastReading) * history.multiplyingFactor * 10) / 10
}

/** The units above which a reading is far above the usual use (null without a history). */
export function highThreshold(usualUnits: number | null): number | null {
  if (usualUnits === null) return null
  return Math.max(HIGH_FACTOR * usualUnits, usualUnits + HIGH_FLOOR_UNITS)
}

/** Whether a reading needs the consumer's confirmation, and why; null when it is plausible. */
export function implausibility(kwh: number, history: ReadingHistory): ImplausibleReason | null {
  const units = unitsSince(kwh, history)
  if (units === null) return null
  if (units < 0) return 'lower'
  const high = highThreshold(history.usualUnits)
  return high !== null && units > high ? 'high' : null
}

/** The confirm box as a form or JSON sends it: ticked is 'on', 'yes', 'true', '1' or true. */
export function isConfirmed(raw: unknown): boolean {
  return raw === true || raw === 1 || (typeof raw === 'string' && ['on', 'yes', 'true', '1'].includes(raw.trim().toLowerCase()))
}

/**
 * What the dashboard page is told after the form was sent without JavaScript (?meterReading=):
 * saved, a question to confirm, or the problems to show (comma-separated; the reading typed
 * comes back as ?reading=).
 */
export type MeterOutcome = { kind: 'saved' } | { kind: 'confirm'; reason: ImplausibleReason } | { kind: 'problems'; problems: Array<MeterProblem | PhotoProblem> }

export const CONFIRM_OUTCOME: Record<ImplausibleReason, string> = { lower: 'confirmLower', high: 'confirmHigh' }

export function meterOutcomeQuery(outcome: MeterOutcome): string {
  if (outcome.kind === 'saved') return 'saved'
  if (outcome.kind === 'confirm') return CONFIRM_OUTCOME[outcome.reason]
  return outcome.problems.join(',')
}

export function meterOutcomeOf(raw: unknown): MeterOutcome | null {
  if (typeof raw !== 'string' || raw.length > 120) return null
  if (raw === 'saved') return { kind: 'saved' }
  if (raw === 'confirmLower') return { kind: 'confirm', reason: 'lower' }
  if (raw === 'confirmHigh') return { kind: 'confirm', reason: 'high' }
  const known: readonly string[] = [...METER_PROBLEMS, ...PHOTO_PROBLEMS]
  const problems = [...new Set(raw.split(','))].filter((p) => known.includes(p)) as Array<MeterProblem | PhotoProblem>
  return problems.length ? { kind: 'problems', problems } : null
}
