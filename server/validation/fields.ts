import { z } from 'zod'
import { PROBLEM_EN, MOBILE_PATTERN, normalizeDigits, normalizeMobile } from '#shared/input/fields'
import { MESSAGES } from '#shared/messages'

/** The zod fields of the digit inputs, shared by the routes and the services that validate them. */

/**
 * JSON numbers are accepted for the digit fields (legacy clients send either); a text goes
 * through the shared normaliser (shared/input/fields.ts: Assamese digits, spaces), as the
 * browser's checks do.
 */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? normalizeDigits(v) : v)

/** Spec §5 mobile: +91 / 91 / 0 prefix removed, then an Indian mobile (the one rule, MOBILE_PATTERN). */
export const mobileField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? normalizeMobile(v) : v),
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? MESSAGES.mobileEmpty : MESSAGES.mobileInvalid) })
    .min(1, MESSAGES.mobileEmpty)
    .regex(MOBILE_PATTERN, MESSAGES.mobileInvalid),
)

export const otpField = z.preprocess(asText, z.string({ error: MESSAGES.otpWrong }).min(1, MESSAGES.otpWrong).regex(/^\d+$/, MESSAGES.numbersOnly).length(6, MESSAGES.otpWrong))

/**
 * A consumer number: the same messages for the §7 consumer calls and the payment orders; a wrong
 * length says what every form says (shared/billing/input.ts).
 */
export const consumerNoField = z.preprocess(asText, z.string({ error: MESSAGES.numbersOnly }).min(1, MESSAGES.numbersOnly).regex(/^\d+$/, MESSAGES.numbersOnly).length(12, PROBLEM_EN.consNoLength))
