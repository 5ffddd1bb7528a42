import type { Locale } from '#shared/locale'
import { barLayout, graphDay, graphDayShort, graphValue } from './chatFormat'
import type { ChatMessage } from './chatMachine'

/** The drawing area of the bars (SVG user units); the days go in the strip below. */
const W = 320
const H = 120
const DAYS = 24

/**
 * A history graph (spec §4: consumption or balance over the last 7 days) as SVG bars, named
 * for screen readers by its figures, with the same figures in a real table below it.
 * Attributes only, no style attributes (the CSP refuses them in the server's HTML).
 */
export function ChatGraph({ graph, locale, say }: { graph: NonNullable<ChatMessage['graph']>; locale: Locale; say: (key: string, params?: Record<string, string | number>) => string }) {
  const { points, unit, title } = graph
  if (!points.length) return null
  const bars = barLayout(
    points.map((p) => p.value),
    W,
    H,
  )
  const alt = `${title}: ${points.map((p) => `${graphDay(p.label, locale)} ${graphValue(p.value, unit, locale)}`).join(', ')}`
  return (
    <figure className="chat-graph">
      <svg className="chat-graph__svg" viewBox={`0 0 ${W} ${H + DAYS}`} role="img" aria-label={alt} data-testid="chat-graph">
        <line x1="0" y1={H} x2={W} y2={H} className="chat-graph__axis" />
        {bars.map((b, i) => (
          <g key={points[i].label + i}>
            <rect x={b.x} y={b.y} width={b.width} height={b.height} rx="2" className="chat-graph__bar" />
            <text x={b.labelX} y={H + 16} textAnchor="middle" className="chat-graph__day">
              {graphDayShort(points[i].label, locale)}
            </text>
          </g>
        ))}
      </svg>
      <table className="table table--compact chat-graph__table">
        <caption>{say('widget.graphTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{say('widget.graphDay')}</th>
            <th scope="col" className="num">
              {say('widget.graphValue', { unit })}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={p.label + i}>
              <td>{graphDay(p.label, locale)}</td>
              <td className="num">{graphValue(p.value, unit, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
