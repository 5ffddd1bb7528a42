/**
 * The consumer's OTP login as one state machine (spec §4 "Consumer login" and the alternative
 * desktop header login, §5, §8), under both of its forms. Pure: a form dispatches what the user
 * did and what the server answered; side effects (calls, session storage, navigation) stay in
 * the form.
 *
 *   the login dialog (LoginForm):
 *     mobile ──Log In──▶ otp ──Verify (verifyDone)──▶ details (detailsDone) ──00──▶ dashboard
 *   the desktop header (QuickLoginForm):
 *     mobile ──Get OTP (registeredDone, sendDone)──▶ otp ──Validate (validateDone)──▶ dashboard
 *   both: 'already logged in' ──▶ forceLogout ──OTP + submit──▶ mobile ('Force Log Out Successfull')
 *
 * The forms differ only in which answers they dispatch: the dialog's wrong OTP is the spec's
 * long 'Invalid OTP, …' (verifyDone), the header's the short one (validateDone).
 */
import type { DetailsResult, ForceLogoutResult, OtpFailureReason, RegisteredResult, SendResult, ValidateResult, VerifyResult } from './loginApi'
import { fromServer, isOtp, spec, ui, type Msg } from './messages'
import { validateMobile } from './validateMobile'
import { normalizeDigits, normalizeMobile } from '#shared/input/fields'

export type Step = 'mobile' | 'otp' | 'forceLogout'
export type Pending = 'send' | 'resend' | 'verify' | 'details' | 'flSend' | 'flSubmit' | 'navigate'
/** `submit`: the first step's button (Log In, Get OTP) */
export type FocusTarget = 'mobile' | 'submit' | 'otp' | 'flButton' | 'flOtp'

export interface Toast {
  id: number
  kind: 'success' | 'error'
  msg: Msg
}

/** A lasting message at the top of the form (force logout done, session expired). */
export interface Notice {
  kind: 'success' | 'error'
  msg: Msg
}

/** The Force Logout panel's fields (ForceLogoutPanel renders them). */
export interface ForceLogoutFields {
  flOtp: string
  /** the force-logout OTP has been sent: its field shows */
  flOtpSent: boolean
  flError: Msg | null
  notice: Notice | null
}

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
  /** the dialog's 'Consumer Not Found' modal is open */
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
  /** the header's registered check before its OTP */
  | { type: 'registeredDone'; result: RegisteredResult }
  | { type: 'sendDone'; result: SendResult }
  /** 'already logged in', but by this very tab: its stored session goes on (no OTP) */
  | { type: 'resumed' }
  | { type: 'resend' }
  | { type: 'resendDone'; result: SendResult }
  | { type: 'submitOtp' }
  /** the dialog's OTP check (then its consumer details) */
  | { type: 'verifyDone'; result: VerifyResult }
  | { type: 'detailsDone'; result: DetailsResult }
  | { type: 'dismissNotFound' }
  /** the header's OTP check */
  | { type: 'validateDone'; result: ValidateResult }
  | { type: 'changeNumber' }
  | { type: 'flRequest' }
  | { type: 'flSendDone'; result: SendResult }
  | { type: 'flSubmit' }
  | { type: 'flDone'; result: ForceLogoutResult }
  | { type: 'toastDone'; id: number }

const initialForceLogout: ForceLogoutFields = { flOtp: '', flOtpSent: false, flError: null, notice: null }

export const initialLoginState: LoginState = {
  step: 'mobile',
  mobile: '',
  otp: '',
  pending: null,
  mobileError: null,
  otpError: null,
  otpHint: null,
  consumerNotFound: false,
  toast: null,
  lastToastId: 0,
  focus: null,
  ...initialForceLogout,
}

const focus = (s: LoginState, target: FocusTarget) => ({ target, seq: (s.focus?.seq ?? 0) + 1 })
const toast = (s: LoginState, kind: Toast['kind'], msg: Msg): Toast => ({ id: (s.toast?.id ?? s.lastToastId) + 1, kind, msg })

/** The hint under 'Invalid OTP, …' when typing again cannot help: a new OTP is needed. */
export function otpHintFor(reason: OtpFailureReason | null): Msg | null {
  if (reason === 'expired') return ui('otpExpiredHint')
  if (reason === 'locked') return ui('otpLockedHint')
  if (reason === 'used' || reason === 'none') return ui('otpNewNeededHint')
  return null
}

/**
 * An OTP request that did not go out, as shown under its field (spec §8: 'OTP Could not Sent !';
 * a 429 or another error: the server's answer in the page's language; a failed proof-of-work
 * check its own text).
 */
function sendFailure(r: Exclude<SendResult, { kind: 'sent' } | { kind: 'alreadyLoggedIn' }>): Msg {
  if (r.kind === 'checkFailed') return ui(r.code === 'CHALLENGE_INVALID' ? 'check.invalid' : 'check.required')
  if (r.kind === 'tooMany' || r.kind === 'error') return fromServer(r.answer, 'otpResendFailed')
  return spec('otpResendFailed')
}

/** A call's network failure: the error toast, the focus on `target`. */
const networkFailed = (s: LoginState, target: FocusTarget): LoginState => ({ ...s, pending: null, toast: toast(s, 'error', spec('networkError')), focus: focus(s, target) })

/** 'already logged in': the Force Logout panel, its button focused. */
const toForceLogout = (s: LoginState): LoginState => ({
  ...s,
  ...initialForceLogout,
  step: 'forceLogout',
  pending: null,
  otp: '',
  otpError: null,
  otpHint: null,
  mobileError: null,
  focus: focus(s, 'flButton'),
})

/** The answer to an OTP request (Log In / Get OTP, or Resend) in the mobile or OTP step. */
function sent(s: LoginState, r: SendResult, resend: boolean): LoginState {
  const done = { ...s, pending: null }
  if (r.kind === 'sent') {
    const fresh = resend ? {} : { step: 'otp' as const, otpError: null, otpHint: null }
    return { ...done, ...fresh, otp: '', toast: toast(s, 'success', spec('otpSent')), focus: focus(s, 'otp') }
  }
  if (r.kind === 'alreadyLoggedIn') return toForceLogout(done)
  if (resend) return { ...done, otpError: sendFailure(r), focus: focus(s, 'otp') }
  if (r.kind === 'network') return networkFailed(s, 'submit')
  // spec §8: any other server error on login → the server's message under the mobile field
  return { ...done, mobileError: sendFailure(r), focus: focus(s, 'mobile') }
}

/** The OTP was wrong: the flow's words (the dialog's long text, the header's short one) and what to do next. */
const wrongOtp = (s: LoginState, words: Msg, reason: OtpFailureReason | null): LoginState => ({ ...s, pending: null, otpError: words, otpHint: otpHintFor(reason), focus: focus(s, 'otp') })

export function loginReducer(s: LoginState, a: LoginAction): LoginState {
  switch (a.type) {
    case 'edit':
      return { ...s, [a.field]: a.value }

    case 'submitMobile': {
      if (s.pending || s.step !== 'mobile') return s
      const problem = validateMobile(s.mobile)
      if (problem) return { ...s, mobileError: spec(problem), notice: null, focus: focus(s, 'mobile') }
      return { ...s, mobile: normalizeMobile(s.mobile), pending: 'send', mobileError: null, notice: null }
    }

    case 'registeredDone': {
      const r = a.result
      if (r.kind === 'registered') return s // the OTP is generated next, still pending
      if (r.kind === 'network') return networkFailed(s, 'submit')
      const words = r.kind === 'notRegistered' ? spec('mobileNotRegistered') : fromServer(r.answer, 'networkError')
      return { ...s, pending: null, mobileError: words, focus: focus(s, 'mobile') }
    }

    case 'sendDone':
      return sent(s, a.result, false)

    case 'resumed':
      return { ...s, pending: 'navigate' }

    case 'resend':
      if (s.pending || s.step !== 'otp') return s
      return { ...s, pending: 'resend', otpError: null, otpHint: null }

    case 'resendDone':
      return sent(s, a.result, true)

    case 'submitOtp': {
      if (s.pending || s.step !== 'otp') return s
      if (!isOtp(s.otp)) return { ...s, otpError: spec('otpWrong'), otpHint: null, focus: focus(s, 'otp') }
      return { ...s, otp: normalizeDigits(s.otp), pending: 'verify', otpError: null, otpHint: null }
    }

    case 'verifyDone': {
      const r = a.result
      if (r.kind === 'verified') return { ...s, pending: 'details' }
      if (r.kind === 'network') return networkFailed(s, 'otp')
      if (r.kind === 'wrong') return wrongOtp(s, spec('otpWrongLong'), r.reason)
      return wrongOtp(s, spec('otpVerifyNotSuccess'), null)
    }

    case 'detailsDone': {
      const r = a.result
      if (r.kind === 'found') return { ...s, pending: 'navigate' }
      if (r.kind === 'notFound') return { ...s, pending: null, consumerNotFound: true }
      return { ...s, pending: null, step: 'mobile', otp: '', otpError: null, otpHint: null, notice: { kind: 'error', msg: spec('sessionExpired') }, focus: focus(s, 'submit') }
    }

    case 'dismissNotFound':
      return { ...s, consumerNotFound: false, step: 'mobile', otp: '', otpError: null, otpHint: null, focus: focus(s, 'submit') }

    case 'validateDone': {
      const r = a.result
      if (r.kind === 'valid') return { ...s, pending: 'navigate', toast: toast(s, 'success', spec('otpVerified')) }
      if (r.kind === 'network') return networkFailed(s, 'otp')
      return wrongOtp(s, spec('otpWrong'), r.reason)
    }

    case 'changeNumber':
      if (s.pending) return s
      return { ...s, ...initialForceLogout, step: 'mobile', otp: '', otpError: null, otpHint: null, mobileError: null, focus: focus(s, 'mobile') }

    case 'flRequest':
      if (s.pending || s.step !== 'forceLogout') return s
      return { ...s, pending: 'flSend', flError: null }

    case 'flSendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') return { ...done, flOtpSent: true, flOtp: '', toast: toast(s, 'success', spec('otpSent')), focus: focus(s, 'flOtp') }
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
      if (r.kind === 'done') {
        return {
          ...s,
          ...initialForceLogout,
          pending: null,
          step: 'mobile',
          notice: { kind: 'success', msg: spec('forceLogoutSuccess') },
          // the force-logout OTP's toast is stale now
          toast: null,
          lastToastId: s.toast?.id ?? s.lastToastId,
          focus: focus(s, 'submit'),
        }
      }
      if (r.kind === 'network') return networkFailed(s, 'flOtp')
      return { ...s, pending: null, flError: spec('forceLogoutFailed'), focus: focus(s, 'flOtp') }
    }

    case 'toastDone':
      return s.toast?.id === a.id ? { ...s, toast: null, lastToastId: a.id } : s
  }
}
