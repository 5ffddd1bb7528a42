import { Router, type RequestHandler } from 'express'
import { z } from 'zod'
import { checkBillNo } from '#shared/input/fields'
import { clientKey } from '../http/clientIp'
import type { RouterDeps } from '.'
import { consumerNoField } from '../validation/fields'
import { parseInput } from '../validation/parse'

const params = z.object({
  billNo: z.string().refine((v) => checkBillNo(v) !== undefined, 'Bill number must be 1 to 24 letters and digits'),
})
const query = z.object({
  consNo: consumerNoField,
  amountPaise: z.coerce
    .number({ error: 'amountPaise must be a whole number of paise' })
    .int('amountPaise must be a whole number of paise')
    .min(100, 'amountPaise must be at least 100 (one rupee)')
    .max(10_000_000_000, 'amountPaise is too large'),
})

/** A QR code costs a millisecond or two and every bill page shows one: a budget of its own, larger than the PDFs'. */
export const UPI_QR_IP_LIMIT = { limit: 600, windowMs: 15 * 60_000 } as const

/**
 * GET /api/bills/:billNo/upi-qr?consNo=&amountPaise= — the UPI QR code paying a bill (issue 9
 * §3): a PNG of shared/payments/upi.ts's link with the configured payee and the amount the page shows.
 * 404 `Consumer Not Found` unless the bill is one of the consumer's last six; 400 for an
 * amount the bill cannot ask for or bad input.
 */
export function upiRouter({ services }: RouterDeps): Router {
  const router = Router()
  const limit: RequestHandler = async (req, _res, next) => {
    try {
      await services.rateLimit.consumeOrThrow(`ip:${clientKey(req.ip)}:upi-qr`, UPI_QR_IP_LIMIT.limit, UPI_QR_IP_LIMIT.windowMs, 'Too many requests from this network. Please try again later.')
      next()
    } catch (err) {
      next(err)
    }
  }

  router.get('/bills/:billNo/upi-qr', limit, async (req, res) => {
    const { billNo } = parseInput(params, req.params)
    const { consNo, amountPaise } = parseInput(query, req.query)
    const png = await services.upi.billQrPng(consNo, billNo, amountPaise)
    res.setHeader('Content-Type', 'image/png')
    res.setHeader('Content-Length', String(png.length))
    res.setHeader('Cache-Control', 'private, max-age=3600')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.end(png)
  })
  return router
}
