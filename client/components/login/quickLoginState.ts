/**
 * The alternative desktop header login (spec §4): registered check → generate OTP → validate
 * OTP; VALID goes to /ConsumerDashboard?mobile=…; Resend regenerates. Pure, like loginState.
 */
import type { RegisteredResult, SendResult, ValidateResult } from './loginApi'
import { otpHintFor, type Toast } from './loginState'
import { fromServer, isOtp, spec, type Msg } from './messages'
import { validateMobile } from './validateMobile'

export type QuickFocus = 'mobile' | 'getOtp' | 'otp'

export interface QuickLoginState {
  step: 'mobile' | 'otp'
  mobile: string
  otp: string
  pending: 'send' | 'resend' | 'verify' | 'navigate' | null
  mobileError: Msg | null
  otpError: Msg | null
  otpHint: Msg | null
  toast: Toast | null
  lastToastId: number
  focus: { target: QuickFocus; seq: number } | null
}

export type QuickLoginAction =
  | { type: 'edit'; field: 'mobile' | 'otp'; value: string }
  | { type: 'submitMobile' }
  | { type: 'registeredDone'; result: RegisteredResult }
  | { type: 'sendDone'; result: SendResult }
  | { type: 'resend' }
  | { type: 'resendDone'; result: SendResult }
  | { type: 'submitOtp' }
  | { type: 'validateDone'; result: ValidateResult }
  | { type: 'changeNumber' }
  | { type: 'toastDone'; id: number }

export const initialQuickLoginState: QuickLoginState = {
  step: 'mobile',
  mobile: '',
  otp: '',
  pending: null,
  mobileError: null,
  otpError: null,
  otpHint: null,
  toast: null,
  lastToastId: 0,
  focus: null,
}

const focus = (s: QuickLoginState, target: QuickFocus) => ({ target, seq: (s.focus?.seq ?? 0) + 1 })
const toast = (s: QuickLoginState, kind: Toast['kind'], msg: Msg): Toast => ({ id: (s.toast?.id ?? s.lastToastId) + 1, kind, msg })

/** An OTP request that did not go out, as shown (429 and 404 carry the server's words). */
function sendFailure(r: Exclude<SendResult, { kind: 'sent' }>): Msg {
  if (r.kind === 'tooMany' || r.kind === 'error') return fromServer(r.message, 'otpResendFailed')
  return spec('otpResendFailed')
}

export function quickLoginReducer(s: QuickLoginState, a: QuickLoginAction): QuickLoginState {
  switch (a.type) {
    case 'edit':
      return { ...s, [a.field]: a.value }

    case 'submitMobile': {
      if (s.pending || s.step !== 'mobile') return s
      const problem = validateMobile(s.mobile)
      if (problem) return { ...s, mobileError: spec(problem), focus: focus(s, 'mobile') }
      return { ...s, mobile: s.mobile.trim(), pending: 'send', mobileError: null }
    }

    case 'registeredDone': {
      const r = a.result
      if (r.kind === 'registered') return s // the OTP is generated next, still pending
      const done = { ...s, pending: null }
      if (r.kind === 'notRegistered') return { ...done, mobileError: fromServer(r.message, 'mobileNotRegistered'), focus: focus(s, 'mobile') }
      if (r.kind === 'network') return { ...done, toast: toast(s, 'error', spec('networkError')), focus: focus(s, 'getOtp') }
      return { ...done, mobileError: fromServer(r.message, 'networkError'), focus: focus(s, 'mobile') }
    }

    case 'sendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') {
        return { ...done, step: 'otp', otp: '', otpError: null, otpHint: null, toast: toast(s, 'success', spec('otpSent')), focus: focus(s, 'otp') }
      }
      if (r.kind === 'network') return { ...done, toast: toast(s, 'error', spec('networkError')), focus: focus(s, 'getOtp') }
      return { ...done, mobileError: sendFailure(r), focus: focus(s, 'mobile') }
    }

    case 'resend':
      if (s.pending || s.step !== 'otp') return s
      return { ...s, pending: 'resend', otpError: null, otpHint: null }

    case 'resendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return { ...done, otp: '', toast: toast(s, 'success', spec('otpSent')), focus: focus(s, 'otp') }
      return { ...done, otpError: sendFailure(r), focus: focus(s, 'otp') }
    }

    case 'submitOtp': {
      if (s.pending || s.step !== 'otp') return s
      if (!isOtp(s.otp)) return { ...s, otpError: spec('otpWrong'), otpHint: null, focus: focus(s, 'otp') }
      return { ...s, otp: s.otp.trim(), pending: 'verify', otpError: null, otpHint: null }
    }

    case 'validateDone': {
      const r = a.result
      if (r.kind === 'valid') return { ...s, pending: 'navigate', toast: toast(s, 'success', spec('otpVerified')) }
      const done = { ...s, pending: null }
      if (r.kind === 'network') return { ...done, toast: toast(s, 'error', spec('networkError')), focus: focus(s, 'otp') }
      return { ...done, otpError: spec('otpWrong'), otpHint: otpHintFor(r.reason), focus: focus(s, 'otp') }
    }

    case 'changeNumber':
      if (s.pending) return s
      return { ...s, step: 'mobile', otp: '', otpError: null, otpHint: null, mobileError: null, focus: focus(s, 'mobile') }

    case 'toastDone':
      return s.toast?.id === a.id ? { ...s, toast: null, lastToastId: a.id } : s
  }
}
