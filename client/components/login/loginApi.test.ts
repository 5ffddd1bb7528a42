import { describe, expect, it } from 'vitest'
import { MESSAGES } from '#shared/messages'
import { consumerDetails, desktopOtp, fetchConsumer, forceLogout, requestLoginOtp, validateDesktopOtp, verifyLoginOtp, type FetchLike } from './loginApi'

interface Call {
  url: string
  init: RequestInit
}

/** A fetch that answers `status` + `body` (or fails like a dropped connection) and records the call. */
function server(status: number, body: unknown): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = []
  return {
    calls,
    fetch: async (url, init = {}) => {
      calls.push({ url, init })
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    },
  }
}
const offline: FetchLike = async () => {
  throw new TypeError('Failed to fetch')
}

describe('requestLoginOtp (POST /auth/login)', () => {
  it('posts mobileNo, type and src as JSON, same-origin', async () => {
    const s = server(200, { status: 'success', message: MESSAGES.otpSent })
    expect(await requestLoginOtp('9000000001', 'portal-fl', s.fetch)).toEqual({ kind: 'sent' })
    expect(s.calls[0].url).toBe('/auth/login')
    expect(s.calls[0].init.method).toBe('POST')
    expect(s.calls[0].init.credentials).toBe('same-origin')
    expect(JSON.parse(String(s.calls[0].init.body))).toEqual({ mobileNo: '9000000001', type: 'old', src: 'portal-fl' })
  })
  it('maps each answer', async () => {
    expect(await requestLoginOtp('9', 'portal', server(409, { status: 'error', message: 'already logged in' }).fetch)).toEqual({ kind: 'alreadyLoggedIn' })
    const wait = { status: 'error', code: 'OTP_RESEND_WAIT', message: 'Please wait 3 seconds before asking for a new OTP.', params: { retryAfterSeconds: 3 } }
    expect(await requestLoginOtp('9', 'portal', server(429, wait).fetch)).toEqual({ kind: 'tooMany', answer: wait })
    expect(await requestLoginOtp('9', 'portal', server(502, { message: MESSAGES.otpResendFailed }).fetch)).toEqual({ kind: 'notDelivered' })
    expect(await requestLoginOtp('9', 'portal', server(404, { message: MESSAGES.mobileNotRegistered }).fetch)).toEqual({
      kind: 'error',
      status: 404,
      answer: { message: MESSAGES.mobileNotRegistered },
    })
    expect(await requestLoginOtp('9', 'portal', server(500, '<html>oops</html>').fetch)).toEqual({ kind: 'error', status: 500, answer: null })
    // a 200 that does not say success is not a sent OTP
    expect((await requestLoginOtp('9', 'portal', server(200, { status: 'error', message: 'x' }).fetch)).kind).toBe('error')
    expect(await requestLoginOtp('9', 'portal', offline)).toEqual({ kind: 'network' })
  })
})

describe('verifyLoginOtp (POST /auth/otp/verify)', () => {
  it('returns the token, consList and connType on success', async () => {
    const s = server(200, { status: 'success', accessToken: 'abc', consList: ['101000000001'], message: MESSAGES.otpVerified, connType: 'POSTPAID' })
    expect(await verifyLoginOtp('9000000001', '123456', s.fetch)).toEqual({
      kind: 'verified',
      accessToken: 'abc',
      consList: ['101000000001'],
      connType: 'POSTPAID',
    })
    expect(JSON.parse(String(s.calls[0].init.body))).toEqual({ mobileNo: '9000000001', otpNo: '123456', src: 'portal' })
  })
  it("tells the server's wrong OTP from any other failure", async () => {
    expect(await verifyLoginOtp('9', '1', server(400, { message: MESSAGES.otpWrongLong, reason: 'expired' }).fetch)).toEqual({
      kind: 'wrong',
      reason: 'expired',
      attemptsLeft: null,
    })
    expect(await verifyLoginOtp('9', '1', server(400, { message: MESSAGES.otpWrongLong, reason: 'bogus', attemptsLeft: 2 }).fetch)).toEqual({
      kind: 'wrong',
      reason: null,
      attemptsLeft: 2,
    })
    expect(await verifyLoginOtp('9', '1', server(400, { message: 'Enter 10 Digit Valid Mobile Number !' }).fetch)).toEqual({ kind: 'notSuccess' })
    expect(await verifyLoginOtp('9', '1', server(429, { message: 'Too many' }).fetch)).toEqual({ kind: 'notSuccess' })
    // success without a token or consumer numbers cannot be used
    expect(await verifyLoginOtp('9', '1', server(200, { status: 'success', consList: [] }).fetch)).toEqual({ kind: 'notSuccess' })
    expect(await verifyLoginOtp('9', '1', offline)).toEqual({ kind: 'network' })
  })
})

describe('forceLogout (POST /auth/forceLogout)', () => {
  it('succeeds only on status success', async () => {
    expect(await forceLogout('9', '123456', server(200, { status: 'success', message: MESSAGES.forceLogoutSuccess }).fetch)).toEqual({ kind: 'done' })
    expect(await forceLogout('9', '123456', server(400, { message: MESSAGES.forceLogoutFailed, reason: 'wrong' }).fetch)).toEqual({
      kind: 'failed',
      reason: 'wrong',
    })
    expect(await forceLogout('9', '123456', offline)).toEqual({ kind: 'network' })
  })
})

describe('consumerDetails (POST /api/web/auth/getConsDetails)', () => {
  it('sends the token as Bearer and the consumer number and mobile', async () => {
    const s = server(200, { message: '00', connType: 'SMART PREPAID', consumer: {} })
    expect(await consumerDetails('tok', '104000000004', '9000000004', s.fetch)).toEqual({ kind: 'found', connType: 'SMART PREPAID' })
    expect((s.calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok')
    expect(JSON.parse(String(s.calls[0].init.body))).toEqual({ consNo: '104000000004', mobileNo: '9000000004' })
  })
  it("'00' found; any other code not found; failures and refusals: session expired", async () => {
    // the server's answer (spec §7: HTTP 200, message '01'), and an older 404 form of it
    expect(await consumerDetails('t', 'c', 'm', server(200, { message: '01', code: 'CONSUMER_NOT_FOUND' }).fetch)).toEqual({ kind: 'notFound' })
    expect(await consumerDetails('t', 'c', 'm', server(404, { message: '01' }).fetch)).toEqual({ kind: 'notFound' })
    expect(await consumerDetails('t', 'c', 'm', server(200, { message: '00', connType: 'NOT A TYPE' }).fetch)).toEqual({ kind: 'notFound' })
    expect(await consumerDetails('t', 'c', 'm', server(401, { message: 'Session Expired' }).fetch)).toEqual({ kind: 'sessionExpired' })
    expect(await consumerDetails('t', 'c', 'm', server(503, { message: 'down' }).fetch)).toEqual({ kind: 'sessionExpired' })
    expect(await consumerDetails('t', 'c', 'm', server(200, 'not json').fetch)).toEqual({ kind: 'sessionExpired' })
    expect(await consumerDetails('t', 'c', 'm', offline)).toEqual({ kind: 'sessionExpired' })
  })
})

describe('desktop header login calls', () => {
  it('fetchConsumer sends mobile_no in the query and reads registered', async () => {
    const yes = server(200, { status: 'success', registered: true, consList: ['101000000001'] })
    expect(await fetchConsumer('9000000001', yes.fetch)).toEqual({ kind: 'registered' })
    expect(yes.calls[0].url).toBe('/api/fetchConsumer?mobile_no=9000000001')
    expect(await fetchConsumer('9000000009', server(200, { registered: false, message: MESSAGES.mobileNotRegistered }).fetch)).toEqual({ kind: 'notRegistered' })
    expect((await fetchConsumer('9', server(429, { message: 'slow down' }).fetch)).kind).toBe('error')
    expect(await fetchConsumer('9', offline)).toEqual({ kind: 'network' })
  })
  it('generate and regenerate use their own paths with mobNo', async () => {
    const s = server(200, { status: 'success', message: MESSAGES.otpSent })
    await desktopOtp('9000000001', false, s.fetch)
    await desktopOtp('9000000001', true, s.fetch)
    expect(s.calls.map((c) => c.url)).toEqual(['/api/generateOtp?mobNo=9000000001', '/api/reGenerateOtp?mobNo=9000000001'])
  })
  it('send the page’s language along, for the OTP’s SMS and the language the sign-in records (issue 23 §4)', async () => {
    const s = server(200, { status: 'success', message: MESSAGES.otpSent })
    await desktopOtp('9000000001', false, s.fetch, undefined, 'as')
    await validateDesktopOtp('9000000001', '123456', s.fetch, 'as')
    await requestLoginOtp('9000000001', 'portal', s.fetch, undefined, 'old', 'as')
    await verifyLoginOtp('9000000001', '123456', s.fetch, 'as')
    expect(s.calls.map((c) => c.url)).toEqual(['/api/generateOtp?mobNo=9000000001&lang=as', '/api/validateOtp?mobNo=9000000001&otpNo=123456&lang=as', '/auth/login', '/auth/otp/verify'])
    expect(JSON.parse(String(s.calls[2].init.body))).toEqual({ mobileNo: '9000000001', type: 'old', src: 'portal', lang: 'as' })
    expect(JSON.parse(String(s.calls[3].init.body))).toEqual({ mobileNo: '9000000001', otpNo: '123456', src: 'portal', lang: 'as' })
  })
  it('validateOtp: VALID only, with the login the page stores (accessToken, consList)', async () => {
    const s = server(200, { message: 'VALID', accessToken: 'tok-123', consList: ['105000000005', 7, '105000000006'] })
    expect(await validateDesktopOtp('9000000001', '123456', s.fetch)).toEqual({
      kind: 'valid',
      session: { accessToken: 'tok-123', consList: ['105000000005', '105000000006'] },
    })
    expect(await validateDesktopOtp('9', '1', server(200, { message: 'VALID' }).fetch)).toEqual({ kind: 'valid', session: null })
    expect(s.calls[0].url).toBe('/api/validateOtp?mobNo=9000000001&otpNo=123456')
    expect(await validateDesktopOtp('9', '1', server(400, { message: 'INVALID', reason: 'expired' }).fetch)).toEqual({ kind: 'invalid', reason: 'expired' })
    expect(await validateDesktopOtp('9', '1', server(500, { message: 'VALID' }).fetch)).toEqual({ kind: 'invalid', reason: null })
    expect(await validateDesktopOtp('9', '1', offline)).toEqual({ kind: 'network' })
  })
})
