import type { ErrorRequestHandler, RequestHandler } from 'express'
import { ZodError } from 'zod'
import { unavailableReason } from '../db/unavailable'

/** Typed application errors; one handler maps them to status codes. */
export class AppError extends Error {
  status = 500
  code = 'INTERNAL'
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
  code = 'INVALID'
}
export class UnauthorizedError extends AppError {
  status = 401
  code = 'UNAUTHORIZED'
}
export class ForbiddenError extends AppError {
  status = 403
  code = 'FORBIDDEN'
}
export class NotFoundError extends AppError {
  status = 404
  code = 'NOT_FOUND'
}
export class ConflictError extends AppError {
  status = 409
  code = 'CONFLICT'
}
export class PayloadTooLargeError extends AppError {
  status = 413
  code = 'TOO_LARGE'
}
export class TooManyRequestsError extends AppError {
  status = 429
  code = 'TOO_MANY_REQUESTS'
  retryAfterSeconds?: number
  constructor(message: string, retryAfterSeconds?: number) {
    super(message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The database is busy or unavailable for a moment (server/db/unavailable.ts): 503 with Retry-After. */
export class ServiceUnavailableError extends AppError {
  status = 503
  code = 'UNAVAILABLE'
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

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err
  if (err instanceof ZodError) return fromZod(err)
  if (unavailableReason(err)) return new ServiceUnavailableError()
  const e = err as { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string }
  // body-parser and other http-errors style errors caused by the client
  const status = e?.status ?? e?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const a = new AppError(e.expose ? String(e.message) : 'Bad request')
    a.status = status
    a.code = status === 413 ? 'TOO_LARGE' : status === 404 ? 'NOT_FOUND' : 'INVALID'
    return a
  }
  return new AppError('Internal server error')
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No such API path: ${req.method} ${req.path}`))
}

/** The one JSON error handler of the API branch. Pages have their own (Vike's error page). */
export const apiErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appErr = toAppError(err)
  const unavailable = appErr instanceof ServiceUnavailableError
  if (unavailable) req.log?.warn({ err }, 'database busy: 503')
  else if (appErr.status >= 500) req.log?.error({ err }, 'request failed')
  if ((appErr instanceof TooManyRequestsError || unavailable) && appErr.retryAfterSeconds) {
    res.setHeader('Retry-After', String(appErr.retryAfterSeconds))
  }
  if (res.headersSent) return
  res.status(appErr.status).json({
    // extra fields first: they never replace the ones every error answer has
    ...(appErr.extra && appErr.status < 500 ? appErr.extra : {}),
    status: 'error',
    code: appErr.code,
    message: appErr.status >= 500 && !unavailable ? `Internal server error (request ${String(req.id ?? '')})` : appErr.message,
    ...(appErr.details && appErr.status < 500 ? { errors: appErr.details } : {}),
    requestId: req.id,
  })
}
