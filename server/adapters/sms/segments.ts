/**
 * How many parts (segments) an SMS costs, as a gateway bills it: a text entirely in the GSM
 * 03.38 alphabet goes as GSM-7 (160 characters in one SMS, 153 per part of a longer one, the
 * extension characters ^ { } \ [ ] ~ | € counting two); anything else, an Assamese letter or a
 * ’, makes the whole text UCS-2 (70 UTF-16 units in one SMS, 67 per part).
 */

const GSM7_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM7_EXTENSION = '\f^{}\\[~]|€'

const BASIC = new Set(GSM7_BASIC)
const EXTENSION = new Set(GSM7_EXTENSION)

export interface SmsSegments {
  encoding: 'gsm7' | 'ucs2'
  /** septets (GSM-7) or UTF-16 units (UCS-2) the text takes */
  units: number
  /** the parts the message is sent in */
  segments: number
}

export const SMS_SEGMENT_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const

export function smsSegments(text: string): SmsSegments {
  let septets = 0
  let gsm = true
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1
    else if (EXTENSION.has(ch)) septets += 2
    else {
      gsm = false
      break
    }
  }
  const encoding = gsm ? 'gsm7' : 'ucs2'
  const units = gsm ? septets : text.length
  const limit = SMS_SEGMENT_LIMITS[encoding]
  const segments = units === 0 ? 1 : units <= limit.single ? 1 : Math.ceil(units / limit.part)
  return { encoding, units, segments }
}
