import { Router, type Response } from 'express'
import express from 'express'
import { solarLandSchema, SOLAR_LAND_FILES, solarLandWarnings } from '#shared/workflow/forms/solar'
import { schemeConsumerSchema, surchargeWaiverSchema, vldLoadSchema, vldSchema } from '#shared/workflow/forms/schemes'
import type { WorkItem } from '#shared/workflow/contract'
import { requireForm } from '../http/formPosts'
import { proofOfWorkForFiles, uploadFields, type UploadSlot } from '../http/uploads'
import { grantWorkAccess } from '../http/workAccess'
import { ipLimit } from '../http/limits'
import { otpSendVia } from '../http/otpSend'
import type { RouterDeps } from '.'
import { parseInput } from '../validation/parse'

export const SOLAR_LAND_SLOTS: readonly UploadSlot[] = SOLAR_LAND_FILES.map(({ name, required }) => ({ name, required }))

/**
 * The schemes' JSON API (issue 10 §3; docs/openapi.yaml):
 *   POST /api/schemes/solar-land               multipart: the offer, landRecord, landMap? → 201 { status, application, warnings }
 *   POST /api/schemes/surcharge-waiver/otp     { consNo } → { status, eligibility, mobileMasked, resendAfterSeconds }
 *   POST /api/schemes/surcharge-waiver         { consNo, otp, declaration } → 201 { status, application }
 *   POST /api/schemes/vld/otp                  { consNo } → { status, record, mobileMasked, resendAfterSeconds }
 *   POST /api/schemes/vld/quote                { consNo, declaredLoadKw, phase } → { status, quote }
 *   POST /api/schemes/vld                      { consNo, declaredLoadKw, phase, otp, declaration } → 201 { status, application }
 * Refusals: 400 INVALID with errors[] { path, message, problem } (forms:problems.<problem>); a
 * consumer who is not eligible is refused on `consNo` with the reason's problem key.
 */
export function schemesRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '8kb' })
  const form = express.urlencoded({ extended: false, limit: '4kb' })
  const secure = config.isProduction
  const schemes = services.applications.schemes
  const lang = (q: unknown): 'en' | 'as' => (q === 'as' ? 'as' : 'en')
  const limit = ipLimit(services, 'application', config)
  const otpLimit = ipLimit(services, 'scheme-otp', config)

  const created = (res: Response, item: WorkItem, extra: Record<string, unknown> = {}) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(201).json({ status: 'success', application: item, ...extra })
  }
  const record = (c: { connectedLoadKw: number; phase: number; tariffCategory: string; name: string }) => ({
    name: c.name,
    connectedLoadKw: c.connectedLoadKw,
    phase: c.phase >= 3 ? '3' : '1',
    tariffCategory: c.tariffCategory,
  })

  router.post('/schemes/solar-land', limit, proofOfWorkForFiles(services), uploadFields(SOLAR_LAND_SLOTS), json, async (req, res) => {
    const { value, files } = await requireForm(req, res, solarLandSchema, SOLAR_LAND_SLOTS)
    const item = await schemes.solarLand(value, files, lang(req.query.lang))
    grantWorkAccess(req, res, services, item.workNo, secure)
    created(res, item, { warnings: solarLandWarnings(value) })
  })

  router.post('/schemes/surcharge-waiver/otp', otpLimit, json, form, async (req, res) => {
    const { consNo } = parseInput(schemeConsumerSchema, req.body ?? {})
    const started = await schemes.waiverStart(consNo, otpSendVia(req, services, 'form'))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'success', eligibility: started.eligibility, mobileMasked: started.mobileMasked, resendAfterSeconds: started.resendAfterSeconds })
  })

  router.post('/schemes/surcharge-waiver', limit, json, form, async (req, res) => {
    const input = parseInput(surchargeWaiverSchema, req.body ?? {})
    const item = await schemes.waiverSubmit(input, lang(req.query.lang))
    grantWorkAccess(req, res, services, item.workNo, secure)
    created(res, item)
  })

  router.post('/schemes/vld/otp', otpLimit, json, form, async (req, res) => {
    const { consNo } = parseInput(schemeConsumerSchema, req.body ?? {})
    const started = await schemes.vldStart(consNo, otpSendVia(req, services, 'form'))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'success', record: record(started.consumer), mobileMasked: started.mobileMasked, resendAfterSeconds: started.resendAfterSeconds })
  })

  router.post('/schemes/vld/quote', limit, json, form, async (req, res) => {
    const input = parseInput(vldLoadSchema, req.body ?? {})
    const quote = await schemes.vldPreview(input.consNo, input)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'success', quote })
  })

  router.post('/schemes/vld', limit, json, form, async (req, res) => {
    const input = parseInput(vldSchema, req.body ?? {})
    const item = await schemes.vldSubmit(input, lang(req.query.lang))
    grantWorkAccess(req, res, services, item.workNo, secure)
    created(res, item)
  })

  return router
}
