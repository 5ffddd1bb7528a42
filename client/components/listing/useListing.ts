import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { formatDate, formatNumber } from '#shared/format'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'

/** The page's locale, its translator (namespace 'listing') and locale-bound formatters. */
export function useListing() {
  const { t } = useTranslation('listing')
  const pageContext = usePageContext()
  const locale: Locale = pageContext.locale ?? 'en'
  return {
    t,
    locale,
    /** full URL of an English route in this page's language */
    href: (route: string) => BASE_PATH + localizedPath(route, locale),
    date: (iso: string | null | undefined) => formatDate(iso, locale),
    num: (n: number) => formatNumber(n, locale),
  }
}
