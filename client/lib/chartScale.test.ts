import { describe, expect, it } from 'vitest'
import { bars, labelIndexes, linePath, niceAxis, niceStep, summarize, xOf, yOf, type Frame } from './chartScale'

const frame: Frame = { width: 100, height: 120, left: 0, right: 0, top: 10, bottom: 10 }

describe('niceStep', () => {
  it.each([
    [0.3, 0.3],
    [1, 1],
    [1.2, 1.2],
    [1.3, 1.5],
    [2.1, 2.5],
    [3, 3],
    [7, 8],
    [0.1 + 0.2, 0.3],
    [120, 120],
    [121, 150],
    [2400, 2500],
  ])('%s → %s', (x, step) => expect(niceStep(x)).toBeCloseTo(step, 9))

  it('falls back to 1 for zero, negative or non-finite input', () => {
    expect(niceStep(0)).toBe(1)
    expect(niceStep(-5)).toBe(1)
    expect(niceStep(Number.NaN)).toBe(1)
  })
})

describe('niceAxis', () => {
  it('starts at zero and covers the highest value with nice ticks', () => {
    const a = niceAxis([130, 410, 275])
    expect(a.min).toBe(0)
    expect(a.max).toBeGreaterThanOrEqual(410)
    expect(a.ticks).toEqual([0, 120, 240, 360, 480])
  })

  it('includes negative values (emergency credit) and keeps zero on a tick', () => {
    const a = niceAxis([-120, 300, 900])
    expect(a.min).toBeLessThanOrEqual(-120)
    expect(a.max).toBeGreaterThanOrEqual(900)
    expect(a.ticks).toContain(0)
    expect(a.ticks.length).toBeLessThanOrEqual(5)
    expect(a.ticks).toEqual([-300, 0, 300, 600, 900])
    const steps = a.ticks.slice(1).map((t, i) => t - a.ticks[i])
    expect(new Set(steps).size).toBe(1)
  })

  it('handles all-negative values', () => {
    const a = niceAxis([-40, -10])
    expect(a.min).toBeLessThanOrEqual(-40)
    expect(a.max).toBe(a.ticks.at(-1))
    expect(a.ticks).toEqual([-40, -30, -20, -10, 0])
    expect(a.ticks).toContain(0)
  })

  it('gives a 0..count scale for no values or only zeros', () => {
    expect(niceAxis([])).toEqual({ min: 0, max: 4, ticks: [0, 1, 2, 3, 4] })
    expect(niceAxis([0, 0])).toEqual({ min: 0, max: 4, ticks: [0, 1, 2, 3, 4] })
  })

  it('works with fractional kWh values', () => {
    const a = niceAxis([3.2, 7.85, 5.1])
    expect(a.ticks).toEqual([0, 2, 4, 6, 8])
  })
})

describe('geometry', () => {
  const axis = { min: 0, max: 100, ticks: [0, 25, 50, 75, 100] }

  it('maps the axis ends to the top and bottom of the plot', () => {
    expect(yOf(0, axis, frame)).toBe(110)
    expect(yOf(100, axis, frame)).toBe(10)
    expect(yOf(50, axis, frame)).toBe(60)
  })

  it('draws bars from the zero line, proportional to their value', () => {
    const [a, b] = bars([50, 100], axis, frame, 0)
    expect(a).toEqual({ x: 0, y: 60, width: 50, height: 50 })
    expect(b).toEqual({ x: 50, y: 10, width: 50, height: 100 })
  })

  it('draws a negative bar downwards from zero', () => {
    const neg = { min: -50, max: 50, ticks: [-50, -25, 0, 25, 50] }
    const [bar] = bars([-25], neg, frame, 0)
    expect(bar.y).toBe(yOf(0, neg, frame))
    expect(bar.height).toBe(25)
  })

  it('puts line points at the bar centres', () => {
    expect(xOf(0, 2, frame)).toBe(25)
    expect(linePath([0, 100], axis, frame)).toBe('M25 110 L75 10')
    expect(linePath([], axis, frame)).toBe('')
  })
})

describe('labelIndexes', () => {
  it('prints every label when they fit', () => {
    expect(labelIndexes(7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })
  it('thins out labels and always keeps the last', () => {
    const idx = labelIndexes(30, 6)
    expect(idx.length).toBeLessThanOrEqual(6)
    expect(idx.at(-1)).toBe(29)
    expect(labelIndexes(0, 5)).toEqual([])
  })
})

describe('summarize', () => {
  it('finds lowest, highest, total and average', () => {
    expect(summarize([4, 9, 2, 5])).toEqual({ min: 2, max: 9, total: 20, average: 5, minIndex: 2, maxIndex: 1 })
    expect(summarize([])).toBeNull()
  })
})
