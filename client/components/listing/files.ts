import type { Locale } from '../../../shared/locale'
import { BASE_PATH } from '../../../shared/locale'

/** Site link of a stored file: relative locations are served by the download route; full URLs stay. */
export function uploadUrl(fileLocation: string): string {
  if (/^https?:\/\//i.test(fileLocation)) return fileLocation
  const clean = fileLocation.replace(/^\/+/, '').replace(/^uploads\//, '')
  return `${BASE_PATH}/uploads/${clean.split('/').map(encodeURIComponent).join('/')}`
}

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
