/**
 * What both login flows (the login dialog, loginState; the desktop header quick login,
 * quickLoginState) share: mobile → OTP steps, toasts, focus requests and the reducer cases
 * that behave alike in both. Pure.
 */
import type { SendResult } from './loginApi'
import { fromServer, isOtp, spec, ui, type Msg } from './messages'
import { validateMobile } from './validateMobile'
import { normalizeDigits, normalizeMobile } from '#shared/numberInput'

export interface Toast {
  id: number
  kind: 'success' | 'error'
  msg: Msg
}

/** The fields both flows' states have. */
export interface OtpFlowState<F extends string = string> {
  step: string
  mobile: string
  otp: string
  /** the call in flight (the loading overlay shows) */
  pending: string | null
  mobileError: Msg | null
  otpError: Msg | null
  /** what to do next, under the OTP error (e.g. press Resend after expiry) */
  otpHint: Msg | null
  toast: Toast | null
  /** id of the last toast that timed out (ids keep growing, so an old timer never clears a new toast) */
  lastToastId: number
  /** where the keyboard focus goes next (seq changes on every request) */
  focus: { target: F; seq: number } | null
}

/** Where both flows start. */
export const initialOtpFlow = {
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
} as const

/** The actions both reducers handle alike (sharedOtpCase). */
export type SharedOtpAction =
  { type: 'edit'; field: string; value: string } | { type: 'submitMobile' } | { type: 'resend' } | { type: 'submitOtp' } | { type: 'changeNumber' } | { type: 'toastDone'; id: number }

export const nextFocus = <F extends string>(s: OtpFlowState<F>, target: F) => ({ target, seq: (s.focus?.seq ?? 0) + 1 })
export const nextToast = (s: OtpFlowState, kind: Toast['kind'], msg: Msg): Toast => ({ id: (s.toast?.id ?? s.lastToastId) + 1, kind, msg })

/**
 * An OTP request that did not go out, as shown under its field (spec §8: 'OTP Could not Sent !';
 * a 429 or another error: the server's answer in the page's language; a failed proof-of-work
 * check its own text).
 */
export function sendFailure(r: Exclude<SendResult, { kind: 'sent' } | { kind: 'alreadyLoggedIn' }>): Msg {
  if (r.kind === 'checkFailed') return ui(r.code === 'CHALLENGE_INVALID' ? 'check.invalid' : 'check.required')
  if (r.kind === 'tooMany' || r.kind === 'error') return fromServer(r.answer, 'otpResendFailed')
  return spec('otpResendFailed')
}

/** A call's network failure: the error toast, the focus on `target`. */
export function networkFailed<S extends OtpFlowState<F>, F extends string>(s: S, target: F): S {
  return { ...s, pending: null, toast: nextToast(s, 'error', spec('networkError')), focus: nextFocus(s, target) }
}

/** The OTP went out: the OTP step, its toast, the focus in the OTP box. */
export function otpStep<S extends OtpFlowState<F>, F extends string>(s: S, otp: F): S {
  return { ...s, pending: null, step: 'otp', otp: '', otpError: null, otpHint: null, toast: nextToast(s, 'success', spec('otpSent')), focus: nextFocus(s, otp) }
}

/** Resend went out: an empty OTP box with the focus, the 'OTP Sent' toast. */
export function otpResent<S extends OtpFlowState<F>, F extends string>(s: S, otp: F): S {
  return { ...s, pending: null, otp: '', toast: nextToast(s, 'success', spec('otpSent')), focus: nextFocus(s, otp) }
}

/**
 * The cases alike in both flows. `clear` holds the flow's own fields a new mobile submit or
 * 'Change mobile number' resets (e.g. the login dialog's notice).
 */
export function sharedOtpCase<S extends OtpFlowState<F>, F extends string>(
  s: S,
  a: SharedOtpAction,
  targets: { mobile: F; otp: F },
  clear: { submitMobile?: Partial<S>; changeNumber?: Partial<S> } = {},
): S {
  switch (a.type) {
    case 'edit':
      return { ...s, [a.field]: a.value }

    case 'submitMobile': {
      if (s.pending || s.step !== 'mobile') return s
      const problem = validateMobile(s.mobile)
      if (problem) return { ...s, mobileError: spec(problem), ...clear.submitMobile, focus: nextFocus(s, targets.mobile) }
      return { ...s, mobile: normalizeMobile(s.mobile), pending: 'send', mobileError: null, ...clear.submitMobile }
    }

    case 'resend':
      if (s.pending || s.step !== 'otp') return s
      return { ...s, pending: 'resend', otpError: null, otpHint: null }

    case 'submitOtp': {
      if (s.pending || s.step !== 'otp') return s
      if (!isOtp(s.otp)) return { ...s, otpError: spec('otpWrong'), otpHint: null, focus: nextFocus(s, targets.otp) }
      return { ...s, otp: normalizeDigits(s.otp), pending: 'verify', otpError: null, otpHint: null }
    }

    case 'changeNumber':
      if (s.pending) return s
      return {
        ...s,
        step: 'mobile',
        otp: '',
        otpError: null,
        otpHint: null,
        mobileError: null,
        ...clear.changeNumber,
        focus: nextFocus(s, targets.mobile),
      }

    case 'toastDone':
      return s.toast?.id === a.id ? { ...s, toast: null, lastToastId: a.id } : s
  }
}
