import type { Locale } from '#shared/locale'

/** The file type to show beside a download link ('PDF', 'XLSX'), or '' when unknown. */
export function fileType(fileLocation: string | null | undefined): string {
  if (!fileLocation) return ''
  const path = fileLocation.split(/[?#]/)[0]
  const m = /\.([a-z0-9]{1,5})$/i.exec(path)
  return m ? m[1].toUpperCase() : ''
}

/** A text in the page's language: the Assamese version on AS_ pages when there is one. */
export function pickText(en: string, as: string | null | undefined, locale: Locale): { text: string; lang?: 'en' } {
  if (locale !== 'as') return { text: en }
  if (as && as.trim()) return { text: as }
  return { text: en, lang: 'en' }
}
