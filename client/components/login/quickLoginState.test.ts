import { describe, expect, it } from 'vitest'
import { spec, ui } from './messages'
import { initialQuickLoginState, quickLoginReducer, type QuickLoginAction, type QuickLoginState } from './quickLoginState'

const run = (actions: QuickLoginAction[], from: QuickLoginState = initialQuickLoginState) => actions.reduce(quickLoginReducer, from)
const submitted = (mobile: string) => run([{ type: 'edit', field: 'mobile', value: mobile }, { type: 'submitMobile' }])
const atOtp = () => run([{ type: 'registeredDone', result: { kind: 'registered' } }, { type: 'sendDone', result: { kind: 'sent' } }], submitted('9000000001'))

describe('alternative desktop header login (spec §4)', () => {
  it('validates the mobile first', () => {
    expect(run([{ type: 'submitMobile' }]).mobileError).toEqual(spec('mobileEmpty'))
    expect(submitted('12345').mobileError).toEqual(spec('mobileInvalid'))
    expect(submitted('9000000001').pending).toBe('send')
  })
  it("not registered: the spec's message under the field, no OTP", () => {
    const s = quickLoginReducer(submitted('9000000009'), {
      type: 'registeredDone',
      result: { kind: 'notRegistered', message: 'Mobile Number not registered ! Kindly Register First ' },
    })
    expect(s).toMatchObject({ step: 'mobile', pending: null, mobileError: spec('mobileNotRegistered') })
  })
  it('registered keeps the overlay until the OTP is generated; sent → toast and OTP step', () => {
    const checked = quickLoginReducer(submitted('9000000001'), { type: 'registeredDone', result: { kind: 'registered' } })
    expect(checked.pending).toBe('send')
    const s = atOtp()
    expect(s).toMatchObject({ step: 'otp', pending: null, toast: { kind: 'success', msg: spec('otpSent') } })
    expect(s.focus?.target).toBe('otp')
  })
  it("VALID: 'OTP Successfully Verified !' and navigating; otherwise 'Invalid OTP'", () => {
    const verifying = run([{ type: 'edit', field: 'otp', value: '654321' }, { type: 'submitOtp' }], atOtp())
    expect(verifying.pending).toBe('verify')
    expect(quickLoginReducer(verifying, { type: 'validateDone', result: { kind: 'valid' } })).toMatchObject({
      pending: 'navigate',
      toast: { msg: spec('otpVerified') },
    })
    expect(quickLoginReducer(verifying, { type: 'validateDone', result: { kind: 'invalid', reason: 'wrong' } })).toMatchObject({
      pending: null,
      otpError: spec('otpWrong'),
      otpHint: null,
    })
    expect(quickLoginReducer(verifying, { type: 'validateDone', result: { kind: 'invalid', reason: 'expired' } }).otpHint).toEqual(ui('otpExpiredHint'))
    expect(run([{ type: 'edit', field: 'otp', value: '12' }, { type: 'submitOtp' }], atOtp()).otpError).toEqual(spec('otpWrong'))
  })
  it("resend failures: 'OTP Could not Sent !' or the server's wait message", () => {
    const r = run([{ type: 'resend' }], atOtp())
    expect(r.pending).toBe('resend')
    expect(quickLoginReducer(r, { type: 'resendDone', result: { kind: 'notDelivered' } }).otpError).toEqual(spec('otpResendFailed'))
    expect(quickLoginReducer(r, { type: 'resendDone', result: { kind: 'tooMany', message: 'Please wait 5 seconds before asking for a new OTP.' } }).otpError).toEqual({
      text: 'Please wait 5 seconds before asking for a new OTP.',
    })
  })
})
