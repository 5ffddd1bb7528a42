import { loadTender, type NewTenderDocument } from '../server/services/admin/tenders'
import type { SeedContext } from './context'
import { addDays, daysBetween } from './dates'
import { slug } from './files'
import { place } from './places'

/** Works put out to tender, with {place} in English and {placeAs} in Assamese. */
const WORKS: Array<[code: string, en: string, as: string]> = [
  ['SS', 'Supply, installation, testing and commissioning of 33/11 kV sub-station at {place}', '{placeAs}ত ৩৩/১১ কে.ভি. উপকেন্দ্ৰ যোগান, স্থাপন, পৰীক্ষণ আৰু চালুকৰণ'],
  ['CBL', 'Procurement of 11 kV XLPE cables for {place} Electrical Division', '{placeAs} বৈদ্যুতিক ডিভিজনৰ বাবে ১১ কে.ভি. এক্স.এল.পি.ই. কেবল ক্ৰয়'],
  ['DTR', 'Rate contract for repair of distribution transformers in {place} Electrical Circle', '{placeAs} বৈদ্যুতিক চাৰ্কলত বিতৰণ ট্ৰেন্সফৰ্মাৰ মেৰামতিৰ হাৰ চুক্তি'],
  ['VEH', 'Hiring of vehicles for {place} Electrical Circle', '{placeAs} বৈদ্যুতিক চাৰ্কলৰ বাবে বাহন ভাড়া'],
  ['FDR', 'Construction of new 11 kV feeder and augmentation of LT lines at {place}', '{placeAs}ত নতুন ১১ কে.ভি. ফীডাৰ নিৰ্মাণ আৰু এল.টি. লাইনৰ সম্প্ৰসাৰণ'],
  ['AMC', 'Annual maintenance contract for 33 kV lines under {place} Electrical Division', '{placeAs} বৈদ্যুতিক ডিভিজনৰ অধীনৰ ৩৩ কে.ভি. লাইনৰ বাৰ্ষিক ৰক্ষণাবেক্ষণ চুক্তি'],
  ['MR', 'Engagement of meter reading and spot billing agencies for {place}', '{placeAs}ৰ বাবে মিটাৰ ৰিডিং আৰু স্পট বিলিং সংস্থা নিয়োগ'],
  ['MTR', 'Supply of single phase smart prepaid meters for {place} Electrical Circle', '{placeAs} বৈদ্যুতিক চাৰ্কলৰ বাবে এক-ফেজ স্মাৰ্ট প্ৰিপেইড মিটাৰ যোগান'],
]

const RDSS_WORKS: Array<[en: string, as: string]> = [
  ['RDSS: Appointment of Advanced Metering Infrastructure Service Provider (AMISP), package {place}', 'আৰ.ডি.এছ.এছ.: উন্নত মিটাৰিং আন্তঃগাঁথনি সেৱা প্ৰদানকাৰী (এ.এম.আই.এছ.পি.) নিযুক্তি, {placeAs} পেকেজ'],
  ['RDSS: Loss reduction works in {place} Electrical Circle', 'আৰ.ডি.এছ.এছ.: {placeAs} বৈদ্যুতিক চাৰ্কলত লোকচান হ্ৰাসৰ কাম'],
  ['RDSS: Separation of agricultural feeders in {place}', 'আৰ.ডি.এছ.এছ.: {placeAs}ত কৃষি ফীডাৰ পৃথকীকৰণ'],
  ['RDSS: Installation of feeder and DT meters in {place} Electrical Circle', 'আৰ.ডি.এছ.এছ.: {placeAs} বৈদ্যুতিক চাৰ্কলত ফীডাৰ আৰু ডি.টি. মিটাৰ স্থাপন'],
  ['RDSS: Replacement of bare LT conductors with aerial bunched cables at {place}', 'আৰ.ডি.এছ.এছ.: {placeAs}ত উন্মুক্ত এল.টি. পৰিবাহীৰ সলনি এৰিয়েল বাঞ্চড কেবল সংস্থাপন'],
]

function fill(template: string, i: number): string {
  const [en, as] = place(i)
  return template.replace('{placeAs}', as).replace('{place}', en)
}

function fyLabel(iso: string): string {
  const [y, m] = iso.split('-').map(Number)
  const fy = m >= 4 ? y : y - 1
  return `${fy}-${String(fy + 1).slice(2)}`
}

/** Document sets by pattern; 'cancelled' has a document after its Cancellation (never listed). */
function documentSet(pattern: number | 'cancelled', tenderDate: string, isRecent: boolean, today: string): Array<Omit<NewTenderDocument, 'fileLocation'>> {
  // a document is never dated after today
  const after = (days: number) => {
    const d = addDays(tenderDate, days)
    return d > today ? today : d
  }
  const bid = { title: 'Bid Document', titleAs: 'বিড নথি', type: 'Bid Document', date: tenderDate }
  const corrigendum = { title: 'Corrigendum-I: extension of bid submission date', titleAs: 'সংশোধনী-১: বিড দাখিলৰ তাৰিখ বৃদ্ধি', type: 'Corrigendum', date: after(12), isNew: isRecent }
  if (pattern === 'cancelled') {
    return [
      bid,
      corrigendum,
      { title: 'Cancellation of the tender', titleAs: 'নিবিদা বাতিল', type: 'Cancellation', date: after(20), isNew: true },
      { title: 'Corrigendum-II issued after cancellation', titleAs: 'বাতিলৰ পিছত জাৰি কৰা সংশোধনী-২', type: 'Corrigendum', date: after(25), isNew: true },
    ]
  }
  switch (pattern % 5) {
    case 0:
      return [bid, corrigendum, { title: 'Minutes of the pre-bid meeting', titleAs: 'প্ৰাক্-বিড সভাৰ কাৰ্যবিৱৰণী', type: 'Pre-bid Minutes', date: after(8) }]
    case 1:
      return [bid, { title: 'Addendum: revised technical specification', titleAs: 'পৰিশিষ্ট: সংশোধিত কাৰিকৰী বিৱৰণ', type: 'Addendum', date: after(10) }]
    case 2:
      return [bid]
    case 3:
      return []
    default:
      return [bid, corrigendum, { title: 'Bid opening summary', titleAs: 'বিড খোলাৰ সাৰাংশ', type: 'Bid Opening Summary', date: null }]
  }
}

async function seedOne(
  ctx: SeedContext,
  opts: { category: 'tender' | 'rdss'; index: number; date: string; isNew: boolean; pattern: number | 'cancelled' },
  description: string,
  descriptionAs: string,
  code: string,
): Promise<void> {
  const { index, date } = opts
  const tenderNo = `APDCL/CGM(PP&D)/${code}/${fyLabel(date)}/${String(index + 1).padStart(3, '0')}`
  const folder = `tenders/${opts.category}/${fyLabel(date)}/${slug(code + '-' + (index + 1))}`
  const documents = documentSet(opts.pattern, date, opts.isNew, ctx.today).map((d, i) => ({
    ...d,
    fileLocation: ctx.pdf(`${folder}/${i + 1}-${slug(d.type)}.pdf`, `${d.title}: ${description}`, tenderNo),
  }))
  await loadTender(ctx.db, {
    category: opts.category,
    tenderNo,
    description,
    descriptionAs,
    tenderDate: date,
    prebidDate: index % 4 === 3 ? null : addDays(date, 7),
    bidStartDate: addDays(date, 1),
    bidEndDate: addDays(date, 21),
    bidOpeningDate: index % 6 === 5 ? null : addDays(date, 22),
    nit: index % 7 === 6 ? null : ctx.pdf(`${folder}/nit.pdf`, `Notice Inviting Tender: ${description}`, tenderNo),
    isNew: opts.isNew,
    documents,
  })
}

/** 40 tenders over the current FY (up to today), the previous FY and older years; 10 RDSS. */
export async function seedTenders(ctx: SeedContext): Promise<void> {
  const april = `${ctx.fyStart}-04-01`
  const span = Math.max(0, daysBetween(april, ctx.today))
  const plan: Array<{ date: string; isNew: boolean; pattern: number | 'cancelled' }> = []
  for (let i = 0; i < 16; i++) {
    plan.push({ date: addDays(ctx.today, -Math.floor((span * i) / 16)), isNew: i < 4, pattern: i === 2 ? 'cancelled' : i })
  }
  for (let i = 0; i < 12; i++) {
    plan.push({ date: addDays(`${ctx.fyStart - 1}-04-05`, 360 - i * 30), isNew: false, pattern: i })
  }
  for (let i = 0; i < 12; i++) {
    plan.push({ date: addDays(`${ctx.fyStart - 1}-03-20`, -i * 110), isNew: false, pattern: i + 1 })
  }
  for (const [index, p] of plan.entries()) {
    const [code, en, as] = WORKS[index % WORKS.length]
    await seedOne(ctx, { category: 'tender', index, ...p }, fill(en, index + 1), fill(as, index + 1), code)
  }
  for (let i = 0; i < 10; i++) {
    const [en, as] = RDSS_WORKS[i % RDSS_WORKS.length]
    const date = addDays(ctx.today, -i * 95)
    await seedOne(ctx, { category: 'rdss', index: i, date, isNew: i < 2, pattern: i }, fill(en, i + 3), fill(as, i + 3), 'RDSS')
  }
}
