/**
 * Every `code` of a JSON error answer `{ status: 'error', code, message, errors?, requestId }`:
 * the one list the server's typed errors (server/errors.ts) and the pages that react to a code
 * share. A new code goes here first.
 */
export const ERROR_CODES = [
  'INVALID',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'UNAVAILABLE',
  'INTERNAL',
  // consumer login (spec §4, docs/security.md)
  'SESSION_INVALID',
  'OTP_INVALID',
  'OTP_SENDS_EXHAUSTED',
  'OTP_RESEND_WAIT',
  'MOBILE_NOT_REGISTERED',
  'CONSUMER_NOT_FOUND',
  'CHALLENGE_REQUIRED',
  'CHALLENGE_INVALID',
  'ALREADY_LOGGED_IN',
  'SMS_FAILED',
  // payments (ADR 008)
  'REPEAT_PAYMENT',
  'CONNECTION_INACTIVE',
  'NO_BILL',
  'NO_DUES',
  'AMOUNT_ABOVE_PAYABLE',
  'NOT_PREPAID',
  'NO_PREPAID_METER',
  'VENDING_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'GATEWAY_UNAVAILABLE',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** What a TOO_MANY_REQUESTS limit counts (`params.scope`); none: the generic limit. */
export const RATE_LIMIT_SCOPES = ['network', 'mobile', 'documents', 'consumer'] as const
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number]

/**
 * The codes of per-field problems (`errors[].code`): the spec's validation messages
 * (shared/messages.ts), the input problems of the bill forms (shared/billing/input.ts) and ours.
 */
export const FIELD_ERROR_CODES = [
  'mobileEmpty',
  'mobileInvalid',
  'numbersOnly',
  'otpWrong',
  'consNoEmpty',
  'consNoLength',
  'consNoDivision',
  'oldNoEmpty',
  'oldNoInvalid',
  'meterNoEmpty',
  'meterNoInvalid',
  'receiptEmpty',
  'receiptInvalid',
  'amountOutOfRange',
] as const
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number]

/**
 * What a page needs to say a message in its own language: numbers and ISO times, never
 * preformatted text (docs/messages.md).
 */
export interface ErrorParams {
  /** seconds until the limit lets the next request through (the Retry-After header too) */
  retryAfterSeconds?: number
  /** when the limit frees, ISO 8601 (OTP_SENDS_EXHAUSTED) */
  freeAt?: string
  /** which limit refused (TOO_MANY_REQUESTS) */
  scope?: RateLimitScope
  /** the allowed amounts, in paise (amountOutOfRange) */
  minPaise?: number
  maxPaise?: number
  purpose?: 'bill' | 'recharge'
  /** what the bill asks for today, in paise (AMOUNT_ABOVE_PAYABLE) */
  payablePaise?: number
}

export interface ApiFieldError {
  path: string
  message: string
  code?: FieldErrorCode
  params?: ErrorParams
  /** the problem key of an application or complaint form (`forms:problems.<problem>`, shared/workflow/forms) */
  problem?: string
}

/**
 * The body of every JSON error answer: `message` in the English of the spec (or ours), `code`
 * and `params` for the page to say it in its language (shared/apiMessage.ts).
 */
export interface ApiErrorBody {
  status: 'error'
  code: ErrorCode
  message: string
  params?: ErrorParams
  /** per-field problems of a 400 */
  errors?: ApiFieldError[]
  requestId?: string
}
