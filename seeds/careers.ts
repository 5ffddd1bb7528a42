import { loadCareer } from '../server/services/admin/content'
import type { SeedContext } from './context'
import { addDays } from './dates'
import { slug } from './files'

const CAREERS: Array<{ en: string; as: string; applyLink: string | null; adv: boolean }> = [
  { en: 'Recruitment of Assistant Manager (Electrical), 60 posts', as: 'সহকাৰী পৰিচালক (বৈদ্যুতিক)ৰ ৬০টা পদত নিযুক্তি', applyLink: 'https://www.apdcl.org/website/Career', adv: true },
  { en: 'Engagement of graduate and diploma apprentices under the Apprentices Act, 1961', as: 'শিক্ষানবিশ আইন, ১৯৬১ৰ অধীনত স্নাতক আৰু ডিপ্লোমা শিক্ষানবিশ নিয়োগ', applyLink: null, adv: true },
  { en: 'Recruitment of Junior Manager (Electrical), 120 posts', as: 'কনিষ্ঠ পৰিচালক (বৈদ্যুতিক)ৰ ১২০টা পদত নিযুক্তি', applyLink: 'https://www.apdcl.org/website/Career', adv: true },
  { en: 'Engagement of retired officers as consultants on contract', as: 'অৱসৰপ্ৰাপ্ত বিষয়াসকলক চুক্তিভিত্তিত পৰামৰ্শদাতা হিচাপে নিয়োগ', applyLink: null, adv: false },
  { en: 'Recruitment of Assistant Manager (IT), 10 posts', as: 'সহকাৰী পৰিচালক (তথ্য-প্ৰযুক্তি)ৰ ১০টা পদত নিযুক্তি', applyLink: 'https://www.apdcl.org/website/Career', adv: true },
]

const DOC_TYPES: Array<[title: string, titleAs: string, docType: string, days: number]> = [
  ['Detailed advertisement', 'বিতং বিজ্ঞাপন', 'Advertisement', 0],
  ['Corrigendum: revised last date', 'সংশোধনী: সংশোধিত শেষ তাৰিখ', 'Corrigendum', 15],
  ['List of eligible candidates', 'যোগ্য প্ৰাৰ্থীৰ তালিকা', 'Notice', 40],
  ['Final result', 'চূড়ান্ত ফলাফল', 'Result', 90],
]

/** Five recruitment notices with their documents. */
export async function seedCareers(ctx: SeedContext): Promise<void> {
  for (const [i, c] of CAREERS.entries()) {
    const advDate = addDays(ctx.today, -(i * 120 + 5))
    const folder = `careers/${advDate}-${slug(c.en)}`
    await loadCareer(ctx.db, {
      description: c.en,
      descriptionAs: c.as,
      adv: c.adv ? ctx.pdf(`${folder}/advertisement.pdf`, `Advertisement: ${c.en}`) : null,
      advDate,
      applyLink: c.applyLink,
      isNew: i === 0,
      documents: DOC_TYPES.slice(0, 4 - (i % 4)).map(([title, titleAs, docType, days], k) => ({
        title,
        titleAs,
        docType,
        date: k === 2 && i === 1 ? null : addDays(advDate, days),
        fileLocation: ctx.pdf(`${folder}/${k + 1}-${slug(docType)}.pdf`, `${title}: ${c.en}`),
        isNew: i === 0 && k === 0,
      })),
    })
  }
}
