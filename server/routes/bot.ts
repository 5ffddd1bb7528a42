import { createHash, timingSafeEqual } from 'node:crypto'
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import { z } from 'zod'
import { maskMobile } from '#shared/billing/input'
import { BOT_PATH, CHAT_KEY_HEADER, CHAT_TOKEN_HEADER, isChatEmail, isChatMobile, isChatOtp, normalizeChatConsumerNo, readChatConsumerNo, type ChatExpect } from '#shared/chat/contract'
import type { Consumer } from '#shared/billing/contract'
import { MESSAGES, OTP_CHECK_MESSAGES } from '#shared/messages'
import { normalizeDigits, normalizeMobile } from '#shared/input/fields'
import { isClientAbort, toAppError } from '../http/errors'
import { TooManyRequestsError } from '../errors'
import { OtpInvalidError } from '../services/otp'
import { botResponse, ChatSessionError, chatText, errorWords, readMenuMessage, type ChatLang, type ChatReply, type ChatSession } from '../services/chat'
import type { RouterDeps } from '.'
import { ipLimit, perIpLimit } from '../http/limits'
import { otpSendVia, setOtpFlowCookie } from '../http/otpSend'
import type { OtpSendOutcome } from '../services/otpSend'

/** The general per-IP limit of the bot, whatever the request: the menu cannot be hammered. */
export const BOT_IP_LIMIT = { limit: 300, windowMs: 15 * 60_000 } as const

/** The headers a cross-origin widget sends (the CORS preflight allows exactly these). */
const ALLOWED_HEADERS = ['Content-Type', CHAT_KEY_HEADER, CHAT_TOKEN_HEADER, 'X-Altcha', 'Accept-Language'].join(', ')

/** One text field of the bot request: a string of at most `max` characters (null: absent, as legacy clients send it). */
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? undefined)
const yn = (name: string) =>
  z
    .enum(['Y', 'N'], { error: `${name} must be 'Y' or 'N'` })
    .nullish()
    .transform((v) => v ?? undefined)

/** Spec §3 bot request (every field optional; `lang` is ours). Unknown fields are ignored. */
const botRequestSchema = z.object(
  {
    consNo: text('consNo', 100),
    otpReq: yn('otpReq'),
    otpValidate: yn('otpValidate'),
    otp: text('otp', 20).transform((v) => (v === undefined ? v : normalizeDigits(v))),
    isMenu: yn('isMenu'),
    mobNo: text('mobNo', 20).transform((v) => (v === undefined ? v : normalizeMobile(v))),
    email: text('email', 254),
    applNo: text('applNo', 40),
    botMsg: text('botMsg', 500),
    lang: z
      .enum(['en', 'as'], { error: "lang must be 'en' or 'as'" })
      .nullish()
      .transform((v) => v ?? undefined),
  },
  { error: 'The request body must be a JSON object' },
)
type BotRequestBody = z.output<typeof botRequestSchema>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The language of a request before its body is read: Accept-Language starting with 'as', else English. */
function headerLang(req: Request): ChatLang {
  return /^\s*as\b/i.test(req.get('accept-language') ?? '') ? 'as' : 'en'
}

/** What the widget should ask again after a refusal of this (possibly malformed) request. */
function expectOf(body: unknown, hasToken: boolean): ChatExpect {
  if (!isObject(body)) return hasToken ? 'menu' : 'consNo'
  if (body.mobNo !== undefined) return body.otpValidate === 'Y' ? 'mobOtp' : 'mobNo'
  if (body.email !== undefined) return 'email'
  if (body.applNo !== undefined) return 'applNo'
  if (body.isMenu !== undefined || hasToken) return 'menu'
  if (body.otpValidate !== undefined) return 'otp'
  return 'consNo'
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest()

/**
 * `POST /bot/bs/getBotResponse` (spec §7, issue 12, ADR 021): the chat assistant. Every
 * answer, refusals included, is a full BotResponse (shared/chat/contract.ts) with its HTTP status.
 * In order: Origin (403; CORS for PUBLIC_ORIGIN when the bot has a host of its own), the
 * general per-IP limit (429), the static API key (401), the body (400); then the request's
 * step: the OTP to the registered mobile, its validation (a chat session), and the requests
 * of that session (X-Chat-Token): the menu's answers, the mobile and e-mail updates and an
 * application's status.
 */
export function botRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const chat = services.chat
  const path = BOT_PATH.replace(/^\/bot/, '')
  const publicOrigin = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : undefined
  /** the site's origin (PUBLIC_ORIGIN, or the demo's localhost): the links of a client without Origin */
  const siteOrigin = new URL(config.publicOrigin).origin
  // Spec §6: 'Chat calls carry a static API key header', kept as the spec's legacy choice. The
  // key is in every page, so it is no secret; it is compared in constant time all the same
  // (both sides hashed first, so their lengths match and nothing leaks through timing).
  const expectedKey = sha256(config.botApiKey)
  const chatOtpLimit = ipLimit(services, 'chat-otp', config)

  const langOf = (res: Response): ChatLang => (res.locals.chatLang as ChatLang | undefined) ?? 'en'
  const send = (res: Response, reply: ChatReply) => {
    res.status(reply.status).json(botResponse(reply, langOf(res)))
  }
  /** A refusal; `expect` 'consNo' sends the widget back to the consumer number (otpGenerated N). */
  const refuse = (res: Response, status: number, words: string, expect: ChatExpect, more: Partial<ChatReply> = {}) => send(res, { status, ok: false, expect, text: words, ...more })

  /**
   * The Origin rule: the request's own origin, or PUBLIC_ORIGIN's (then the answer carries CORS).
   * No Origin header at all: a non-browser client (spec §6: the static key is what it shows).
   * A browser sends Origin with every POST, and X-Api-Key needs a CORS preflight cross-origin,
   * so only a client that could write any Origin omits it; it gets no CORS, and its links name
   * the site's public origin (never the request's Host).
   */
  function originOf(req: Request): { origin: string; cross: boolean } | null {
    const origin = req.get('origin')
    if (origin === undefined) return { origin: siteOrigin, cross: false }
    if (!origin) return null
    if (origin === `${req.protocol}://${req.get('host')}`) return { origin, cross: false }
    if (publicOrigin && origin === publicOrigin) return { origin, cross: true }
    return null
  }

  const start: RequestHandler = (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    res.vary('Origin')
    res.locals.chatLang = headerLang(req)
    const allowed = originOf(req)
    if (!allowed) {
      return refuse(res, 403, errorWords(langOf(res), { code: 'FORBIDDEN', message: 'This page may not call the chat assistant (Origin not allowed).' }), 'consNo')
    }
    res.locals.chatOrigin = allowed.origin
    if (allowed.cross) {
      res.setHeader('Access-Control-Allow-Origin', allowed.origin)
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After')
    }
    next()
  }

  const generalLimit = perIpLimit(services, {
    name: 'bot',
    limit: BOT_IP_LIMIT.limit,
    windowMs: BOT_IP_LIMIT.windowMs,
    message: 'Too many requests from this network. Please try again later.',
    scope: 'network',
  })

  const apiKey: RequestHandler = (req, res, next) => {
    const given = req.get(CHAT_KEY_HEADER)
    if (given !== undefined && timingSafeEqual(sha256(given), expectedKey)) return next()
    const english = given === undefined ? `The ${CHAT_KEY_HEADER} header is required.` : `The ${CHAT_KEY_HEADER} header is not valid.`
    refuse(res, 401, errorWords(langOf(res), { code: 'FORBIDDEN', message: english }), 'consNo')
  }

  /** The per-IP limit of the OTP paths (the login's AUTH_IP_LIMIT), on each OTP send and check. */
  const otpLimit = (req: Request, res: Response) => new Promise<void>((resolve, reject) => void chatOtpLimit(req, res, (err?: unknown) => (err ? reject(err) : resolve())))

  /** A limit's refusal: its words in the request's language, Retry-After, and what to ask next. */
  function limited(res: Response, err: TooManyRequestsError, expect: ChatExpect, more: Partial<ChatReply> = {}) {
    if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds))
    refuse(res, 429, errorWords(langOf(res), { code: err.code, message: err.message, params: err.params }), expect, { code: err.code, ...more })
  }

  /** Runs the OTP limit; false when it refused (and answered). */
  async function withinOtpLimit(req: Request, res: Response, expect: ChatExpect, more: Partial<ChatReply> = {}): Promise<boolean> {
    try {
      await otpLimit(req, res)
      return true
    } catch (err) {
      if (!(err instanceof TooManyRequestsError)) throw err
      limited(res, err, expect, more)
      return false
    }
  }

  /** The refusals of an OTP send (the login's, worded for the chat); `failExpect`: what to ask again. */
  function sendRefused(res: Response, outcome: Exclude<OtpSendOutcome, { kind: 'sent' }>, failExpect: ChatExpect, more: Partial<ChatReply> = {}) {
    const lang = langOf(res)
    switch (outcome.kind) {
      case 'challenge':
        return refuse(res, 428, errorWords(lang, { code: 'CHALLENGE_REQUIRED', message: OTP_CHECK_MESSAGES.challengeRequired }), failExpect, {
          code: 'CHALLENGE_REQUIRED',
          challenge: outcome.challenge,
          ...more,
        })
      case 'challengeInvalid':
        return refuse(res, 400, errorWords(lang, { code: 'CHALLENGE_INVALID', message: OTP_CHECK_MESSAGES.challengeInvalid }), failExpect, { code: 'CHALLENGE_INVALID', ...more })
      case 'limited':
        return limited(res, outcome.error, failExpect, more)
      case 'smsFailed':
        return refuse(res, 502, errorWords(lang, { code: 'SMS_FAILED', message: MESSAGES.otpResendFailed }), failExpect, { code: outcome.error.code, ...more })
    }
  }

  /** The consumer of a step before the OTP: 400 for a malformed number, 404 unknown, 409 without a mobile. */
  async function consumerForOtp(req: Request, res: Response, body: BotRequestBody): Promise<(Consumer & { mobile: string }) | null> {
    const lang = langOf(res)
    // the number inside a sentence too; two different ones are not guessed between (issue 24 §7)
    const read = readChatConsumerNo(body.consNo ?? '')
    if (read.kind !== 'one') {
      refuse(res, 400, read.kind === 'several' ? chatText(lang, 'consumerWhich', { numbers: read.numbers.join(', ') }) : chatText(lang, 'validation.consumerInvalid'), 'consNo')
      return null
    }
    const consNo = read.consNo
    if (body.otpValidate === 'Y' && !isChatOtp(body.otp ?? '')) {
      refuse(res, 400, chatText(lang, 'validation.otpInvalid'), 'otp')
      return null
    }
    if (!(await withinOtpLimit(req, res, 'consNo'))) return null
    const c = await chat.consumer(consNo)
    if (!c) {
      refuse(res, 404, chatText(lang, 'consumerNotFound'), 'consNo')
      return null
    }
    if (!c.mobile) {
      refuse(res, 409, chatText(lang, 'noMobile'), 'consNo')
      return null
    }
    return c as Consumer & { mobile: string }
  }

  /** Step 1: the OTP to the consumer's registered mobile, through the login's send path. */
  async function requestOtp(req: Request, res: Response, body: BotRequestBody) {
    const c = await consumerForOtp(req, res, body)
    if (!c) return
    // the OTP's SMS in the chat's language
    const outcome = await services.otpSend.send({ ...otpSendVia(req, services, 'chat'), locale: langOf(res) }, c.mobile, 'chat')
    if (outcome.kind !== 'sent') return sendRefused(res, outcome, 'consNo')
    setOtpFlowCookie(res, config, services, outcome.flowToken)
    send(res, { status: 200, ok: true, expect: 'otp', text: chatText(langOf(res), 'otpSent', { mobile: maskMobile(c.mobile) }) })
  }

  /** The words of a refused OTP check and what to ask next: a wrong code may be tried again, anything else needs a new OTP. */
  function otpRefusal(lang: ChatLang, err: OtpInvalidError, retry: ChatExpect, restart: ChatExpect): { words: string; expect: ChatExpect } {
    if (err.reason === 'wrong') return { words: chatText(lang, 'otpWrong'), expect: retry }
    if (err.reason === 'locked') return { words: chatText(lang, 'otpLocked'), expect: restart }
    return { words: chatText(lang, 'otpExpired'), expect: restart }
  }

  /** Step 2: the OTP checked; a chat session and the menu. */
  async function validateOtp(req: Request, res: Response, body: BotRequestBody) {
    const c = await consumerForOtp(req, res, body)
    if (!c) return
    const lang = langOf(res)
    try {
      await services.otp.verify(c.mobile, 'chat', (body.otp ?? '').trim())
    } catch (err) {
      if (!(err instanceof OtpInvalidError)) throw err
      const { words, expect } = otpRefusal(lang, err, 'otp', 'consNo')
      return refuse(res, 400, words, expect)
    }
    const { token } = await chat.sessions.create(c.consumerNo, c.mobile)
    // signed in to the chat: its language is the one of the consumer's SMS from now on
    await services.smsLanguage.record(c.mobile, lang)
    send(res, chat.welcome(c, lang, token))
  }

  /** The requests of a chat session (X-Chat-Token), for the session's own consumer number only. */
  async function sessionRequest(req: Request, res: Response, body: BotRequestBody) {
    const lang = langOf(res)
    let session: ChatSession
    try {
      session = await chat.sessions.authenticate(req.get(CHAT_TOKEN_HEADER))
    } catch (err) {
      if (!(err instanceof ChatSessionError)) throw err
      return refuse(res, 401, chatText(lang, 'sessionEnded'), 'consNo')
    }
    if (normalizeChatConsumerNo(body.consNo ?? '') !== session.consumerNo) return refuse(res, 403, chatText(lang, 'otherConsumer'), 'consNo')
    const c = await chat.consumer(session.consumerNo)
    if (!c) return refuse(res, 401, chatText(lang, 'sessionEnded'), 'consNo')
    const inSession = { validated: true, consumer: c }

    if (body.mobNo !== undefined) {
      const mobile = body.mobNo.replace(/\s+/g, '')
      if (!isChatMobile(mobile)) return refuse(res, 400, chatText(lang, 'mobileInvalid'), 'mobNo', inSession)
      if (body.otpValidate === 'Y') {
        if (!isChatOtp(body.otp ?? '')) return refuse(res, 400, chatText(lang, 'validation.otpInvalid'), 'mobOtp', inSession)
        if (!(await withinOtpLimit(req, res, 'mobOtp', inSession))) return
        // only the number this chat sent an OTP to
        if (session.pendingMobile !== mobile) return refuse(res, 400, chatText(lang, 'otpExpired'), 'mobNo', inSession)
        try {
          await services.otp.verify(mobile, 'chat', (body.otp ?? '').trim())
        } catch (err) {
          if (!(err instanceof OtpInvalidError)) throw err
          const { words, expect } = otpRefusal(lang, err, 'mobOtp', 'mobNo')
          return refuse(res, 400, words, expect, inSession)
        }
        if (!(await chat.updateMobile(session, mobile))) return refuse(res, 401, chatText(lang, 'sessionEnded'), 'consNo')
        return send(res, { status: 200, ok: true, expect: 'menu', text: chatText(lang, 'mobileUpdated', { mobile }), ...inSession })
      }
      if (mobile === c.mobile) return send(res, { status: 200, ok: true, expect: 'menu', text: chatText(lang, 'mobileSame'), ...inSession })
      if (!(await withinOtpLimit(req, res, 'mobNo', inSession))) return
      // the OTP goes to the new number: it proves the consumer holds it
      const outcome = await services.otpSend.send({ ...otpSendVia(req, services, 'chat'), locale: lang }, mobile, 'chat')
      if (outcome.kind !== 'sent') return sendRefused(res, outcome, 'mobNo', inSession)
      setOtpFlowCookie(res, config, services, outcome.flowToken)
      await chat.sessions.setPendingMobile(session.id, mobile)
      return send(res, { status: 200, ok: true, expect: 'mobOtp', text: chatText(lang, 'mobileOtpSent', { mobile: maskMobile(mobile) }), ...inSession })
    }

    if (body.email !== undefined) {
      const email = body.email.trim()
      if (!isChatEmail(email)) return refuse(res, 400, chatText(lang, 'emailInvalid'), 'email', inSession)
      if (!(await chat.updateEmail(session, email))) return refuse(res, 401, chatText(lang, 'sessionEnded'), 'consNo')
      return send(res, { status: 200, ok: true, expect: 'menu', text: chatText(lang, 'emailUpdated', { email }), ...inSession })
    }

    if (body.applNo !== undefined) return send(res, await chat.applicationStatus(c, lang, body.applNo))

    // isMenu: 'Y'
    const message = (body.botMsg ?? '').trim()
    if (!message) return refuse(res, 400, chatText(lang, 'validation.empty'), 'menu', inSession)
    const choice = readMenuMessage(message)
    if (choice === null) return refuse(res, 400, chatText(lang, 'notUnderstood'), 'menu', inSession)
    if (choice === 'exit') {
      await chat.sessions.end(session.id)
      return send(res, { status: 200, ok: true, expect: 'consNo', text: chatText(lang, 'exit'), otpGenerated: 'N' })
    }
    send(res, await chat.answer(c, lang, choice, String(res.locals.chatOrigin)))
  }

  const handle: RequestHandler = async (req, res) => {
    const raw: unknown = req.body ?? {}
    const hasToken = req.get(CHAT_TOKEN_HEADER) !== undefined
    if (isObject(raw) && (raw.lang === 'en' || raw.lang === 'as')) res.locals.chatLang = raw.lang
    const parsed = botRequestSchema.safeParse(raw)
    if (!parsed.success) {
      const english = parsed.error.issues[0]?.message ?? 'The request is not valid.'
      return refuse(res, 400, errorWords(langOf(res), { code: 'INVALID', message: english }), expectOf(raw, hasToken))
    }
    const body = parsed.data
    if (body.mobNo !== undefined || body.email !== undefined || body.applNo !== undefined || body.isMenu === 'Y') return sessionRequest(req, res, body)
    if (body.otpValidate === 'Y') return validateOtp(req, res, body)
    if (body.otpReq === 'Y') return requestOtp(req, res, body)
    refuse(res, 400, chatText(langOf(res), 'notUnderstood'), hasToken ? 'menu' : 'consNo')
  }

  /** Every refusal of this path is a BotResponse too (invalid JSON, a body too large, a limit, a failure). */
  const botErrors: ErrorRequestHandler = (err, req, res, next) => {
    if (isClientAbort(err)) return void req.log?.debug({ err }, 'client went away')
    if (res.headersSent) return next(err)
    const appErr = toAppError(err)
    if (appErr.status >= 500) req.log?.error({ err }, 'bot request failed')
    if (appErr instanceof TooManyRequestsError) return limited(res, appErr, 'consNo')
    const unreadable = (err as { type?: unknown } | null)?.type === 'entity.parse.failed'
    const english = unreadable ? 'The request body is not valid JSON.' : appErr.status >= 500 ? `Internal server error (request ${String(req.id ?? '')})` : appErr.message
    const params = appErr.status >= 500 ? { requestId: String(req.id ?? '') } : undefined
    refuse(res, appErr.status, errorWords(langOf(res), { code: appErr.status >= 500 ? 'INTERNAL' : appErr.code, message: english, params }), 'consNo')
  }

  router.options(path, (req, res) => {
    const allowed = originOf(req)
    res.vary('Origin')
    if (!allowed) {
      res.locals.chatLang = headerLang(req)
      return refuse(res, 403, errorWords(langOf(res), { code: 'FORBIDDEN', message: 'This page may not call the chat assistant (Origin not allowed).' }), 'consNo')
    }
    if (allowed.cross) {
      res.setHeader('Access-Control-Allow-Origin', allowed.origin)
      res.setHeader('Access-Control-Allow-Methods', 'POST')
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      res.setHeader('Access-Control-Max-Age', '600')
    }
    res.setHeader('Allow', 'POST, OPTIONS')
    res.status(204).end()
  })
  router.post(path, start, generalLimit, apiKey, express.json({ limit: '8kb' }), handle)
  router.all(path, start, (_req, res) => {
    res.setHeader('Allow', 'POST, OPTIONS')
    refuse(res, 405, errorWords(langOf(res), { code: 'INVALID', message: 'Only POST is answered here.' }), 'consNo')
  })
  router.use(botErrors)
  return router
}
