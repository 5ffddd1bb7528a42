import type { DayReading } from '#shared/prepaid/contract'
import { DataTable } from '../layout/DataTable'
import { usePrepaid } from './usePrepaid'

const W = 640
const H = 220
const PAD = { top: 16, right: 56, bottom: 36, left: 48 }

/**
 * The last days of a smart prepaid meter: a simple SVG (bars for kWh, a line for the
 * balance), hidden from screen readers, and the same numbers in an accessible table.
 */
export function BalanceHistory({ days }: { days: DayReading[] }) {
  const { t, money, date, kwh, num } = usePrepaid()
  if (!days.length) return <p className="empty-state">{t('balance.noReadings')}</p>
  const maxKwh = Math.max(...days.map((d) => d.kwh), 1)
  const balances = days.map((d) => d.balancePaise ?? 0)
  const minBal = Math.min(0, ...balances)
  const maxBal = Math.max(...balances, 1)
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const step = innerW / days.length
  const x = (i: number) => PAD.left + step * i + step / 2
  const yKwh = (v: number) => PAD.top + innerH - (v / maxKwh) * innerH
  const yBal = (v: number) => PAD.top + innerH - ((v - minBal) / (maxBal - minBal || 1)) * innerH
  const line = days.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${yBal(d.balancePaise ?? 0).toFixed(1)}`).join(' ')
  const short = (iso: string) => date(iso).slice(0, 5)
  return (
    <>
      <figure className="prepaid-chart" aria-hidden="true">
        <svg viewBox={`0 0 ${W} ${H}`} role="presentation" focusable="false">
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} className="prepaid-chart__axis" />
          {days.map((d, i) => (
            <rect key={d.day} className="prepaid-chart__bar" x={x(i) - step * 0.3} width={step * 0.6} y={yKwh(d.kwh)} height={PAD.top + innerH - yKwh(d.kwh)} />
          ))}
          <path d={line} className="prepaid-chart__line" />
          {days.map((d, i) => (
            <circle key={d.day} cx={x(i)} cy={yBal(d.balancePaise ?? 0)} r={4} className="prepaid-chart__dot" />
          ))}
          {days.map((d, i) => (
            <text key={d.day} x={x(i)} y={H - 12} textAnchor="middle" className="prepaid-chart__label">
              {short(d.day)}
            </text>
          ))}
          <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end" className="prepaid-chart__label">
            {t('voucher.kwhValue', { kwh: kwh(maxKwh) })}
          </text>
          <text x={W - PAD.right + 6} y={PAD.top + 10} textAnchor="start" className="prepaid-chart__label">
            {money(maxBal).replace(/\.\d\d$|\.[০-৯]{2}$/, '')}
          </text>
        </svg>
        <figcaption className="small muted">
          <span className="prepaid-legend prepaid-legend--bar" /> {t('balance.legendKwh')} <span className="prepaid-legend prepaid-legend--line" /> {t('balance.legendBalance')}
        </figcaption>
      </figure>
      <DataTable
        id="balance-days"
        caption={t('balance.daysCaption', { days: num(days.length) })}
        columns={[t('balance.cols.day'), { label: t('balance.cols.kwh'), className: 'num' }, { label: t('balance.cols.balance'), className: 'num' }]}
      >
        {days.map((d) => (
          <tr key={d.day}>
            <td data-label={t('balance.cols.day')}>{date(d.day)}</td>
            <td data-label={t('balance.cols.kwh')} className="num">
              {kwh(d.kwh)}
            </td>
            <td data-label={t('balance.cols.balance')} className="num">
              {d.balancePaise === null ? '—' : money(d.balancePaise)}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
