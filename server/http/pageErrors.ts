import type { ErrorRequestHandler } from 'express'
import { BASE_PATH, extractLocale } from '#shared/locale'
import { TooManyRequestsError } from '../errors'
import { errorPageHtml } from './errorPage'
import { errorBody, isClientAbort, toAppError } from './errors'

/**
 * Last resort for errors on /website/ that happen outside Vike's own error page (Vike renders
 * client/pages/_error for errors while rendering): a small bilingual page, never a stack.
 */
export const pageErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (isClientAbort(err)) return void req.log?.debug({ err }, 'client went away')
  const appErr = toAppError(err)
  if (appErr.status >= 500) req.log?.error({ err }, 'page request failed')
  if (res.headersSent) return
  // a limit (the search page's: issue 27 #8): the API's words for it in the page's language, and when to try again
  if (appErr instanceof TooManyRequestsError) {
    if (appErr.retryAfterSeconds) res.setHeader('Retry-After', String(appErr.retryAfterSeconds))
    res.setHeader('Cache-Control', 'no-store')
    const locale = extractLocale(req.originalUrl.split('?')[0].slice(BASE_PATH.length) || '/').locale
    return void res
      .status(429)
      .type('html')
      .send(errorPageHtml(errorBody(appErr, req.id === undefined ? undefined : String(req.id)), locale, 'limit'))
  }
  const notFound = appErr.status === 404
  const title = notFound ? 'Page not found / পৃষ্ঠাটো পোৱা নগ’ল' : 'Something went wrong / কিবা এটা ভুল হ’ল'
  const text = notFound
    ? 'The page you asked for does not exist. / আপুনি বিচৰা পৃষ্ঠাটো নাই।'
    : `Please try again in a few minutes, or call 1912. / অনুগ্ৰহ কৰি কেইমিনিটমানৰ পিছত পুনৰ চেষ্টা কৰক, বা 1912 নম্বৰত ফোন কৰক। (${String(req.id ?? '')})`
  res
    .status(appErr.status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
        `<body><main id="main-content"><h1>${title}</h1><p>${text}</p><p><a href="/website/">Home</a> · <a href="/website/Assamese" lang="as">গৃহ পৃষ্ঠা</a></p></main></body></html>`,
    )
}
