import { describe, expect, it } from 'vitest'
import { CIRCLES } from '#shared/eodb/circles'
import {
  chartFrame,
  contrastRatio,
  DARK_INK,
  extremes,
  gappedLinePath,
  groupedBars,
  inkOn,
  labelLines,
  LIGHT_INK,
  MAP_SHADES,
  SERIES_COLOURS,
  shadeBounds,
  shadeIndex,
  shadeRanges,
  tileGrid,
  yOf,
  type Frame,
} from './scale'

const frame: Frame = { width: 100, height: 120, left: 0, right: 0, top: 10, bottom: 10 }
const axis = { min: 0, max: 100, ticks: [0, 25, 50, 75, 100] }

describe('groupedBars', () => {
  it('puts the series side by side inside each month slot, from the zero line', () => {
    // two months of 50 px; a group is 40 px (gap 0.2), each bar 20 px
    const [a, b] = groupedBars(
      [
        [50, 100],
        [25, null],
      ],
      axis,
      frame,
      0.2,
    )
    expect(a[0]).toEqual({ x: 5, y: 60, width: 20, height: 50 })
    expect(b[0]).toEqual({ x: 25, y: 85, width: 20, height: 25 })
    expect(a[1]).toEqual({ x: 55, y: 10, width: 20, height: 100 })
    // a month without a figure draws no bar
    expect(b[1]).toBeNull()
  })

  it('draws nothing for no months', () => {
    expect(groupedBars([[], []], axis, frame)).toEqual([[], []])
  })

  it('keeps every bar inside the plot of the real frames', () => {
    for (const f of [chartFrame(true), chartFrame(false)]) {
      const values = Array.from({ length: 24 }, (_, i) => i * 3)
      const bars = groupedBars([values, values.map((v) => v / 2)], { min: 0, max: 80, ticks: [0, 20, 40, 60, 80] }, f).flat()
      for (const bar of bars) {
        expect(bar!.x).toBeGreaterThanOrEqual(f.left)
        expect(bar!.x + bar!.width).toBeLessThanOrEqual(f.width - f.right + 1e-6)
        expect(bar!.y + bar!.height).toBeCloseTo(yOf(0, { min: 0, max: 80, ticks: [] }, f), 6)
      }
    }
  })
})

describe('gappedLinePath', () => {
  it('breaks the line where a month has no figure', () => {
    expect(gappedLinePath([0, 100, null, 50], axis, frame)).toBe('M12.5 110 L37.5 10 M87.5 60')
    expect(gappedLinePath([null, null], axis, frame)).toBe('')
  })
})

describe('extremes', () => {
  it('finds the highest and lowest figure, skipping months without one', () => {
    expect(extremes([null, 4, 9, 2, null])).toEqual({ max: 9, maxIndex: 2, min: 2, minIndex: 3 })
    expect(extremes([null])).toBeNull()
  })
})

describe('tileGrid', () => {
  it('fits the circles of the schematic map in the smallest box', () => {
    const g = tileGrid(CIRCLES, 80, 4, 2)
    const cols = new Set(CIRCLES.map((c) => c.col)).size
    // columns 0..9 and rows 1..4
    expect(cols).toBe(10)
    expect(g.width).toBe(10 * 84 - 4 + 4)
    expect(g.height).toBe(4 * 84 - 4 + 4)
    expect(g.at(0, 1)).toEqual({ x: 2, y: 2 })
    expect(g.at(9, 4)).toEqual({ x: 2 + 9 * 84, y: 2 + 3 * 84 })
  })

  it('gives every circle a tile of its own', () => {
    const g = tileGrid(CIRCLES, 80, 4)
    const spots = new Set(CIRCLES.map((c) => JSON.stringify(g.at(c.col, c.row))))
    expect(spots.size).toBe(CIRCLES.length)
  })
})

describe('map shading', () => {
  it('splits up to the highest value into four nice buckets', () => {
    expect(shadeBounds(0)).toEqual([])
    expect(shadeBounds(1000)).toEqual([250, 500, 750, 1000])
    expect(shadeBounds(3)).toEqual([1, 2, 3, 4])
    const b = shadeBounds(13_437)
    expect(b.at(-1)).toBeGreaterThanOrEqual(13_437)
  })

  it('shades nobody off supply as 0 and the highest value in the darkest bucket', () => {
    const b = shadeBounds(1000)
    expect(shadeIndex(0, b)).toBe(0)
    expect(shadeIndex(1, b)).toBe(1)
    expect(shadeIndex(250, b)).toBe(1)
    expect(shadeIndex(251, b)).toBe(2)
    expect(shadeIndex(1000, b)).toBe(4)
    expect(shadeIndex(5000, b)).toBe(4)
    expect(shadeRanges(b)).toEqual([
      [1, 250],
      [251, 500],
      [501, 750],
      [751, 1000],
    ])
  })
})

describe('labelLines', () => {
  it('keeps a short name on one line and splits a long one near the middle', () => {
    expect(labelLines('Tezpur', 10)).toEqual(['Tezpur'])
    expect(labelLines('North Lakhimpur', 10)).toEqual(['North', 'Lakhimpur'])
    expect(labelLines('Guwahati I', 12)).toEqual(['Guwahati I'])
    expect(labelLines('উত্তৰ লখিমপুৰ', 8)).toEqual(['উত্তৰ', 'লখিমপুৰ'])
  })
})

describe('colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('labels every map shade in an ink of at least 4.5:1', () => {
    for (const fill of MAP_SHADES) {
      const ink = inkOn(fill)
      expect([DARK_INK, LIGHT_INK]).toContain(ink)
      expect(contrastRatio(fill, ink), fill).toBeGreaterThanOrEqual(4.5)
    }
    expect(inkOn(MAP_SHADES[0])).toBe(DARK_INK)
    expect(inkOn(MAP_SHADES.at(-1)!)).toBe(LIGHT_INK)
  })

  it('draws series and the darker shades at 3:1 or more against the white page', () => {
    for (const c of SERIES_COLOURS) expect(contrastRatio(c, '#ffffff'), c).toBeGreaterThanOrEqual(3)
    // the shades get darker step by step
    const lum = MAP_SHADES.map((c) => contrastRatio(c, '#ffffff'))
    expect([...lum].sort((a, b) => a - b)).toEqual(lum)
  })
})
