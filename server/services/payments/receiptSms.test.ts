import { describe, expect, it } from 'vitest'
import { fillTemplate, SMS_TEMPLATES, smsAmount } from '../smsTemplates'

const RECEIPT_KINDS = ['paymentReceipt', 'rechargeToken', 'rechargeReceipt'] as const

describe('payment SMS texts', () => {
  it('fill the registered template’s variables in order', () => {
    expect(fillTemplate(SMS_TEMPLATES.rechargeToken.en, ['250.00', '04000000003', '1234 5678 9012 3456 7890', 'RP20261122ABCDEFGH'])).toBe(
      'Recharge of Rs 250.00 for APDCL meter no 04000000003 is done. Token: 1234 5678 9012 3456 7890 Enter it on the meter keypad. Receipt no RP20261122ABCDEFGH - APDCL',
    )
    expect(fillTemplate(SMS_TEMPLATES.rechargeToken.as, ['250.00', '04000000003', '1234 5678 9012 3456 7890', 'RP20261122ABCDEFGH'])).toBe(
      'এ.পি.ডি.চি.এল.: টকা 250.00ৰ ৰিচাৰ্জ হ’ল, মিটাৰ নম্বৰ 04000000003। টোকেন: 1234 5678 9012 3456 7890 মিটাৰৰ কীপেডত দিয়ক। ৰচিদ নম্বৰ RP20261122ABCDEFGH - এ.পি.ডি.চি.এল.',
    )
  })
  it('refuse a wrong number of values, an empty or over-long value (DLT allows 30 characters a variable)', () => {
    expect(() => fillTemplate(SMS_TEMPLATES.paymentReceipt.en, ['1', '2', '3'])).toThrow(/4 variables, 3 given/)
    expect(() => fillTemplate(SMS_TEMPLATES.paymentReceipt.en, ['1', '', '3', '4'])).toThrow(/1 to 30/)
    expect(() => fillTemplate(SMS_TEMPLATES.paymentReceipt.as, ['1', 'x'.repeat(31), '3', '4'])).toThrow(/1 to 30/)
  })
  it('write amounts in Latin digits with Indian grouping, in both languages', () => {
    expect(smsAmount(12_34_567_89)).toBe('12,34,567.89')
    expect(smsAmount(5)).toBe('0.05')
  })
  it('use only GSM 7-bit characters in English (one SMS part holds 160 of them)', () => {
    for (const kind of RECEIPT_KINDS) expect(SMS_TEMPLATES[kind].en).toMatch(/^[A-Za-z0-9 .,:{}#-]+$/)
  })
})
