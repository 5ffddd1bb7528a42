import type { Locale } from '#shared/locale'
import en from './locales/en.json'
import as from './locales/as.json'
import { fillTemplate } from '#shared/format'

/**
 * The documents' texts, from ./locales/{en,as}.json (server-only texts, kept out of the pages' bundles). Imported directly (the
 * esbuild server bundle has no import.meta.glob, which shared/i18n.ts relies on).
 */
export type LabelKey = keyof typeof en
const TEXTS: Record<Locale, Record<string, string>> = { en, as }

/** The text of `key` in `lang` ({{name}} placeholders filled from `vars`); English if missing. */
export function label(lang: Locale, key: LabelKey | string, vars: Record<string, string> = {}): string {
  const text = TEXTS[lang][key] ?? TEXTS.en[key]
  if (text === undefined) throw new Error(`documents: no text for ${key}`)
  return fillTemplate(text, vars)
}

/** A coded value (channel, tariff, status …) in `lang`; the code itself when there is no text for it. */
export function codeLabel(lang: Locale, prefix: string, code: string): string {
  const key = `${prefix}_${code}`
  return TEXTS[lang][key] ?? TEXTS.en[key] ?? code
}
