/**
 * The catalogue of field rules (issue 26 §1): every single-field check of the site, the same
 * on both sides (the pages before they leave, the server's routes and the forms' zod fields,
 * which wrap these through `fieldRule` of shared/input/schema.ts). Each answers
 * `CheckedField`: the value as stored, or the problem's key; the pages word the key from the
 * area's `problems` keys of shared/locales/{en,as}/, the API from PROBLEM_EN (or the spec's
 * MESSAGES). No React, no zod, no server modules: the lookup pages carry it without a parser.
 *
 * Numbers as people type them (issue 23 §5): the ONE normaliser of every number field.
 * Assamese digits (০-৯, the digits the Assamese pages print) become Latin digits, spaces
 * between digit groups are dropped, and a mobile number may carry the country code (+91 or 91)
 * or a trunk '0' in front. What is still wrong after that is refused with the spec's words
 * (§5: 'Enter 10 Digit Valid Mobile Number !', 'Enter Numbers Only!').
 */
import { CONSUMER_NO_LENGTH, MOBILE_LENGTH } from '../constants'
import { DIVISION_CODES } from '../billing/divisionCodes'
import { MESSAGES } from '../messages'
import type { CheckedField } from './problem'

/** Assamese (Bengali-script) digits ০-৯ as Latin digits 0-9; nothing else changes. */
export const latinDigits = (raw: string): string => raw.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))

/** A number field's text: Assamese digits as Latin ones, every space (also a no-break space) dropped. */
export const normalizeDigits = (raw: string): string => latinDigits(raw).replace(/\s+/g, '')

/** An Indian mobile number: 10 digits, the first 6, 7, 8 or 9 (the one rule of every mobile field). */
export const MOBILE_PATTERN = new RegExp(`^[6-9]\\d{${MOBILE_LENGTH - 1}}$`)

/**
 * A mobile as typed ('+91 90000 00001', '090000-00001', '৯০০০০০০০০১'): normalizeDigits, '-'
 * dropped, and a +91 / 91 / 0 prefix removed when ten digits remain after it.
 */
export function normalizeMobile(raw: string): string {
  const v = normalizeDigits(raw).replace(/-/g, '')
  const prefixed = new RegExp(`^(?:\\+91|91|0)(\\d{${MOBILE_LENGTH}})$`).exec(v)
  return prefixed ? prefixed[1] : v
}

/** The longest mobile a field takes as typed ('+91 90000 00001', '+91-9000-000-001'): a maxLength that never cuts one. */
export const MOBILE_INPUT_MAX = 16

export type MobileProblem = 'mobileEmpty' | 'mobileInvalid'

/** Spec §5: empty → 'mobileEmpty'; anything but an Indian mobile after normalizeMobile → 'mobileInvalid'. */
export function checkMobile(raw: unknown): CheckedField<string, MobileProblem> {
  const v = typeof raw === 'string' ? normalizeMobile(raw) : typeof raw === 'number' ? String(raw) : ''
  if (!v) return { ok: false, key: 'mobileEmpty' }
  return MOBILE_PATTERN.test(v) ? { ok: true, value: v } : { ok: false, key: 'mobileInvalid' }
}

/** Why a consumer number was refused; 'numbersOnly' maps to spec §5's 'Enter Numbers Only!'. */
export type ConsumerNoProblem = 'consNoEmpty' | 'numbersOnly' | 'consNoLength' | 'consNoDivision'

/** Assamese digits and spaces are taken (normalizeDigits above); anything else must be digits. */
export function checkConsumerNo(raw: unknown): CheckedField<string, ConsumerNoProblem> {
  const v = typeof raw === 'string' ? normalizeDigits(raw) : ''
  if (!v) return { ok: false, key: 'consNoEmpty' }
  if (!/^\d+$/.test(v)) return { ok: false, key: 'numbersOnly' }
  if (v.length !== CONSUMER_NO_LENGTH) return { ok: false, key: 'consNoLength' }
  if (!DIVISION_CODES.has(v.slice(0, 3))) return { ok: false, key: 'consNoDivision' }
  return { ok: true, value: v }
}

/** A field of digits only (after normalizeDigits) of a fixed pattern: empty → `empty`, otherwise `invalid` unless it matches. */
function digitsRule<E extends string, I extends string>(pattern: RegExp, empty: E, invalid: I) {
  return (raw: unknown): CheckedField<string, E | I> => {
    const v = typeof raw === 'string' ? normalizeDigits(raw) : ''
    if (!v) return { ok: false, key: empty }
    return pattern.test(v) ? { ok: true, value: v } : { ok: false, key: invalid }
  }
}

/** A one-time password: 6 digits (the login forms and the application forms' OTP step). */
export const checkOtp = digitsRule(/^\d{6}$/, 'otpEmpty', 'otpInvalid')

/** An Indian PIN code of Assam (78xxxx). */
export const checkPinCode = digitsRule(/^78\d{4}$/, 'pinEmpty', 'pinInvalid')

/** Why an amount of whole rupees was refused (each area words them under its own keys). */
export type RupeesProblem = 'rupeesEmpty' | 'rupeesInvalid' | 'rupeesRange'

/**
 * Whole rupees as people type them: Latin or Assamese digits, spaces and Indian commas ignored,
 * a leading ₹ or "Rs" too; from `range.min` to `range.max` rupees. The value is rupees.
 */
export function checkRupees(raw: unknown, range: { min: number; max: number }): CheckedField<number, RupeesProblem> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : ''
  const v = normalizeDigits(text)
    .replace(/^(₹|rs\.?)/i, '')
    .replace(/,/g, '')
  if (!v) return { ok: false, key: 'rupeesEmpty' }
  if (!/^\d+$/.test(v)) return { ok: false, key: 'rupeesInvalid' }
  const rupees = Number(v)
  if (rupees < range.min || rupees > range.max) return { ok: false, key: 'rupeesRange' }
  return { ok: true, value: rupees }
}

/** Why a meter reading in kWh was refused (each area words them under its own keys). */
export type KwhProblem = 'kwhEmpty' | 'kwhInvalid' | 'kwhRange'

/**
 * A meter reading in kWh as people type it: Latin or Assamese digits, one decimal place,
 * spaces and Indian commas ignored, a trailing "kWh" (or its Assamese) too; a JSON number as it
 * is; at most `max` kWh and `maxChars` characters as typed.
 */
export function checkKwh(raw: unknown, limits: { max: number; maxChars: number }): CheckedField<number, KwhProblem> {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { ok: false, key: 'kwhInvalid' }
    raw = String(raw)
  }
  if (typeof raw !== 'string') return { ok: false, key: raw === undefined || raw === null ? 'kwhEmpty' : 'kwhInvalid' }
  const v = normalizeDigits(raw)
    .replace(/,+/g, '')
    .replace(/(kwh|কিল’ৱাট-ঘণ্টা)$/i, '')
  if (!v) return { ok: false, key: 'kwhEmpty' }
  if (raw.length > limits.maxChars || !/^\d+(\.\d)?$/.test(v)) return { ok: false, key: 'kwhInvalid' }
  const kwh = Number(v)
  if (kwh > limits.max) return { ok: false, key: 'kwhRange' }
  return { ok: true, value: kwh }
}

/** Old (legacy) consumer numbers look like 101/004100: digits, letters, '/', '-'; up to 20 characters. */
export type OldConsumerNoProblem = 'oldNoEmpty' | 'oldNoInvalid'
export function checkOldConsumerNo(raw: unknown): CheckedField<string, OldConsumerNoProblem> {
  const v = typeof raw === 'string' ? normalizeDigits(raw).toUpperCase() : ''
  if (!v) return { ok: false, key: 'oldNoEmpty' }
  if (v.length > 20 || !/^[0-9A-Z][0-9A-Z/-]*$/.test(v)) return { ok: false, key: 'oldNoInvalid' }
  return { ok: true, value: v }
}

/** Meter numbers: 4 to 32 letters and digits (upper-cased). */
export type MeterNoProblem = 'meterNoEmpty' | 'meterNoInvalid'
export function checkMeterNo(raw: unknown): CheckedField<string, MeterNoProblem> {
  const v = typeof raw === 'string' ? normalizeDigits(raw).toUpperCase() : ''
  if (!v) return { ok: false, key: 'meterNoEmpty' }
  if (!/^[0-9A-Z]{4,32}$/.test(v)) return { ok: false, key: 'meterNoInvalid' }
  return { ok: true, value: v }
}

/** A receipt number or a transaction id: 4 to `max` (64; the prepaid receipt form 32) of letters, digits, '_' and '-'. */
export type ReceiptRefProblem = 'receiptEmpty' | 'receiptInvalid'
export function checkReceiptRef(raw: unknown, max = 64): CheckedField<string, ReceiptRefProblem> {
  const v = typeof raw === 'string' ? raw.trim() : ''
  if (!v) return { ok: false, key: 'receiptEmpty' }
  if (v.length > max || !/^[A-Za-z0-9_-]{4,}$/.test(v)) return { ok: false, key: 'receiptInvalid' }
  return { ok: true, value: v }
}

/** A bill number chosen on /ViewBill (?billNo=): 1 to 24 letters and digits. */
export function checkBillNo(raw: unknown): string | undefined {
  return typeof raw === 'string' && /^[A-Za-z0-9]{1,24}$/.test(raw.trim()) ? raw.trim() : undefined
}

/**
 * The English words of every problem above (the API answers in English; the pages use the
 * `billing:problems.*` keys, whose English values a unit test holds equal to these).
 * 'numbersOnly' is spec §5's exact message.
 */
export const PROBLEM_EN = {
  consNoEmpty: 'Enter your 12-digit consumer number.',
  numbersOnly: MESSAGES.numbersOnly,
  consNoLength: 'The consumer number must have exactly 12 digits.',
  consNoDivision: 'The first three digits of the consumer number are not a valid division code. Please check your bill.',
  oldNoEmpty: 'Enter your old consumer number.',
  oldNoInvalid: 'Enter the old consumer number as printed on your bill (digits, letters, / and - only).',
  meterNoEmpty: 'Enter your meter number.',
  meterNoInvalid: 'Enter the meter number as printed on the meter (4 to 32 letters and digits).',
  receiptEmpty: 'Enter the receipt number or the transaction id.',
  receiptInvalid: 'Enter the receipt number or transaction id as printed (4 to 64 letters, digits, _ or -).',
} as const satisfies Record<ConsumerNoProblem | OldConsumerNoProblem | MeterNoProblem | ReceiptRefProblem, string>

/** A key of PROBLEM_EN: a single-field check's problem. */
export type FieldProblemKey = keyof typeof PROBLEM_EN

/** A FormData's text fields as a plain object (files left out; the last value of a name wins). */
export function formValues(data: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  data.forEach((v, k) => {
    if (typeof v === 'string') out[k] = v
  })
  return out
}
