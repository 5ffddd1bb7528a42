export type Locale = 'en' | 'as'
export const LOCALES: Locale[] = ['en', 'as']
export const BASE_PATH = '/website'
/** Assamese mirrors: /AS_X is page X in Assamese; /Assamese and /AssameseMobile are the Assamese homes. */
export const AS_PREFIX = 'AS_'
export const ASSAMESE_HOMES = ['/Assamese', '/AssameseMobile']

/** Splits a logical pathname (without base) into its locale and the English route. */
export function extractLocale(pathname: string): { locale: Locale; pathname: string } {
  if (ASSAMESE_HOMES.includes(pathname)) return { locale: 'as', pathname: '/' }
  if (pathname.startsWith('/' + AS_PREFIX)) {
    return { locale: 'as', pathname: '/' + pathname.slice(1 + AS_PREFIX.length) }
  }
  return { locale: 'en', pathname }
}

/** The path of route `pathname` (English form, e.g. '/PayBill') in `locale`, without the base. */
export function localizedPath(pathname: string, locale: Locale, opts: { mobile?: boolean } = {}): string {
  if (locale === 'en') return pathname
  if (pathname === '/' || pathname === '') return opts.mobile ? '/AssameseMobile' : '/Assamese'
  return '/' + AS_PREFIX + pathname.replace(/^\//, '')
}
