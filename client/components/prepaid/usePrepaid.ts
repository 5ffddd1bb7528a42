import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '#shared/locale'
import { hrefFor } from '../layout/paths'
import { formatNumber } from '#shared/format'
import { dateDmy, dateTime, kwh, rupees } from './format'

/** The prepaid pages' translator (namespaces 'prepaid' and 'messages'), links and formatters. */
export function usePrepaid() {
  const { t } = useTranslation(['prepaid', 'messages'])
  const pageContext = usePageContext()
  const locale: Locale = pageContext.locale ?? 'en'
  return {
    t,
    locale,
    /** full URL of an English route (may carry a query) in this page's language */
    href: (to: string) => hrefFor(to, locale),
    money: (paise: number) => rupees(paise, locale),
    date: (iso: string | null | undefined) => dateDmy(iso, locale),
    dateTime: (iso: string | null | undefined) => dateTime(iso, locale),
    kwh: (n: number) => kwh(n, locale),
    num: (n: number) => formatNumber(n, locale),
  }
}

/** `?a=1&b=2` from the defined values, in order. */
export function queryOf(params: Record<string, string | undefined | null>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v)
  const s = q.toString()
  return s ? '?' + s : ''
}
