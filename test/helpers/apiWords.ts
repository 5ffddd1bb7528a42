/**
 * What a page shows for an API error answer (shared/apiMessage.ts), for the API tests: the
 * English page's words (the server's English, for the codes worded alike) and the Assamese
 * page's, which must be Assamese only (no Latin letters, no Latin digits but identifiers).
 */
import { expect } from 'vitest'
import { apiMessage, apiMessageRef, type Translate } from '../../shared/apiMessage'
import { createI18n } from '../../shared/i18n'
import type { Locale } from '../../shared/locale'

const translators = new Map<Locale, Translate>()
const tOf = (locale: Locale) => {
  let t = translators.get(locale)
  if (!t) translators.set(locale, (t = createI18n(locale).t as unknown as Translate))
  return t
}

/** The words of an answer on an English and on an Assamese page. */
export function pageWords(body: unknown): { en: string; as: string } {
  return { en: apiMessage(tOf('en'), 'en', body), as: apiMessage(tOf('as'), 'as', body) }
}

/**
 * The answer is one a page can word (its code is known and translated): the Assamese words have
 * no Latin letter nor Latin digit; `english` (default: the answer's own message) is what an
 * English page shows.
 */
export function expectWorded(body: unknown, english: string | null = (body as { message?: string }).message ?? null): { en: string; as: string } {
  expect(apiMessageRef(body, 'en'), `a page knows ${JSON.stringify(body)}`).not.toBeNull()
  const words = pageWords(body)
  if (english !== null) expect(words.en).toBe(english)
  expect(words.as).toMatch(/[\u0980-\u09FF]/)
  expect(words.as, words.as).not.toMatch(/[A-Za-z0-9]/)
  return words
}

/** A 429 of the rate limit `scope`: its English, the seconds of Retry-After in params, worded by the pages. */
export function expectRateLimited(res: { status: number; headers: Record<string, string>; body: unknown }, scope: string, message: string): void {
  expect(res.status).toBe(429)
  const retryAfterSeconds = Number(res.headers['retry-after'])
  expect(retryAfterSeconds).toBeGreaterThan(0)
  expect(res.body).toMatchObject({ status: 'error', code: 'TOO_MANY_REQUESTS', message, params: { scope, retryAfterSeconds } })
  expectWorded(res.body)
}
