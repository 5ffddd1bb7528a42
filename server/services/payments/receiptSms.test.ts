import { describe, expect, it } from 'vitest'
import { fillTemplate, RECEIPT_SMS_TEMPLATES, smsRupees } from './receiptSms'

describe('payment SMS texts', () => {
  it('fill the registered template’s variables in order', () => {
    expect(fillTemplate(RECEIPT_SMS_TEMPLATES.rechargeToken, ['250.00', '04000000003', '1234 5678 9012 3456 7890', 'RP20261122ABCDEFGH'])).toBe(
      'Recharge of Rs 250.00 for APDCL meter no 04000000003 is done. Token: 1234 5678 9012 3456 7890 Enter it on the meter keypad. Receipt no RP20261122ABCDEFGH - APDCL',
    )
  })
  it('refuse a wrong number of values, an empty or over-long value (DLT allows 30 characters a variable)', () => {
    expect(() => fillTemplate(RECEIPT_SMS_TEMPLATES.paymentReceipt, ['1', '2', '3'])).toThrow(/4 variables, 3 given/)
    expect(() => fillTemplate(RECEIPT_SMS_TEMPLATES.paymentReceipt, ['1', '', '3', '4'])).toThrow(/1 to 30/)
    expect(() => fillTemplate(RECEIPT_SMS_TEMPLATES.paymentReceipt, ['1', 'x'.repeat(31), '3', '4'])).toThrow(/1 to 30/)
  })
  it('write amounts in GSM characters with Indian grouping', () => {
    expect(smsRupees(12_34_567_89)).toBe('12,34,567.89')
    expect(smsRupees(5)).toBe('0.05')
  })
  it('use only GSM 7-bit characters (one SMS part holds 160 of them)', () => {
    for (const text of Object.values(RECEIPT_SMS_TEMPLATES)) expect(text).toMatch(/^[A-Za-z0-9 .,:{}#\-]+$/)
  })
})
