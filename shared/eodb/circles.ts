/**
 * The electrical circles (issue 13): 20 circles in the three zones, each holding ten division
 * codes in order (shared/billing/divisionCodes.ts: 001–070 Lower, 101–170 Central, 201–260 Upper
 * Assam). The seeds write them to `circles` and set `divisions.circle_code`; the outage map
 * draws each circle as one tile at (col, row) of a schematic grid of the state, west to east
 * and north to south, with the Barak valley below (ADR 022: no maintained open-data package of
 * Assam's district shapes is on the registry). No React, no server modules.
 */
import { DIVISION_CODE_BLOCKS } from '../billing/divisionCodes'

export type ZoneKey = 'lower' | 'central' | 'upper'

export interface Circle {
  code: string
  name: string
  nameAs: string
  zone: ZoneKey
  /** tile of the schematic map: column (west → east) and row (north → south) */
  col: number
  row: number
}

export const CIRCLES: readonly Circle[] = [
  { code: 'GEC1', name: 'Guwahati Electrical Circle I', nameAs: 'গুৱাহাটী বৈদ্যুতিক চাৰ্কল ১', zone: 'lower', col: 3, row: 2 },
  { code: 'GEC2', name: 'Guwahati Electrical Circle II', nameAs: 'গুৱাহাটী বৈদ্যুতিক চাৰ্কল ২', zone: 'lower', col: 4, row: 2 },
  { code: 'GEC3', name: 'Guwahati Electrical Circle III', nameAs: 'গুৱাহাটী বৈদ্যুতিক চাৰ্কল ৩', zone: 'lower', col: 2, row: 2 },
  { code: 'RNG', name: 'Rangia Electrical Circle', nameAs: 'ৰঙিয়া বৈদ্যুতিক চাৰ্কল', zone: 'lower', col: 3, row: 1 },
  { code: 'BPT', name: 'Barpeta Electrical Circle', nameAs: 'বৰপেটা বৈদ্যুতিক চাৰ্কল', zone: 'lower', col: 2, row: 1 },
  { code: 'BGN', name: 'Bongaigaon Electrical Circle', nameAs: 'বঙাইগাঁও বৈদ্যুতিক চাৰ্কল', zone: 'lower', col: 1, row: 1 },
  { code: 'KJR', name: 'Kokrajhar Electrical Circle', nameAs: 'কোকৰাঝাৰ বৈদ্যুতিক চাৰ্কল', zone: 'lower', col: 0, row: 1 },
  { code: 'MGD', name: 'Mangaldoi Electrical Circle', nameAs: 'মঙলদৈ বৈদ্যুতিক চাৰ্কল', zone: 'central', col: 4, row: 1 },
  { code: 'TZP', name: 'Tezpur Electrical Circle', nameAs: 'তেজপুৰ বৈদ্যুতিক চাৰ্কল', zone: 'central', col: 5, row: 1 },
  { code: 'NGN', name: 'Nagaon Electrical Circle', nameAs: 'নগাঁও বৈদ্যুতিক চাৰ্কল', zone: 'central', col: 5, row: 2 },
  { code: 'DPU', name: 'Diphu Electrical Circle', nameAs: 'ডিফু বৈদ্যুতিক চাৰ্কল', zone: 'central', col: 6, row: 3 },
  { code: 'HFL', name: 'Haflong Electrical Circle', nameAs: 'হাফলং বৈদ্যুতিক চাৰ্কল', zone: 'central', col: 5, row: 3 },
  { code: 'SLC', name: 'Silchar Electrical Circle', nameAs: 'শিলচৰ বৈদ্যুতিক চাৰ্কল', zone: 'central', col: 5, row: 4 },
  { code: 'SBM', name: 'Sribhumi Electrical Circle', nameAs: 'শ্ৰীভূমি বৈদ্যুতিক চাৰ্কল', zone: 'central', col: 4, row: 4 },
  { code: 'GLG', name: 'Golaghat Electrical Circle', nameAs: 'গোলাঘাট বৈদ্যুতিক চাৰ্কল', zone: 'upper', col: 6, row: 2 },
  { code: 'JRT', name: 'Jorhat Electrical Circle', nameAs: 'যোৰহাট বৈদ্যুতিক চাৰ্কল', zone: 'upper', col: 7, row: 2 },
  { code: 'SVS', name: 'Sivasagar Electrical Circle', nameAs: 'শিৱসাগৰ বৈদ্যুতিক চাৰ্কল', zone: 'upper', col: 8, row: 2 },
  { code: 'NLP', name: 'North Lakhimpur Electrical Circle', nameAs: 'উত্তৰ লখিমপুৰ বৈদ্যুতিক চাৰ্কল', zone: 'upper', col: 7, row: 1 },
  { code: 'DBG', name: 'Dibrugarh Electrical Circle', nameAs: 'ডিব্ৰুগড় বৈদ্যুতিক চাৰ্কল', zone: 'upper', col: 8, row: 1 },
  { code: 'TSK', name: 'Tinsukia Electrical Circle', nameAs: 'তিনিচুকীয়া বৈদ্যুতিক চাৰ্কল', zone: 'upper', col: 9, row: 1 },
]

export const CIRCLE_BY_CODE: ReadonlyMap<string, Circle> = new Map(CIRCLES.map((c) => [c.code, c]))

const ZONE_OF_BLOCK: Record<number, ZoneKey> = { 1: 'lower', 101: 'central', 201: 'upper' }

/** The circle of a division code: the zone's circles in list order, ten codes each. */
export function circleOfDivision(divisionCode: string): Circle | undefined {
  const n = Number(divisionCode)
  const block = DIVISION_CODE_BLOCKS.find((b) => n >= b.from && n <= b.to)
  if (!block || !/^\d{3}$/.test(divisionCode)) return undefined
  const zone = ZONE_OF_BLOCK[block.from]
  const inZone = CIRCLES.filter((c) => c.zone === zone)
  return inZone[Math.min(inZone.length - 1, Math.floor((n - block.from) / 10))]
}

export const circleName = (c: Circle, locale: string) => (locale === 'as' ? c.nameAs : c.name)
