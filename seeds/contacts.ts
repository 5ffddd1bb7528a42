import { localizeDigits } from '#shared/format'
import type { SeedContext } from './context'
import { PLACES } from './places'

type ContactSeed = [name: string, designation: string, office: string, area: string | null, phone: string | null, mobile: string | null, email: string | null]
/** The Assamese twins of a contact (docs/glossary-as.md): name_as, designation_as, office_as, area_as, address_as. */
type ContactSeedAs = [name: string, designation: string, office: string, area: string | null, address: string]

const HQ = 'Bijulee Bhawan, Paltan Bazar, Guwahati-781001'
/** the PIN code stays in Latin digits (digit policy) */
const HQ_AS = 'বিজুলী ভৱন, পল্টন বজাৰ, গুৱাহাটী 781001'

const KEY_OFFICIALS: ContactSeed[] = [
  ['Shri Pranab Kumar Saikia', 'Managing Director', 'Corporate Office', null, '0361-2739520', null, 'md@apdcl.org'],
  ['Shri Hemanta Kumar Bora', 'Chief General Manager (Commercial)', 'Corporate Office', null, '0361-2739521', null, 'cgm.commercial@apdcl.org'],
  ['Shri Dhiren Chandra Deka', 'Chief General Manager (Distribution)', 'Corporate Office', null, '0361-2739522', null, 'cgm.distribution@apdcl.org'],
  ['Smt. Jonali Baruah', 'Chief General Manager (PP&D)', 'Corporate Office', null, '0361-2739523', null, 'cgm.ppd@apdcl.org'],
  ['Shri Rupam Kalita', 'Chief General Manager (HR)', 'Corporate Office', null, '0361-2739524', null, 'cgm.hr@apdcl.org'],
  ['Shri Manoj Kumar Sarma', 'Chief General Manager (F&A)', 'Corporate Office', null, '0361-2739525', null, 'cgm.fa@apdcl.org'],
  ['Smt. Pallavi Choudhury', 'Company Secretary', 'Corporate Office', null, '0361-2739526', null, 'cs@apdcl.org'],
]

/** Designations and offices in Assamese, with the glossary's terms (মহাপ্ৰবন্ধক, চাৰ্কল, ডিভিজন, চাব-ডিভিজন, অঞ্চল). */
const DESIGNATION_AS: Record<string, string> = {
  'Managing Director': 'পৰিচালনা সঞ্চালক',
  'Chief General Manager': 'মুখ্য মহাপ্ৰবন্ধক',
  'Chief General Manager (Commercial)': 'মুখ্য মহাপ্ৰবন্ধক (বাণিজ্যিক)',
  'Chief General Manager (Distribution)': 'মুখ্য মহাপ্ৰবন্ধক (বিতৰণ)',
  'Chief General Manager (PP&D)': 'মুখ্য মহাপ্ৰবন্ধক (পি.পি. এণ্ড ডি.)',
  'Chief General Manager (HR)': 'মুখ্য মহাপ্ৰবন্ধক (মানৱ সম্পদ)',
  'Chief General Manager (F&A)': 'মুখ্য মহাপ্ৰবন্ধক (বিত্ত আৰু হিচাপ)',
  'Company Secretary': 'কোম্পানী সচিব',
  'General Manager': 'মহাপ্ৰবন্ধক',
  'Deputy General Manager': 'উপ-মহাপ্ৰবন্ধক',
  'Assistant General Manager': 'সহকাৰী মহাপ্ৰবন্ধক',
  'Manager, Internal Revenue Control and Audit (IRCA)': 'পৰিচালক, আভ্যন্তৰীণ ৰাজহ নিয়ন্ত্ৰণ আৰু হিচাপ পৰীক্ষণ (আই.আৰ.চি.এ.)',
  'Manager, Training Centre (TC)': 'পৰিচালক, প্ৰশিক্ষণ কেন্দ্ৰ (টি.চি.)',
}
const OFFICE_AS: Record<string, string> = { 'Corporate Office': 'মুখ্য কাৰ্যালয়' }
/** the words of the office names and addresses */
const AS = { office: 'কাৰ্যালয়', assam: 'অসম', circle: 'বৈদ্যুতিক চাৰ্কল', division: 'বৈদ্যুতিক ডিভিজন', subDivision: 'বৈদ্যুতিক চাব-ডিভিজন নং', irca: 'আই.আৰ.চি.এ. কোষ', tc: 'প্ৰশিক্ষণ কেন্দ্ৰ' }

const ZONES: Array<[zone: string, town: string]> = [
  ['Lower Assam Zone', 'Guwahati'],
  ['Central Assam Zone', 'Nagaon'],
  ['Upper Assam Zone', 'Jorhat'],
]
const ZONE_AS: Record<string, string> = {
  'Lower Assam Zone': 'নামনি অসম অঞ্চল',
  'Central Assam Zone': 'মধ্য অসম অঞ্চল',
  'Upper Assam Zone': 'উজনি অসম অঞ্চল',
}

/** Circles of each zone, and two divisions and a sub-division of each circle. */
const CIRCLES: Array<[circle: string, zone: string, divisions: string[]]> = [
  ['Guwahati Electrical Circle-I', 'Lower Assam Zone', ['Guwahati Central', 'Guwahati East']],
  ['Guwahati Electrical Circle-II', 'Lower Assam Zone', ['Guwahati West', 'Guwahati North']],
  ['Bongaigaon Electrical Circle', 'Lower Assam Zone', ['Bongaigaon', 'Kokrajhar']],
  ['Barpeta Electrical Circle', 'Lower Assam Zone', ['Barpeta', 'Nalbari']],
  ['Nagaon Electrical Circle', 'Central Assam Zone', ['Nagaon', 'Hojai']],
  ['Tezpur Electrical Circle', 'Central Assam Zone', ['Tezpur', 'Mangaldoi']],
  ['Silchar Electrical Circle', 'Central Assam Zone', ['Silchar', 'Karimganj']],
  ['Jorhat Electrical Circle', 'Upper Assam Zone', ['Jorhat', 'Golaghat']],
  ['Dibrugarh Electrical Circle', 'Upper Assam Zone', ['Dibrugarh', 'Tinsukia']],
  ['North Lakhimpur Electrical Circle', 'Upper Assam Zone', ['North Lakhimpur', 'Dhemaji']],
]
/** Towns and division names in Assamese: the shared places, and those only the contacts use. */
const PLACE_AS: Record<string, string> = {
  ...Object.fromEntries(PLACES),
  Hojai: 'হোজাই',
  Karimganj: 'কৰিমগঞ্জ',
  Dhemaji: 'ধেমাজি',
  'Guwahati Central': 'মধ্য গুৱাহাটী',
  'Guwahati East': 'পূব গুৱাহাটী',
  'Guwahati West': 'পশ্চিম গুৱাহাটী',
  'Guwahati North': 'উত্তৰ গুৱাহাটী',
}
/** the number of a circle (Circle-I) in Assamese digits, as the site writes LT-II: এল.টি.-২ */
const ROMAN_AS: Record<string, string> = { I: '১', II: '২', III: '৩', IV: '৪' }

const SURNAMES = ['Baruah', 'Gogoi', 'Saikia', 'Das', 'Deka', 'Kalita', 'Bora', 'Hazarika', 'Sarma', 'Choudhury', 'Phukan', 'Nath', 'Borah', 'Talukdar', 'Medhi']
const GIVEN = ['Bikash', 'Rituraj', 'Anjan', 'Mousumi', 'Dipak', 'Nilakshi', 'Pankaj', 'Rashmi', 'Subhash', 'Gitanjali', 'Jayanta', 'Bhupen', 'Priyanka', 'Utpal', 'Chandana']
/** Every word of a seeded name, transliterated (Bora and Borah are both বৰা). */
const NAME_AS: Record<string, string> = {
  Shri: 'শ্ৰী',
  'Smt.': 'শ্ৰীমতী',
  Baruah: 'বৰুৱা',
  Gogoi: 'গগৈ',
  Saikia: 'শইকীয়া',
  Das: 'দাস',
  Deka: 'ডেকা',
  Kalita: 'কলিতা',
  Bora: 'বৰা',
  Hazarika: 'হাজৰিকা',
  Sarma: 'শৰ্মা',
  Choudhury: 'চৌধুৰী',
  Phukan: 'ফুকন',
  Nath: 'নাথ',
  Borah: 'বৰা',
  Talukdar: 'তালুকদাৰ',
  Medhi: 'মেধি',
  Bikash: 'বিকাশ',
  Rituraj: 'ঋতুৰাজ',
  Anjan: 'অঞ্জন',
  Mousumi: 'মৌচুমী',
  Dipak: 'দীপক',
  Nilakshi: 'নীলাক্ষী',
  Pankaj: 'পংকজ',
  Rashmi: 'ৰশ্মি',
  Subhash: 'সুভাষ',
  Gitanjali: 'গীতাঞ্জলি',
  Jayanta: 'জয়ন্ত',
  Bhupen: 'ভূপেন',
  Priyanka: 'প্ৰিয়াংকা',
  Utpal: 'উৎপল',
  Chandana: 'চন্দনা',
  Pranab: 'প্ৰণৱ',
  Kumar: 'কুমাৰ',
  Hemanta: 'হেমন্ত',
  Dhiren: 'ধীৰেন',
  Chandra: 'চন্দ্ৰ',
  Jonali: 'জোনালী',
  Rupam: 'ৰূপম',
  Manoj: 'মনোজ',
  Pallavi: 'পল্লৱী',
}

const DESKS: Array<[desk: string, deskAs: string]> = [
  ['Commercial', 'বাণিজ্যিক'],
  ['Metering', 'মিটাৰিং'],
  ['Revenue', 'ৰাজহ'],
  ['IT', 'তথ্য-প্ৰযুক্তি'],
]

/** The Assamese of `key` in `table`; a seed with an English text and no Assamese one fails loudly. */
function inAs(table: Record<string, string>, key: string): string {
  const as = table[key]
  if (as === undefined) throw new Error(`seeds/contacts.ts: no Assamese for "${key}"`)
  return as
}

function person(i: number): string {
  return `${GIVEN[i % GIVEN.length]} ${SURNAMES[(i * 7) % SURNAMES.length]}`
}

function nameAs(name: string): string {
  return name
    .split(' ')
    .map((word) => inAs(NAME_AS, word))
    .join(' ')
}

/** 'Guwahati Electrical Circle-I' → 'গুৱাহাটী বৈদ্যুতিক চাৰ্কল-১' */
function circleAs(circle: string): string {
  const [, town, roman] = /^(.+) Electrical Circle(?:-([IV]+))?$/.exec(circle)!
  return `${inAs(PLACE_AS, town)} ${AS.circle}${roman ? '-' + inAs(ROMAN_AS, roman) : ''}`
}

function mobile(i: number): string {
  return `94350${String(10000 + i * 137).slice(-5)}`
}

function email(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') + '@apdcl.org'
  )
}

/** Contacts of all 8 types: key officials, zones, circles, divisions, sub-divisions, IRCA, TC, AGM; each with its Assamese twins. */
export async function seedContacts(ctx: SeedContext): Promise<void> {
  const rows: Array<Record<string, unknown>> = []
  const add = (typeCode: number, c: ContactSeed, address: string, sortOrder: number, as: ContactSeedAs) =>
    rows.push({
      type_code: typeCode,
      name: c[0],
      designation: c[1],
      office: c[2],
      area: c[3],
      phone: c[4],
      mobile: c[5],
      email: c[6],
      address,
      sort_order: sortOrder,
      name_as: as[0],
      designation_as: as[1],
      office_as: as[2],
      area_as: as[3],
      address_as: as[4],
    })
  let n = 0
  KEY_OFFICIALS.forEach((c, i) => add(1, c, HQ, i + 1, [nameAs(c[0]), inAs(DESIGNATION_AS, c[1]), inAs(OFFICE_AS, c[2]), null, HQ_AS]))
  ZONES.forEach(([zone, town], i) => {
    const [zoneAs, townAs] = [inAs(ZONE_AS, zone), inAs(PLACE_AS, town)]
    const name = person(n++)
    add(2, [name, 'Chief General Manager', `${zone} Office, ${town}`, zone, null, mobile(n), email(zone)], `${zone} Office, ${town}, Assam`, i + 1, [
      nameAs(name),
      inAs(DESIGNATION_AS, 'Chief General Manager'),
      `${zoneAs} ${AS.office}, ${townAs}`,
      zoneAs,
      `${zoneAs} ${AS.office}, ${townAs}, ${AS.assam}`,
    ])
  })
  CIRCLES.forEach(([circle, zone, divisions], i) => {
    const town = circle.replace(/ Electrical Circle.*/, '')
    const [circleName, zoneAs, townAs] = [circleAs(circle), inAs(ZONE_AS, zone), inAs(PLACE_AS, town)]
    const name = person(n++)
    add(3, [name, 'General Manager', circle, zone, null, mobile(n), email(circle.replace('Electrical ', ''))], `${circle} Office, ${town}, Assam`, i + 1, [
      nameAs(name),
      inAs(DESIGNATION_AS, 'General Manager'),
      circleName,
      zoneAs,
      `${circleName} ${AS.office}, ${townAs}, ${AS.assam}`,
    ])
    divisions.forEach((division, k) => {
      const divisionAs = inAs(PLACE_AS, division)
      const divisionName = `${division} Electrical Division`
      const divisionNameAs = `${divisionAs} ${AS.division}`
      const dgm = person(n++)
      add(4, [dgm, 'Deputy General Manager', divisionName, circle, null, mobile(n), email(division + ' division')], `${divisionName}, ${division}, Assam`, i * 10 + k + 1, [
        nameAs(dgm),
        inAs(DESIGNATION_AS, 'Deputy General Manager'),
        divisionNameAs,
        circleName,
        `${divisionNameAs}, ${divisionAs}, ${AS.assam}`,
      ])
      const subDivisionName = `${division} Electrical Sub-Division No. ${k + 1}`
      const subDivisionNameAs = `${divisionAs} ${AS.subDivision} ${localizeDigits(k + 1, 'as')}`
      const agm = person(n++)
      add(5, [agm, 'Assistant General Manager', subDivisionName, divisionName, null, mobile(n), email(division + ' sd' + (k + 1))], `${subDivisionName}, ${division}, Assam`, i * 10 + k + 1, [
        nameAs(agm),
        inAs(DESIGNATION_AS, 'Assistant General Manager'),
        subDivisionNameAs,
        divisionNameAs,
        `${subDivisionNameAs}, ${divisionAs}, ${AS.assam}`,
      ])
    })
  })
  ZONES.forEach(([zone, town], i) => {
    const [zoneAs, townAs] = [inAs(ZONE_AS, zone), inAs(PLACE_AS, town)]
    const irca = 'Manager, Internal Revenue Control and Audit (IRCA)'
    const ircaName = person(n++)
    add(6, [ircaName, irca, `IRCA Cell, ${town}`, zone, null, mobile(n), email('irca ' + town)], `IRCA Cell, ${zone} Office, ${town}, Assam`, i + 1, [
      nameAs(ircaName),
      inAs(DESIGNATION_AS, irca),
      `${AS.irca}, ${townAs}`,
      zoneAs,
      `${AS.irca}, ${zoneAs} ${AS.office}, ${townAs}, ${AS.assam}`,
    ])
    const tc = 'Manager, Training Centre (TC)'
    const tcName = person(n++)
    add(7, [tcName, tc, `Training Centre, ${town}`, zone, null, mobile(n), email('tc ' + town)], `Training Centre, ${town}, Assam`, i + 1, [
      nameAs(tcName),
      inAs(DESIGNATION_AS, tc),
      `${AS.tc}, ${townAs}`,
      zoneAs,
      `${AS.tc}, ${townAs}, ${AS.assam}`,
    ])
  })
  for (const [i, [desk, deskAs]] of DESKS.entries()) {
    const name = person(n++)
    add(8, [name, `Assistant General Manager (${desk})`, 'Corporate Office', null, `0361-27395${30 + i}`, null, email('agm ' + desk)], HQ, i + 1, [
      nameAs(name),
      `${inAs(DESIGNATION_AS, 'Assistant General Manager')} (${deskAs})`,
      inAs(OFFICE_AS, 'Corporate Office'),
      null,
      HQ_AS,
    ])
  }
  for (let i = 0; i < rows.length; i += 40) await ctx.db('contacts').insert(rows.slice(i, i + 40))
}
