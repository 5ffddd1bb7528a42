/**
 * Pure geometry of the EoDB reports' server-drawn SVG (issue 13): the monthly charts' frame by
 * device class, bars of two or more series side by side in each month's slot, a line with
 * gaps where a month has no figure, the schematic tile map of the circles, the map's shading
 * buckets, and the colour checks (WCAG contrast) that keep tile labels readable. The value axis
 * and label thinning come from the dashboards' chartScale.
 */
import { niceStep, xOf, yOf, type Axis, type Bar, type Frame } from '#client/lib/chartScale'

export { labelIndexes, niceAxis, xOf, yOf, type Axis, type Frame } from '#client/lib/chartScale'

/** The chart's viewBox: narrow on a phone (text keeps its size at 360 px), wide on a desktop. */
export function chartFrame(mobile: boolean): Frame {
  return mobile ? { width: 360, height: 240, left: 48, right: 8, top: 14, bottom: 34 } : { width: 760, height: 280, left: 64, right: 16, top: 14, bottom: 36 }
}

/**
 * Bars of `series` (each one value per month, null for none) side by side in each month's
 * slot: series s of month i at a fixed offset, all of one width, from the zero line. A null
 * value draws no bar (its entry is null).
 */
export function groupedBars(series: ReadonlyArray<ReadonlyArray<number | null>>, axis: Axis, frame: Frame, gapRatio = 0.3): Array<Array<Bar | null>> {
  const n = Math.max(0, ...series.map((s) => s.length))
  if (!n || !series.length) return series.map(() => [])
  const slot = (frame.width - frame.left - frame.right) / n
  const group = slot * (1 - gapRatio)
  const width = round(group / series.length)
  const zero = yOf(0, axis, frame)
  return series.map((values, s) =>
    values.map((v, i) => {
      if (v === null || !Number.isFinite(v)) return null
      const y = yOf(v, axis, frame)
      return { x: round(frame.left + slot * i + (slot - group) / 2 + width * s), y: Math.min(y, zero), width, height: round(Math.abs(zero - y)) }
    }),
  )
}

/** An SVG path through the values, broken where a value is null ("M … L … M …"); '' when none. */
export function gappedLinePath(values: ReadonlyArray<number | null>, axis: Axis, frame: Frame): string {
  const parts: string[] = []
  let pen = false
  values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) {
      pen = false
      return
    }
    parts.push(`${pen ? 'L' : 'M'}${xOf(i, values.length, frame)} ${yOf(v, axis, frame)}`)
    pen = true
  })
  return parts.join(' ')
}

/** Highest and lowest value with their indexes, nulls skipped; null when there is no value. */
export function extremes(values: ReadonlyArray<number | null>): { max: number; maxIndex: number; min: number; minIndex: number } | null {
  let maxIndex = -1
  let minIndex = -1
  for (let i = 0; i < values.length; i++) {
    const v = values[i]
    if (v === null || !Number.isFinite(v)) continue
    if (maxIndex < 0 || v > (values[maxIndex] as number)) maxIndex = i
    if (minIndex < 0 || v < (values[minIndex] as number)) minIndex = i
  }
  if (maxIndex < 0) return null
  return { max: values[maxIndex] as number, maxIndex, min: values[minIndex] as number, minIndex }
}

// ---------------------------------------------------------------- the tile map

export interface TileGrid {
  width: number
  height: number
  /** top-left corner of the tile at (col, row) */
  at(col: number, row: number): { x: number; y: number }
}

/** The grid of the tiles: the smallest box holding every (col, row), `tile` px squares `gap` apart, `pad` around. */
export function tileGrid(tiles: ReadonlyArray<{ col: number; row: number }>, tile: number, gap: number, pad = 0): TileGrid {
  if (!tiles.length) return { width: 2 * pad, height: 2 * pad, at: () => ({ x: pad, y: pad }) }
  const cols = tiles.map((t) => t.col)
  const rows = tiles.map((t) => t.row)
  const [c0, c1, r0, r1] = [Math.min(...cols), Math.max(...cols), Math.min(...rows), Math.max(...rows)]
  const step = tile + gap
  return {
    width: (c1 - c0 + 1) * step - gap + 2 * pad,
    height: (r1 - r0 + 1) * step - gap + 2 * pad,
    at: (col, row) => ({ x: pad + (col - c0) * step, y: pad + (row - r0) * step }),
  }
}

/** Fill colours of the map, light to dark: index 0 is "nobody off supply". */
export const MAP_SHADES = ['#eef2f6', '#fde3b5', '#f5a54a', '#c4501a', '#7f260a'] as const

/**
 * The upper bounds of the shaded buckets 1..4 for values up to `max`: four equal nice steps
 * (a bucket holds values above the previous bound up to its own). Empty when max ≤ 0.
 */
export function shadeBounds(max: number): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return []
  const buckets = MAP_SHADES.length - 1
  const step = Math.max(1, Math.ceil(niceStep(max / buckets)))
  return Array.from({ length: buckets }, (_, i) => step * (i + 1))
}

/** The shade index of a value: 0 for none (≤ 0), else the first bucket whose bound holds it. */
export function shadeIndex(value: number, bounds: readonly number[]): number {
  if (!(value > 0) || !bounds.length) return 0
  const i = bounds.findIndex((b) => value <= b)
  return i < 0 ? bounds.length : i + 1
}

/** The legend's ranges: [from, to] of each shaded bucket (whole customers). */
export function shadeRanges(bounds: readonly number[]): Array<[number, number]> {
  return bounds.map((b, i) => [i === 0 ? 1 : bounds[i - 1] + 1, b])
}

/** Two lines at most for a tile's label, split at the space nearest the middle. */
export function labelLines(text: string, maxChars: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (words.length <= 1 || text.length <= maxChars) return [words.join(' ')]
  let best = 1
  let bestScore = Infinity
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ').length
    const b = words.slice(i).join(' ').length
    const score = Math.max(a, b)
    if (score < bestScore) {
      best = i
      bestScore = score
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')]
}

// ---------------------------------------------------------------- colours

/** WCAG 2 relative luminance of '#rrggbb'. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`)
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

export const DARK_INK = '#1b1f24'
export const LIGHT_INK = '#ffffff'

/** The text colour of a label on `fill`: dark or white, whichever contrasts more. */
export function inkOn(fill: string): string {
  return contrastRatio(fill, DARK_INK) >= contrastRatio(fill, LIGHT_INK) ? DARK_INK : LIGHT_INK
}

/** The series colours of the charts (bars and lines on white: at least 3:1, WCAG 1.4.11). */
export const SERIES_COLOURS = ['#0a4d8c', '#00695c', '#8a5a00', '#b3261e'] as const

const round = (v: number) => Math.round(v * 1e6) / 1e6 + 0
