/**
 * The alternative desktop header login (spec §4): registered check → generate OTP → validate
 * OTP; VALID goes to /ConsumerDashboard?mobile=…; Resend regenerates. One session per mobile
 * like the login dialog: 'already logged in' opens the same Force Logout panel
 * (forceLogoutState), which returns here to the first step. Pure, like loginState.
 */
import { forceLogoutCase, initialForceLogout, toForceLogout, type ForceLogoutAction, type ForceLogoutFields } from './forceLogoutState'
import type { RegisteredResult, SendResult, ValidateResult } from './loginApi'
import { otpHintFor } from './loginState'
import { fromServer, spec, type Msg } from './messages'
import { initialOtpFlow, networkFailed, nextFocus, nextToast, otpResent, otpStep, sendFailure, sharedOtpCase, type Toast } from './otpFlowState'

export type QuickFocus = 'mobile' | 'getOtp' | 'otp' | 'flButton' | 'flOtp'

export interface QuickLoginState extends ForceLogoutFields {
  step: 'mobile' | 'otp' | 'forceLogout'
  mobile: string
  otp: string
  pending: 'send' | 'resend' | 'verify' | 'flSend' | 'flSubmit' | 'navigate' | null
  mobileError: Msg | null
  otpError: Msg | null
  otpHint: Msg | null
  toast: Toast | null
  lastToastId: number
  focus: { target: QuickFocus; seq: number } | null
}

export type QuickLoginAction =
  | { type: 'edit'; field: 'mobile' | 'otp' | 'flOtp'; value: string }
  | { type: 'submitMobile' }
  | { type: 'registeredDone'; result: RegisteredResult }
  | { type: 'sendDone'; result: SendResult }
  /** 'already logged in', but by this very tab: its stored session goes on (no OTP) */
  | { type: 'resumed' }
  | { type: 'resend' }
  | { type: 'resendDone'; result: SendResult }
  | { type: 'submitOtp' }
  | { type: 'validateDone'; result: ValidateResult }
  | { type: 'changeNumber' }
  | ForceLogoutAction
  | { type: 'toastDone'; id: number }

export const initialQuickLoginState: QuickLoginState = { ...initialOtpFlow, ...initialForceLogout }

const focus = (s: QuickLoginState, target: QuickFocus) => nextFocus(s, target)
const toast = nextToast
const FL_TARGETS = { flButton: 'flButton', flOtp: 'flOtp', submit: 'getOtp' } as const

export function quickLoginReducer(s: QuickLoginState, a: QuickLoginAction): QuickLoginState {
  switch (a.type) {
    case 'edit':
    case 'submitMobile':
    case 'resend':
    case 'submitOtp':
    case 'changeNumber':
    case 'toastDone':
      return sharedOtpCase<QuickLoginState, QuickFocus>(
        s,
        a,
        { mobile: 'mobile', otp: 'otp' },
        {
          submitMobile: { notice: null },
          changeNumber: { ...initialForceLogout },
        },
      )

    case 'registeredDone': {
      const r = a.result
      if (r.kind === 'registered') return s // the OTP is generated next, still pending
      const done = { ...s, pending: null }
      if (r.kind === 'notRegistered') return { ...done, mobileError: spec('mobileNotRegistered'), focus: focus(s, 'mobile') }
      if (r.kind === 'network') return networkFailed<QuickLoginState, QuickFocus>(s, 'getOtp')
      return { ...done, mobileError: fromServer(r.answer, 'networkError'), focus: focus(s, 'mobile') }
    }

    case 'sendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return otpStep<QuickLoginState, QuickFocus>(s, 'otp')
      if (r.kind === 'alreadyLoggedIn') return toForceLogout<QuickLoginState, QuickFocus>(done, FL_TARGETS)
      if (r.kind === 'network') return networkFailed<QuickLoginState, QuickFocus>(s, 'getOtp')
      return { ...done, mobileError: sendFailure(r), focus: focus(s, 'mobile') }
    }

    case 'resumed':
      return { ...s, pending: 'navigate' }

    case 'resendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return otpResent<QuickLoginState, QuickFocus>(s, 'otp')
      if (r.kind === 'alreadyLoggedIn') return toForceLogout<QuickLoginState, QuickFocus>(done, FL_TARGETS)
      return { ...done, otpError: sendFailure(r), focus: focus(s, 'otp') }
    }

    case 'validateDone': {
      const r = a.result
      if (r.kind === 'valid') return { ...s, pending: 'navigate', toast: toast(s, 'success', spec('otpVerified')) }
      const done = { ...s, pending: null }
      if (r.kind === 'network') return networkFailed<QuickLoginState, QuickFocus>(s, 'otp')
      return { ...done, otpError: spec('otpWrong'), otpHint: otpHintFor(r.reason), focus: focus(s, 'otp') }
    }

    case 'flRequest':
    case 'flSendDone':
    case 'flSubmit':
    case 'flDone':
      return forceLogoutCase<QuickLoginState, QuickFocus>(s, a, FL_TARGETS)
  }
}
