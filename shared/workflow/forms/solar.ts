/**
 * /SolarLandApplication (issue 10 §3): land offered for a PM-KUSUM component A solar plant.
 * The schema both sides run, the scheme's figures and the warnings (never refusals) about a
 * plot that looks small for the capacity offered or far from the substation.
 *
 * Source of the figures (/work/shared/DOMAIN.md, from MNRE's PM-KUSUM component A guidelines):
 * farmers, groups of farmers, cooperatives or developers offer barren or fallow land (or
 * farmland, with the panels on stilts) near a 33/11 kV substation, typically within 5 km,
 * for plants of 0.5 to 2 MW; a plant takes about 2 hectares of land per MW.
 * Assam's bounding box (decimal degrees): about 24.1–28.2 N, 89.7–96.1 E.
 */
import { z } from 'zod'
import { choice, decimal, district, email, mobile, mustTick, text } from '../../input/schema'

export const SOLAR_APPLICANT_TYPES = ['farmer', 'farmer_group', 'cooperative', 'developer'] as const
export type SolarApplicantType = (typeof SOLAR_APPLICANT_TYPES)[number]

/** Barren or fallow land; farmland only with the panels raised on stilts (crops grow below). */
export const SOLAR_LAND_USES = ['barren', 'fallow', 'stilts'] as const

/** Units a land record in Assam is written in; 1 bigha (Assam) = 14,400 sq ft = 1,337.8 m². */
export const LAND_UNITS = ['hectare', 'bigha', 'acre'] as const
export type LandUnit = (typeof LAND_UNITS)[number]
export const HECTARES_PER_UNIT: Readonly<Record<LandUnit, number>> = { hectare: 1, bigha: 0.133_78, acre: 0.404_686 }

export const KUSUM_A = {
  minCapacityMw: 0.5,
  maxCapacityMw: 2,
  /** hectares of land a MW of panels needs (about) */
  hectaresPerMw: 2,
  /** the substation should be within this distance (km); further is accepted with a warning */
  typicalDistanceKm: 5,
  /** beyond this no 11 kV line to the substation is practical: refused */
  maxDistanceKm: 50,
} as const

/** Assam's bounding box, decimal degrees. */
export const ASSAM_BOUNDS = { minLat: 24.1, maxLat: 28.2, minLon: 89.7, maxLon: 96.1 } as const

/** A coordinate in decimal degrees (up to 7 decimals) inside [min, max]; `outside` when it is not. */
function coordinate(opts: { min: number; max: number; empty: string; invalid: string; outside: string }) {
  return z.preprocess(
    (v) => (v == null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: opts.invalid })
      .trim()
      .min(1, { error: opts.empty })
      .regex(/^-?\d{1,3}(\.\d{1,7})?$/, { error: opts.invalid })
      .transform(Number)
      .pipe(z.number().min(opts.min, { error: opts.outside }).max(opts.max, { error: opts.outside })),
  )
}

/** Land record numbers (dag, patta): letters, digits, '/', '-' (up to 30). */
const recordNo = (empty: string, invalid: string) => text({ max: 30, empty, invalid, pattern: /^[A-Za-z0-9][A-Za-z0-9/ -]*$/ })

export const solarLandSchema = z.object({
  applicantType: choice(SOLAR_APPLICANT_TYPES, 'solarApplicantTypeEmpty'),
  // a person, a group, a cooperative or a company: letters, digits and the usual marks
  applicantName: text({ min: 2, max: 150, empty: 'nameEmpty', invalid: 'orgNameInvalid', pattern: /^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'&()/-]*$/u }),
  mobile,
  email,
  district,
  village: text({ min: 2, max: 100, empty: 'villageEmpty', invalid: 'villageInvalid', pattern: /^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'()/-]*$/u }),
  latitude: coordinate({ min: ASSAM_BOUNDS.minLat, max: ASSAM_BOUNDS.maxLat, empty: 'latitudeEmpty', invalid: 'latitudeInvalid', outside: 'latitudeOutsideAssam' }),
  longitude: coordinate({ min: ASSAM_BOUNDS.minLon, max: ASSAM_BOUNDS.maxLon, empty: 'longitudeEmpty', invalid: 'longitudeInvalid', outside: 'longitudeOutsideAssam' }),
  dagNo: recordNo('dagNoEmpty', 'recordNoInvalid'),
  pattaNo: recordNo('pattaNoEmpty', 'recordNoInvalid'),
  landArea: decimal({ min: 0.01, max: 100_000, empty: 'landAreaEmpty', invalid: 'landAreaInvalid', range: 'landAreaRange' }),
  landUnit: choice(LAND_UNITS, 'landUnitEmpty'),
  landUse: choice(SOLAR_LAND_USES, 'landUseEmpty'),
  capacityMw: decimal({ min: KUSUM_A.minCapacityMw, max: KUSUM_A.maxCapacityMw, empty: 'capacityEmpty', invalid: 'capacityInvalid', range: 'capacityRange' }),
  substationName: text({ min: 2, max: 100, empty: 'substationEmpty', invalid: 'substationInvalid', pattern: /^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'()/-]*$/u }),
  substationDistanceKm: decimal({ min: 0, max: KUSUM_A.maxDistanceKm, empty: 'substationDistanceEmpty', invalid: 'substationDistanceInvalid', range: 'substationDistanceRange' }),
  declaration: mustTick('declarationRequired'),
})
export type SolarLandInput = z.output<typeof solarLandSchema>

/** The land record (jamabandi or patta) is required; a map or sketch of the plot is optional. */
export const SOLAR_LAND_FILES = [
  { name: 'landRecord', required: true },
  { name: 'landMap', required: false },
] as const

/** The plot's area in hectares (3 decimals). */
export const hectaresOf = (area: number, unit: LandUnit) => Math.round(area * HECTARES_PER_UNIT[unit] * 1000) / 1000

/** What the plot's figures suggest checking; the offer is accepted all the same. */
export type SolarWarning = { code: 'landSmall'; haveHa: number; needHa: number } | { code: 'farFromSubstation'; km: number }

export function solarLandWarnings(input: Pick<SolarLandInput, 'landArea' | 'landUnit' | 'capacityMw' | 'substationDistanceKm'>): SolarWarning[] {
  const out: SolarWarning[] = []
  const haveHa = hectaresOf(input.landArea, input.landUnit)
  const needHa = Math.round(input.capacityMw * KUSUM_A.hectaresPerMw * 1000) / 1000
  if (haveHa < needHa) out.push({ code: 'landSmall', haveHa, needHa })
  if (input.substationDistanceKm > KUSUM_A.typicalDistanceKm) out.push({ code: 'farFromSubstation', km: input.substationDistanceKm })
  return out
}
