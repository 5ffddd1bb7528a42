import type { SeedContext } from './context'

type ContactSeed = [name: string, designation: string, office: string, area: string | null, phone: string | null, mobile: string | null, email: string | null]

const HQ = 'Bijulee Bhawan, Paltan Bazar, Guwahati-781001'

const KEY_OFFICIALS: ContactSeed[] = [
  ['Shri Pranab Kumar Saikia', 'Managing Director', 'Corporate Office', null, '0361-2739520', null, 'md@apdcl.org'],
  ['Shri Hemanta Kumar Bora', 'Chief General Manager (Commercial)', 'Corporate Office', null, '0361-2739521', null, 'cgm.commercial@apdcl.org'],
  ['Shri Dhiren Chandra Deka', 'Chief General Manager (Distribution)', 'Corporate Office', null, '0361-2739522', null, 'cgm.distribution@apdcl.org'],
  ['Smt. Jonali Baruah', 'Chief General Manager (PP&D)', 'Corporate Office', null, '0361-2739523', null, 'cgm.ppd@apdcl.org'],
  ['Shri Rupam Kalita', 'Chief General Manager (HR)', 'Corporate Office', null, '0361-2739524', null, 'cgm.hr@apdcl.org'],
  ['Shri Manoj Kumar Sarma', 'Chief General Manager (F&A)', 'Corporate Office', null, '0361-2739525', null, 'cgm.fa@apdcl.org'],
  ['Smt. Pallavi Choudhury', 'Company Secretary', 'Corporate Office', null, '0361-2739526', null, 'cs@apdcl.org'],
]

const ZONES: Array<[zone: string, town: string]> = [
  ['Lower Assam Zone', 'Guwahati'],
  ['Central Assam Zone', 'Nagaon'],
  ['Upper Assam Zone', 'Jorhat'],
]

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

const SURNAMES = ['Baruah', 'Gogoi', 'Saikia', 'Das', 'Deka', 'Kalita', 'Bora', 'Hazarika', 'Sarma', 'Choudhury', 'Phukan', 'Nath', 'Borah', 'Talukdar', 'Medhi']
const GIVEN = ['Bikash', 'Rituraj', 'Anjan', 'Mousumi', 'Dipak', 'Nilakshi', 'Pankaj', 'Rashmi', 'Subhash', 'Gitanjali', 'Jayanta', 'Bhupen', 'Priyanka', 'Utpal', 'Chandana']

function person(i: number): string {
  return `${GIVEN[i % GIVEN.length]} ${SURNAMES[(i * 7) % SURNAMES.length]}`
}

function mobile(i: number): string {
  return `94350${String(10000 + i * 137).slice(-5)}`
}

function email(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '') + '@apdcl.org'
}

/** Contacts of all 8 types: key officials, zones, circles, divisions, sub-divisions, IRCA, TC, AGM. */
export async function seedContacts(ctx: SeedContext): Promise<void> {
  const rows: Array<Record<string, unknown>> = []
  const add = (typeCode: number, c: ContactSeed, address: string, sortOrder: number) =>
    rows.push({ type_code: typeCode, name: c[0], designation: c[1], office: c[2], area: c[3], phone: c[4], mobile: c[5], email: c[6], address, sort_order: sortOrder })
  let n = 0
  KEY_OFFICIALS.forEach((c, i) => add(1, c, HQ, i + 1))
  ZONES.forEach(([zone, town], i) =>
    add(2, [person(n++), 'Chief General Manager', `${zone} Office, ${town}`, zone, null, mobile(n), email(zone)], `${zone} Office, ${town}, Assam`, i + 1),
  )
  CIRCLES.forEach(([circle, zone, divisions], i) => {
    const town = circle.replace(/ Electrical Circle.*/, '')
    add(3, [person(n++), 'General Manager', circle, zone, null, mobile(n), email(circle.replace('Electrical ', ''))], `${circle} Office, ${town}, Assam`, i + 1)
    divisions.forEach((division, k) => {
      const divisionName = `${division} Electrical Division`
      add(4, [person(n++), 'Deputy General Manager', divisionName, circle, null, mobile(n), email(division + ' division')], `${divisionName}, ${division}, Assam`, i * 10 + k + 1)
      const subDivisionName = `${division} Electrical Sub-Division No. ${k + 1}`
      add(5, [person(n++), 'Assistant General Manager', subDivisionName, divisionName, null, mobile(n), email(division + ' sd' + (k + 1))], `${subDivisionName}, ${division}, Assam`, i * 10 + k + 1)
    })
  })
  ZONES.forEach(([zone, town], i) => {
    add(6, [person(n++), 'Manager, Internal Revenue Control and Audit (IRCA)', `IRCA Cell, ${town}`, zone, null, mobile(n), email('irca ' + town)], `IRCA Cell, ${zone} Office, ${town}, Assam`, i + 1)
    add(7, [person(n++), 'Manager, Training Centre (TC)', `Training Centre, ${town}`, zone, null, mobile(n), email('tc ' + town)], `Training Centre, ${town}, Assam`, i + 1)
  })
  for (const [i, desk] of ['Commercial', 'Metering', 'Revenue', 'IT'].entries()) {
    add(8, [person(n++), `Assistant General Manager (${desk})`, 'Corporate Office', null, `0361-27395${30 + i}`, null, email('agm ' + desk)], HQ, i + 1)
  }
  for (let i = 0; i < rows.length; i += 40) await ctx.db('contacts').insert(rows.slice(i, i + 40))
}
