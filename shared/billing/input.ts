/**
 * The public bill services' masks and query helpers, used by the pages (server and browser)
 * and the server's routes. Their field checks are in the catalogue, shared/input/fields.ts.
 * No React, no server modules.
 */

/**
 * A name as a public page, a receipt or an anonymous PDF may show it (the one masking rule):
 * each word keeps its first letter (two for words longer than three letters) and three '*',
 * so neither the rest of the word nor its length shows.
 * 'Ranjit Kumar Das' → 'Ra*** Ku*** D***'; 'Md Ali' → 'M*** A***'.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const chars = Array.from(w)
      return chars.slice(0, chars.length > 3 ? 2 : 1).join('') + '***'
    })
    .join(' ')
}

/** Only the last four digits of a mobile number (pages and logs alike). */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? '*'.repeat(mobile.length - 4) + mobile.slice(-4) : '****'
}
/** The first query value of a name (Vike's urlParsed.search holds the last one as a string). */
export function queryValue(search: Record<string, string> | undefined, name: string): string | undefined {
  const v = search?.[name]
  return typeof v === 'string' ? v : undefined
}

/** The answer to a request for one's consumer numbers by SMS: the same whether or not the mobile is registered. */
export const SMS_SENT_IF_REGISTERED_EN = 'If this mobile number is registered with APDCL, an SMS with its consumer numbers has been sent to it.'

/** How the SMS form without JavaScript learns the outcome (303 back to /KnowConsNo?sms=<outcome>). */
export const SMS_OUTCOMES = ['sent', 'limited', 'mobileEmpty', 'mobileInvalid'] as const
export type SmsOutcome = (typeof SMS_OUTCOMES)[number]
