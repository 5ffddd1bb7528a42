import { useTranslation } from '#client/lib/useTranslation'
import { formatNumber } from '#shared/format'
import type { DailyPoint, MonthlyUnits } from '#shared/dashboard/contract'
import { useLinks } from '../layout/paths'
import { Chart, type ChartPoint } from './Chart'
import { dmy, kwh, money, periodLabel, shortDay, shortPeriod } from './format'

/** Units billed per month (oldest first). */
export function MonthlyUnitsChart({ months }: { months: MonthlyUnits[] }) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLinks()
  const points: ChartPoint[] = months.map((m) => ({ label: periodLabel(m.period, locale), short: shortPeriod(m.period, locale), value: m.units }))
  return (
    <Chart
      title={t('graphs.monthlyUnits', { n: formatNumber(months.length, locale) })}
      kind="bar"
      points={points}
      format={(v) => t('graphs.kwhValue', { value: kwh(v, locale) })}
      formatTick={(v) => formatNumber(v, locale, Number.isInteger(v) ? 0 : 1)}
      labelHeader={t('graphs.month')}
      valueHeader={t('graphs.units')}
    />
  )
}

/** Daily consumption (and, for smart prepaid, the balance at the end of each day) over 7 and 30 days. */
export function DailyCharts({ daily, balance }: { daily: DailyPoint[]; balance: boolean }) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLinks()
  const ranges = [7, 30].map((days) => ({ days, rows: daily.slice(-days) }))
  const kwhPoints = (rows: DailyPoint[]): ChartPoint[] => rows.map((r) => ({ label: dmy(r.day, locale), short: shortDay(r.day, locale), value: r.kwh }))
  const balancePoints = (rows: DailyPoint[]): ChartPoint[] =>
    rows.filter((r) => r.balancePaise !== null).map((r) => ({ label: dmy(r.day, locale), short: shortDay(r.day, locale), value: r.balancePaise! / 100 }))
  return (
    <>
      {ranges.map(({ days, rows }) => (
        <Chart
          key={`kwh-${days}`}
          title={t('graphs.daily', { n: formatNumber(days, locale) })}
          kind="bar"
          points={kwhPoints(rows)}
          format={(v) => t('graphs.kwhValue', { value: kwh(v, locale) })}
          formatTick={(v) => formatNumber(v, locale, Number.isInteger(v) ? 0 : 1)}
          labelHeader={t('graphs.day')}
          valueHeader={t('graphs.kwh')}
        />
      ))}
      {balance
        ? ranges.map(({ days, rows }) => (
            <Chart
              key={`balance-${days}`}
              title={t('graphs.balance', { n: formatNumber(days, locale) })}
              kind="line"
              points={balancePoints(rows)}
              format={(v) => money(Math.round(v * 100), locale)}
              formatTick={(v) => '₹' + formatNumber(v, locale)}
              labelHeader={t('graphs.day')}
              valueHeader={t('graphs.balanceHeader')}
            />
          ))
        : null}
    </>
  )
}
