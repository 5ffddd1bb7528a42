import { describe, expect, it } from 'vitest'
import { pageCount, pageWindow, shownRange } from './pagination'

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
    expect(pageCount(57, 20)).toBe(3)
    expect(pageCount(5, 0)).toBe(1)
  })
})

describe('shownRange', () => {
  it('gives the first and last position on a page', () => {
    expect(shownRange(57, 1, 20)).toEqual([1, 20])
    expect(shownRange(57, 3, 20)).toEqual([41, 57])
    expect(shownRange(57, 4, 20)).toEqual([0, 0])
    expect(shownRange(0, 1, 20)).toEqual([0, 0])
  })
})

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })
  it('puts gaps around the current page', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20])
  })
  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
  })
  it('clamps a page beyond the end', () => {
    expect(pageWindow(99, 5)).toEqual([1, 'gap', 4, 5])
  })
})
