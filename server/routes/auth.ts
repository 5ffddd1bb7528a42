import express, { Router } from 'express'
import { z } from 'zod'
import { MESSAGES } from '#shared/messages'
import { mobileNotRegistered } from '../errors'
import { loginCsrfCheck } from '../http/csrf'
import { OtpInvalidError } from '../services/otp'
import type { RouterDeps } from '.'
import { clearSessionCookie, clientMeta, sessionToken, setSessionCookie } from '../http/consumerSession'
import { ipLimit } from '../http/limits'
import { sendOtpAnswer } from '../http/otpSend'
import { requestLocale } from '../http/requestLocale'
import { mobileField, otpField } from '../validation/fields'
import { parseInput } from '../validation/parse'

/** The answer the login modal turns into the Force Logout panel (spec §8). */
export const ALREADY_LOGGED_IN = 'already logged in'

const loginBody = z.object({
  mobileNo: mobileField,
  // see docs/decisions/007-consumer-login.md: the client's claim is validated but not trusted; the server answers
  // type 'new' for the first login after a registration (consumer_registrations), 'old' otherwise
  type: z.enum(['new', 'old'], { error: "type must be 'new' or 'old'" }).default('old'),
  src: z.enum(['portal', 'portal-fl'], { error: "src must be 'portal' or 'portal-fl'" }).default('portal'),
})
const verifyBody = z.object({
  mobileNo: mobileField,
  otpNo: otpField,
  src: z.enum(['portal'], { error: "src must be 'portal'" }).default('portal'),
})
const forceLogoutBody = z.object({ mobileNo: mobileField, otpNo: otpField })

/**
 * The mobile-app backend of spec §7 under /auth: login by mobile and OTP with one active
 * session per mobile, force logout of the other session, logout.
 */
export function authRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  router.use(express.json({ limit: '8kb' }))
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })

  router.post('/login', ipLimit(services, 'login', config), async (req, res) => {
    const { mobileNo, src } = parseInput(loginBody, req.body ?? {})
    const consumers = await services.billing.consumersByMobile(mobileNo)
    if (consumers.length === 0) throw mobileNotRegistered()
    if (src === 'portal' && (await services.consumerSessions.hasActive(mobileNo))) {
      res.status(409).json({ status: 'error', code: 'ALREADY_LOGGED_IN', message: ALREADY_LOGGED_IN })
      return
    }
    // the first login after the mobile was registered (/ConsumerRegistration) is answered type 'new', whatever the client claims
    // (an ordinary login's answer stays as it was: no `type` means 'old')
    const isNew = src === 'portal' && (await services.registration.firstLoginPending(mobileNo))
    await sendOtpAnswer(services, req, res, config, mobileNo, src === 'portal' ? 'login' : 'force-logout', isNew ? { type: 'new' } : {})
  })

  router.post('/otp/verify', loginCsrfCheck, ipLimit(services, 'otp-verify', config), async (req, res) => {
    const { mobileNo, otpNo } = parseInput(verifyBody, req.body ?? {})
    try {
      await services.otp.verify(mobileNo, 'login', otpNo)
    } catch (err) {
      if (!(err instanceof OtpInvalidError)) throw err
      res.status(400).json({ status: 'error', code: err.code, message: MESSAGES.otpWrongLong, reason: err.reason, detail: err.message })
      return
    }
    const consumers = await services.billing.consumersByMobile(mobileNo)
    if (consumers.length === 0) throw mobileNotRegistered()
    const accessToken = await services.consumerSessions.create(mobileNo, clientMeta(req))
    // the language the consumer signed in in is the one of their SMS from now on
    const locale = requestLocale(req)
    if (locale) await services.smsLanguage.record(mobileNo, locale)
    // the first login after a registration: recorded once (the dashboard welcomes it once)
    const firstLogin = await services.registration.markFirstLogin(mobileNo)
    setSessionCookie(res, config, services, accessToken)
    res.json({
      status: 'success',
      ...(firstLogin ? { type: 'new' } : {}),
      accessToken,
      consList: consumers.map((c) => c.consumerNo),
      message: MESSAGES.otpVerified,
      connType: consumers[0].connType,
    })
  })

  router.post('/forceLogout', ipLimit(services, 'forceLogout', config), async (req, res) => {
    const { mobileNo, otpNo } = parseInput(forceLogoutBody, req.body ?? {})
    try {
      await services.otp.verify(mobileNo, 'force-logout', otpNo)
    } catch (err) {
      if (!(err instanceof OtpInvalidError)) throw err
      res.status(400).json({ status: 'error', code: err.code, message: MESSAGES.forceLogoutFailed, reason: err.reason, detail: err.message })
      return
    }
    await services.consumerSessions.revokeAllFor(mobileNo)
    res.json({ status: 'success', message: MESSAGES.forceLogoutSuccess })
  })

  router.post('/logout', async (req, res) => {
    const token = sessionToken(req, services)
    const revoked = token ? await services.consumerSessions.revoke(token) : false
    clearSessionCookie(res, config, services)
    res.json({ status: 'success', revoked })
  })

  return router
}
