/**
 * An API error answer in the page's language (docs/messages.md). The server answers
 * `{ status: 'error', code, message, params?, errors? }` (shared/errors.ts): `message`
 * in the spec's (or our) English, `code` and `params` for the page. This is the one place
 * that turns such an answer into an i18next key and its values; numbers and times are
 * formatted here, in the page's digits (shared/format.ts), identifiers stay as they are.
 *
 * Texts: the spec's messages are the `messages` namespace's top keys (shared/messages.ts),
 * the other codes `messages:api.<CODE>` (`_<scope>` for a rate limit, `_one`/`_other` by the
 * count), per-field codes the spec's key, `billing:problems.<code>` or `messages:field.<code>`;
 * a repeated payment the question of `payments:repeat.message`.
 */
import { PROBLEM_EN } from './input/fields'
import { ERROR_CODES, FIELD_ERROR_CODES, RATE_LIMIT_SCOPES, type ErrorCode, type FieldErrorCode } from './errors'
import { formatNumber, localizeDigits } from './format'
import type { Locale } from './locale'
import { MESSAGES, type MessageKey } from './messages'
import { firstPaymentOf, repeatState, repeatValues } from './payments/repeat'
import { indiaMoment } from './time'

/** A t() of i18next (or anything with its shape). */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/** What to say: an i18next key with its namespace, and its interpolation options. */
export interface MessageRef {
  key: string
  values?: Record<string, unknown>
}

/** Codes whose words are one of the spec's messages (spec §5, §8). */
export const SPEC_MESSAGE_OF_CODE: Partial<Record<ErrorCode, MessageKey>> = {
  CONSUMER_NOT_FOUND: 'consumerNotFound',
  MOBILE_NOT_REGISTERED: 'mobileNotRegistered',
  SESSION_INVALID: 'sessionExpired',
  OTP_INVALID: 'otpWrongLong',
  ALREADY_LOGGED_IN: 'alreadyLoggedIn',
  SMS_FAILED: 'otpResendFailed',
}

const SPEC_KEY_OF_TEXT = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([k, v]) => [v, k as MessageKey]))

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined)
const isCode = (v: unknown): v is ErrorCode => typeof v === 'string' && (ERROR_CODES as readonly string[]).includes(v)
const isFieldCode = (v: unknown): v is FieldErrorCode => typeof v === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(v)

/** The interpolation values of `params` in `locale`: counts and times in its digits, `count` for the plural. */
function valuesOf(params: Obj, locale: Locale, countOf: 'seconds' | 'minutes'): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  const seconds = num(params.retryAfterSeconds)
  if (seconds !== undefined) {
    const minutes = Math.ceil(seconds / 60)
    values.seconds = localizeDigits(seconds, locale)
    values.minutes = localizeDigits(minutes, locale)
    values.count = countOf === 'minutes' ? minutes : seconds
  }
  const time = typeof params.freeAt === 'string' ? indiaMoment(params.freeAt)?.time : null
  if (time) values.time = localizeDigits(time, locale)
  if (typeof params.scope === 'string' && (RATE_LIMIT_SCOPES as readonly string[]).includes(params.scope)) values.context = params.scope
  return values
}

/** A per-field problem's words. */
export function fieldMessageRef(code: FieldErrorCode, params: unknown, locale: Locale): MessageRef {
  if (code in MESSAGES) return { key: `messages:${code}` }
  if (code in PROBLEM_EN) return { key: `billing:problems.${code}` }
  const p = isObj(params) ? params : {}
  const rupees = (paise: unknown) => formatNumber(Math.floor((num(paise) ?? 0) / 100), locale)
  return { key: `messages:field.${code}`, values: { context: p.purpose === 'recharge' ? 'recharge' : 'bill', min: rupees(p.minPaise), max: rupees(p.maxPaise) } }
}

/**
 * What a page says for an API answer in `locale`; null when the body is no error answer we
 * know (the caller says its own fallback, e.g. 'Network Error !').
 */
export function apiMessageRef(body: unknown, locale: Locale): MessageRef | null {
  if (!isObj(body)) return null
  const code = isCode(body.code) ? body.code : null
  const message = typeof body.message === 'string' ? body.message : null
  // a field's problem the page can word
  if (code === 'INVALID' || code === null) {
    const field = Array.isArray(body.errors) ? body.errors.find((e): e is Obj => isObj(e) && isFieldCode(e.code)) : undefined
    if (field) return fieldMessageRef(field.code as FieldErrorCode, field.params, locale)
  }
  // the spec's own words (e.g. 'Invalid OTP!' of a force logout) are their own code
  const spec = message === null ? undefined : SPEC_KEY_OF_TEXT.get(message)
  if (spec) return { key: `messages:${spec}` }
  if (code === null) return null
  if (code === 'REPEAT_PAYMENT') {
    const first = firstPaymentOf(body)
    if (first) return { key: `payments:repeat.message.${first.purpose}.${repeatState(first)}`, values: repeatValues(first, locale) }
  }
  const specKey = SPEC_MESSAGE_OF_CODE[code]
  if (specKey) return { key: `messages:${specKey}` }
  const values = valuesOf(isObj(body.params) ? body.params : {}, locale, code === 'OTP_SENDS_EXHAUSTED' ? 'minutes' : 'seconds')
  if (code === 'INTERNAL') values.requestId = typeof body.requestId === 'string' ? body.requestId : ''
  return { key: `messages:api.${code}`, values }
}

/** The words of an API error answer in the page's language, or `fallback` (a key) when it is none we know. */
export function apiMessage(t: Translate, locale: Locale, body: unknown, fallback: string = 'messages:networkError'): string {
  const ref = apiMessageRef(body, locale) ?? { key: fallback }
  return t(ref.key, ref.values)
}
