import { describe, expect, it } from 'vitest'
import { balanceAlert, LOW_BALANCE_PAISE } from './balance'

describe('balanceAlert', () => {
  it('warns under ₹100 and calls a negative balance emergency credit', () => {
    expect(LOW_BALANCE_PAISE).toBe(10_000)
    expect(balanceAlert(-1)).toBe('emergency')
    expect(balanceAlert(-50_000)).toBe('emergency')
    expect(balanceAlert(0)).toBe('low')
    expect(balanceAlert(9_999)).toBe('low')
    expect(balanceAlert(10_000)).toBeNull()
    expect(balanceAlert(90_866)).toBeNull()
  })
})
