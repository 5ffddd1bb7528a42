/**
 * APDCL's office areas in Assamese (issue 23 §3: no English on an Assamese page). The billing
 * records name a consumer's division and sub-division in English only ('Guwahati Electrical
 * Division 1', 'Guwahati Sub-Division I'); the Assamese name is made from the town's Assamese
 * name (the circles' and the districts' lists) and the words of docs/glossary-as.md (ডিভিজন,
 * চাব-ডিভিজন). The pages, the reports and the documents use these, never a copy per record.
 */
import { CIRCLES } from '../eodb/circles'
import { DISTRICTS } from '../districts'
import { localizeDigits } from '../format'
import type { Locale } from '../locale'

const TOWN_AS = new Map<string, string>()
for (const c of CIRCLES) {
  const en = /^(.+) Electrical Circle/.exec(c.name)?.[1]
  const as = /^(.+) বৈদ্যুতিক চাৰ্কল/.exec(c.nameAs)?.[1]
  if (en && as) TOWN_AS.set(en, as)
}
for (const [, en, as] of DISTRICTS) if (!TOWN_AS.has(en)) TOWN_AS.set(en, as)

/**
 * The Assamese name of a division: '<town> বৈদ্যুতিক ডিভিজন <n>'. A name of another shape is
 * written as 'ডিভিজন <code>' in Assamese digits, so an Assamese page never shows English.
 */
export function divisionNameAs(code: string, name: string): string {
  const m = /^(.+) Electrical Division (\d+)$/.exec(name)
  const town = m ? TOWN_AS.get(m[1]) : undefined
  if (m && town) return `${town} বৈদ্যুতিক ডিভিজন ${localizeDigits(m[2], 'as')}`
  return `ডিভিজন ${localizeDigits(code, 'as')}`
}

const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 }

/**
 * The Assamese name of a sub-division: 'Guwahati Sub-Division II' → 'গুৱাহাটী চাব-ডিভিজন ২'
 * (also 'Guwahati Electrical Sub-Division No. 2'); null for a name of another shape or an
 * unknown town, which a page then shows as the record has it, marked as such.
 */
export function subDivisionNameAs(name: string): string | null {
  const m = /^(.+?) (Electrical )?Sub-Division (?:No\. ?)?([IVX]+|\d+)$/.exec(name.trim())
  const town = m ? TOWN_AS.get(m[1]) : undefined
  const n = m ? (ROMAN[m[3]] ?? (/^\d+$/.test(m[3]) ? Number(m[3]) : undefined)) : undefined
  if (!m || !town || n === undefined) return null
  return `${town} ${m[2] ? 'বৈদ্যুতিক ' : ''}চাব-ডিভিজন ${localizeDigits(n, 'as')}`
}

/** A name in the page's language, and `lang: 'en'` when only the record's English could be shown. */
export interface LocalName {
  text: string
  lang?: 'en'
}

/** A consumer's division in the page's language (null without one). */
export function divisionIn(locale: Locale, code: string, name: string | null): LocalName | null {
  if (!name) return null
  return { text: locale === 'as' ? divisionNameAs(code, name) : name }
}

/** A consumer's sub-division in the page's language (null without one). */
export function subDivisionIn(locale: Locale, name: string | null): LocalName | null {
  if (!name) return null
  if (locale !== 'as') return { text: name }
  const as = subDivisionNameAs(name)
  return as ? { text: as } : { text: name, lang: 'en' }
}
