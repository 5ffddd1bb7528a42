import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { formatNumber } from '#shared/format'
import { DataTable } from '../layout/DataTable'
import { bars, labelIndexes, linePath, niceAxis, summarize, xOf, yOf, type Frame } from '#client/lib/chartScale'

export interface ChartPoint {
  /** full label for the table and the summary, e.g. 05/11/2026 or Oct 2026 */
  label: string
  /** short x-axis label, e.g. 05/11 */
  short: string
  value: number
}

interface Props {
  title: string
  kind: 'bar' | 'line'
  points: ChartPoint[]
  /** formats a value with its unit (₹ 1,234.00 or 6.25 kWh) */
  format: (v: number) => string
  /** formats an axis tick (no unit) */
  formatTick: (v: number) => string
  /** column headers of the data table */
  labelHeader: string
  valueHeader: string
}

/** viewBox width before the browser measures the figure (server HTML and hydration) */
const INITIAL_WIDTH = 600
const HEIGHT = 240
const frameOf = (width: number): Frame => ({ width, height: HEIGHT, left: 64, right: 18, top: 12, bottom: 34 })
/** one x label per this many pixels at most */
const X_LABEL_PX = 64

/**
 * The figure's width in CSS pixels once measured, so that the viewBox matches the screen and
 * the axis text keeps its size from 360 px phones to wide desktops.
 */
function useMeasuredWidth(): [React.RefObject<HTMLElement | null>, number] {
  const ref = useRef<HTMLElement>(null)
  const [width, setWidth] = useState(INITIAL_WIDTH)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const w = Math.round(el.clientWidth)
      if (w > 0) setWidth(Math.min(Math.max(w, 240), 1200))
    }
    measure()
    const ro = new ResizeObserver(measure)
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  return [ref, width]
}

/**
 * A hand-written SVG graph (bars for consumption, a line for a balance): role="img" with a
 * text summary as its name, and the figures as a table behind a disclosure.
 */
export function Chart({ title, kind, points, format, formatTick, labelHeader, valueHeader }: Props) {
  const { t } = useTranslation('dashboard')
  const { locale = 'en' } = usePageContext()
  const id = useId()
  const [ref, width] = useMeasuredWidth()
  const FRAME = frameOf(width)
  const values = points.map((p) => p.value)
  const stats = summarize(values)
  if (!stats) {
    return (
      <figure className="dash-chart" ref={ref}>
        <figcaption className="dash-chart__title">{title}</figcaption>
        <p className="empty-state">{t('chart.noData')}</p>
      </figure>
    )
  }
  const axis = niceAxis(values)
  const summary = t('chart.summary', {
    title,
    n: formatNumber(points.length, locale),
    from: points[0].label,
    to: points.at(-1)!.label,
    max: format(stats.max),
    maxLabel: points[stats.maxIndex].label,
    min: format(stats.min),
    minLabel: points[stats.minIndex].label,
    average: format(stats.average),
  })
  const zero = yOf(0, axis, FRAME)
  const labels = labelIndexes(points.length, Math.max(2, Math.floor((width - FRAME.left) / X_LABEL_PX)))
  return (
    <figure className="dash-chart" aria-labelledby={`${id}-t`} ref={ref}>
      <figcaption id={`${id}-t`} className="dash-chart__title">
        {title}
      </figcaption>
      <svg className={`dash-chart__svg dash-chart__svg--${kind}`} viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        <g className="dash-chart__grid">
          {axis.ticks.map((v) => {
            const y = yOf(v, axis, FRAME)
            return (
              <g key={v}>
                <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={y} y2={y} />
                <text x={FRAME.left - 8} y={y} dy="0.35em" textAnchor="end">
                  {formatTick(v)}
                </text>
              </g>
            )
          })}
        </g>
        {kind === 'bar' ? (
          <g className="dash-chart__bars">
            {bars(values, axis, FRAME).map((b, i) => (
              <rect key={i} x={b.x} y={b.y} width={b.width} height={b.height} className={values[i] < 0 ? 'is-negative' : undefined} />
            ))}
          </g>
        ) : (
          <g className="dash-chart__line">
            <path d={linePath(values, axis, FRAME)} />
            {points.length <= 31 ? values.map((v, i) => <circle key={i} cx={xOf(i, values.length, FRAME)} cy={yOf(v, axis, FRAME)} r={3.5} />) : null}
          </g>
        )}
        <line className="dash-chart__zero" x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={zero} y2={zero} />
        <g className="dash-chart__x">
          {labels.map((i) => (
            <text key={i} x={xOf(i, points.length, FRAME)} y={FRAME.height - FRAME.bottom + 22} textAnchor="middle">
              {points[i].short}
            </text>
          ))}
        </g>
      </svg>
      <details className="dash-chart__data">
        <summary>{t('chart.showData')}</summary>
        <DataTable id={`${id}-c`} caption={title} captionClassName="visually-hidden" className="table table--compact" columns={[labelHeader, { label: valueHeader, className: 'num' }]}>
          {points.map((p, i) => (
            <tr key={i}>
              <td>{p.label}</td>
              <td className="num">{format(p.value)}</td>
            </tr>
          ))}
        </DataTable>
      </details>
    </figure>
  )
}
