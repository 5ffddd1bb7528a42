import { describe, expect, it } from 'vitest'
import { addMonth, cycleAfter, nextMonth, selfReadProblem } from './index'

describe('the billing cycle of a self meter reading', () => {
  it('is the month after the newest bill, due a month after its bill date', () => {
    expect(nextMonth('2026-11')).toBe('2026-12')
    expect(nextMonth('2026-12')).toBe('2027-01')
    expect(addMonth('2026-11-18')).toBe('2026-12-18')
    expect(addMonth('2026-12-05')).toBe('2027-01-05')
    expect(addMonth('2027-01-31')).toBe('2027-02-28')
    expect(addMonth('2028-01-30')).toBe('2028-02-29')
    expect(cycleAfter({ period: '2026-10', billDate: '2026-11-18' }, '2026-11-25')).toEqual({ cycle: '2026-11', billDate: '2026-12-18' })
    // before the first bill: this month, billed on the first of the next
    expect(cycleAfter(null, '2026-12-25')).toEqual({ cycle: '2026-12', billDate: '2027-01-01' })
  })

  it('is for an active postpaid meter read by hand only', () => {
    expect(selfReadProblem({ connType: 'POSTPAID', status: 'ACTIVE' })).toBeNull()
    expect(selfReadProblem({ connType: 'SMART POSTPAID', status: 'ACTIVE' })).toBe('notSelfRead')
    expect(selfReadProblem({ connType: 'PREPAID', status: 'ACTIVE' })).toBe('notSelfRead')
    expect(selfReadProblem({ connType: 'SMART PREPAID', status: 'ACTIVE' })).toBe('notSelfRead')
    expect(selfReadProblem({ connType: 'POSTPAID', status: 'DISCONNECTED' })).toBe('inactive')
  })
})
