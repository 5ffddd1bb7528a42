import { useTranslation } from '#client/lib/useTranslation'
import { formatNumber } from '#shared/format'
import { useApplications } from '../applications/useApplications'

/** The complaint desk's translator (namespaces 'complaints', 'applications', 'forms'), with the applications' links and formatters. */
export function useComplaints() {
  const base = useApplications()
  const { t } = useTranslation(['complaints', 'applications', 'forms'])
  const n = (value: number) => formatNumber(value, base.locale)
  /** A deadline in hours, as hours under two days and as days from then on. */
  const hours = (h: number) => (h < 48 || h % 24 !== 0 ? t('hours', { count: h, n: n(h) }) : t('days', { count: h / 24, n: n(h / 24) }))
  return { ...base, t, n, hours }
}
