import { describe, expect, it } from 'vitest'
import type { Translate } from '#shared/apiMessage'
import { createI18n } from '#shared/i18n'
import type { Locale } from '#shared/locale'
import asMessages from '#shared/locales/as/messages.json'
import { MESSAGES } from '#shared/messages'
import { initialLoginState, loginReducer, type LoginAction, type LoginState } from './loginState'
import { fromServer, msgText, spec, ui } from './messages'

const t = (locale: Locale) => createI18n(locale).t as unknown as Translate

const run = (actions: LoginAction[], from: LoginState = initialLoginState) => actions.reduce(loginReducer, from)
const typed = (mobile: string) => run([{ type: 'edit', field: 'mobile', value: mobile }])
/** At the OTP step of 9000000001, as after a successful Log In. */
const atOtp = () => run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'sent' } }], typed('9000000001'))
const atForceLogout = () => run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'alreadyLoggedIn' } }], typed('9000000001'))

describe('login dialog: mobile step (spec §5)', () => {
  it('validates the mobile before calling: empty, short, non-digits', () => {
    expect(run([{ type: 'submitMobile' }]).mobileError).toEqual(spec('mobileEmpty'))
    expect(run([{ type: 'submitMobile' }], typed('98765')).mobileError).toEqual(spec('mobileInvalid'))
    const letters = run([{ type: 'submitMobile' }], typed('98765abcde'))
    expect(letters.mobileError).toEqual(spec('mobileInvalid'))
    expect(letters.pending).toBeNull()
    expect(letters.focus?.target).toBe('mobile')
  })
  it('a valid number starts the call (overlay on) and is trimmed', () => {
    const s = run([{ type: 'submitMobile' }], typed(' 9000000001 '))
    expect(s.pending).toBe('send')
    expect(s.mobile).toBe('9000000001')
    expect(s.mobileError).toBeNull()
    // a second press while the call runs does nothing
    expect(loginReducer(s, { type: 'submitMobile' })).toBe(s)
  })
  it('sent: toast, the OTP step (mobile locked), focus to the OTP box', () => {
    const s = atOtp()
    expect(s.step).toBe('otp')
    expect(s.pending).toBeNull()
    expect(s.toast).toMatchObject({ kind: 'success', msg: spec('otpSent') })
    expect(s.focus?.target).toBe('otp')
  })
  it("another server error: the server's answer under the mobile field, worded in the page's language", () => {
    const notRegistered = { status: 'error', code: 'MOBILE_NOT_REGISTERED', message: 'Mobile Number not registered ! Kindly Register First ' }
    const s = run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'error', status: 404, answer: notRegistered } }], typed('9000000009'))
    expect(s.step).toBe('mobile')
    expect(s.mobileError).toEqual({ answer: notRegistered, fallback: 'otpResendFailed' })
    expect(msgText(t('en'), s.mobileError!, 'en')).toBe(MESSAGES.mobileNotRegistered)
    expect(msgText(t('as'), s.mobileError!, 'as')).toBe(asMessages.mobileNotRegistered)
    const wait = { status: 'error', code: 'OTP_RESEND_WAIT', message: 'Please wait 3 seconds before asking for a new OTP.', params: { retryAfterSeconds: 3 } }
    const limited = run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'tooMany', answer: wait } }], typed('9000000001'))
    expect(limited.mobileError).toEqual({ answer: wait, fallback: 'otpResendFailed' })
    expect(msgText(t('en'), limited.mobileError!, 'en')).toBe('Please wait 3 seconds before asking for a new OTP.')
    expect(msgText(t('as'), limited.mobileError!, 'as')).toBe('নতুন অ’টিপি বিচৰাৰ আগতে অনুগ্ৰহ কৰি ৩ ছেকেণ্ড অপেক্ষা কৰক।')
  })
  it("an error whose code the page does not know: the server's own message under the field (spec §8), not 'OTP Could not Sent !'", () => {
    const unknown = { status: 'error', code: 'PORTAL_MAINTENANCE', message: 'Login is closed for maintenance until 18:00.' }
    const s = run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'error', status: 503, answer: unknown } }], typed('9000000001'))
    expect(s.step).toBe('mobile')
    expect(s.focus?.target).toBe('mobile')
    for (const locale of ['en', 'as'] as const) expect(msgText(t(locale), s.mobileError!, locale)).toBe(unknown.message)
    // no code at all, only a message: the same
    const bare = run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'error', status: 400, answer: { message: '  Try the other portal.  ' } } }], typed('9000000001'))
    expect(msgText(t('en'), bare.mobileError!, 'en')).toBe('Try the other portal.')
    // the Resend's error under the OTP field too
    const resent = run([{ type: 'resend' }, { type: 'resendDone', result: { kind: 'error', status: 503, answer: unknown } }], atOtp())
    expect(msgText(t('as'), resent.otpError!, 'as')).toBe(unknown.message)
    // no message to show (no JSON, an empty or non-text message): the spec's 'OTP Could not Sent !'
    for (const answer of [null, { code: 'PORTAL_MAINTENANCE' }, { message: '   ' }, { message: 42 }]) {
      const f = run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'error', status: 500, answer } }], typed('9000000001'))
      expect(msgText(t('en'), f.mobileError!, 'en'), JSON.stringify(answer)).toBe(MESSAGES.otpResendFailed)
    }
  })
  it('a session of this tab goes on: navigating, no OTP step', () => {
    const s = run([{ type: 'submitMobile' }, { type: 'resumed' }], typed('9000000001'))
    expect(s).toMatchObject({ pending: 'navigate', step: 'mobile' })
  })
  it('a network failure is a toast', () => {
    const s = run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'network' } }], typed('9000000001'))
    expect(s.toast).toMatchObject({ kind: 'error', msg: spec('networkError') })
    expect(s.step).toBe('mobile')
  })
})

describe('login dialog: OTP step (spec §8)', () => {
  it("empty or not 6 digits: 'Invalid OTP' without a call", () => {
    for (const otp of ['', '123', '12345a', '1234567']) {
      const s = run([{ type: 'edit', field: 'otp', value: otp }, { type: 'submitOtp' }], atOtp())
      expect(s.otpError).toEqual(spec('otpWrong'))
      expect(s.pending).toBeNull()
    }
    expect(run([{ type: 'edit', field: 'otp', value: ' 123456 ' }, { type: 'submitOtp' }], atOtp())).toMatchObject({ pending: 'verify', otp: '123456' })
  })
  it("wrong: the long message; expired and locked add what to do; other failures 'OTP Invalid !'", () => {
    const verifying = run([{ type: 'edit', field: 'otp', value: '123456' }, { type: 'submitOtp' }], atOtp())
    const wrong = loginReducer(verifying, { type: 'verifyDone', result: { kind: 'wrong', reason: 'wrong', attemptsLeft: 4 } })
    expect(wrong).toMatchObject({ otpError: spec('otpWrongLong'), otpHint: null, pending: null, step: 'otp' })
    expect(loginReducer(verifying, { type: 'verifyDone', result: { kind: 'wrong', reason: 'expired', attemptsLeft: null } }).otpHint).toEqual(ui('otpExpiredHint'))
    expect(loginReducer(verifying, { type: 'verifyDone', result: { kind: 'wrong', reason: 'locked', attemptsLeft: 0 } }).otpHint).toEqual(ui('otpLockedHint'))
    expect(loginReducer(verifying, { type: 'verifyDone', result: { kind: 'notSuccess' } }).otpError).toEqual(spec('otpVerifyNotSuccess'))
    const offline = loginReducer(verifying, { type: 'verifyDone', result: { kind: 'network' } })
    expect(offline.toast).toMatchObject({ kind: 'error', msg: spec('networkError') })
    expect(offline.otpError).toBeNull()
  })
  it('verified → details (overlay stays) → found: navigating', () => {
    const verifying = run([{ type: 'edit', field: 'otp', value: '123456' }, { type: 'submitOtp' }], atOtp())
    const s = loginReducer(verifying, { type: 'verifyDone', result: { kind: 'verified', accessToken: 't', consList: ['101000000001'], connType: 'POSTPAID' } })
    expect(s.pending).toBe('details')
    expect(loginReducer(s, { type: 'detailsDone', result: { kind: 'found', connType: 'POSTPAID' } }).pending).toBe('navigate')
  })
  it("details not '00': the Consumer Not Found modal, then back to Log In", () => {
    const s = run([{ type: 'edit', field: 'otp', value: '123456' }, { type: 'submitOtp' }, { type: 'detailsDone', result: { kind: 'notFound' } }], atOtp())
    expect(s.consumerNotFound).toBe(true)
    expect(s.pending).toBeNull()
    const back = loginReducer(s, { type: 'dismissNotFound' })
    expect(back).toMatchObject({ consumerNotFound: false, step: 'mobile', otp: '' })
    expect(back.focus?.target).toBe('submit')
  })
  it('details failed: Session Expired, back to the mobile step', () => {
    const s = run([{ type: 'detailsDone', result: { kind: 'sessionExpired' } }], atOtp())
    expect(s.notice).toEqual({ kind: 'error', msg: spec('sessionExpired') })
    expect(s.step).toBe('mobile')
  })
  it("resend: a new toast, or 'OTP Could not Sent !' (429: the server's words)", () => {
    const r = run([{ type: 'resend' }], atOtp())
    expect(r.pending).toBe('resend')
    const sent = loginReducer(r, { type: 'resendDone', result: { kind: 'sent' } })
    expect(sent.toast?.id).toBeGreaterThan(atOtp().toast?.id ?? 0)
    expect(sent.toast?.msg).toEqual(spec('otpSent'))
    expect(loginReducer(r, { type: 'resendDone', result: { kind: 'notDelivered' } }).otpError).toEqual(spec('otpResendFailed'))
    expect(loginReducer(r, { type: 'resendDone', result: { kind: 'network' } }).otpError).toEqual(spec('otpResendFailed'))
    expect(loginReducer(r, { type: 'resendDone', result: { kind: 'error', status: 500, answer: null } }).otpError).toEqual(spec('otpResendFailed'))
    const wait = { status: 'error', code: 'OTP_RESEND_WAIT', message: 'Please wait 9 seconds before asking for a new OTP.', params: { retryAfterSeconds: 9 } }
    expect(loginReducer(r, { type: 'resendDone', result: { kind: 'tooMany', answer: wait } }).otpError).toEqual({ answer: wait, fallback: 'otpResendFailed' })
  })
  it('change number unlocks the mobile field', () => {
    const s = run([{ type: 'changeNumber' }], atOtp())
    expect(s).toMatchObject({ step: 'mobile', otp: '' })
    expect(s.focus?.target).toBe('mobile')
  })
})

describe('login dialog: Force Logout panel (spec §4 step 5)', () => {
  it("'already logged in' opens the panel, focus on its button", () => {
    const s = atForceLogout()
    expect(s.step).toBe('forceLogout')
    expect(s.flOtpSent).toBe(false)
    expect(s.focus?.target).toBe('flButton')
    // the OTP cannot be submitted before it was requested
    expect(loginReducer(s, { type: 'flSubmit' })).toBe(s)
  })
  it("force logout OTP → submit → success: back to Log In with the spec's message", () => {
    let s = run([{ type: 'flRequest' }], atForceLogout())
    expect(s.pending).toBe('flSend')
    s = loginReducer(s, { type: 'flSendDone', result: { kind: 'sent' } })
    expect(s).toMatchObject({ flOtpSent: true, pending: null })
    expect(s.focus?.target).toBe('flOtp')
    expect(run([{ type: 'edit', field: 'flOtp', value: '12' }, { type: 'flSubmit' }], s).flError).toEqual(spec('forceLogoutFailed'))
    s = run([{ type: 'edit', field: 'flOtp', value: '123456' }, { type: 'flSubmit' }], s)
    expect(s.pending).toBe('flSubmit')
    const failed = loginReducer(s, { type: 'flDone', result: { kind: 'failed', reason: 'wrong' } })
    expect(failed).toMatchObject({ step: 'forceLogout', flError: spec('forceLogoutFailed') })
    const done = loginReducer(s, { type: 'flDone', result: { kind: 'done' } })
    expect(done).toMatchObject({ step: 'mobile', flOtpSent: false, notice: { kind: 'success', msg: spec('forceLogoutSuccess') } })
    expect(done.focus?.target).toBe('submit')
    expect(done.toast, "the force-logout OTP's toast is gone").toBeNull()
    expect(run([{ type: 'submitMobile' }, { type: 'sendDone', result: { kind: 'sent' } }], done).toast!.id).toBeGreaterThan(s.toast!.id)
    // and the normal login is offered again
    expect(loginReducer(done, { type: 'submitMobile' }).pending).toBe('send')
  })
  it("a force logout OTP that could not be sent: 'OTP Could not Sent !' in the panel", () => {
    const s = run([{ type: 'flRequest' }, { type: 'flSendDone', result: { kind: 'notDelivered' } }], atForceLogout())
    expect(s.flError).toEqual(spec('otpResendFailed'))
    expect(s.step).toBe('forceLogout')
  })
})

describe('toasts and messages', () => {
  it('a toast clears only by its own id; ids keep growing', () => {
    const s = atOtp()
    const id = s.toast!.id
    expect(loginReducer(s, { type: 'toastDone', id: id + 1 }).toast).not.toBeNull()
    const cleared = loginReducer(s, { type: 'toastDone', id })
    expect(cleared.toast).toBeNull()
    const again = run([{ type: 'resend' }, { type: 'resendDone', result: { kind: 'sent' } }], cleared)
    expect(again.toast!.id).toBeGreaterThan(id)
  })
  it("the server's answer is kept to be worded in the page's language; an unknown one is its message; none → the fallback", () => {
    const failed = { status: 'error', code: 'SMS_FAILED', message: 'OTP Could not Sent !' }
    expect(fromServer(failed, 'networkError')).toEqual({ answer: failed, fallback: 'networkError' })
    // a message with no code the page knows is the server's words, shown as they are (spec §8)
    expect(msgText(t('as'), fromServer({ message: 'Something else' }, 'networkError'), 'as')).toBe('Something else')
    expect(fromServer(null, 'networkError')).toEqual(spec('networkError'))
    const fake = (k: string) => `[${k}]`
    expect(msgText(fake, spec('otpSent'), 'en')).toBe('[messages:otpSent]')
    expect(msgText(fake, ui('resend'), 'as')).toBe('[login:resend]')
    expect(msgText(t('as'), fromServer(failed, 'networkError'), 'as')).toBe(asMessages.otpResendFailed)
  })
})
