import { checkMobile } from '#shared/input/fields'

/**
 * Client-side check of spec §5 with the one mobile rule of both sides (shared/input/fields.ts:
 * Assamese digits, spaces and a +91 / 91 / 0 prefix taken): the `messages` key to show, or null
 * when the number is acceptable.
 */
export function validateMobile(value: string): 'mobileEmpty' | 'mobileInvalid' | null {
  const r = checkMobile(value)
  return r.ok ? null : r.key
}
