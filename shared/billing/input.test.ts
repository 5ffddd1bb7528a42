import { describe, expect, it } from 'vitest'
import en from '../locales/en/billing.json'
import as from '../locales/as/billing.json'
import { MESSAGES } from '../messages'
import { checkBillNo, checkConsumerNo, checkMeterNo, checkOldConsumerNo, checkReceiptRef, PROBLEM_EN } from '../input/fields'
import { maskMobile, maskName, SMS_SENT_IF_REGISTERED_EN } from './input'

describe('checkConsumerNo (spec §5)', () => {
  it('accepts 12 digits with an allowed division code, dropping spaces', () => {
    expect(checkConsumerNo('101000000001')).toEqual({ ok: true, value: '101000000001' })
    expect(checkConsumerNo(' 1010 0000 0001 ')).toEqual({ ok: true, value: '101000000001' })
  })
  it.each([
    ['', 'consNoEmpty'],
    ['   ', 'consNoEmpty'],
    [undefined, 'consNoEmpty'],
    ['10100000000a', 'numbersOnly'],
    ['-10100000001', 'numbersOnly'],
    ['1.1e11', 'numbersOnly'],
    ['10100000001', 'consNoLength'],
    ['1010000000012', 'consNoLength'],
    ['000000000001', 'consNoDivision'],
    ['071000000001', 'consNoDivision'],
    ['300000000001', 'consNoDivision'],
  ])('%j → %s', (input, problem) => {
    expect(checkConsumerNo(input)).toEqual({ ok: false, key: problem })
  })
  it("uses the spec's exact words for non-digits", () => {
    expect(PROBLEM_EN.numbersOnly).toBe(MESSAGES.numbersOnly)
  })
})

describe('other fields', () => {
  it('old consumer numbers', () => {
    expect(checkOldConsumerNo(' 101/004100 ')).toEqual({ ok: true, value: '101/004100' })
    expect(checkOldConsumerNo('ab-12')).toEqual({ ok: true, value: 'AB-12' })
    expect(checkOldConsumerNo('')).toEqual({ ok: false, key: 'oldNoEmpty' })
    expect(checkOldConsumerNo('/101')).toEqual({ ok: false, key: 'oldNoInvalid' })
    expect(checkOldConsumerNo('1'.repeat(21))).toEqual({ ok: false, key: 'oldNoInvalid' })
    expect(checkOldConsumerNo("101'; drop")).toEqual({ ok: false, key: 'oldNoInvalid' })
  })
  it('meter numbers', () => {
    expect(checkMeterNo('sm 000000004')).toEqual({ ok: true, value: 'SM000000004' })
    expect(checkMeterNo('')).toEqual({ ok: false, key: 'meterNoEmpty' })
    expect(checkMeterNo('AB1')).toEqual({ ok: false, key: 'meterNoInvalid' })
    expect(checkMeterNo('AB-1234')).toEqual({ ok: false, key: 'meterNoInvalid' })
  })
  it('receipt references', () => {
    expect(checkReceiptRef(' R101000000001202610 ')).toEqual({ ok: true, value: 'R101000000001202610' })
    expect(checkReceiptRef('ord_ab-12')).toEqual({ ok: true, value: 'ord_ab-12' })
    expect(checkReceiptRef('')).toEqual({ ok: false, key: 'receiptEmpty' })
    expect(checkReceiptRef('abc')).toEqual({ ok: false, key: 'receiptInvalid' })
    expect(checkReceiptRef('a b c d')).toEqual({ ok: false, key: 'receiptInvalid' })
    expect(checkReceiptRef('x'.repeat(65))).toEqual({ ok: false, key: 'receiptInvalid' })
  })
  it('bill numbers', () => {
    expect(checkBillNo('101000000001202610')).toBe('101000000001202610')
    expect(checkBillNo('../x')).toBeUndefined()
    expect(checkBillNo(undefined)).toBeUndefined()
  })
})

describe('masking', () => {
  it('keeps only the start of each word of a name', () => {
    expect(maskName('Ranjit Kumar Das')).toBe('Ra*** Ku*** D***')
    expect(maskName('  Bhattacharjee   Stores ')).toBe('Bh*** St***')
    expect(maskName('Abdul Karim Ahmed')).toBe('Ab*** Ka*** Ah***')
    expect(maskName('  Md  Ali ')).toBe('M*** A***')
    expect(maskName('A B')).toBe('A*** B***')
    // Assamese: whole code points, never half a letter; the length never shows
    expect(maskName('প্ৰাঞ্জল')).not.toContain('ঞ্জল')
    expect(maskName('Mridula Bora')).not.toContain('Mridula')
  })
  it('keeps the last four digits of a mobile', () => {
    expect(maskMobile('9000000001')).toBe('******0001')
    expect(maskMobile('12')).toBe('****')
  })
})

describe('locale texts', () => {
  it('the English problems equal the words the API answers with', () => {
    for (const [k, v] of Object.entries(PROBLEM_EN)) expect((en.problems as Record<string, string>)[k], k).toBe(v)
    expect(en.knowConsNo.smsSent).toBe(SMS_SENT_IF_REGISTERED_EN)
  })
  it('Assamese has every key, in Assamese script', () => {
    const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]))
    expect(keys(as).sort()).toEqual(keys(en).sort())
    expect(as.payBill.title).toMatch(/[\u0980-\u09FF]/)
    expect(JSON.stringify(as)).toMatch(/ৰ/)
    expect(JSON.stringify(as)).toMatch(/ৱ/)
  })
})
