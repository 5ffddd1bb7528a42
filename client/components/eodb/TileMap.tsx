import type { CircleOutageSummary } from '#shared/eodb/contract'
import { inkOn, labelLines, MAP_SHADES, shadeBounds, shadeIndex, shadeRanges, tileGrid } from './scale'
import { useEodb } from './useEodb'

const TILE = 96
const GAP = 6
const PAD = 2
/** characters of a tile's name per line before it is split in two */
const LINE_CHARS = 11

/** 'Tezpur Electrical Circle' → 'Tezpur', 'তেজপুৰ বৈদ্যুতিক চাৰ্কল' → 'তেজপুৰ' (the tile's label). */
export function shortCircleName(name: string): string {
  return name
    .replace(/\s*(Electrical Circle|বৈদ্যুতিক চাৰ্কল)\s*/u, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The schematic map of Assam (ADR 022): one square per circle at its (col, row), shaded by the
 * customers off supply now, each with its name and figure in an ink that contrasts with the
 * shade, a <title> per tile, and a legend of the shades. The same figures are in the table of
 * the circles that follows it.
 */
export function TileMap({ circles }: { circles: readonly CircleOutageSummary[] }) {
  const { t, num, locale, mobile } = useEodb()
  // a phone gets the map turned a quarter (west at the top): four tiles across stay legible at 360 px
  const place = (c: { col: number; row: number }) => (mobile ? { col: c.row, row: c.col } : { col: c.col, row: c.row })
  const grid = tileGrid(circles.map(place), TILE, GAP, PAD)
  const bounds = shadeBounds(Math.max(0, ...circles.map((c) => c.customersOff)))
  const affected = circles.filter((c) => c.customersOff > 0).length
  const name = (c: CircleOutageSummary) => (locale === 'as' ? c.nameAs : c.name)
  return (
    <div className="eodb-map">
      <div className={`eodb-map__scroll${mobile ? ' eodb-map__scroll--turned' : ''}`} role="region" aria-label={t('outage.mapScroll')} tabIndex={0}>
        <svg className="eodb-map__svg" viewBox={`0 0 ${grid.width} ${grid.height}`} role="img" aria-labelledby="eodb-map-title eodb-map-desc" data-testid="eodb-map">
          <title id="eodb-map-title">{t('outage.mapTitle')}</title>
          <desc id="eodb-map-desc">{t('outage.mapDesc', { count: num(affected), total: num(circles.length) })}</desc>
          {circles.map((c) => {
            const spot = place(c)
            const { x, y } = grid.at(spot.col, spot.row)
            const fill = MAP_SHADES[shadeIndex(c.customersOff, bounds)]
            const ink = inkOn(fill)
            const lines = labelLines(shortCircleName(name(c)), LINE_CHARS)
            return (
              <g key={c.code} data-circle={c.code} data-off={c.customersOff}>
                <title>{t('outage.tileTitle', { name: name(c), off: num(c.customersOff), outages: num(c.outagesNow) })}</title>
                <rect x={x} y={y} width={TILE} height={TILE} rx={6} fill={fill} stroke="#4d5966" strokeWidth={1} />
                <text x={x + TILE / 2} y={y + (lines.length > 1 ? 24 : 32)} textAnchor="middle" fill={ink} className="eodb-map__name">
                  {lines.map((line, i) => (
                    <tspan key={i} x={x + TILE / 2} dy={i ? 15 : 0}>
                      {line}
                    </tspan>
                  ))}
                </text>
                <text x={x + TILE / 2} y={y + TILE - 16} textAnchor="middle" fill={ink} className="eodb-map__value">
                  {num(c.customersOff)}
                </text>
              </g>
            )
          })}
        </svg>
      </div>
      <p className="muted small">{t(mobile ? 'outage.mapTurned' : 'outage.mapUpright')}</p>
      <div className="eodb-map__legend">
        <p className="eodb-map__legend-title">{t('outage.legendTitle')}</p>
        <ul>
          {[[0, 0] as [number, number], ...shadeRanges(bounds)].map(([from, to], i) => (
            <li key={i}>
              <svg className="eodb-legend__key" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <rect x={0.5} y={0.5} width={15} height={15} fill={MAP_SHADES[i]} stroke="#4d5966" />
              </svg>
              {i === 0 ? t('outage.legendNone') : t('outage.legendRange', { from: num(from), to: num(to) })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
