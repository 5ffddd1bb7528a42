/**
 * The consumer login calls of spec §7, each turned into a small result the screens act on.
 * Same-origin POSTs only (the server's CSRF check reads Sec-Fetch-Site / Origin). Every
 * function takes `fetchImpl` so the unit tests can answer for the server.
 */
import { CONNECTION_TYPES, type ConnType } from '#shared/constants'
import type { Locale } from '#shared/locale'
import { MESSAGES } from '#shared/messages'
import { withProofOfWork } from '#client/lib/proofOfWork'
import { apiUrl, jsonObjectOf } from '#client/lib/api'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** The answer that the login modal turns into the Force Logout panel (server/routes/auth.ts). */
export const ALREADY_LOGGED_IN = 'already logged in'

export type OtpFailureReason = 'wrong' | 'locked' | 'expired' | 'used' | 'none'
const REASONS: readonly string[] = ['wrong', 'locked', 'expired', 'used', 'none']

interface Answer {
  status: number
  body: Record<string, unknown> | null
}

/** POSTs (JSON body when given) and reads a JSON answer; rejects only when the request itself failed. */
async function post(fetchImpl: FetchLike, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetchImpl(apiUrl(url), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await jsonObjectOf(res) }
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null)
const reasonOf = (v: unknown): OtpFailureReason | null => (typeof v === 'string' && REASONS.includes(v) ? (v as OtpFailureReason) : null)
const isConnType = (v: unknown): v is ConnType => typeof v === 'string' && (CONNECTION_TYPES as readonly string[]).includes(v)
const consListOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string' && c.length > 0) : [])
const query = (params: Record<string, string>) => new URLSearchParams(params).toString()
/**
 * The page's language, sent with the OTP and sign-in calls: the OTP's SMS is in it, and a
 * sign-in makes it the language of the consumer's SMS (server/http/requestLocale.ts).
 */
const langOf = (lang?: Locale): { lang?: Locale } => (lang ? { lang } : {})

/** Result of asking for an OTP (login, resend, force-logout OTP, desktop generate / regenerate). */
export type SendResult =
  | { kind: 'sent' }
  | { kind: 'alreadyLoggedIn' }
  /** 429: the server's answer (which limit, how long to wait: shared/apiMessage.ts words it) */
  | { kind: 'tooMany'; answer: unknown }
  /** 502: the SMS gateway did not take it */
  | { kind: 'notDelivered' }
  /** the proof-of-work check failed: the solution refused (400 CHALLENGE_INVALID) or asked again (428) */
  | { kind: 'checkFailed'; code: CheckFailure }
  | { kind: 'error'; status: number; answer: unknown }
  | { kind: 'network' }

export type CheckFailure = 'CHALLENGE_REQUIRED' | 'CHALLENGE_INVALID'

/** Told while an OTP call solves the server's proof-of-work challenge (the page shows 'Checking…'). */
export type OnChecking = (checking: boolean) => void

function sendResult(a: Answer): SendResult {
  const message = text(a.body?.message)
  if (a.status === 409 || message === ALREADY_LOGGED_IN) return { kind: 'alreadyLoggedIn' }
  if (a.status >= 200 && a.status < 300 && a.body?.status === 'success') return { kind: 'sent' }
  if (a.status === 428) return { kind: 'checkFailed', code: 'CHALLENGE_REQUIRED' }
  if (a.status === 400 && a.body?.code === 'CHALLENGE_INVALID') return { kind: 'checkFailed', code: 'CHALLENGE_INVALID' }
  if (a.status === 429) return { kind: 'tooMany', answer: a.body }
  if (a.status === 502 || message === MESSAGES.otpResendFailed) return { kind: 'notDelivered' }
  return { kind: 'error', status: a.status, answer: a.body }
}

/**
 * Every OTP-sending call: POSTs, and when the server asks for proof of work (428) solves it and
 * POSTs once more with the solution (proofOfWork.ts).
 */
async function sendOtp(fetchImpl: FetchLike, url: string, body: unknown, onChecking?: OnChecking): Promise<SendResult> {
  try {
    return sendResult(await withProofOfWork((headers) => post(fetchImpl, url, body, headers), onChecking))
  } catch {
    return { kind: 'network' }
  }
}

/** POST /auth/login: src 'portal' for the normal login (and its Resend), 'portal-fl' for a force-logout OTP. */
export function requestLoginOtp(
  mobileNo: string,
  src: 'portal' | 'portal-fl',
  fetchImpl: FetchLike = fetch,
  onChecking?: OnChecking,
  /** 'new': the first login after the mobile was registered in this browser (spec §3; the server keeps its own record) */
  type: 'new' | 'old' = 'old',
  lang?: Locale,
): Promise<SendResult> {
  return sendOtp(fetchImpl, '/auth/login', { mobileNo, type, src, ...langOf(lang) }, onChecking)
}

export type VerifyResult =
  | { kind: 'verified'; accessToken: string; consList: string[]; connType: ConnType | null }
  /** the server's 'Invalid OTP, Please Enter Correct OTP', with why */
  | { kind: 'wrong'; reason: OtpFailureReason | null; attemptsLeft: number | null }
  /** any other answer whose status is not success */
  | { kind: 'notSuccess' }
  | { kind: 'network' }

/** POST /auth/otp/verify. */
export async function verifyLoginOtp(mobileNo: string, otpNo: string, fetchImpl: FetchLike = fetch, lang?: Locale): Promise<VerifyResult> {
  let a: Answer
  try {
    a = await post(fetchImpl, '/auth/otp/verify', { mobileNo, otpNo, src: 'portal', ...langOf(lang) })
  } catch {
    return { kind: 'network' }
  }
  const b = a.body
  if (a.status >= 200 && a.status < 300 && b?.status === 'success') {
    const consList = consListOf(b.consList)
    const accessToken = text(b.accessToken)
    if (accessToken && consList.length > 0) {
      return { kind: 'verified', accessToken, consList, connType: isConnType(b.connType) ? b.connType : null }
    }
    return { kind: 'notSuccess' }
  }
  if (text(b?.message) === MESSAGES.otpWrongLong) {
    return { kind: 'wrong', reason: reasonOf(b?.reason), attemptsLeft: typeof b?.attemptsLeft === 'number' ? b.attemptsLeft : null }
  }
  return { kind: 'notSuccess' }
}

export type ForceLogoutResult = { kind: 'done' } | { kind: 'failed'; reason: OtpFailureReason | null } | { kind: 'network' }

/** POST /auth/forceLogout: ends the other session of the mobile. */
export async function forceLogout(mobileNo: string, otpNo: string, fetchImpl: FetchLike = fetch): Promise<ForceLogoutResult> {
  try {
    const a = await post(fetchImpl, '/auth/forceLogout', { mobileNo, otpNo })
    if (a.status >= 200 && a.status < 300 && a.body?.status === 'success') return { kind: 'done' }
    return { kind: 'failed', reason: reasonOf(a.body?.reason) }
  } catch {
    return { kind: 'network' }
  }
}

export type DetailsResult = { kind: 'found'; connType: ConnType } | { kind: 'notFound' } | { kind: 'sessionExpired' }

/**
 * POST /api/web/auth/getConsDetails with the access token (spec §6). '00' → found; any
 * other code → not found (spec §8 'Consumer Not Found'); the request failing, the session
 * refused (401/403) or a server failure → session expired (spec §8).
 */
export async function consumerDetails(accessToken: string, consNo: string, mobileNo: string, fetchImpl: FetchLike = fetch): Promise<DetailsResult> {
  let a: Answer
  try {
    a = await post(fetchImpl, '/api/web/auth/getConsDetails', { consNo, mobileNo }, { Authorization: `Bearer ${accessToken}` })
  } catch {
    return { kind: 'sessionExpired' }
  }
  if (a.status === 401 || a.status === 403 || a.status >= 500) return { kind: 'sessionExpired' }
  const code = text(a.body?.message)
  if (code === null) return { kind: 'sessionExpired' }
  if (code !== '00') return { kind: 'notFound' }
  const connType = a.body?.connType ?? (a.body?.consumer as { connType?: unknown } | undefined)?.connType
  return isConnType(connType) ? { kind: 'found', connType } : { kind: 'notFound' }
}

/** POST /auth/logout (best effort: used to drop a session the login could not complete). */
export async function logout(fetchImpl: FetchLike = fetch): Promise<void> {
  try {
    await post(fetchImpl, '/auth/logout')
  } catch {
    // nothing to do: the session ends by itself (idle time-out)
  }
}

// ——— the alternative desktop header login (spec §4) ———

export type RegisteredResult = { kind: 'registered' } | { kind: 'notRegistered' } | { kind: 'error'; status: number; answer: unknown } | { kind: 'network' }

/** POST /api/fetchConsumer?mobile_no=: is the mobile registered? */
export async function fetchConsumer(mobile: string, fetchImpl: FetchLike = fetch): Promise<RegisteredResult> {
  try {
    const a = await post(fetchImpl, `/api/fetchConsumer?${query({ mobile_no: mobile })}`)
    if (a.status >= 200 && a.status < 300 && a.body?.registered === true) return { kind: 'registered' }
    if (a.status >= 200 && a.status < 300 && a.body?.registered === false) return { kind: 'notRegistered' }
    return { kind: 'error', status: a.status, answer: a.body }
  } catch {
    return { kind: 'network' }
  }
}

/** POST /api/generateOtp?mobNo= (or /api/reGenerateOtp for Resend). */
export function desktopOtp(mobile: string, regenerate: boolean, fetchImpl: FetchLike = fetch, onChecking?: OnChecking, lang?: Locale): Promise<SendResult> {
  return sendOtp(fetchImpl, `/api/${regenerate ? 'reGenerateOtp' : 'generateOtp'}?${query({ mobNo: mobile, ...langOf(lang) })}`, undefined, onChecking)
}

/** VALID carries the login's accessToken and consList (spec §3 session storage); null when the answer lacks them. */
export type ValidateResult = { kind: 'valid'; session: { accessToken: string; consList: string[] } | null } | { kind: 'invalid'; reason: OtpFailureReason | null } | { kind: 'network' }

/** POST /api/validateOtp?mobNo=&otpNo=: 'VALID' or not. */
export async function validateDesktopOtp(mobile: string, otp: string, fetchImpl: FetchLike = fetch, lang?: Locale): Promise<ValidateResult> {
  try {
    const a = await post(fetchImpl, `/api/validateOtp?${query({ mobNo: mobile, otpNo: otp, ...langOf(lang) })}`)
    if (a.status >= 200 && a.status < 300 && a.body?.message === 'VALID') {
      const accessToken = text(a.body.accessToken)
      const consList = consListOf(a.body.consList)
      return { kind: 'valid', session: accessToken && consList.length > 0 ? { accessToken, consList } : null }
    }
    return { kind: 'invalid', reason: reasonOf(a.body?.reason) }
  } catch {
    return { kind: 'network' }
  }
}
