import express, { Router, type Request, type RequestHandler } from 'express'
import { BBPS_API, BBPS_HEADERS } from '#shared/payments/bbps'
import { InvalidError, NotFoundError } from '../errors'
import { reconciliationCsv } from '../services/bbps/csv'
import type { RouterDeps } from '.'

/** BBPS_API paths without the '/api/bbps' the router is mounted on. */
const at = (path: string) => path.replace(/^\/api\/bbps/, '')

/** The body the signature covered, as JSON (a 400 when it is not). */
function jsonOf(req: Request): unknown {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    throw new InvalidError('The body must be a JSON object')
  }
}

/**
 * The BBPS biller interface (ADR 023, docs/bbps.md, shared/payments/bbps.ts), mounted on
 * /api/bbps before the cross-site check: the operating unit signs every request (HMAC-SHA256 of
 * method, path and query, timestamp, OU id and the raw body, with BBPS_SIGNING_KEY), no cookie.
 *   POST /bill-fetch      { consumerNo }                     → BbpsBillFetchAnswer
 *   POST /payment         { txnRef, consumerNo, billNo, amountPaise, paidAt, paymentMode }
 *                         → 200 BbpsPaymentAccepted (X-BBPS-Replay: true when repeated), or the
 *                           rejection: 404 CONSUMER_NOT_FOUND / 409 with `result: 'REJECTED'`, `reason`
 *   GET  /reconciliation  ?date=YYYY-MM-DD[&format=json]     → the day's postings (CSV by default)
 * Unsigned, wrongly signed or stale: 401; bad input: 400. Off (BBPS_ENABLED): every path 404.
 * Every answer is `Cache-Control: no-store`.
 */
export function bbpsRouter({ services }: RouterDeps): Router {
  const router = Router()
  const bbps = services.bbps
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  if (!bbps.enabled) {
    router.use((_req, _res, next) => next(new NotFoundError('The BBPS biller interface is not enabled on this server (BBPS_ENABLED)')))
    return router
  }

  // the exact bytes: the signature covers the raw body, never a re-serialised object
  const raw = express.raw({ type: () => true, limit: '8kb' })
  const signed: RequestHandler = (req, _res, next) => {
    bbps.verify({
      method: req.method,
      target: req.originalUrl,
      ouId: req.get(BBPS_HEADERS.ouId),
      timestamp: req.get(BBPS_HEADERS.timestamp),
      signature: req.get(BBPS_HEADERS.signature),
      body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
    })
    next()
  }

  router.post(at(BBPS_API.billFetch), raw, signed, async (req, res) => {
    res.json(await bbps.billFetch(jsonOf(req)))
  })

  router.post(at(BBPS_API.payment), raw, signed, async (req, res) => {
    const { answer, replay } = await bbps.postPayment(jsonOf(req))
    if (replay) res.setHeader(BBPS_HEADERS.replay, 'true')
    res.json(answer)
  })

  router.get(at(BBPS_API.reconciliation), raw, signed, async (req, res) => {
    const { format, report } = await bbps.reconciliation(req.query)
    if (format === 'json') return void res.json(report)
    const file = reconciliationCsv(report)
    res.setHeader('X-BBPS-Accepted-Count', String(report.accepted.count))
    res.setHeader('X-BBPS-Accepted-Total-Paise', String(report.accepted.totalPaise))
    res.setHeader('X-BBPS-Rejected-Count', String(report.rejected.count))
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
    res.send(file.body)
  })

  return router
}
