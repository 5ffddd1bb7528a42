import express, { Router, type Request } from 'express'
import { z } from 'zod'
import type { WorkItem } from '#shared/workflow/contract'
import { APPLICATION_NO, COMPLAINT_NO } from '#shared/workflow/rules'
import { NotFoundError } from '../errors'
import { workAccessOf } from '../http/workAccess'
import type { Services } from '../services'
import { signedInMobile } from './applications'
import { ipLimit } from '../http/limits'
import { documentIpLimit } from './documents'
import type { RouterDeps } from '.'
import { parseInput } from '../validation/parse'

const notFound = () => new NotFoundError('No application was found for this number and mobile. Check both and try again.')

const pdfQuery = z.object({ lang: z.enum(['en', 'as'], { error: "lang must be 'en' or 'as'" }).default('en') })

/**
 * The item `workNo` when this request may open it (the same rule as GET /api/applications/:workNo:
 * a number this browser made or proved, or a signed-in consumer with the applicant's mobile);
 * 404 otherwise, the same answer as an unknown number.
 */
export async function openedItem(services: Services, req: Request, raw: unknown): Promise<WorkItem> {
  const workNo = String(raw ?? '').toUpperCase()
  if (!APPLICATION_NO.test(workNo) && !COMPLAINT_NO.test(workNo)) throw notFound()
  const item = await services.workflow.openFor(workNo, { granted: workAccessOf(req, services), mobile: await signedInMobile(services, req) })
  if (!item) throw notFound()
  return item
}

/**
 * An application's fee and acknowledgement (issue 10 §3, ADR 018; docs/openapi.yaml), for
 * whoever may open the application:
 *   POST /api/applications/:workNo/fee-order  { locale?, amountPaise? } → 201 a payment order
 *        (redirectUrl: the gateway), 200 the open one again; 409 feeNotDue / feeAlreadyPaid / feeChanged
 *   GET  /api/applications/:workNo/ack.pdf?lang=en|as → the acknowledgement as a PDF (attachment)
 */
export function applicationFeesRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '2kb' })

  router.post('/applications/:workNo/fee-order', ipLimit(services, 'payment-order', config), json, async (req, res) => {
    const item = await openedItem(services, req, req.params.workNo)
    const { created, order } = await services.payments.applicationFees.createOrder(item.workNo, req.body ?? {})
    res.setHeader('Cache-Control', 'no-store')
    res.status(created ? 201 : 200).json(order)
  })

  router.get('/applications/:workNo/ack.pdf', documentIpLimit(services), async (req, res) => {
    const { lang } = parseInput(pdfQuery, req.query)
    const item = await openedItem(services, req, req.params.workNo)
    const pdf = await services.ackDocuments.pdf(item, lang)
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="${pdf.filename}"`)
    res.setHeader('Content-Length', String(pdf.bytes.length))
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.end(pdf.bytes)
  })

  return router
}
