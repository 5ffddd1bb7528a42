import { extremes, gappedLinePath, groupedBars, labelIndexes, niceAxis, SERIES_COLOURS, xOf, yOf, chartFrame } from './scale'
import { useEodb } from './useEodb'

export interface ChartSeries {
  label: string
  /** one figure per month (null: none that month) */
  values: Array<number | null>
  kind: 'bar' | 'line'
}

interface Props {
  /** prefix of the ids (title, description) */
  id: string
  title: string
  /** 'YYYY-MM', oldest first */
  months: string[]
  series: ChartSeries[]
  /** decimals of the figures in the description */
  decimals?: number
}

/** Room for one 'mm/yy' axis label, in viewBox units. */
const X_LABEL_UNITS = 46

/**
 * A monthly chart drawn on the server (no script): bars and lines on a value axis with its
 * ticks, month labels below, a <title> and a <desc> that says what it shows in words (the
 * highest and lowest month of each series), and a legend when there is more than one series.
 * The figures themselves are in the table the page puts right below.
 */
export function MonthChart({ id, title, months, series, decimals = 0 }: Props) {
  const { t, num, month, shortMonth, mobile } = useEodb()
  const frame = chartFrame(mobile)
  const all = series.flatMap((s) => s.values).filter((v): v is number => v !== null && Number.isFinite(v))
  const axis = niceAxis(all)
  const step = axis.ticks.length > 1 ? axis.ticks[1] - axis.ticks[0] : 1
  const tickDecimals = Number.isInteger(step) ? 0 : step >= 0.1 ? 1 : 2
  const bars = series.filter((s) => s.kind === 'bar')
  const barGeometry = groupedBars(
    bars.map((s) => s.values),
    axis,
    frame,
  )
  const labels = labelIndexes(months.length, Math.max(2, Math.floor((frame.width - frame.left - frame.right) / X_LABEL_UNITS)))
  const from = months[0] ? month(months[0]) : ''
  const to = months.length ? month(months[months.length - 1]) : ''
  const desc = [
    ...series.map((s) => {
      const e = extremes(s.values)
      if (!e) return t('common.chartEmpty', { series: s.label })
      return t('common.chartSummary', {
        series: s.label,
        n: num(months.length),
        from,
        to,
        max: num(e.max, decimals),
        maxMonth: month(months[e.maxIndex]),
        min: num(e.min, decimals),
        minMonth: month(months[e.minIndex]),
      })
    }),
    t('common.chartNote'),
  ].join(' ')
  const colourOf = (s: ChartSeries) => SERIES_COLOURS[series.indexOf(s) % SERIES_COLOURS.length]
  const zero = yOf(0, axis, frame)
  return (
    <figure className="eodb-chart">
      <svg className="eodb-chart__svg" viewBox={`0 0 ${frame.width} ${frame.height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        <g className="eodb-chart__grid">
          {axis.ticks.map((v) => {
            const y = yOf(v, axis, frame)
            return (
              <g key={v}>
                <line x1={frame.left} x2={frame.width - frame.right} y1={y} y2={y} />
                <text x={frame.left - 6} y={y} dy="0.35em" textAnchor="end">
                  {num(v, tickDecimals)}
                </text>
              </g>
            )
          })}
        </g>
        {bars.map((s, k) => (
          <g key={s.label} fill={colourOf(s)}>
            {barGeometry[k].map((b, i) => (b ? <rect key={i} x={b.x} y={b.y} width={b.width} height={Math.max(b.height, 0)} /> : null))}
          </g>
        ))}
        {series
          .filter((s) => s.kind === 'line')
          .map((s) => (
            <g key={s.label} className="eodb-chart__line" stroke={colourOf(s)} fill={colourOf(s)}>
              <path d={gappedLinePath(s.values, axis, frame)} fill="none" strokeWidth={2.5} />
              {months.length <= 24
                ? s.values.map((v, i) => (v === null ? null : <circle key={i} cx={xOf(i, months.length, frame)} cy={yOf(v, axis, frame)} r={3.5} stroke="#fff" strokeWidth={1} />))
                : null}
            </g>
          ))}
        <line className="eodb-chart__axis" x1={frame.left} x2={frame.width - frame.right} y1={zero} y2={zero} />
        <line className="eodb-chart__axis" x1={frame.left} x2={frame.left} y1={frame.top} y2={frame.height - frame.bottom} />
        <g className="eodb-chart__x">
          {labels.map((i) => (
            <text key={i} x={xOf(i, months.length, frame)} y={frame.height - frame.bottom + 20} textAnchor="middle">
              {shortMonth(months[i])}
            </text>
          ))}
        </g>
      </svg>
      {series.length > 1 ? (
        <figcaption className="eodb-legend">
          <ul>
            {series.map((s) => (
              <li key={s.label}>
                <svg className="eodb-legend__key" viewBox="0 0 20 12" aria-hidden="true" focusable="false">
                  {s.kind === 'bar' ? <rect x={2} y={0} width={16} height={12} fill={colourOf(s)} /> : <line x1={0} x2={20} y1={6} y2={6} stroke={colourOf(s)} strokeWidth={3} />}
                </svg>
                {s.label}
              </li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  )
}
