import { describe, expect, it } from 'vitest'
import { EODB_MESSAGES } from './contract/eodb'
import { checkVerifyInput, messageKey } from './eodbVerify'

describe('checkVerifyInput (the third-party check, both sides)', () => {
  it('takes a consumer number with the meter number, or with the name (at least three letters; the service compares it whole)', () => {
    expect(checkVerifyInput({ consumerNo: ' 1050 0000 0005 ', meterNo: ' 58201234 ' })).toEqual({ ok: true, value: { consumerNo: '105000000005', meterNo: '58201234' } })
    expect(checkVerifyInput({ consumerNo: '105000000005', name: 'Bha' })).toEqual({ ok: true, value: { consumerNo: '105000000005', name: 'Bha' } })
    expect(checkVerifyInput({ consumerNo: '105000000005', name: 'ভট্টা' }).ok).toBe(true)
    // three letters; vowel signs do not count
    expect(checkVerifyInput({ consumerNo: '105000000005', name: 'ভাৰা' }).ok).toBe(false)
  })

  it('refuses a wrong consumer number with the spec-style message', () => {
    for (const consumerNo of ['', '12345', '10500000000x', '999000000005']) {
      expect(checkVerifyInput({ consumerNo, meterNo: '1' })).toEqual({ ok: false, problems: [{ field: 'consumerNo', message: EODB_MESSAGES.verifyConsumerNo }] })
    }
  })

  it('asks for one of meter number and name, and for enough letters of the name', () => {
    expect(checkVerifyInput({ consumerNo: '105000000005' })).toEqual({ ok: false, problems: [{ field: 'meterNo', message: EODB_MESSAGES.verifyOneOf }] })
    expect(checkVerifyInput({ consumerNo: '105000000005', name: 'B. h' })).toEqual({ ok: false, problems: [{ field: 'name', message: EODB_MESSAGES.verifyNameShort }] })
    // not both: the service takes exactly one
    expect(checkVerifyInput({ consumerNo: '105000000005', meterNo: '58201234', name: 'Bha' })).toEqual({ ok: false, problems: [{ field: 'name', message: EODB_MESSAGES.verifyOneOf }] })
    // both wrong: both said at once
    expect(checkVerifyInput({ consumerNo: 'x', name: '' })).toMatchObject({ ok: false, problems: [{ field: 'consumerNo' }, { field: 'meterNo' }] })
  })

  it('names the message of each contract text, and nothing for other words', () => {
    expect(messageKey(EODB_MESSAGES.verifyLimited)).toBe('verifyLimited')
    expect(messageKey('Something else.')).toBeUndefined()
  })
})
