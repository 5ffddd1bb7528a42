/**
 * Numbers as people type them (issue 23 §5): the ONE normaliser of every number field, which
 * the browser's checks and the server's zod fields both run, so both sides accept and refuse
 * the same input. Assamese digits (০-৯, the digits the Assamese pages print) become Latin
 * digits, spaces between digit groups are dropped, and a mobile number may carry the country
 * code (+91 or 91) or a trunk '0' in front. What is still wrong after that is refused with the
 * spec's words (§5: 'Enter 10 Digit Valid Mobile Number !', 'Enter Numbers Only!').
 * No React, no server modules.
 */
import { MOBILE_LENGTH } from './constants'
import type { CheckedField } from './input/problem'

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
