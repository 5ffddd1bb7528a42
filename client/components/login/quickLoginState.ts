/**
 * The alternative desktop header login (spec §4): registered check → generate OTP → validate
 * OTP; VALID goes to /ConsumerDashboard?mobile=…; Resend regenerates. Pure, like loginState.
 */
import type { RegisteredResult, SendResult, ValidateResult } from './loginApi'
import { otpHintFor } from './loginState'
import { fromServer, spec, type Msg } from './messages'
import { initialOtpFlow, networkFailed, nextFocus, nextToast, otpResent, otpStep, sharedOtpCase, type Toast } from './otpFlowState'

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

export const initialQuickLoginState: QuickLoginState = { ...initialOtpFlow }

const focus = (s: QuickLoginState, target: QuickFocus) => nextFocus(s, target)
const toast = nextToast

/** An OTP request that did not go out, as shown (429 and 404 carry the server's words). */
function sendFailure(r: Exclude<SendResult, { kind: 'sent' }>): Msg {
  if (r.kind === 'tooMany' || r.kind === 'error') return fromServer(r.message, 'otpResendFailed')
  return spec('otpResendFailed')
}

export function quickLoginReducer(s: QuickLoginState, a: QuickLoginAction): QuickLoginState {
  switch (a.type) {
    case 'edit':
    case 'submitMobile':
    case 'resend':
    case 'submitOtp':
    case 'changeNumber':
    case 'toastDone':
      return sharedOtpCase<QuickLoginState, QuickFocus>(s, a, { mobile: 'mobile', otp: 'otp' })

    case 'registeredDone': {
      const r = a.result
      if (r.kind === 'registered') return s // the OTP is generated next, still pending
      const done = { ...s, pending: null }
      if (r.kind === 'notRegistered') return { ...done, mobileError: fromServer(r.message, 'mobileNotRegistered'), focus: focus(s, 'mobile') }
      if (r.kind === 'network') return networkFailed<QuickLoginState, QuickFocus>(s, 'getOtp')
      return { ...done, mobileError: fromServer(r.message, 'networkError'), focus: focus(s, 'mobile') }
    }

    case 'sendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return otpStep<QuickLoginState, QuickFocus>(s, 'otp')
      if (r.kind === 'network') return networkFailed<QuickLoginState, QuickFocus>(s, 'getOtp')
      return { ...done, mobileError: sendFailure(r), focus: focus(s, 'mobile') }
    }

    case 'resendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return otpResent<QuickLoginState, QuickFocus>(s, 'otp')
      return { ...done, otpError: sendFailure(r), focus: focus(s, 'otp') }
    }

    case 'validateDone': {
      const r = a.result
      if (r.kind === 'valid') return { ...s, pending: 'navigate', toast: toast(s, 'success', spec('otpVerified')) }
      const done = { ...s, pending: null }
      if (r.kind === 'network') return networkFailed<QuickLoginState, QuickFocus>(s, 'otp')
      return { ...done, otpError: spec('otpWrong'), otpHint: otpHintFor(r.reason), focus: focus(s, 'otp') }
    }

  }
}
