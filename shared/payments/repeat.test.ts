import { describe, expect, it } from 'vitest'
import en from '../locales/en/payments.json'
import as from '../locales/as/payments.json'
import { firstPaymentOf, repeatState, repeatValues, type FirstPayment } from './repeat'

const paid: FirstPayment = {
  orderId: 'APDABCDEFGHIJKLMNOP',
  purpose: 'bill',
  amountPaise: 123_456,
  status: 'PAID',
  createdAt: '2026-11-22T06:00:00.000Z',
  paidAt: '2026-11-22T06:02:00.000Z',
  receiptNo: 'RC20261122ABCDEFGH',
}

const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))

describe('the repeat-payment question', () => {
  it('says when in India time: the paid time of a paid order, the start of an open one; Assamese digits in Assamese', () => {
    expect(repeatState(paid)).toBe('paid')
    expect(repeatValues(paid, 'en')).toEqual({ amount: '₹ 1,234.56', time: '11:32' })
    expect(repeatValues(paid, 'as')).toEqual({ amount: '₹ ১,২৩৪.৫৬', time: '১১:৩২' })
    const open = { ...paid, status: 'PENDING' as const, paidAt: null, receiptNo: null }
    expect(repeatState(open)).toBe('pending')
    expect(repeatValues(open, 'en').time).toBe('11:30')
  })

  it('reads the firstPayment of a REPEAT_PAYMENT answer only, checked', () => {
    expect(firstPaymentOf({ status: 'error', code: 'REPEAT_PAYMENT', message: 'x', firstPayment: { ...paid, extra: 1 } })).toEqual(paid)
    expect(firstPaymentOf({ status: 'error', code: 'CONFLICT', message: 'x', firstPayment: paid })).toBeNull()
    expect(firstPaymentOf(null)).toBeNull()
    expect(firstPaymentOf({ code: 'REPEAT_PAYMENT' })).toBeNull()
    for (const bad of [{ status: 'FAILED' }, { amountPaise: '1' }, { purpose: 'refund' }, { orderId: '' }, { createdAt: 5 }, { paidAt: undefined }]) {
      expect(firstPaymentOf({ code: 'REPEAT_PAYMENT', firstPayment: { ...paid, ...bad } }), JSON.stringify(bad)).toBeNull()
    }
  })

  it('has every text in English and Assamese', () => {
    expect(keys(as).sort()).toEqual(keys(en).sort())
    const text = (o: unknown): string[] => (o && typeof o === 'object' ? Object.values(o).flatMap(text) : [String(o)])
    for (const v of text(as)) expect(v.trim()).not.toBe('')
    for (const v of text(as)) expect(v.replace(/{{\w+}}/g, '')).not.toMatch(/[A-Za-z]/)
  })
})
