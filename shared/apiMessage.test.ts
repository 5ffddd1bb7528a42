import { describe, expect, it } from 'vitest'
import asMessages from './locales/as/messages.json'
import enMessages from './locales/en/messages.json'
import { apiMessage, apiMessageRef, fieldMessageRef, type Translate } from './apiMessage'
import { ERROR_CODES, FIELD_ERROR_CODES, RATE_LIMIT_SCOPES, type ErrorCode } from './errors'
import { createI18n } from './i18n'
import type { Locale } from './locale'
import { MESSAGES } from './messages'

const t = (locale: Locale): Translate => createI18n(locale).t as unknown as Translate
const LATIN = /[A-Za-z]/
const ASCII_DIGIT = /[0-9]/
const BENGALI = /[\u0980-\u09FF]/

/** A body for `code` with every param a page may get. */
const bodyOf = (code: string, params: Record<string, unknown> = {}) => ({
  status: 'error',
  code,
  message: 'some English',
  params: { retryAfterSeconds: 125, freeAt: '2026-04-05T08:44:00.000Z', ...params },
})

/** Every way a code can be worded: each scope of a rate limit, one and many. */
function variants(code: string) {
  const counts = [1, 125]
  const scopes = code === 'TOO_MANY_REQUESTS' ? [undefined, ...RATE_LIMIT_SCOPES] : [undefined]
  return scopes.flatMap((scope) => counts.map((n) => bodyOf(code, { retryAfterSeconds: n, ...(scope ? { scope } : {}) })))
}

/**
 * The codes (and their variants) whose words are missing in a language: English must not
 * answer with the key itself, Assamese must not fall back to English (no Latin letters).
 */
function untranslated(codes: readonly string[]): string[] {
  const missing: string[] = []
  for (const code of codes) {
    for (const body of variants(code)) {
      const ref = apiMessageRef(body, 'en')
      const en = apiMessage(t('en'), 'en', body)
      const as = apiMessage(t('as'), 'as', body)
      const what = `${code} ${JSON.stringify(body.params)}`
      if (!ref || en === ref.key.replace(/^\w+:/, '') || /\bapi\.|\bfield\./.test(en)) missing.push(`${what}: no English`)
      if (LATIN.test(as) || !BENGALI.test(as)) missing.push(`${what}: no Assamese (${as})`)
    }
  }
  return missing
}

/** Every key path of a nested locale object. */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('API error answers in the page’s language', () => {
  it('every error code has its words in English and Assamese (INTERNAL aside: its request id is Latin)', () => {
    expect(untranslated(ERROR_CODES.filter((c) => c !== 'INTERNAL'))).toEqual([])
    const internal = { status: 'error', code: 'INTERNAL', message: 'Internal server error (request r-7)', requestId: 'r-7' }
    expect(apiMessage(t('en'), 'en', internal)).toBe('Internal server error (request r-7)')
    expect(apiMessage(t('as'), 'as', internal)).toBe('চাৰ্ভাৰত এটা আভ্যন্তৰীণ ত্ৰুটি হ’ল (অনুৰোধ r-7)')
  })

  it('fails for a code added to the list without words (the check above can fail)', () => {
    const codes = ERROR_CODES as unknown as string[]
    codes.push('A_NEW_CODE')
    try {
      const missing = untranslated(['A_NEW_CODE' as ErrorCode])
      expect(missing.filter((m) => m.endsWith('no English'))).toHaveLength(2)
      expect(missing.filter((m) => m.includes('no Assamese'))).toHaveLength(2)
    } finally {
      codes.pop()
    }
  })

  it('every per-field code has its words in both languages', () => {
    for (const code of FIELD_ERROR_CODES) {
      for (const purpose of ['bill', 'recharge']) {
        const params = { minPaise: 10_000, maxPaise: 5_000_000, purpose }
        const body = { status: 'error', code: 'INVALID', message: 'x', errors: [{ path: 'f', message: 'x', code, params }] }
        const ref = fieldMessageRef(code, params, 'en')
        expect(apiMessageRef(body, 'en')).toEqual(ref)
        const as = apiMessage(t('as'), 'as', body)
        expect(as, code).toMatch(BENGALI)
        expect(as, code).not.toMatch(LATIN)
        expect(apiMessage(t('en'), 'en', body), code).not.toMatch(/problems\.|field\./)
      }
    }
  })

  it('the Assamese file has every English key, with the same placeholders', () => {
    const en = enMessages as Record<string, Record<string, string>>
    const as = asMessages as unknown as Record<string, Record<string, string>>
    for (const group of ['api', 'field']) {
      expect(keys(as[group]).sort(), group).toEqual(keys(en[group]).sort())
      for (const k of keys(en[group])) expect(placeholders(as[group][k]), `${group}.${k}`).toEqual(placeholders(en[group][k]))
    }
  })

  it('words the OTP limit with the time and the minutes in the page’s digits (India time)', () => {
    const body = bodyOf('OTP_SENDS_EXHAUSTED', { retryAfterSeconds: 540 })
    expect(apiMessage(t('en'), 'en', body)).toBe('Too many OTPs for this mobile number. You can ask for a new OTP at 14:14 (in 9 minutes).')
    const as = apiMessage(t('as'), 'as', body)
    expect(as).toBe('এই ম’বাইল নম্বৰলৈ বহুত বেছি অ’টিপি পঠিওৱা হৈছে। আপুনি ১৪:১৪ত (৯ মিনিটৰ পিছত) নতুন অ’টিপি বিচাৰিব পাৰিব।')
    expect(as).not.toMatch(ASCII_DIGIT)
    expect(apiMessage(t('en'), 'en', bodyOf('OTP_SENDS_EXHAUSTED', { retryAfterSeconds: 50 }))).toMatch(/\(in 1 minute\)\.$/)
  })

  it('words the resend wait and each rate limit as the server does in English', () => {
    expect(apiMessage(t('en'), 'en', bodyOf('OTP_RESEND_WAIT', { retryAfterSeconds: 29 }))).toBe('Please wait 29 seconds before asking for a new OTP.')
    expect(apiMessage(t('as'), 'as', bodyOf('OTP_RESEND_WAIT', { retryAfterSeconds: 29 }))).toBe('নতুন অ’টিপি বিচৰাৰ আগতে অনুগ্ৰহ কৰি ২৯ ছেকেণ্ড অপেক্ষা কৰক।')
    expect(apiMessage(t('en'), 'en', bodyOf('TOO_MANY_REQUESTS', { retryAfterSeconds: 60 }))).toBe('Too many requests. Please try again in 60 seconds.')
    expect(apiMessage(t('en'), 'en', bodyOf('TOO_MANY_REQUESTS', { scope: 'network' }))).toBe('Too many requests from this network. Please try again later.')
    expect(apiMessage(t('as'), 'as', bodyOf('TOO_MANY_REQUESTS', { scope: 'mobile' }))).toBe(asMessages.api.TOO_MANY_REQUESTS_mobile)
    // a scope the page does not know: the generic words
    expect(apiMessage(t('en'), 'en', bodyOf('TOO_MANY_REQUESTS', { scope: 'elsewhere', retryAfterSeconds: 3 }))).toBe('Too many requests. Please try again in 3 seconds.')
  })

  it('words an amount out of range in whole rupees, Indian grouping, the page’s digits', () => {
    const body = {
      status: 'error',
      code: 'INVALID',
      message: 'Recharge amount must be between ₹100 and ₹50,000',
      errors: [{ path: 'amountPaise', message: 'x', code: 'amountOutOfRange', params: { minPaise: 10_000, maxPaise: 5_000_000, purpose: 'recharge' } }],
    }
    expect(apiMessage(t('en'), 'en', body)).toBe(body.message)
    expect(apiMessage(t('as'), 'as', body)).toBe('ৰিচাৰ্জৰ ধন ₹১০০ৰ পৰা ₹৫০,০০০ৰ ভিতৰত হ’ব লাগিব')
  })

  it('says the spec’s messages in the spec’s words (English) and their Assamese', () => {
    const invalid = { status: 'error', code: 'INVALID', message: MESSAGES.mobileInvalid, errors: [{ path: 'mobileNo', message: MESSAGES.mobileInvalid, code: 'mobileInvalid' }] }
    expect(apiMessage(t('en'), 'en', invalid)).toBe(MESSAGES.mobileInvalid)
    expect(apiMessage(t('as'), 'as', invalid)).toBe(asMessages.mobileInvalid)
    const notFound = { status: 'error', code: 'CONSUMER_NOT_FOUND', message: MESSAGES.consumerNotFound }
    expect(apiMessage(t('en'), 'en', notFound)).toBe(MESSAGES.consumerNotFound)
    expect(apiMessage(t('as'), 'as', notFound)).toBe(asMessages.consumerNotFound)
    // the same code, the spec's other words for it: the words win
    expect(apiMessageRef({ status: 'error', code: 'OTP_INVALID', message: MESSAGES.forceLogoutFailed }, 'as')).toEqual({ key: 'messages:forceLogoutFailed' })
    // an answer of an older server without a code, but with a spec message
    expect(apiMessageRef({ status: 'error', message: MESSAGES.mobileNotRegistered }, 'as')).toEqual({ key: 'messages:mobileNotRegistered' })
  })

  it('asks the repeated payment’s question with its amount and time', () => {
    const body = {
      status: 'error',
      code: 'REPEAT_PAYMENT',
      message: 'x',
      firstPayment: { orderId: 'APD1', purpose: 'bill', amountPaise: 123456, status: 'PAID', createdAt: '2026-04-05T08:40:00Z', paidAt: '2026-04-05T08:44:00Z', receiptNo: 'R1' },
    }
    expect(apiMessage(t('en'), 'en', body)).toBe('A payment of ₹ 1,234.56 for this bill was made at 14:14. Pay again?')
    const as = apiMessage(t('as'), 'as', body)
    expect(as).toContain('₹ ১,২৩৪.৫৬')
    expect(as).toContain('১৪:১৪')
  })

  it('falls back to the caller’s words for what is no error answer it knows', () => {
    for (const body of [null, 'oops', [], {}, { code: 'WHAT', message: 'Something else' }]) {
      expect(apiMessageRef(body, 'en')).toBeNull()
      expect(apiMessage(t('en'), 'en', body)).toBe(MESSAGES.networkError)
      expect(apiMessage(t('as'), 'as', body, 'messages:otpResendFailed')).toBe(asMessages.otpResendFailed)
    }
  })
})
