import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'
import { districtName } from '#shared/districts'
import { formatNumber } from '#shared/format'
import { dmy, dmyTime, money } from '../billing/format'

/** The applications' translator (namespaces 'applications' and 'forms'), links and formatters in the page's locale. */
export function useApplications() {
  const { t } = useTranslation(['applications', 'forms'])
  const pageContext = usePageContext()
  const locale: Locale = pageContext.locale ?? 'en'
  return {
    t,
    locale,
    href: (route: string) => BASE_PATH + localizedPath(route, locale),
    money: (paise: number) => money(paise, locale),
    date: (iso: string | null | undefined) => dmy(iso, locale),
    dateTime: (iso: string | null | undefined) => dmyTime(iso, locale),
    num: (n: number) => formatNumber(n, locale),
    district: (code: string | null | undefined) => (code ? districtName(code, locale) : ''),
  }
}
