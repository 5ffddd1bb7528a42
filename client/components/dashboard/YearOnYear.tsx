import { useTranslation } from '#client/lib/useTranslation'
import type { YearOnYear as YearOnYearData, YearOnYearSide } from '#shared/dashboard/insights'
import { formatDate, formatNumber } from '#shared/format'
import { TitledSection } from '../common/TitledSection'
import { useLinks } from '../layout/paths'
import { kwh, money, periodLabel } from './format'
import { barShares, changeDirection } from './yearOnYear'

const ARROW = { more: '▲', less: '▼', same: '=', noBase: '–' } as const

/** One figure of this month and of the same month last year, two bars, and the change in words. */
function Metric({
  id,
  title,
  current,
  lastYear,
  percent,
  format,
  labels,
}: {
  id: string
  title: string
  current: number
  lastYear: number
  percent: number | null
  format: (v: number) => string
  labels: { current: string; lastYear: string }
}) {
  const { t } = useTranslation('insights')
  const { locale } = useLinks()
  const direction = changeDirection(percent)
  const shares = barShares(current, lastYear)
  return (
    <div className="yoy__metric" data-testid={`yoy-${id}`}>
      <h3 className="yoy__title">{title}</h3>
      <dl className="dash-facts">
        <div className="dash-facts__row">
          <dt>{labels.current}</dt>
          <dd className="num">{format(current)}</dd>
        </div>
        <div className="dash-facts__row">
          <dt>{labels.lastYear}</dt>
          <dd className="num">{format(lastYear)}</dd>
        </div>
      </dl>
      {/* the bars repeat the figures above for the eye; the words below say the change */}
      <svg className="yoy__bars" viewBox="0 0 100 22" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className="yoy__bar yoy__bar--current" x="0" y="1" height="8" width={shares.current} />
        <rect className="yoy__bar yoy__bar--last" x="0" y="13" height="8" width={shares.lastYear} />
      </svg>
      <p className={`yoy__change yoy__change--${direction}`} data-testid={`yoy-${id}-change`}>
        <span className="yoy__arrow" aria-hidden="true">
          {ARROW[direction]}
        </span>{' '}
        {t(`yoy.${direction}`, { percent: formatNumber(Math.abs(percent ?? 0), locale), month: labels.lastYear })}
      </p>
    </div>
  )
}

/** The label of one side: its bill month, or its days (smart prepaid). */
function sideLabel(side: YearOnYearSide, locale: 'en' | 'as'): string {
  if (!side.days) return periodLabel(side.period, locale)
  return side.days.from === side.days.to ? formatDate(side.days.to, locale) : `${formatDate(side.days.from, locale)} – ${formatDate(side.days.to, locale)}`
}

/**
 * This month against the same month last year (issue 9 §3): consumption and amount side by
 * side with the difference in percent and in words (not by colour alone), or the empty state
 * when last year has no data. Postpaid: the newest bill against the bill of the same month a
 * year before; smart prepaid: the days of this month so far against the same days a year before.
 */
export function YearOnYear({ data }: { data: YearOnYearData }) {
  const { t } = useTranslation('insights')
  const { locale } = useLinks()
  const { current, lastYear, change } = data
  const bill = data.basis === 'bill'
  return (
    <TitledSection id="yoy-title" title={t('yoy.title')} className="yoy" testId="year-on-year">
      {!current ? (
        <p className="empty-state">{t('yoy.emptyCurrent')}</p>
      ) : !lastYear || !change ? (
        <p className="empty-state" data-testid="yoy-empty">
          {t('yoy.emptyLastYear', { month: periodLabel(`${Number(current.period.slice(0, 4)) - 1}${current.period.slice(4)}`, locale) })}
        </p>
      ) : (
        <>
          <p className="muted">
            {bill
              ? t('yoy.leadBill', { month: periodLabel(current.period, locale), lastMonth: periodLabel(lastYear.period, locale) })
              : t('yoy.leadReadings', { from: formatDate(current.days?.from ?? current.period, locale), to: formatDate(current.days?.to ?? current.period, locale) })}
          </p>
          <div className="yoy__grid">
            <Metric
              id="kwh"
              title={t('yoy.kwh')}
              current={current.kwh}
              lastYear={lastYear.kwh}
              percent={change.kwhPercent}
              format={(v) => t('yoy.kwhValue', { value: kwh(v, locale) })}
              labels={{ current: sideLabel(current, locale), lastYear: sideLabel(lastYear, locale) }}
            />
            <Metric
              id="amount"
              title={bill ? t('yoy.amountBill') : t('yoy.amountReadings')}
              current={current.amountPaise}
              lastYear={lastYear.amountPaise}
              percent={change.amountPercent}
              format={(v) => money(v, locale)}
              labels={{ current: sideLabel(current, locale), lastYear: sideLabel(lastYear, locale) }}
            />
          </div>
        </>
      )}
    </TitledSection>
  )
}
