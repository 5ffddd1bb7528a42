import express, { Router } from 'express'
import { mobileChangeStartSchema, mobileChangeVerifySchema, registrationStartSchema, registrationVerifySchema } from '#shared/workflow/forms/registration'
import { requireForm } from '../http/formPosts'
import { proofOfWorkForFiles, uploadFields } from '../http/uploads'
import { IDENTITY_SLOTS } from './forms/registration'
import { grantWorkAccess } from '../http/workAccess'
import { ipLimit } from '../http/limits'
import { otpSendVia } from '../http/otpSend'
import type { RouterDeps } from '.'
import { parseInput } from '../validation/parse'

/**
 * Consumer registration's JSON API (issue 10 §3, issue 27 §1; docs/openapi.yaml). The forms
 * without JavaScript post to /website/ConsumerRegistration (server/routes/forms/registration.ts)
 * and call the same service.
 *   POST /api/registration/otp                 { consNo, mobile } → { status, step } (step.method:
 *                                              'otp_on_record', or 'officer_check' when no mobile is on record)
 *   POST /api/registration                     { consNo, mobile, otp } → 201 { status, registration } (mobile on record);
 *                                              no mobile on record: multipart (X-Altcha) with applicantName and `document`
 *                                              → 202 { status, pending: true, application } (an officer approves it)
 *   POST /api/registration/mobile-change/otp   { consNo, mobile, applicantName } → { status, step }
 *   POST /api/registration/mobile-change       multipart (X-Altcha) { …, otp, document } → 201 { status, application }
 * Refusals: 400 INVALID with errors[] { path, message, problem } (forms:problems.<problem>):
 * consumerNotFound, linkedToOther (params.mobile: the masked mobile on record), alreadyRegistered,
 * nameEmpty, fileMissing (document), otpWrong, pendingRequest, …
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
    const step = await services.registration.start(parseInput(registrationStartSchema, req.body ?? {}), otpSendVia(req, services, 'form'))
    res.json({ status: 'success', step })
  })

  router.post('/registration', noStore, ipLimit(services, 'registration', config), proofOfWorkForFiles(services), uploadFields(IDENTITY_SLOTS), ...body, async (req, res) => {
    const { value, files } = await requireForm(req, res, registrationVerifySchema, IDENTITY_SLOTS)
    const done = await services.registration.verify(value, files, lang(req.query.lang))
    if ('request' in done) {
      // held for an officer's approval: nothing is linked yet
      grantWorkAccess(req, res, services, done.request.workNo, config.isProduction)
      return void res.status(202).json({ status: 'success', pending: true, application: done.request })
    }
    const { linked } = done
    res.status(201).json({ status: 'success', registration: { consumerNo: linked.consumerNo, mobileMasked: linked.mobileMasked, method: linked.method } })
  })

  router.post('/registration/mobile-change/otp', noStore, ipLimit(services, 'registration', config), ...body, async (req, res) => {
    const step = await services.registration.startChange(parseInput(mobileChangeStartSchema, req.body ?? {}), otpSendVia(req, services, 'form'))
    res.json({ status: 'success', step })
  })

  router.post('/registration/mobile-change', noStore, ipLimit(services, 'registration', config), proofOfWorkForFiles(services), uploadFields(IDENTITY_SLOTS), ...body, async (req, res) => {
    const { value, files } = await requireForm(req, res, mobileChangeVerifySchema, IDENTITY_SLOTS)
    const item = await services.registration.requestChange(value, files, lang(req.query.lang))
    grantWorkAccess(req, res, services, item.workNo, config.isProduction)
    res.status(201).json({ status: 'success', application: item })
  })

  return router
}
