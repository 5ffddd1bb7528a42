import { describe, expect, it } from 'vitest'
import { parseQuery } from './query'
import { consumerNoError, parseRechargeAmount, txnIdError } from './validate'

describe('consumer number check', () => {
  it('answers the spec messages', () => {
    expect(consumerNoError('')).toBe('prepaid:errors.consNoRequired')
    expect(consumerNoError('10300000000a')).toBe('messages:numbersOnly')
    expect(consumerNoError('10300000003')).toBe('billing:problems.consNoLength')
    expect(consumerNoError('000000000003')).toBe('billing:problems.consNoDivision')
    expect(consumerNoError('1030 0000 0003')).toBeNull()
  })
})

describe('recharge amount', () => {
  it('takes whole rupees from 100 to 50,000', () => {
    expect(parseRechargeAmount('100')).toEqual({ rupees: 100 })
    expect(parseRechargeAmount('50,000')).toEqual({ rupees: 50000 })
    expect(parseRechargeAmount('99')).toEqual({ error: 'prepaid:errors.amountRange' })
    expect(parseRechargeAmount('50001')).toEqual({ error: 'prepaid:errors.amountRange' })
    expect(parseRechargeAmount('150.50')).toEqual({ error: 'prepaid:errors.amountWhole' })
    expect(parseRechargeAmount(' ')).toEqual({ error: 'prepaid:errors.amountRequired' })
  })
})

describe('parseQuery', () => {
  it('is empty on the first view', () => {
    const q = parseQuery({}, ['consNo', 'meterNo'])
    expect(q.empty).toBe(true)
    expect(q.errors).toEqual([])
  })

  it('requires every field once the form is sent, and normalises valid values', () => {
    const q = parseQuery({ consNo: '1030 0000 0003', meterNo: '' }, ['consNo', 'meterNo'])
    expect(q.empty).toBe(false)
    expect(q.values).toEqual({ consNo: '103000000003' })
    expect(q.errors).toEqual([{ field: 'meterNo', key: 'prepaid:errors.meterNoRequired' }])
    expect(q.raw.consNo).toBe('1030 0000 0003')
  })

  it('takes the first of repeated values and refuses junk', () => {
    const q = parseQuery({ consNo: ['abc', '103000000003'], txnId: 'x;drop' }, ['consNo', 'txnId'])
    expect(q.errors.map((e) => e.key)).toEqual(['messages:numbersOnly', 'prepaid:errors.txnIdInvalid'])
    expect(txnIdError('ORD_abc-123')).toBeNull()
  })

  it('refuses over-long input without throwing', () => {
    const q = parseQuery({ consNo: '1'.repeat(5000) }, ['consNo'])
    expect(q.errors).toEqual([{ field: 'consNo', key: 'billing:problems.consNoLength' }])
    const odd = parseQuery({ consNo: { a: 1 } }, ['consNo'])
    expect(odd.errors).toEqual([{ field: 'consNo', key: 'prepaid:errors.invalid' }])
  })
})
