import { describe, expect, it } from 'vitest'
import { POLL_WINDOW_MS, pollDelay } from './usePendingPoll'

describe('payment status polling', () => {
  it('backs off and then stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(pollDelay)).toEqual([3000, 5000, 8000, 12000, 20000, 30000, 30000, 30000])
  })

  it('makes a small number of checks within its window', () => {
    let t = 0
    let checks = 0
    for (let n = 0; t + pollDelay(n) <= POLL_WINDOW_MS; n++) {
      t += pollDelay(n)
      checks++
    }
    expect(checks).toBeGreaterThan(5)
    expect(checks).toBeLessThan(15)
  })
})
