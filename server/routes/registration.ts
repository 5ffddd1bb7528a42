import express, { Router } from 'express'
import { mobileChangeStartSchema, mobileChangeVerifySchema, registrationStartSchema, registrationVerifySchema } from '#shared/forms/registration'
import { parseForm } from '../services/forms'
import { grantWorkAccess } from '../http/workAccess'
import { ipLimit } from './consumerInput'
import type { RouterDeps } from '.'

/**
 * Consumer registration's JSON API (issue 10 §3; docs/openapi.yaml). The forms without
 * JavaScript post to /website/ConsumerRegistration (server/routes/forms/registration.ts) and
 * call the same service.
 *   POST /api/registration/otp                 { consNo, mobile, billAmount? } → { status, step }
 *   POST /api/registration                     { consNo, mobile, billAmount?, otp } → 201 { status, registration }
 *   POST /api/registration/mobile-change/otp   { consNo, mobile, applicantName, billAmount } → { status, step }
 *   POST /api/registration/mobile-change       { …, otp } → 201 { status, application }
 * Refusals: 400 INVALID with errors[] { path, message, problem } (forms:problems.<problem>):
 * consumerNotFound, linkedToOther (params.mobile: the masked mobile on record), alreadyRegistered,
 * billAmountNeeded, billAmountWrong, noBillForProof, otpWrong, pendingRequest, …
 */
export function registrationRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const body = [express.json({ limit: '4kb' }), express.urlencoded({ extended: false, limit: '4kb' })]
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  }
  const lang = (q: unknown) => (q === 'as' ? 'as' : 'en')

  router.post('/registration/otp', noStore, ipLimit(services, 'registration', config), ...body, async (req, res) => {
    const step = await services.registration.start(parseForm(registrationStartSchema, req.body ?? {}))
    res.json({ status: 'success', step })
  })

  router.post('/registration', noStore, ipLimit(services, 'registration', config), ...body, async (req, res) => {
    const done = await services.registration.verify(parseForm(registrationVerifySchema, req.body ?? {}))
    res.status(201).json({ status: 'success', registration: { consumerNo: done.consumerNo, mobileMasked: done.mobileMasked, method: done.method } })
  })

  router.post('/registration/mobile-change/otp', noStore, ipLimit(services, 'registration', config), ...body, async (req, res) => {
    const step = await services.registration.startChange(parseForm(mobileChangeStartSchema, req.body ?? {}))
    res.json({ status: 'success', step })
  })

  router.post('/registration/mobile-change', noStore, ipLimit(services, 'registration', config), ...body, async (req, res) => {
    const item = await services.registration.requestChange(parseForm(mobileChangeVerifySchema, req.body ?? {}), lang(req.query.lang))
    grantWorkAccess(req, res, services, item.workNo, config.isProduction)
    res.status(201).json({ status: 'success', application: item })
  })

  return router
}
