/**
 * The typed errors of services, adapters and routes. They live here, outside http/, so a
 * service can throw one without depending on the web layer; server/http/errors.ts maps them
 * to answers. Their codes are the shared list (shared/errors.ts).
 */
import { PROBLEM_EN } from '#shared/input/fields'
import { FIELD_ERROR_CODES, type ApiFieldError, type ErrorCode, type ErrorParams, type FieldErrorCode, type RateLimitScope } from '#shared/errors'
import { MESSAGES } from '#shared/messages'

/** Typed application errors; one handler maps them to status codes. */
export class AppError extends Error {
  status = 500
  code: ErrorCode = 'INTERNAL'
  details?: unknown
  /** numbers and ISO times the page words the message with in its language (a 4xx or 503 only) */
  params?: ErrorParams
  /** more top-level fields of the JSON answer (a 4xx only), e.g. the first order of a REPEAT_PAYMENT 409 */
  extra?: Record<string, unknown>
  constructor(message: string, details?: unknown) {
    super(message)
    this.name = new.target.name
    this.details = details
  }
}
export class InvalidError extends AppError {
  status = 400
  code: ErrorCode = 'INVALID'
}
export class UnauthorizedError extends AppError {
  status = 401
  code: ErrorCode = 'UNAUTHORIZED'
}
export class ForbiddenError extends AppError {
  status = 403
  code: ErrorCode = 'FORBIDDEN'
}
export class NotFoundError extends AppError {
  status = 404
  code: ErrorCode = 'NOT_FOUND'
}
export class ConflictError extends AppError {
  status = 409
  code: ErrorCode = 'CONFLICT'
}
export class PayloadTooLargeError extends AppError {
  status = 413
  code: ErrorCode = 'TOO_LARGE'
}
export class TooManyRequestsError extends AppError {
  status = 429
  code: ErrorCode = 'TOO_MANY_REQUESTS'
  retryAfterSeconds?: number
  /** `scope`: which limit refused (the page picks its words by it); none for the generic one */
  constructor(message: string, retryAfterSeconds?: number, scope?: RateLimitScope) {
    super(message)
    this.retryAfterSeconds = retryAfterSeconds
    if (retryAfterSeconds !== undefined || scope) this.params = { retryAfterSeconds, scope }
  }
}

/** The database is busy or unavailable for a moment (server/db/unavailable.ts): 503 with Retry-After. */
export class ServiceUnavailableError extends AppError {
  status = 503
  code: ErrorCode = 'UNAVAILABLE'
  retryAfterSeconds: number
  constructor(message = 'The service is busy. Please try again in a moment.', retryAfterSeconds = 2) {
    super(message)
    this.retryAfterSeconds = retryAfterSeconds
    this.params = { retryAfterSeconds }
  }
}

/** `err` with a more specific code of the shared list (and params), so a page can word it in its language. */
export function coded<E extends AppError>(err: E, code: ErrorCode, params?: ErrorParams): E {
  err.code = code
  if (params) err.params = { ...err.params, ...params }
  return err
}

/** 404 'Consumer Not Found' (spec §8), the one answer for an unknown consumer and for one that is not the caller's. */
export const consumerNotFound = () => coded(new NotFoundError(MESSAGES.consumerNotFound), 'CONSUMER_NOT_FOUND')

/** 404 'Mobile Number not registered ! Kindly Register First ' (spec §5). */
export const mobileNotRegistered = () => coded(new NotFoundError(MESSAGES.mobileNotRegistered), 'MOBILE_NOT_REGISTERED')

/** The English texts of the field codes: a zod message that is one of them carries its code. */
const FIELD_CODE_OF = new Map<string, FieldErrorCode>()
for (const code of FIELD_ERROR_CODES) {
  const text = (MESSAGES as Record<string, string>)[code] ?? (PROBLEM_EN as Record<string, string>)[code]
  if (text && !FIELD_CODE_OF.has(text)) FIELD_CODE_OF.set(text, code)
}

/** One per-field problem: its English message, and its code and params when a page can word it. */
export function fieldError(path: string, message: string, params?: Record<string, unknown>): ApiFieldError {
  const own = params?.code
  const code = typeof own === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(own) ? (own as FieldErrorCode) : FIELD_CODE_OF.get(message)
  const { code: _, ...rest } = params ?? {}
  return { path, message, ...(code ? { code } : {}), ...(code && Object.keys(rest).length ? { params: rest as ErrorParams } : {}) }
}

/** 400 with one field's problem (a check outside zod). */
export function invalidField(path: string, message: string): InvalidError {
  return new InvalidError(message, [fieldError(path, message)])
}
