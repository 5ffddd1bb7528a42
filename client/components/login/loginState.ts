/**
 * The consumer login dialog as a state machine (spec §4 "Consumer login", §5, §8). Pure:
 * the dialog dispatches what the user did and what the server answered; side effects
 * (calls, session storage, navigation) stay in LoginForm.
 *
 *   mobile ──Log In──▶ otp ──Verify──▶ (details) ──00──▶ dashboard
 *      ▲  └─409──▶ forceLogout ──OTP + submit──┘ (back to mobile, Log In offered again)
 */
import { forceLogoutCase, initialForceLogout, toForceLogout, type ForceLogoutAction, type ForceLogoutFields } from './forceLogoutState'
import type { DetailsResult, OtpFailureReason, SendResult, VerifyResult } from './loginApi'
import { spec, ui, type Msg } from './messages'
import { initialOtpFlow, networkFailed, nextFocus, otpResent, otpStep, sendFailure, sharedOtpCase, type Toast } from './otpFlowState'

export type Step = 'mobile' | 'otp' | 'forceLogout'
export type Pending = 'send' | 'resend' | 'verify' | 'details' | 'flSend' | 'flSubmit' | 'navigate'
export type FocusTarget = 'mobile' | 'submit' | 'otp' | 'flButton' | 'flOtp'

export type { Toast }

export interface LoginState extends ForceLogoutFields {
  step: Step
  mobile: string
  otp: string
  /** the call in flight (the loading overlay shows) */
  pending: Pending | null
  mobileError: Msg | null
  otpError: Msg | null
  /** what to do next, under the OTP error (e.g. press Resend after expiry) */
  otpHint: Msg | null
  /** the 'Consumer Not Found' modal is open */
  consumerNotFound: boolean
  toast: Toast | null
  /** id of the last toast that timed out (ids keep growing, so an old timer never clears a new toast) */
  lastToastId: number
  /** where the keyboard focus goes next (seq changes on every request) */
  focus: { target: FocusTarget; seq: number } | null
}

export type LoginAction =
  | { type: 'edit'; field: 'mobile' | 'otp' | 'flOtp'; value: string }
  | { type: 'submitMobile' }
  | { type: 'sendDone'; result: SendResult }
  /** 'already logged in', but by this very tab: its stored session goes on (no OTP) */
  | { type: 'resumed' }
  | { type: 'resend' }
  | { type: 'resendDone'; result: SendResult }
  | { type: 'submitOtp' }
  | { type: 'verifyDone'; result: VerifyResult }
  | { type: 'detailsDone'; result: DetailsResult }
  | { type: 'dismissNotFound' }
  | { type: 'changeNumber' }
  | ForceLogoutAction
  | { type: 'toastDone'; id: number }

export const initialLoginState: LoginState = {
  ...initialOtpFlow,
  ...initialForceLogout,
  consumerNotFound: false,
}

const focus = (s: LoginState, target: FocusTarget) => nextFocus(s, target)
const FL_TARGETS = { flButton: 'flButton', flOtp: 'flOtp', submit: 'submit' } as const

/** The hint under 'Invalid OTP, …' when typing again cannot help: a new OTP is needed. */
export function otpHintFor(reason: OtpFailureReason | null): Msg | null {
  if (reason === 'expired') return ui('otpExpiredHint')
  if (reason === 'locked') return ui('otpLockedHint')
  if (reason === 'used' || reason === 'none') return ui('otpNewNeededHint')
  return null
}

export function loginReducer(s: LoginState, a: LoginAction): LoginState {
  switch (a.type) {
    case 'edit':
    case 'submitMobile':
    case 'resend':
    case 'submitOtp':
    case 'changeNumber':
    case 'toastDone':
      return sharedOtpCase<LoginState, FocusTarget>(
        s,
        a,
        { mobile: 'mobile', otp: 'otp' },
        {
          submitMobile: { notice: null },
          changeNumber: { flOtp: '', flOtpSent: false, flError: null, notice: null },
        },
      )

    case 'sendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return otpStep<LoginState, FocusTarget>(s, 'otp')
      if (r.kind === 'alreadyLoggedIn') return toForceLogout<LoginState, FocusTarget>(done, FL_TARGETS)
      if (r.kind === 'network') return networkFailed<LoginState, FocusTarget>(s, 'submit')
      // spec §8: any other server error on login → the server's message under the mobile field
      return { ...done, mobileError: sendFailure(r), focus: focus(s, 'mobile') }
    }

    case 'resumed':
      return { ...s, pending: 'navigate' }

    case 'resendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return otpResent<LoginState, FocusTarget>(s, 'otp')
      if (r.kind === 'alreadyLoggedIn') return toForceLogout<LoginState, FocusTarget>(done, FL_TARGETS)
      return { ...done, otpError: sendFailure(r), focus: focus(s, 'otp') }
    }

    case 'verifyDone': {
      const r = a.result
      if (r.kind === 'verified') return { ...s, pending: 'details' }
      const done = { ...s, pending: null }
      if (r.kind === 'network') return networkFailed<LoginState, FocusTarget>(s, 'otp')
      if (r.kind === 'wrong') return { ...done, otpError: spec('otpWrongLong'), otpHint: otpHintFor(r.reason), focus: focus(s, 'otp') }
      return { ...done, otpError: spec('otpVerifyNotSuccess'), otpHint: null, focus: focus(s, 'otp') }
    }

    case 'detailsDone': {
      const r = a.result
      if (r.kind === 'found') return { ...s, pending: 'navigate' }
      if (r.kind === 'notFound') return { ...s, pending: null, consumerNotFound: true }
      return {
        ...s,
        pending: null,
        step: 'mobile',
        otp: '',
        otpError: null,
        otpHint: null,
        notice: { kind: 'error', msg: spec('sessionExpired') },
        focus: focus(s, 'submit'),
      }
    }

    case 'dismissNotFound':
      return { ...s, consumerNotFound: false, step: 'mobile', otp: '', otpError: null, otpHint: null, focus: focus(s, 'submit') }

    case 'flRequest':
    case 'flSendDone':
    case 'flSubmit':
    case 'flDone':
      return forceLogoutCase<LoginState, FocusTarget>(s, a, FL_TARGETS)
  }
}
