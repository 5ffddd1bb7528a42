import express, { Router } from 'express'
import { z } from 'zod'
import { MESSAGES } from '#shared/messages'
import { mobileNotRegistered } from '../errors'
import { loginCsrfCheck } from '../http/csrf'
import { OtpInvalidError } from '../services/otp'
import type { RouterDeps } from '.'
import { ALREADY_LOGGED_IN } from './auth'
import { clientMeta, sessionToken, setSessionCookie } from '../http/consumerSession'
import { ipLimit } from '../http/limits'
import { sendOtpAnswer } from '../http/otpSend'
import { requestLocale } from '../http/requestLocale'
import { consumerNoField, mobileField, otpField } from '../validation/fields'
import { parseInput } from '../validation/parse'

const fetchQuery = z.object({ mobile_no: mobileField })
const mobQuery = z.object({ mobNo: mobileField })
const validateQuery = z.object({ mobNo: mobileField, otpNo: otpField })
const detailsBody = z.object({ consNo: consumerNoField, mobileNo: mobileField.optional() })

/**
 * The consumer calls of spec §7 under /api: the desktop header login (registered check,
 * generate / regenerate / validate OTP) and the consumer details of a signed-in mobile.
 */
export function consumerRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '8kb' })

  router.post('/fetchConsumer', ipLimit(services, 'fetchConsumer', config), async (req, res) => {
    const { mobile_no } = parseInput(fetchQuery, req.query)
    const consumers = await services.billing.consumersByMobile(mobile_no)
    res.setHeader('Cache-Control', 'no-store')
    // an anonymous caller learns only whether the mobile is registered, never its consumer numbers
    if (consumers.length === 0) {
      res.json({ status: 'success', registered: false, message: MESSAGES.mobileNotRegistered })
      return
    }
    res.json({ status: 'success', registered: true })
  })

  for (const path of ['/generateOtp', '/reGenerateOtp']) {
    router.post(path, ipLimit(services, path.slice(1), config), async (req, res) => {
      const { mobNo } = parseInput(mobQuery, req.query)
      const consumers = await services.billing.consumersByMobile(mobNo)
      if (consumers.length === 0) throw mobileNotRegistered()
      // one session per mobile, as in the login dialog: the other session is ended only by a force logout
      if (await services.consumerSessions.hasActive(mobNo)) {
        res.status(409).json({ status: 'error', code: 'ALREADY_LOGGED_IN', message: ALREADY_LOGGED_IN })
        return
      }
      await sendOtpAnswer(services, req, res, config, mobNo, 'desktop')
    })
  }

  router.post('/validateOtp', loginCsrfCheck, ipLimit(services, 'validateOtp', config), async (req, res) => {
    const { mobNo, otpNo } = parseInput(validateQuery, req.query)
    try {
      await services.otp.verify(mobNo, 'desktop', otpNo)
    } catch (err) {
      if (!(err instanceof OtpInvalidError)) throw err
      res.status(400).json({ status: 'error', message: 'INVALID', code: err.code, reason: err.reason, detail: err.message, attemptsLeft: err.attemptsLeft })
      return
    }
    // the desktop login signs in too (cookie): the dashboard trusts the session, never ?mobile=
    const consumers = await services.billing.consumersByMobile(mobNo)
    const token = await services.consumerSessions.create(mobNo, clientMeta(req))
    // the language the consumer signed in in is the one of their SMS from now on
    const locale = requestLocale(req)
    if (locale) await services.smsLanguage.record(mobNo, locale)
    setSessionCookie(res, config, services, token)
    res.setHeader('Cache-Control', 'no-store')
    // the page keeps the session-storage keys of spec §3 (accessToken, consList, mobile, selectedCons)
    res.json({ message: 'VALID', accessToken: token, consList: consumers.map((c) => c.consumerNo), connType: consumers[0]?.connType ?? null })
  })

  router.post('/web/auth/getConsDetails', json, async (req, res) => {
    const session = await services.consumerSessions.authenticate(sessionToken(req, services))
    const { consNo, mobileNo } = parseInput(detailsBody, req.body ?? {})
    const consumer = mobileNo === undefined || mobileNo === session.mobile ? await services.billing.consumer(consNo) : null
    res.setHeader('Cache-Control', 'no-store')
    // another mobile's consumer and an unknown number get the same answer: nothing leaks.
    // Spec §7: the answer's `message` carries the outcome ('00' found, else not), with HTTP 200.
    if (!consumer || consumer.mobile !== session.mobile) {
      res.json({ message: '01', code: 'CONSUMER_NOT_FOUND', detail: MESSAGES.consumerNotFound })
      return
    }
    res.json({
      message: '00',
      connType: consumer.connType,
      consumer: {
        consumerNo: consumer.consumerNo,
        name: consumer.name,
        address: consumer.address,
        connType: consumer.connType,
        tariffCategory: consumer.tariffCategory,
        connectedLoadKw: consumer.connectedLoadKw,
        meterNo: consumer.meterNo,
        status: consumer.status,
        division: consumer.divisionCode,
      },
    })
  })

  return router
}
