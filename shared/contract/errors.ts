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
  'CHALLENGE_REQUIRED',
  'CHALLENGE_INVALID',
  'ALREADY_LOGGED_IN',
  'SMS_FAILED',
  // payments (ADR 008)
  'REPEAT_PAYMENT',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** The body of every JSON error answer. */
export interface ApiErrorBody {
  status: 'error'
  code: ErrorCode
  message: string
  /** per-field problems of a 400 */
  errors?: Array<{ path: string; message: string }>
  requestId?: string
}
