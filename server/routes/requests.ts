import { Router, type Response } from 'express'
import express from 'express'
import { changeRequestSchema, holdingLookupSchema, holdingUpdateSchema, requestOtpApiSchema, tanUpdateSchema } from '#shared/workflow/forms/requests'
import type { WorkItem } from '#shared/workflow/contract'
import { requireForm } from '../http/formPosts'
import { proofOfWorkForFiles, uploadFields } from '../http/uploads'
import { grantWorkAccess } from '../http/workAccess'
import { ipLimit } from '../http/limits'
import { otpSendVia } from '../http/otpSend'
import { CHANGE_SLOTS, changeSlotsFor } from './forms/requests'
import type { RouterDeps } from '.'
import { parseInput } from '../validation/parse'

/**
 * The requests on an existing connection, proven by an OTP to the consumer number's
 * registered mobile (issue 10 §3; docs/openapi.yaml):
 *   POST /api/requests/otp      { consNo, kind? }  → { status, mobileMasked, resendAfterSeconds }
 *   POST /api/requests/change   { consNo, otp, kind, …the change's fields, remarks?, declaration }
 *                               (multipart with `document` for a name change) → 201 { status, application }
 *   POST /api/requests/tan      { consNo, otp, tan }       → 201 { status, application } (completed)
 *   GET  /api/requests/holding?consNo=                      → { status, holding: { consumerNo, onRecord, holdingMasked } }
 *   POST /api/requests/holding  { consNo, otp, holdingNo } → 201 { status, application } (completed)
 * Refusals: 400 INVALID with errors[] { path, message, problem, params? } (forms:problems.<problem>),
 * e.g. consumerNotFound, noMobile, otpWrong, pendingRequest { no }, tanInvalid; 429 for the limits.
 */
export function requestsRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '8kb' })
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 40 })
  const secure = config.isProduction
  const lang = (q: unknown): 'en' | 'as' => (q === 'as' ? 'as' : 'en')

  const answer = (res: Response, item: WorkItem) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(201).json({ status: 'success', application: item })
  }

  router.post('/requests/otp', ipLimit(services, 'request-otp', config), json, form, async (req, res) => {
    const { consNo, kind } = parseInput(requestOtpApiSchema, req.body ?? {})
    const sent = await services.requests.sendOtp(consNo, kind, otpSendVia(req, services, 'form'))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'success', mobileMasked: sent.mobileMasked, resendAfterSeconds: sent.resendAfterSeconds })
  })

  router.post('/requests/change', ipLimit(services, 'application', config), proofOfWorkForFiles(services), uploadFields(CHANGE_SLOTS), json, form, async (req, res) => {
    const { value, files } = await requireForm(req, res, changeRequestSchema, changeSlotsFor(req.body))
    const item = await services.requests.change(value, files, lang(req.query.lang))
    grantWorkAccess(req, res, services, item.workNo, secure)
    answer(res, item)
  })

  router.post('/requests/tan', ipLimit(services, 'application', config), json, form, async (req, res) => {
    const value = parseInput(tanUpdateSchema, req.body ?? {})
    const item = await services.requests.updateTan(value, lang(req.query.lang))
    grantWorkAccess(req, res, services, item.workNo, secure)
    answer(res, item)
  })

  router.get('/requests/holding', ipLimit(services, 'holding-lookup', config), async (req, res) => {
    const { consNo } = parseInput(holdingLookupSchema, { consNo: typeof req.query.consNo === 'string' ? req.query.consNo : undefined })
    const holding = await services.requests.holdingLookup(consNo)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'success', holding })
  })

  router.post('/requests/holding', ipLimit(services, 'application', config), json, form, async (req, res) => {
    const value = parseInput(holdingUpdateSchema, req.body ?? {})
    const item = await services.requests.updateHolding(value, lang(req.query.lang))
    grantWorkAccess(req, res, services, item.workNo, secure)
    answer(res, item)
  })

  return router
}
