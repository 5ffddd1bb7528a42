/**
 * What a form's page needs of the application and complaint forms before anyone types: the
 * names of the file slots, the choices, the limits, and the FormData reader. No zod here: a page
 * imports this, and its schema (shared/workflow/forms/<form>.ts, with zod) only when the form is used
 * (PostForm's schema loader, issue 24 §6). The schema modules re-export these names.
 */
import { DANGER_CATEGORIES, type ComplaintCategory } from '../rules'

/** The one file a complaint may carry: a photo of the problem (JPEG or PNG). */
export const COMPLAINT_PHOTO = 'photo'
export const COMPLAINT_PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png'])

export const DESCRIPTION_MIN = 10
export const DESCRIPTION_MAX = 1000

/** Whether a complaint of `category` is urgent (shows the 1912 number at once). */
export const isDangerCategory = (category: string | null | undefined): boolean => !!category && DANGER_CATEGORIES.has(category as ComplaintCategory)

/** LT supply categories a new connection can ask for. */
export const CONNECTION_CATEGORIES = ['domestic', 'commercial', 'industrial', 'agriculture', 'institutional'] as const
export type ConnectionCategory = (typeof CONNECTION_CATEGORIES)[number]

export const PHASES = ['1', '3'] as const

/** The documents a new connection needs (at most two: Rights of Consumers Rules). */
export const NEW_CONNECTION_FILES = ['identity', 'occupancy'] as const
