import { HTML_CATEGORIES } from '#shared/content/contract'
import { sanitizeRichText } from '../server/services/sanitize'
import { formatMonthName, localizeDigits } from '#shared/format'
import type { SeedContext } from './context'
import { addDays } from './dates'
import { DOCUMENT_SPECS } from './documentTitles'
import { slug } from './files'
import { place } from './places'

/** 'Q3 2025-26' in Assamese: '২০২৫-২৬ বৰ্ষৰ তৃতীয় ত্ৰৈমাসিক' */
const QUARTERS_AS = ['প্ৰথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুৰ্থ']

function fill(template: string, date: string, n: number, lang: 'en' | 'as'): string {
  const [y, m] = date.split('-').map(Number)
  const fy = m >= 4 ? y : y - 1
  const fyText = `${fy}-${String(fy + 1).slice(2)}`
  const q = Math.floor(((m + 8) % 12) / 3) + 1
  // an Assamese title has no Latin letters (issue 23 §3): its quarter in words, its month by the shared formatter
  const quarter = lang === 'as' ? `${fyText} বৰ্ষৰ ${QUARTERS_AS[q - 1]} ত্ৰৈমাসিক` : `Q${q} ${fyText}`
  const [placeEn, placeAs] = place(n)
  const text = template
    .replace('{year}', String(y))
    .replace('{fy}', fyText)
    .replace('{quarter}', quarter)
    .replace('{month}', formatMonthName(m, lang))
    .replace('{n}', String(120 - n))
    .replace('{placeAs}', placeAs)
    .replace('{place}', placeEn)
  return lang === 'as' ? localizeDigits(text, 'as') : text
}

/**
 * Documents of every category (6+ each; the marquee's headlines and the newest news lines are
 * seeds/site.ts) and every (category, sub-type) pair of
 * shared/content/documentRoutes.ts (5+ each), over several years; the newest of some are NEW.
 */
export async function seedDocuments(ctx: SeedContext): Promise<void> {
  const rows: Array<Record<string, unknown>> = []
  DOCUMENT_SPECS.forEach((spec, s) => {
    for (let j = 0; j < spec.count; j++) {
      const date = addDays(ctx.today, -(j * 170 + s * 11 + 3))
      const [en, as] = spec.titles[j % spec.titles.length]
      // news and marquee names are HTML (sanitized on the way in, as write.ts does)
      const html = (text: string) => (HTML_CATEGORIES.includes(spec.category) ? sanitizeRichText(text) : text)
      const name = html(fill(en, date, j + s, 'en'))
      const folder = `documents/${spec.category}${spec.subType ? '/' + spec.subType : ''}`
      rows.push({
        category: spec.category,
        sub_type: spec.subType ?? null,
        name,
        name_as: html(fill(as, date, j + s, 'as')),
        // one entry in each listing has no file, to show that case
        file_location: j === spec.count - 1 && s % 3 === 0 ? null : ctx.pdf(`${folder}/${date}-${slug(name)}.pdf`, name),
        date: j === spec.count - 1 && s % 4 === 1 ? null : date,
        new_flag: j === 0 && s % 2 === 0,
      })
    }
  })
  for (let i = 0; i < rows.length; i += 50) await ctx.db('documents').insert(rows.slice(i, i + 50))
}
