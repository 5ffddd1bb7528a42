import { describe, expect, it } from 'vitest'
import { barShares, changeDirection } from './yearOnYear'

describe('year-on-year wording', () => {
  it('says more, less, about the same, or that last year had nothing', () => {
    expect(changeDirection(12)).toBe('more')
    expect(changeDirection(-3)).toBe('less')
    expect(changeDirection(0)).toBe('same')
    expect(changeDirection(null)).toBe('noBase')
  })

  it('draws the larger value as the full bar', () => {
    expect(barShares(200, 100)).toEqual({ current: 100, lastYear: 50 })
    expect(barShares(100, 300)).toEqual({ current: 33.3, lastYear: 100 })
    expect(barShares(0, 0)).toEqual({ current: 0, lastYear: 0 })
    expect(barShares(50, 0)).toEqual({ current: 100, lastYear: 0 })
    expect(barShares(-10, 20)).toEqual({ current: 0, lastYear: 100 })
  })
})
