/**
 * Assamese names of divisions for the reports. The divisions table has English names only
 * ('Guwahati Electrical Division 1'); the town's Assamese name comes from the circles' and the
 * districts' lists, the word from docs/glossary-as.md (ডিভিজন). A name of another shape is
 * written as 'ডিভিজন <code>' in Assamese digits, so an Assamese page never shows English.
 */
import { CIRCLES } from '#shared/eodbCircles'
import { DISTRICTS } from '#shared/districts'
import { localizeDigits } from '#shared/format'

const TOWN_AS = new Map<string, string>()
for (const c of CIRCLES) {
  const en = /^(.+) Electrical Circle/.exec(c.name)?.[1]
  const as = /^(.+) বৈদ্যুতিক চাৰ্কল/.exec(c.nameAs)?.[1]
  if (en && as) TOWN_AS.set(en, as)
}
for (const [, en, as] of DISTRICTS) if (!TOWN_AS.has(en)) TOWN_AS.set(en, as)

export function divisionNameAs(code: string, name: string): string {
  const m = /^(.+) Electrical Division (\d+)$/.exec(name)
  const town = m ? TOWN_AS.get(m[1]) : undefined
  if (m && town) return `${town} বৈদ্যুতিক ডিভিজন ${localizeDigits(m[2], 'as')}`
  return `ডিভিজন ${localizeDigits(code, 'as')}`
}
