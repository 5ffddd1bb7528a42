import { describe, expect, it } from 'vitest'
import { payableOf, type CountedPayment } from './payable'

// consumer 108000000010's October 2026 bill of the demo data: ₹1,463.96 by 16 Nov, ₹1,508.33 after
const bill = { dueDate: '2026-11-16', amountBeforeDue: 146_396, amountAfterDue: 150_833 }
const pay = (amount: number, paidOn: string): CountedPayment => ({ amount, paidOn })

describe('payableOf: what a bill asks for on a day', () => {
  it.each([
    // [case, payments, today, payable, surcharge, credit, status]
    ['no payment, before the due date', [], '2026-11-10', 146_396, 0, 0, 'unpaid'],
    ['no payment, on the due date', [], '2026-11-16', 146_396, 0, 0, 'unpaid'],
    ['no payment, after the due date', [], '2026-11-17', 150_833, 4_437, 0, 'unpaid'],
    ['paid in full before the due date, asked after it', [pay(146_396, '2026-11-12')], '2026-11-28', 0, 0, 0, 'paid'],
    ['paid in full on the due date, asked after it', [pay(146_396, '2026-11-16')], '2026-11-28', 0, 0, 0, 'paid'],
    ['paid the after-due amount after the due date', [pay(150_833, '2026-11-20')], '2026-11-28', 0, 4_437, 0, 'paid'],
    ['paid only the before-due amount after the due date', [pay(146_396, '2026-11-20')], '2026-11-28', 4_437, 4_437, 0, 'partPaid'],
    ['half paid before, asked before', [pay(73_198, '2026-11-01')], '2026-11-10', 73_198, 0, 0, 'partPaid'],
    // half was unpaid at the due date: half the surcharge (2,218.5 rounded down)
    ['half paid before, asked after', [pay(73_198, '2026-11-01')], '2026-11-20', 75_416, 2_218, 0, 'partPaid'],
    ['half paid before, the rest with its surcharge after', [pay(73_198, '2026-11-01'), pay(75_416, '2026-11-20')], '2026-11-28', 0, 2_218, 0, 'paid'],
    ['overpaid before the due date', [pay(200_000, '2026-11-05')], '2026-11-28', 0, 0, 53_604, 'overpaid'],
    ['overpaid after the due date', [pay(160_000, '2026-11-25')], '2026-11-28', 0, 4_437, 9_167, 'overpaid'],
  ] as const)('%s', (_case, payments, today, payable, surcharge, credit, status) => {
    const p = payableOf(bill, payments, today)
    expect(p.payablePaise).toBe(payable)
    expect(p.surchargePaise).toBe(surcharge)
    expect(p.creditPaise).toBe(credit)
    expect(p.status).toBe(status)
    expect(p.duePaise).toBe(bill.amountBeforeDue + surcharge)
    // nothing is both payable and in credit
    expect(p.payablePaise === 0 || p.creditPaise === 0).toBe(true)
  })

  it('a payment made on time but counted later still counts on the day it was made', () => {
    const onTime = payableOf(bill, [pay(146_396, '2026-11-15')], '2026-11-30')
    expect(onTime).toMatchObject({ payablePaise: 0, unpaidAtDuePaise: 0, surchargePaise: 0, status: 'paid' })
  })

  it('a bill with nothing to pay is paid', () => {
    expect(payableOf({ dueDate: '2026-11-16', amountBeforeDue: 0, amountAfterDue: 0 }, [], '2026-11-30')).toMatchObject({ payablePaise: 0, status: 'paid' })
  })

  it('the surcharge never exceeds the bill’s own and never goes negative', () => {
    for (let paid = 0; paid <= 160_000; paid += 7_919) {
      const p = payableOf(bill, [pay(paid, '2026-11-10')], '2026-12-01')
      expect(p.surchargePaise).toBeGreaterThanOrEqual(0)
      expect(p.surchargePaise).toBeLessThanOrEqual(4_437)
      expect(p.payablePaise).toBeGreaterThanOrEqual(0)
    }
  })
})
