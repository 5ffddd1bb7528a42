import express, { Router, type Request } from 'express'
import { z } from 'zod'
import type { WorkItem } from '#shared/workflow/contract'
import { otsRegisterSchema, otsStartSchema, otsStatusVerifySchema } from '#shared/workflow/forms/ots'
import { APPLICATION_NO } from '#shared/workflow/rules'
import { NotFoundError } from '../errors'
import { offerOfItem } from '../services/applications/ots'
import { renderOtsOfferPdf } from '../services/documents/otsOffer'
import { grantWorkAccess, workAccessOf } from '../http/workAccess'
import { ipLimit } from '../http/limits'
import { otpSendVia } from '../http/otpSend'
import { signedInMobile } from './applications'
import { documentIpLimit } from './documents'
import type { RouterDeps } from '.'
import { parseInput } from '../validation/parse'

const pdfQuery = z.object({ lang: z.enum(['en', 'as'], { error: "lang must be 'en' or 'as'" }).default('en') })

const notFound = () => new NotFoundError('No settlement was found for this number. Check it, or find it with your consumer number and an OTP.')

/**
 * The one-time settlement's JSON API (issue 10 §3; docs/openapi.yaml); the pages' forms post
 * to /website/OneTimeSettlement and /website/OTSStatus (server/routes/forms/ots.ts).
 *   POST /api/ots/otp            { consNo } → { status, preview } (eligible; the OTP sent to the registered mobile)
 *   POST /api/ots                { consNo, otp, instalments } → 201 { status, application } (kind 'ots', data.offer)
 *   POST /api/ots/status/otp     { consNo } → { status, mobileMasked }
 *   POST /api/ots/status         { consNo, otp } → { status, application } (the latest settlement; this browser may open it)
 *   GET  /api/ots/:applNo        → { status, application } (this browser's or the signed-in applicant's)
 *   GET  /api/ots/:applNo/pdf?lang=en|as → the settlement offer (PDF), same access
 * Refusals of a form: 400 INVALID with errors[] { path, message, problem }: otsNoArrears,
 * otsNoScheme, otsTooRecent, otsTooSmall, otsAlreadyRegistered, otsNone, noMobile, otpWrong, …
 */
export function otsRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const body = [express.json({ limit: '4kb' }), express.urlencoded({ extended: false, limit: '4kb' })]
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  }
  const limit = ipLimit(services, 'ots', config)

  router.post('/ots/otp', noStore, limit, ...body, async (req, res) => {
    const { consNo } = parseInput(otsStartSchema, req.body ?? {})
    res.json({ status: 'success', preview: await services.ots.start(consNo, otpSendVia(req, services, 'form')) })
  })

  router.post('/ots', noStore, limit, ...body, async (req, res) => {
    const item = await services.ots.register(parseInput(otsRegisterSchema, req.body ?? {}), req.query.lang === 'as' ? 'as' : 'en')
    grantWorkAccess(req, res, services, item.workNo, config.isProduction)
    res.status(201).json({ status: 'success', application: item })
  })

  router.post('/ots/status/otp', noStore, limit, ...body, async (req, res) => {
    const { consNo } = parseInput(otsStartSchema, req.body ?? {})
    const sent = await services.ots.statusStart(consNo, otpSendVia(req, services, 'form'))
    res.json({ status: 'success', mobileMasked: sent.mobileMasked })
  })

  router.post('/ots/status', noStore, limit, ...body, async (req, res) => {
    const { consNo, otp } = parseInput(otsStatusVerifySchema, req.body ?? {})
    const workNo = await services.ots.statusVerify(consNo, otp)
    grantWorkAccess(req, res, services, workNo, config.isProduction)
    res.json({ status: 'success', application: await services.workflow.byNo(workNo) })
  })

  /** The settlement of :applNo when this browser made or proved it, or its applicant is signed in (as applications' openItem). */
  async function openSettlement(req: Request): Promise<WorkItem> {
    const workNo = String(req.params.applNo).toUpperCase()
    if (!APPLICATION_NO.test(workNo)) throw notFound()
    const item = await services.workflow.openFor(workNo, { granted: workAccessOf(req, services), mobile: await signedInMobile(services, req) })
    if (!item || item.kind !== 'ots') throw notFound()
    return item
  }

  router.get('/ots/:applNo', noStore, async (req, res) => {
    res.json({ status: 'success', application: await openSettlement(req) })
  })

  router.get('/ots/:applNo/pdf', noStore, documentIpLimit(services), async (req, res) => {
    const { lang } = parseInput(pdfQuery, req.query)
    const item = await openSettlement(req)
    const offer = offerOfItem(item)
    if (!offer) throw notFound()
    const bytes = await renderOtsOfferPdf({ item, offer, lang, phone: config.SUPPORT_PHONE })
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="OTS-${item.workNo}-${lang}.pdf"`)
    res.setHeader('Content-Length', String(bytes.length))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.end(bytes)
  })

  return router
}
