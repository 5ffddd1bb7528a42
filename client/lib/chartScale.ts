/**
 * Pure scaling for the hand-written SVG graphs of the dashboards: a "nice" value axis that
 * includes zero (a prepaid balance can go below it: emergency credit), bar and line geometry
 * in viewBox units, and which x labels to print so they never overlap.
 */

export interface Axis {
  min: number
  max: number
  /** tick values from min to max, evenly spaced */
  ticks: number[]
}

/** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10 × 10^k that is ≥ x (x > 0). */
export function niceStep(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return 1
  const exp = Math.floor(Math.log10(x))
  const base = 10 ** exp
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) {
    const step = m * base
    // tolerate floating-point noise (0.30000000000000004)
    if (step >= x * (1 - 1e-9)) return step
  }
  return 10 * base
}

/**
 * An axis from ≤ min(values, 0) to ≥ max(values, 0) in at most `count` equal steps of a nice
 * size, zero always on a tick.
 * All zeros (or no values) give 0..count so that an empty graph still has a scale.
 */
export function niceAxis(values: readonly number[], count = 4): Axis {
  const finite = values.filter((v) => Number.isFinite(v))
  const lo = Math.min(0, ...finite)
  const hi = Math.max(0, ...finite)
  if (hi === lo) return { min: 0, max: count, ticks: Array.from({ length: count + 1 }, (_, i) => i) }
  let step = niceStep((hi - lo) / count)
  // the steps below and above zero must fit in `count`; widen the step until they do
  for (;;) {
    const below = Math.ceil(-lo / step - 1e-9)
    const above = Math.ceil(hi / step - 1e-9)
    if (below + above <= count) {
      const min = -below * step
      const ticks = Array.from({ length: below + above + 1 }, (_, i) => round(min + i * step))
      return { min: round(min), max: round(above * step), ticks }
    }
    step = niceStep(step * 1.0001)
  }
}

/** six decimals, and never -0 (it would print as "-0") */
const round = (v: number) => Math.round(v * 1e6) / 1e6 + 0

export interface Frame {
  width: number
  height: number
  /** room for the axis labels: left, right, top, bottom */
  left: number
  right: number
  top: number
  bottom: number
}

/** The y coordinate of value `v` on `axis` inside `frame` (SVG y grows downwards). */
export function yOf(v: number, axis: Axis, frame: Frame): number {
  const plot = frame.height - frame.top - frame.bottom
  const t = axis.max === axis.min ? 0 : (v - axis.min) / (axis.max - axis.min)
  return round(frame.top + plot * (1 - t))
}

export interface Bar {
  x: number
  y: number
  width: number
  height: number
}

/** One bar per value, from the zero line up (or down for a negative value), with a gap between bars. */
export function bars(values: readonly number[], axis: Axis, frame: Frame, gapRatio = 0.25): Bar[] {
  const n = values.length
  if (!n) return []
  const slot = (frame.width - frame.left - frame.right) / n
  const width = round(slot * (1 - gapRatio))
  const zero = yOf(0, axis, frame)
  return values.map((v, i) => {
    const y = yOf(v, axis, frame)
    return { x: round(frame.left + slot * i + (slot - width) / 2), y: Math.min(y, zero), width, height: round(Math.abs(zero - y)) }
  })
}

/** The centre x of slot i of n (bar centres and line points share it). */
export function xOf(i: number, n: number, frame: Frame): number {
  const slot = (frame.width - frame.left - frame.right) / Math.max(n, 1)
  return round(frame.left + slot * i + slot / 2)
}

/** An SVG path through the values ("M x y L x y …"); empty for no values. */
export function linePath(values: readonly number[], axis: Axis, frame: Frame): string {
  return values.map((v, i) => `${i ? 'L' : 'M'}${xOf(i, values.length, frame)} ${yOf(v, axis, frame)}`).join(' ')
}

/** Indexes of the x labels to print: at most `max`, evenly spread, always the last one. */
export function labelIndexes(n: number, max: number): number[] {
  if (n <= 0) return []
  if (n <= max) return Array.from({ length: n }, (_, i) => i)
  const every = Math.ceil(n / max)
  const out: number[] = []
  for (let i = (n - 1) % every; i < n; i += every) out.push(i)
  return out
}

export interface Summary {
  min: number
  max: number
  total: number
  average: number
  minIndex: number
  maxIndex: number
}

/** Lowest, highest, total and average of the values (for the graph's text alternative). */
export function summarize(values: readonly number[]): Summary | null {
  if (!values.length) return null
  let minIndex = 0
  let maxIndex = 0
  let total = 0
  values.forEach((v, i) => {
    total += v
    if (v < values[minIndex]) minIndex = i
    if (v > values[maxIndex]) maxIndex = i
  })
  return { min: values[minIndex], max: values[maxIndex], total: round(total), average: round(total / values.length), minIndex, maxIndex }
}
