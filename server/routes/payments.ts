import express, { Router } from 'express'
import type { RouterDeps } from '.'
import { ipLimit } from '../http/limits'

/**
 * Payments (docs/design/issue3-contracts.md, ADR 008), mounted on /api/payments:
 *   POST /orders    Idempotency-Key + JSON → 201 a new order, 200 the same order again, 409 another body;
 *                   409 REPEAT_PAYMENT (+ firstPayment) for the same bill or meter within 30 minutes,
 *                   unless `confirmRepeat: true` (shared/payments/repeat.ts)
 *   POST /callback  the gateway's signed callback: raw bytes, X-Pg-Signature
 *   GET  /status    ?consNo=&txnId= → the order of that consumer, else 404
 * Every answer is `Cache-Control: no-store`.
 */
export function paymentsRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })

  router.post('/orders', ipLimit(services, 'payment-order', config), express.json({ limit: '4kb' }), async (req, res) => {
    const { created, order } = await services.payments.createOrder(req.get('idempotency-key'), req.body ?? {})
    res.status(created ? 201 : 200).json(order)
  })

  // the exact bytes: the signature covers the raw body, never a re-serialised object
  router.post('/callback', express.raw({ type: () => true, limit: '16kb' }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    const answer = await services.payments.handleCallback(raw, req.get('x-pg-signature'))
    res.json(answer)
  })

  router.get('/status', async (req, res) => {
    const q = req.query as Record<string, unknown>
    res.json(await services.payments.status(q.consNo, q.txnId))
  })

  return router
}
