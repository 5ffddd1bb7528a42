import { MOBILE_LENGTH } from '#shared/constants'

const MOBILE_RE = new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`)

/** Client-side check of spec §5: the `messages` key to show, or null when the number is acceptable. */
export function validateMobile(value: string): 'mobileEmpty' | 'mobileInvalid' | null {
  const v = value.trim()
  if (!v) return 'mobileEmpty'
  if (!MOBILE_RE.test(v)) return 'mobileInvalid'
  return null
}
