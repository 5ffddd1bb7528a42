/**
 * The Force Logout panel's part of both login flows (spec §4 step 5, §8): the login dialog
 * (loginState) and the desktop quick login (quickLoginState) reach it when the server answers
 * 'already logged in'; an OTP in force-logout mode (src portal-fl), then /auth/forceLogout
 * ends the other session and the flow returns to its first step with 'Force Log Out
 * Successfull. Please Log In now'. Pure; ForceLogoutPanel renders it.
 */
import type { ForceLogoutResult, SendResult } from './loginApi'
import { isOtp, spec, type Msg } from './messages'
import { networkFailed, nextFocus, nextToast, sendFailure, type OtpFlowState } from './otpFlowState'

/** A lasting message at the top of the form (force logout done, session expired). */
export interface Notice {
  kind: 'success' | 'error'
  msg: Msg
}

/** The fields a flow with the Force Logout panel adds to OtpFlowState. */
export interface ForceLogoutFields {
  flOtp: string
  /** the force-logout OTP has been sent: its field shows */
  flOtpSent: boolean
  flError: Msg | null
  notice: Notice | null
}

export const initialForceLogout: ForceLogoutFields = { flOtp: '', flOtpSent: false, flError: null, notice: null }

export type ForceLogoutAction = { type: 'flRequest' } | { type: 'flSendDone'; result: SendResult } | { type: 'flSubmit' } | { type: 'flDone'; result: ForceLogoutResult }

/** Where the focus goes: the panel's button and OTP field, and the flow's first-step submit button. */
export interface ForceLogoutTargets<F extends string> {
  flButton: F
  flOtp: F
  submit: F
}

type FlowWithForceLogout<F extends string> = OtpFlowState<F> & ForceLogoutFields

/** 'already logged in': the Force Logout panel, its button focused. */
export function toForceLogout<S extends FlowWithForceLogout<F>, F extends string>(s: S, targets: ForceLogoutTargets<F>): S {
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
    focus: nextFocus(s, targets.flButton),
  }
}

export function forceLogoutCase<S extends FlowWithForceLogout<F>, F extends string>(s: S, a: ForceLogoutAction, targets: ForceLogoutTargets<F>): S {
  switch (a.type) {
    case 'flRequest':
      if (s.pending || s.step !== 'forceLogout') return s
      return { ...s, pending: 'flSend', flError: null }

    case 'flSendDone': {
      const r = a.result
      const done = { ...s, pending: null }
      if (r.kind === 'sent') {
        return { ...done, flOtpSent: true, flOtp: '', toast: nextToast(s, 'success', spec('otpSent')), focus: nextFocus(s, targets.flOtp) }
      }
      if (r.kind === 'alreadyLoggedIn') return { ...done, flError: spec('otpResendFailed'), focus: nextFocus(s, targets.flButton) }
      return { ...done, flError: sendFailure(r), focus: nextFocus(s, s.flOtpSent ? targets.flOtp : targets.flButton) }
    }

    case 'flSubmit': {
      if (s.pending || s.step !== 'forceLogout' || !s.flOtpSent) return s
      if (!isOtp(s.flOtp)) return { ...s, flError: spec('forceLogoutFailed'), focus: nextFocus(s, targets.flOtp) }
      return { ...s, flOtp: s.flOtp.trim(), pending: 'flSubmit', flError: null }
    }

    case 'flDone': {
      const r = a.result
      if (r.kind === 'done') {
        return {
          ...s,
          pending: null,
          step: 'mobile',
          flOtp: '',
          flOtpSent: false,
          flError: null,
          notice: { kind: 'success', msg: spec('forceLogoutSuccess') },
          // the force-logout OTP's toast is stale now
          toast: null,
          lastToastId: s.toast?.id ?? s.lastToastId,
          focus: nextFocus(s, targets.submit),
        }
      }
      if (r.kind === 'network') return networkFailed<S, F>(s, targets.flOtp)
      return { ...s, pending: null, flError: spec('forceLogoutFailed'), focus: nextFocus(s, targets.flOtp) }
    }
  }
}
