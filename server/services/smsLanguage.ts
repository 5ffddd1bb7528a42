/**
 * The one place that knows in which language a mobile gets its SMS (issue 23 §4): the table
 * sms_language, written when its consumer signs in (the login page's language), applies or
 * complains (the form's, server/services/workflow), gives feedback with that mobile, or opens a
 * dashboard (its language: the language switch of a dashboard page is that choice). Every
 * SMS sender reads it here: `smsLocaleOf` for one mobile, `smsLocaleColumn` inside a batch
 * query (the reminders and shutdown alerts). A request that carries its own language (a form
 * in Assamese, a login page) may send in that language directly, and records it.
 * No row, or a mobile that is not 10 digits: English.
 */
import type { Knex } from 'knex'
import type { Locale } from '#shared/locale'
import type { Db } from '../db/knex'
import { MOBILE_PATTERN } from '#shared/input/fields'

/** A stored or selected value as a locale: only 'as' is Assamese. */
export const asSmsLocale = (value: unknown): Locale => (value === 'as' ? 'as' : 'en')

/** The language of the SMS to `mobile`. */
export async function smsLocaleOf(db: Db | Knex.Transaction, mobile: string): Promise<Locale> {
  if (!MOBILE_PATTERN.test(mobile)) return 'en'
  const row: { locale?: unknown } | undefined = await db('sms_language').first('locale').where('mobile', mobile)
  return asSmsLocale(row?.locale)
}

/**
 * The same language as a column of a batch query over rows holding a mobile (`mobileColumn`,
 * e.g. 'c.mobile'), named `sms_locale`: null without a row (read it with `asSmsLocale`).
 */
export function smsLocaleColumn(db: Db, mobileColumn: string): Knex.Raw {
  return db.raw('(select sl.locale from sms_language sl where sl.mobile = ??) as sms_locale', [mobileColumn])
}

/**
 * Records `locale` as the language of the SMS to `mobile` (in the caller's transaction when
 * given). Writes only when it changes: a dashboard opened again costs one read by the key, not
 * a write (on SQLite every write waits for the one writer). Two changes at once: the last wins.
 */
export async function recordSmsLocale(db: Db | Knex.Transaction, mobile: string, locale: Locale, at: number): Promise<void> {
  if (!MOBILE_PATTERN.test(mobile)) return
  const row: { locale?: unknown } | undefined = await db('sms_language').first('locale').where('mobile', mobile)
  if (row?.locale === locale) return
  await db('sms_language').insert({ mobile, locale, updated_at: at }).onConflict('mobile').merge(['locale', 'updated_at'])
}

export interface SmsLanguageService {
  /** the language of the SMS to `mobile` (English without a choice) */
  localeOf(mobile: string): Promise<Locale>
  /** the consumer chose `locale` (signed in, opened a dashboard, …) */
  record(mobile: string, locale: Locale): Promise<void>
}

/** The table for those without the database handle (pages, routes). */
export function createSmsLanguageService(deps: { db: Db; now?: () => number }): SmsLanguageService {
  const now = deps.now ?? Date.now
  return {
    localeOf: (mobile) => smsLocaleOf(deps.db, mobile),
    record: (mobile, locale) => recordSmsLocale(deps.db, mobile, locale, now()),
  }
}
