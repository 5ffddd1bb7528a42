/**
 * The consumer login dialog as a state machine (spec §4 "Consumer login", §5, §8). Pure:
 * the dialog dispatches what the user did and what the server answered; side effects
 * (calls, session storage, navigation) stay in LoginForm.
 *
 *   mobile ──Log In──▶ otp ──Verify──▶ (details) ──00──▶ dashboard
 *      ▲  └─409──▶ forceLogout ──OTP + submit──┘ (back to mobile, Log In offered again)
 */
import type { DetailsResult, ForceLogoutResult, OtpFailureReason, SendResult, VerifyResult } from './loginApi'
import { fromServer, isOtp, spec, ui, type Msg } from './messages'
import { initialOtpFlow, networkFailed, nextFocus, nextToast, otpResent, otpStep, sharedOtpCase, type Toast } from './otpFlowState'

export type Step = 'mobile' | 'otp' | 'forceLogout'
export type Pending = 'send' | 'resend' | 'verify' | 'details' | 'flSend' | 'flSubmit' | 'navigate'
export type FocusTarget = 'mobile' | 'submit' | 'otp' | 'flButton' | 'flOtp'

export type { Toast }

export interface LoginState {
  step: Step
  mobile: string
  otp: string
  flOtp: string
  /** the call in flight (the loading overlay shows) */
  pending: Pending | null
  mobileError: Msg | null
  otpError: Msg | null
  /** what to do next, under the OTP error (e.g. press Resend after expiry) */
  otpHint: Msg | null
  /** the force-logout OTP has been sent: its field shows */
  flOtpSent: boolean
  flError: Msg | null
  /** a lasting message at the top of the dialog */
  notice: { kind: 'success' | 'error'; msg: Msg } | null
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
  | { type: 'flRequest' }
  | { type: 'flSendDone'; result: SendResult }
  | { type: 'flSubmit' }
  | { type: 'flDone'; result: ForceLogoutResult }
  | { type: 'toastDone'; id: number }

export const initialLoginState: LoginState = {
  ...initialOtpFlow,
  flOtp: '',
  flOtpSent: false,
  flError: null,
  notice: null,
  consumerNotFound: false,
}

const focus = (s: LoginState, target: FocusTarget) => nextFocus(s, target)
const toast = nextToast

/** The hint under 'Invalid OTP, …' when typing again cannot help: a new OTP is needed. */
export function otpHintFor(reason: OtpFailureReason | null): Msg | null {
  if (reason === 'expired') return ui('otpExpiredHint')
  if (reason === 'locked') return ui('otpLockedHint')
  if (reason === 'used' || reason === 'none') return ui('otpNewNeededHint')
  return null
}

/** A failed OTP request, for the field where it shows (§8: resend failure 'OTP Could not Sent !'). */
function sendFailure(result: Exclude<SendResult, { kind: 'sent' } | { kind: 'alreadyLoggedIn' }>): Msg {
  if (result.kind === 'tooMany') return fromServer(result.message, 'otpResendFailed')
  if (result.kind === 'error' && result.message) return fromServer(result.message, 'otpResendFailed')
  return spec('otpResendFailed')
}

/** The Force Logout panel (spec §4 step 5, §8 'already logged in'). */
function toForceLogout(s: LoginState): LoginState {
  return {
    ...s,
    step: 'forceLogout',
    pending: null,
    otp: '',
    otpError: null,
    otpHint: null,
    flOtp: '',
    flOtpSent: false,
    flError: null,
    mobileError: null,
    notice: null,
    focus: focus(s, 'flButton'),
  }
}

export function loginReducer(s: LoginState, a: LoginAction): LoginState {
  switch (a.type) {
    case 'edit':
    case 'submitMobile':
    case 'resend':
    case 'submitOtp':
    case 'changeNumber':
    case 'toastDone':
      return sharedOtpCase<LoginState, FocusTarget>(s, a, { mobile: 'mobile', otp: 'otp' }, {
        submitMobile: { notice: null },
        changeNumber: { flOtp: '', flOtpSent: false, flError: null, notice: null },
      })

    case 'sendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return otpStep<LoginState, FocusTarget>(s, 'otp')
      if (r.kind === 'alreadyLoggedIn') return toForceLogout(done)
      if (r.kind === 'network') return networkFailed<LoginState, FocusTarget>(s, 'submit')
      // spec §8: any other server error on login → the server's message under the mobile field
      const msg = r.kind === 'notDelivered' ? spec('otpResendFailed') : fromServer(r.message, 'otpResendFailed')
      return { ...done, mobileError: msg, focus: focus(s, 'mobile') }
    }

    case 'resumed':
      return { ...s, pending: 'navigate' }

    case 'resendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return otpResent<LoginState, FocusTarget>(s, 'otp')
      if (r.kind === 'alreadyLoggedIn') return toForceLogout(done)
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
      if (s.pending || s.step !== 'forceLogout') return s
      return { ...s, pending: 'flSend', flError: null }

    case 'flSendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') {
        return { ...done, flOtpSent: true, flOtp: '', toast: toast(s, 'success', spec('otpSent')), focus: focus(s, 'flOtp') }
      }
      if (r.kind === 'alreadyLoggedIn') return { ...done, flError: spec('otpResendFailed'), focus: focus(s, 'flButton') }
      return { ...done, flError: sendFailure(r), focus: focus(s, s.flOtpSent ? 'flOtp' : 'flButton') }
    }

    case 'flSubmit': {
      if (s.pending || s.step !== 'forceLogout' || !s.flOtpSent) return s
      if (!isOtp(s.flOtp)) return { ...s, flError: spec('forceLogoutFailed'), focus: focus(s, 'flOtp') }
      return { ...s, flOtp: s.flOtp.trim(), pending: 'flSubmit', flError: null }
    }

    case 'flDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'done') {
        return {
          ...done,
          step: 'mobile',
          flOtp: '',
          flOtpSent: false,
          flError: null,
          notice: { kind: 'success', msg: spec('forceLogoutSuccess') },
          // the force-logout OTP's toast is stale now
          toast: null,
          lastToastId: s.toast?.id ?? s.lastToastId,
          focus: focus(s, 'submit'),
        }
      }
      if (r.kind === 'network') return networkFailed<LoginState, FocusTarget>(s, 'flOtp')
      return { ...done, flError: spec('forceLogoutFailed'), focus: focus(s, 'flOtp') }
    }
  }
}
