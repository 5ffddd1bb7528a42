import type { Locale } from './locale'

/**
 * Initials in the page's language (issue 23 §3: no English on an Assamese page). Assamese
 * writes a set of initials letter by letter, each letter by its spoken name and a stop, as
 * docs/glossary-as.md does for its own (পি.ডি.এফ., এছ.এম.এছ., ইউ.পি.আই., চি.এছ.ভি.,
 * কে.ভি.): one rule, so a file type or an abbreviation that comes from data ('XLSX' of a file
 * name) needs no list of its own.
 */
const LETTER_AS: Readonly<Record<string, string>> = {
  A: 'এ',
  B: 'বি',
  C: 'চি',
  D: 'ডি',
  E: 'ই',
  F: 'এফ',
  G: 'জি',
  H: 'এইচ',
  I: 'আই',
  J: 'জে',
  K: 'কে',
  L: 'এল',
  M: 'এম',
  N: 'এন',
  O: 'অ’',
  P: 'পি',
  Q: 'কিউ',
  R: 'আৰ',
  S: 'এছ',
  T: 'টি',
  U: 'ইউ',
  V: 'ভি',
  W: 'ডাব্লিউ',
  X: 'এক্স',
  Y: 'ৱাই',
  Z: 'জেড',
}

/** 'PDF' → 'পি.ডি.এফ.' in Assamese, as is in English; anything but Latin letters is kept as it is. */
export function initialsIn(initials: string, locale: Locale): string {
  if (locale !== 'as') return initials
  return initials.replace(/[A-Za-z]/g, (c) => `${LETTER_AS[c.toUpperCase()]}.`)
}
