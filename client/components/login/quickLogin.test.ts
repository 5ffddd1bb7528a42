import { describe, expect, it } from 'vitest'
import { spec, ui } from './messages'
import { initialLoginState, loginReducer, type LoginAction, type LoginState } from './loginState'

const run = (actions: LoginAction[], from: LoginState = initialLoginState) => actions.reduce(loginReducer, from)
const submitted = (mobile: string) => run([{ type: 'edit', field: 'mobile', value: mobile }, { type: 'submitMobile' }])
const atOtp = () =>
  run(
    [
      { type: 'registeredDone', result: { kind: 'registered' } },
      { type: 'sendDone', result: { kind: 'sent' } },
    ],
    submitted('9000000001'),
  )

describe('alternative desktop header login (spec §4)', () => {
  it('validates the mobile first', () => {
    expect(run([{ type: 'submitMobile' }]).mobileError).toEqual(spec('mobileEmpty'))
    expect(submitted('12345').mobileError).toEqual(spec('mobileInvalid'))
    expect(submitted('9000000001').pending).toBe('send')
  })
  it("not registered: the spec's message under the field, no OTP", () => {
    const s = loginReducer(submitted('9000000009'), {
      type: 'registeredDone',
      result: { kind: 'notRegistered' },
    })
    expect(s).toMatchObject({ step: 'mobile', pending: null, mobileError: spec('mobileNotRegistered') })
  })
  it('registered keeps the overlay until the OTP is generated; sent → toast and OTP step', () => {
    const checked = loginReducer(submitted('9000000001'), { type: 'registeredDone', result: { kind: 'registered' } })
    expect(checked.pending).toBe('send')
    const s = atOtp()
    expect(s).toMatchObject({ step: 'otp', pending: null, toast: { kind: 'success', msg: spec('otpSent') } })
    expect(s.focus?.target).toBe('otp')
  })
  it("VALID: 'OTP Successfully Verified !' and navigating; otherwise 'Invalid OTP'", () => {
    const verifying = run([{ type: 'edit', field: 'otp', value: '654321' }, { type: 'submitOtp' }], atOtp())
    expect(verifying.pending).toBe('verify')
    expect(loginReducer(verifying, { type: 'validateDone', result: { kind: 'valid', session: null } })).toMatchObject({
      pending: 'navigate',
      toast: { msg: spec('otpVerified') },
    })
    expect(loginReducer(verifying, { type: 'validateDone', result: { kind: 'invalid', reason: 'wrong' } })).toMatchObject({
      pending: null,
      otpError: spec('otpWrong'),
      otpHint: null,
    })
    expect(loginReducer(verifying, { type: 'validateDone', result: { kind: 'invalid', reason: 'expired' } }).otpHint).toEqual(ui('otpExpiredHint'))
    expect(run([{ type: 'edit', field: 'otp', value: '12' }, { type: 'submitOtp' }], atOtp()).otpError).toEqual(spec('otpWrong'))
  })
  it("resend failures: 'OTP Could not Sent !' or the server's wait message", () => {
    const r = run([{ type: 'resend' }], atOtp())
    expect(r.pending).toBe('resend')
    expect(loginReducer(r, { type: 'resendDone', result: { kind: 'notDelivered' } }).otpError).toEqual(spec('otpResendFailed'))
    const wait = { status: 'error', code: 'OTP_RESEND_WAIT', message: 'Please wait 5 seconds before asking for a new OTP.', params: { retryAfterSeconds: 5 } }
    expect(loginReducer(r, { type: 'resendDone', result: { kind: 'tooMany', answer: wait } }).otpError).toEqual({ answer: wait, fallback: 'otpResendFailed' })
  })
  it('a failed proof-of-work check shows its own text (both locales), on Get OTP and on Resend', () => {
    const sending = loginReducer(submitted('9000000001'), { type: 'registeredDone', result: { kind: 'registered' } })
    expect(loginReducer(sending, { type: 'sendDone', result: { kind: 'checkFailed', code: 'CHALLENGE_INVALID' } }).mobileError).toEqual(ui('check.invalid'))
    const r = run([{ type: 'resend' }], atOtp())
    expect(loginReducer(r, { type: 'resendDone', result: { kind: 'checkFailed', code: 'CHALLENGE_REQUIRED' } }).otpError).toEqual(ui('check.required'))
  })
})

describe('one session per mobile, like the login dialog (spec §4 step 5, §8)', () => {
  const sending = () => loginReducer(submitted('9000000005'), { type: 'registeredDone', result: { kind: 'registered' } })
  const panel = () => loginReducer(sending(), { type: 'sendDone', result: { kind: 'alreadyLoggedIn' } })

  it("'already logged in' opens the Force Logout panel, its button focused; Resend can meet it too", () => {
    expect(panel()).toMatchObject({ step: 'forceLogout', pending: null, flOtpSent: false, mobileError: null })
    expect(panel().focus?.target).toBe('flButton')
    const r = run([{ type: 'resend' }], atOtp())
    expect(loginReducer(r, { type: 'resendDone', result: { kind: 'alreadyLoggedIn' } }).step).toBe('forceLogout')
  })
  it("force-logout OTP → wrong 'Invalid OTP!' → right: back to the first step with the spec's success text, Get OTP focused", () => {
    const requested = loginReducer(panel(), { type: 'flRequest' })
    expect(requested.pending).toBe('flSend')
    const otpSent = loginReducer(requested, { type: 'flSendDone', result: { kind: 'sent' } })
    expect(otpSent).toMatchObject({ flOtpSent: true, toast: { msg: spec('otpSent') } })
    expect(otpSent.focus?.target).toBe('flOtp')
    const submitting = run([{ type: 'edit', field: 'flOtp', value: '123456' }, { type: 'flSubmit' }], otpSent)
    expect(submitting.pending).toBe('flSubmit')
    const wrong = loginReducer(submitting, { type: 'flDone', result: { kind: 'failed', reason: 'wrong' } })
    expect(wrong).toMatchObject({ step: 'forceLogout', pending: null, flError: spec('forceLogoutFailed') })
    const done = loginReducer(run([{ type: 'flSubmit' }], wrong), { type: 'flDone', result: { kind: 'done' } })
    expect(done).toMatchObject({ step: 'mobile', pending: null, mobile: '9000000005', flOtpSent: false, notice: { kind: 'success', msg: spec('forceLogoutSuccess') } })
    expect(done.focus?.target).toBe('submit')
    // Get OTP again: the notice goes, the OTP is asked for
    expect(loginReducer(done, { type: 'submitMobile' })).toMatchObject({ pending: 'send', notice: null })
  })
  it("'Change mobile number' leaves the panel", () => {
    expect(loginReducer(panel(), { type: 'changeNumber' })).toMatchObject({ step: 'mobile', flOtpSent: false, flError: null })
  })
})
