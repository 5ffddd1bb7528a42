import { z } from 'zod'
import { PROBLEM_EN } from '#shared/billingInput'
import { MESSAGES } from '#shared/messages'

/** The zod fields of the digit inputs, shared by the routes and the services that validate them. */

/** JSON numbers are accepted for the digit fields (legacy clients send either). */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v)

export const mobileField = z.preprocess(
  asText,
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? MESSAGES.mobileEmpty : MESSAGES.mobileInvalid) })
    .trim()
    .min(1, MESSAGES.mobileEmpty)
    .regex(/^\d+$/, MESSAGES.mobileInvalid)
    .length(10, MESSAGES.mobileInvalid),
)

export const otpField = z.preprocess(
  asText,
  z
    .string({ error: MESSAGES.otpWrong })
    .trim()
    .min(1, MESSAGES.otpWrong)
    .regex(/^\d+$/, MESSAGES.numbersOnly)
    .length(6, MESSAGES.otpWrong),
)

/**
 * A consumer number: the same messages for the §7 consumer calls and the payment orders; a wrong
 * length says what every form says (shared/billingInput.ts).
 */
export const consumerNoField = z.preprocess(
  asText,
  z
    .string({ error: MESSAGES.numbersOnly })
    .trim()
    .min(1, MESSAGES.numbersOnly)
    .regex(/^\d+$/, MESSAGES.numbersOnly)
    .length(12, PROBLEM_EN.consNoLength),
)
