/**
 * The typed errors of services, adapters and routes. They live here, outside http/, so a
 * service can throw one without depending on the web layer; server/http/errors.ts maps them
 * to answers. Their codes are the shared list (shared/contract/errors.ts).
 */
import type { ZodError } from 'zod'
import type { ErrorCode } from '#shared/contract/errors'

/** Typed application errors; one handler maps them to status codes. */
export class AppError extends Error {
  status = 500
  code: ErrorCode = 'INTERNAL'
  details?: unknown
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
  constructor(message: string, retryAfterSeconds?: number) {
    super(message)
    this.retryAfterSeconds = retryAfterSeconds
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
  }
}

/** Zod errors become a 400 with the first message (the spec's exact texts live in the schemas). */
export function fromZod(err: ZodError): InvalidError {
  const first = err.issues[0]
  return new InvalidError(first?.message ?? 'Invalid input', err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))
}
