import { BASE_PATH } from './locale'

/** Where the download route serves stored files (server/routes/files.ts). */
export const UPLOADS_URL = `${BASE_PATH}/uploads/`

/**
 * The site link of a stored file (the one rule of the pages and the API). Locations are
 * stored relative to uploads/ ('tenders/nit 12.pdf'); a leading '/' or 'uploads/' is
 * tolerated. Full URLs, protocol-relative ones and paths already under the site stay as they are.
 */
export function uploadUrl(location: string): string
export function uploadUrl(location: string | null): string | null
export function uploadUrl(location: string | null): string | null {
  if (!location) return null
  if (/^(https?:)?\/\//i.test(location) || location.startsWith(BASE_PATH + '/')) return location
  const clean = location.replace(/^\/+/, '').replace(/^uploads\//, '')
  return UPLOADS_URL + clean.split('/').map(encodeURIComponent).join('/')
}

/**
 * The storage key of a stored file's location (the inverse of uploadUrl: 'tenders/nit 12.pdf'
 * for 'tenders/nit 12.pdf', '/uploads/tenders/nit 12.pdf' or '/website/uploads/tenders/nit%2012.pdf'),
 * or null for a link elsewhere (another site, another page of this one).
 */
export function uploadKey(location: string | null | undefined): string | null {
  if (!location) return null
  if (/^(https?:)?\/\//i.test(location)) return null
  if (location.startsWith(BASE_PATH + '/')) {
    if (!location.startsWith(UPLOADS_URL)) return null
    try {
      return decodeURIComponent(location.slice(UPLOADS_URL.length).split(/[?#]/)[0]) || null
    } catch {
      return null
    }
  }
  return location.replace(/^\/+/, '').replace(/^uploads\//, '') || null
}
