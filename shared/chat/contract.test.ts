import { describe, expect, it } from 'vitest'
import { isChatConsumerNo, readChatConsumerNo } from './contract'

const ONE = '101000000001'
const TWO = '105000000005'

describe('the consumer number inside a chat message (issue 24 §7)', () => {
  it.each([
    ['my consumer number is 1010 0000 0001', ONE],
    ['My consumer no. is 101000000001, please check', ONE],
    ['consumer number: 1010-0000-0001.', ONE],
    ['1010 - 0000 - 0001', ONE],
    [' 101 000 000 001 ', ONE],
    ['101000000001', ONE],
    // Assamese digits, in a sentence whose case ending sits on the number
    ['মোৰ গ্ৰাহক নম্বৰ ১০১০ ০০০০ ০০০১', ONE],
    ['১০৫০০০০০০০০৫ৰ বিল', TWO],
    // the same number twice is one number
    ['1010 0000 0001, that is 101000000001', ONE],
    // a mobile or a date beside it is not a second consumer number (no division code first)
    ['consumer 1010 0000 0001, mobile 98765 43210', ONE],
    ['since 28-11-2026 no power at 101000000001', ONE],
    // two numbers side by side in one run of digits: the group of 12 is the number
    ['101000000001 9876543210', ONE],
  ])('%j → %s', (message, consNo) => {
    expect(readChatConsumerNo(message)).toEqual({ kind: 'one', consNo })
  })

  it('asks which when a message holds two different consumer numbers', () => {
    expect(readChatConsumerNo('101000000001 or 1050 0000 0005?')).toEqual({ kind: 'several', numbers: [ONE, TWO] })
    expect(readChatConsumerNo('১০১০০০০০০০০১, ১০৫০০০০০০০০৫')).toEqual({ kind: 'several', numbers: [ONE, TWO] })
    expect(readChatConsumerNo('101000000001 105000000005')).toEqual({ kind: 'several', numbers: [ONE, TWO] })
  })

  it.each([
    '',
    'my consumer number',
    '10100000000', // 11 digits
    '1010000000012', // 13 digits
    '10100000000a',
    '999000000001', // 999 is no division code
    '98765 43210 12', // a mobile and two digits
    '1010 0000 0001 1010 0000 0002', // 24 digits in groups of 4: no number can be told
  ])('finds no consumer number in %j', (message) => {
    expect(readChatConsumerNo(message)).toEqual({ kind: 'none' })
  })

  it('takes whatever the field rule takes, alone', () => {
    for (const typed of ['101000000001', '১০১০০০০০০০০১', '1010 0000 0001']) {
      expect(isChatConsumerNo(typed)).toBe(true)
      expect(readChatConsumerNo(typed)).toEqual({ kind: 'one', consNo: ONE })
    }
  })
})
