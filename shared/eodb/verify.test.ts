import { describe, expect, it } from 'vitest'
import { PROBLEM_EN } from '../input/fields'
import { EODB_MESSAGES, eodbProblemEn, isEodbMessageKey } from './contract'
import { checkVerifyInput, consumerNoMessageKey } from './verify'
import { MESSAGES } from '../messages'

describe('checkVerifyInput (the third-party check, both sides)', () => {
  it('takes a consumer number with the meter number, or with the name (at least three letters; the service compares it whole)', () => {
    expect(checkVerifyInput({ consumerNo: ' 1050 0000 0005 ', meterNo: ' 58201234 ' })).toEqual({ ok: true, value: { consumerNo: '105000000005', meterNo: '58201234' } })
    expect(checkVerifyInput({ consumerNo: '105000000005', name: 'Bha' })).toEqual({ ok: true, value: { consumerNo: '105000000005', name: 'Bha' } })
    expect(checkVerifyInput({ consumerNo: '105000000005', name: 'ভট্টা' }).ok).toBe(true)
    // three letters; vowel signs do not count
    expect(checkVerifyInput({ consumerNo: '105000000005', name: 'ভাৰা' }).ok).toBe(false)
  })

  it('refuses a wrong consumer number as every other form does (issue 23 §6; shared/billing/input.ts checkConsumerNo)', () => {
    for (const [consumerNo, key] of [
      ['', 'consNoEmpty'],
      ['12345', 'consNoLength'],
      ['10500000000x', 'numbersOnly'],
      ['999000000005', 'consNoDivision'],
    ] as const) {
      expect(checkVerifyInput({ consumerNo, meterNo: '1' }), consumerNo).toEqual({ ok: false, problems: [{ field: 'consumerNo', key }] })
    }
    // the API's words: the spec's text from the one message catalogue, the others the bill forms' problems;
    // the page's: the same keys in its language
    expect(eodbProblemEn('numbersOnly')).toBe(MESSAGES.numbersOnly)
    expect(eodbProblemEn('consNoLength')).toBe(PROBLEM_EN.consNoLength)
    expect(eodbProblemEn('verifyOneOf')).toBe(EODB_MESSAGES.verifyOneOf)
    expect(consumerNoMessageKey('numbersOnly')).toBe('messages:numbersOnly')
    expect(consumerNoMessageKey('consNoDivision')).toBe('billing:problems.consNoDivision')
  })

  it('asks for one of meter number and name, and for enough letters of the name', () => {
    expect(checkVerifyInput({ consumerNo: '105000000005' })).toEqual({ ok: false, problems: [{ field: 'meterNo', key: 'verifyOneOf' }] })
    expect(checkVerifyInput({ consumerNo: '105000000005', name: 'B. h' })).toEqual({ ok: false, problems: [{ field: 'name', key: 'verifyNameShort' }] })
    // not both: the service takes exactly one
    expect(checkVerifyInput({ consumerNo: '105000000005', meterNo: '58201234', name: 'Bha' })).toEqual({ ok: false, problems: [{ field: 'name', key: 'verifyOneOf' }] })
    // both wrong: both said at once
    expect(checkVerifyInput({ consumerNo: 'x', name: '' })).toMatchObject({ ok: false, problems: [{ field: 'consumerNo' }, { field: 'meterNo' }] })
  })

  it("knows the contract's keys, and no other text", () => {
    expect(isEodbMessageKey('verifyLimited')).toBe(true)
    expect(isEodbMessageKey(EODB_MESSAGES.verifyLimited)).toBe(false)
    expect(isEodbMessageKey('toString')).toBe(false)
  })
})
