import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { EODB_MAX_MONTHS, VERIFY_NAME_MIN } from '#shared/eodb/contract'
import { apiUrl } from '#shared/apiHosts'
import { formatDmy, formatDmyTime, formatMonth, formatNumber, localizeDigits } from '#shared/format'
import { indiaTimeOfDay } from '#shared/time'
import { useLinks } from '../layout/paths'
import { consumerNoMessageKey, isConsumerNoProblem } from '#shared/eodb/verify'
import { withQuery } from './query'

/**
 * The EoDB pages' toolkit: the translator (namespace 'eodb'), the page's locale and device
 * class, links in the page's language, and the formatters of shared/format.ts (Assamese
 * digits on AS_ pages). Times are epoch ms, shown in India time.
 */
export function useEodb() {
  const { t } = useTranslation(['eodb', 'applications'])
  const pageContext = usePageContext()
  const { locale, mobile, href } = useLinks()
  const site = (pageContext as { site?: { apiHosts?: Record<string, string> } }).site
  const num = (n: number | null | undefined, decimals = 0) => (n === null || n === undefined || !Number.isFinite(n) ? t('common.none') : formatNumber(n, locale, decimals))
  return {
    t,
    locale,
    mobile,
    href,
    num,
    /** a share 0..1 as a percentage with one decimal */
    pct: (share: number | null | undefined) => (share === null || share === undefined ? t('common.none') : `${formatNumber(share * 100, locale, 1)}%`),
    month: (m: string) => formatMonth(m, locale),
    /** 'mm/yy' of a month: the chart's axis labels */
    shortMonth: (m: string) => localizeDigits(`${m.slice(5, 7)}/${m.slice(2, 4)}`, locale),
    date: (ms: number | string | null) => (ms === null ? '' : formatDmy(typeof ms === 'number' ? new Date(ms).toISOString() : ms, locale)),
    dateTime: (ms: number | null) => (ms === null ? '' : formatDmyTime(new Date(ms).toISOString(), locale)),
    time: (ms: number) => localizeDigits(indiaTimeOfDay(ms), locale),
    /** a problem key's words in the page's language: the contract's message, or a consumer number's as every form words it */
    problem: (key: string) =>
      isConsumerNoProblem(key) ? t(consumerNoMessageKey(key)) : t(`messages.${key}`, { n: localizeDigits(key === 'rangeTooLong' ? EODB_MAX_MONTHS : VERIFY_NAME_MIN, locale) }),
    /** the CSV of a report with the page's query, on the API's host */
    csvHref: (path: string, query: Record<string, string | undefined>) => apiUrl(withQuery(path, query), site?.apiHosts),
  }
}

export type Eodb = ReturnType<typeof useEodb>
