/**
 * The in-house complaint desk (issue 10 §4, /RegisterComplaint and /ComplaintStatus): the
 * forms' schemas, which the page runs before the form leaves, the form without JavaScript and
 * the JSON API run on the server. Messages are problem keys (forms:problems.<key>).
 */
import { z } from 'zod'
import { COMPLAINT_CATEGORIES, COMPLAINT_NO, COMPLAINT_SUBCATEGORIES, REOPEN_DAYS, type ComplaintCategory } from '../rules'
import { choice, consumerNo, district, mobile, optionalText, personName, text } from '../../input/schema'
import { normalizeDigits } from '../../input/fields'
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from './rules'

/** Every sub-category of every category (the select offers them grouped by category). */
export const ALL_SUBCATEGORIES = [...new Set(Object.values(COMPLAINT_SUBCATEGORIES).flat())] as [string, ...string[]]

// the slot, the limits and the urgency rule, without zod, for the page (shared/workflow/forms/rules.ts)
export { COMPLAINT_PHOTO, COMPLAINT_PHOTO_TYPES, DESCRIPTION_MAX, DESCRIPTION_MIN, isDangerCategory } from './rules'

/** A consumer number when given ('' or spaces: none), checked like everywhere else. */
const optionalConsumerNo = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), consumerNo.optional())

/**
 * Whether the sub-category is one of the category's. Only a valid pair is judged: zod runs
 * this refinement even when a field failed (that field has its own problem then).
 */
function subcategoryFits(v: { category: unknown; subcategory: unknown }): boolean {
  const own = typeof v.category === 'string' && Object.hasOwn(COMPLAINT_SUBCATEGORIES, v.category) ? COMPLAINT_SUBCATEGORIES[v.category as ComplaintCategory] : null
  if (!own || typeof v.subcategory !== 'string' || !ALL_SUBCATEGORIES.includes(v.subcategory)) return true
  return own.includes(v.subcategory)
}

/** The complaint's text fields (the photo comes as a file in the slot 'photo'). */
export const complaintSchema = z
  .object({
    category: choice(COMPLAINT_CATEGORIES, 'categoryEmpty'),
    subcategory: choice(ALL_SUBCATEGORIES, 'subcategoryEmpty'),
    description: text({ min: DESCRIPTION_MIN, max: DESCRIPTION_MAX, empty: 'descriptionEmpty', invalid: 'descriptionShort' }),
    district,
    locality: text({ min: 2, max: 100, empty: 'localityEmpty', invalid: 'localityInvalid' }),
    landmark: optionalText({ max: 100 }),
    name: personName,
    // the ticket number goes to this mobile by SMS; it and the number open the status later
    mobile,
    consNo: optionalConsumerNo,
  })
  .refine(subcategoryFits, { error: 'subcategoryMismatch', path: ['subcategory'] })
export type ComplaintInput = z.output<typeof complaintSchema>

/** A complaint ticket number (CM and 10 digits; Assamese digits and spaces taken, upper-cased). */
export const complaintNo = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeDigits(v).toUpperCase() : ''),
  z.string().min(1, { error: 'complaintNoEmpty' }).regex(COMPLAINT_NO, { error: 'complaintNoInvalid' }),
)

/** The status lookup of /ComplaintStatus: ticket number and the mobile it was made with. */
export const complaintLookupSchema = z.object({ applNo: complaintNo, mobile })

/** The rating of a resolved complaint (1–5; it closes the complaint). */
export const complaintRatingSchema = z.object({
  mobile,
  rating: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ error: 'ratingEmpty' }).int({ error: 'ratingEmpty' }).min(1, { error: 'ratingEmpty' }).max(5, { error: 'ratingEmpty' }),
  ),
  comment: optionalText({ max: 500 }),
})
export type ComplaintRatingInput = z.output<typeof complaintRatingSchema>

/** Reopening a resolved complaint within REOPEN_DAYS: why it is not solved. */
export const complaintReopenSchema = z.object({
  mobile,
  reason: text({ min: DESCRIPTION_MIN, max: 500, empty: 'reasonEmpty', invalid: 'reasonShort' }),
})
export type ComplaintReopenInput = z.output<typeof complaintReopenSchema>

/** The three forms of /ComplaintStatus post to the page with a hidden `action`. */
export const COMPLAINT_STATUS_ACTIONS = ['lookup', 'rate', 'reopen'] as const
export type ComplaintStatusAction = (typeof COMPLAINT_STATUS_ACTIONS)[number]

/** The last moment (ms) a complaint resolved at `resolvedAt` may be reopened, or null when it is not resolved. */
export function reopenUntil(resolvedAt: string | null | undefined): number | null {
  const t = resolvedAt ? Date.parse(resolvedAt) : NaN
  return Number.isFinite(t) ? t + REOPEN_DAYS * 24 * 3_600_000 : null
}
