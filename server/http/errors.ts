import type { ErrorRequestHandler, RequestHandler } from 'express'
import { errorPageHtml, localeOfRequest, wantsErrorPage } from './errorPage'
import { ZodError } from 'zod'
import type { ApiErrorBody } from '#shared/errors'
import { unavailableReason } from '../db/unavailable'
import { AppError, NotFoundError, ServiceUnavailableError, TooManyRequestsError } from '../errors'
import { refusalOf } from '../validation/parse'

/** The visitor went away mid-answer (a closed tab, a lost connection): nothing to answer, nothing broken. */
export function isClientAbort(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === 'ECONNABORTED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE'
}

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err
  if (err instanceof ZodError) return refusalOf(err)
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
  if (isClientAbort(err)) return void req.log?.debug({ err }, 'client went away')
  const appErr = toAppError(err)
  const unavailable = appErr instanceof ServiceUnavailableError
  if (unavailable) req.log?.warn({ err }, 'database busy: 503')
  else if (appErr.status >= 500) req.log?.error({ err }, 'request failed')
  if ((appErr instanceof TooManyRequestsError || unavailable) && appErr.retryAfterSeconds) {
    res.setHeader('Retry-After', String(appErr.retryAfterSeconds))
  }
  if (res.headersSent) return
  const body = errorBody(appErr, req.id === undefined ? undefined : String(req.id))
  res.vary('Accept')
  // a PDF or file link opened in the browser: a page in the link's language, not raw JSON
  if (wantsErrorPage(req))
    return void res
      .status(appErr.status)
      .type('html')
      .send(errorPageHtml(body, localeOfRequest(req)))
  res.status(appErr.status).json(body)
}

/**
 * The JSON body of an error answer (shared/errors.ts ApiErrorBody): `message` in
 * English, `code` and `params` for the page to word it in its language (docs/messages.md).
 * A 5xx other than 503 tells nothing of its cause.
 */
export function errorBody(appErr: AppError, requestId?: string): ApiErrorBody & Record<string, unknown> {
  const unavailable = appErr instanceof ServiceUnavailableError
  const told = appErr.status < 500 || unavailable
  return {
    // extra fields first: they never replace the ones every error answer has
    ...(appErr.extra && appErr.status < 500 ? appErr.extra : {}),
    status: 'error',
    code: appErr.code,
    message: told ? appErr.message : `Internal server error (request ${requestId ?? ''})`,
    ...(appErr.params && told ? { params: appErr.params } : {}),
    ...(appErr.details && appErr.status < 500 ? { errors: appErr.details as ApiErrorBody['errors'] } : {}),
    ...(requestId === undefined ? {} : { requestId }),
  }
}
