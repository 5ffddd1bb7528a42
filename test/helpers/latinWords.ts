/**
 * No English on Assamese pages (issue 23 §3): the words in Latin letters a reader of an AS_
 * page would see. What may stay in Latin letters:
 * - identifiers and numbers (anything holding a digit: consumer numbers, receipt numbers, tender
 *   numbers, meter numbers), e-mail and web addresses;
 * - the short list of names below (the company's name as it is registered);
 * - text the page marks `translate="no"`: what is copied from a record and must not be
 *   translated (a consumer's or an officer's name, an address from the billing system). The
 *   HTML attribute says exactly that to browsers and translation tools, so it is the one mark.
 */

/**
 * Names written in Latin letters in Assamese text too (keep this list short): the company's
 * registered name, and 'English', the header's language switch on every Assamese page, which
 * names the other language in its own words (lang="en") so that a reader who cannot read
 * Assamese finds the way out (W3C: a language's name in that language).
 */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set(['APDCL', 'English'])

/** Words of two or more Latin letters in `text` that are not allowed, once each, in order. */
export function latinWords(text: string, allowed: ReadonlySet<string> = LATIN_ALLOWED): string[] {
  const cleaned = text
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:in|org|com|gov|net|co)\b(?:\/\S*)?/gi, ' ')
    .replace(/[\w/.#:-]*\d[\w/.#:-]*/g, ' ')
  const found = new Set<string>()
  for (const m of cleaned.matchAll(/[A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?/g)) {
    const word = m[0]
    if (word.length < 2 || allowed.has(word)) continue
    found.add(word)
  }
  return [...found]
}
