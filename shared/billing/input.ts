/**
 * Pure checks and masks of the public bill services, used by the pages (server and browser)
 * and by server/routes/billingPublic.ts, so both sides refuse the same input with the same words.
 * No React, no server modules.
 */
import { CONSUMER_NO_LENGTH } from '../constants'
import { DIVISION_CODES } from './divisionCodes'
import { MESSAGES } from '../messages'
import { normalizeDigits } from '../numberInput'
import type { CheckedField } from '../input/problem'

/** Why a consumer number was refused; 'numbersOnly' maps to spec §5's 'Enter Numbers Only!'. */
export type ConsumerNoProblem = 'consNoEmpty' | 'numbersOnly' | 'consNoLength' | 'consNoDivision'

/** The one normaliser of number fields (shared/numberInput.ts): Assamese digits as Latin ones, spaces dropped. */
export { normalizeDigits }

/** Assamese digits and spaces are taken (shared/numberInput.ts); anything else must be digits. */
export function checkConsumerNo(raw: unknown): CheckedField<string, ConsumerNoProblem> {
  const v = typeof raw === 'string' ? normalizeDigits(raw) : ''
  if (!v) return { ok: false, key: 'consNoEmpty' }
  if (!/^\d+$/.test(v)) return { ok: false, key: 'numbersOnly' }
  if (v.length !== CONSUMER_NO_LENGTH) return { ok: false, key: 'consNoLength' }
  if (!DIVISION_CODES.has(v.slice(0, 3))) return { ok: false, key: 'consNoDivision' }
  return { ok: true, value: v }
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
 * A name as a public page, a receipt or an anonymous PDF may show it (the one masking rule):
 * each word keeps its first letter (two for words longer than three letters) and three '*',
 * so neither the rest of the word nor its length shows.
 * 'Ranjit Kumar Das' → 'Ra*** Ku*** D***'; 'Md Ali' → 'M*** A***'.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const chars = Array.from(w)
      return chars.slice(0, chars.length > 3 ? 2 : 1).join('') + '***'
    })
    .join(' ')
}

/** Only the last four digits of a mobile number (pages and logs alike). */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? '*'.repeat(mobile.length - 4) + mobile.slice(-4) : '****'
}
/** The first query value of a name (Vike's urlParsed.search holds the last one as a string). */
export function queryValue(search: Record<string, string> | undefined, name: string): string | undefined {
  const v = search?.[name]
  return typeof v === 'string' ? v : undefined
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

export type InputProblem = keyof typeof PROBLEM_EN

/** The answer to a request for one's consumer numbers by SMS: the same whether or not the mobile is registered. */
export const SMS_SENT_IF_REGISTERED_EN = 'If this mobile number is registered with APDCL, an SMS with its consumer numbers has been sent to it.'

/** How the SMS form without JavaScript learns the outcome (303 back to /KnowConsNo?sms=<outcome>). */
export const SMS_OUTCOMES = ['sent', 'limited', 'mobileEmpty', 'mobileInvalid'] as const
export type SmsOutcome = (typeof SMS_OUTCOMES)[number]
