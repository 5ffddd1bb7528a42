import { describe, expect, it } from 'vitest'
import { smsSegments } from './segments'

describe('smsSegments', () => {
  it('counts a GSM-7 text: 160 characters in one SMS, 153 per part beyond', () => {
    expect(smsSegments('')).toEqual({ encoding: 'gsm7', units: 0, segments: 1 })
    expect(smsSegments('123456 is your OTP')).toEqual({ encoding: 'gsm7', units: 18, segments: 1 })
    expect(smsSegments('a'.repeat(160)).segments).toBe(1)
    expect(smsSegments('a'.repeat(161)).segments).toBe(2)
    expect(smsSegments('a'.repeat(306)).segments).toBe(2)
    expect(smsSegments('a'.repeat(307)).segments).toBe(3)
  })

  it('counts the extension characters twice, and keeps GSM letters such as é or £ in GSM-7', () => {
    expect(smsSegments('{}[]~^|\\€')).toEqual({ encoding: 'gsm7', units: 18, segments: 1 })
    expect(smsSegments('{'.repeat(80)).segments).toBe(1)
    expect(smsSegments('{'.repeat(81)).segments).toBe(2)
    expect(smsSegments('Café £5 @ Ørsted').encoding).toBe('gsm7')
  })

  it('turns the whole text to UCS-2 for one character outside GSM-7: 70 units in one SMS, 67 per part', () => {
    expect(smsSegments('অ'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 })
    expect(smsSegments('অ'.repeat(71)).segments).toBe(2)
    expect(smsSegments('অ'.repeat(134)).segments).toBe(2)
    expect(smsSegments('অ'.repeat(135)).segments).toBe(3)
    // one ’ (not GSM) in an otherwise Latin text: 161 units of UCS-2 are three parts
    expect(smsSegments('a'.repeat(160) + '’')).toEqual({ encoding: 'ucs2', units: 161, segments: 3 })
    // the ₹ sign is not GSM either (why the texts write Rs and টকা)
    expect(smsSegments('₹ 10').encoding).toBe('ucs2')
  })
})
