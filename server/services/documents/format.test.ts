import { describe, expect, it } from 'vitest'
import { formatToken } from '#shared/format'
import { dateOf, dateTimeLabel, monthLabel, rupees } from './format'
import { codeLabel, label } from './labels'
import en from './locales/en.json'
import as from './locales/as.json'

describe('document formatting', () => {
  it('money: integer paise as rupees with Indian grouping, Assamese digits in Assamese', () => {
    expect(rupees(1_121_494, 'en')).toBe('₹ 11,214.94')
    expect(rupees(1_121_494, 'as')).toBe('₹ ১১,২১৪.৯৪')
    expect(rupees(5, 'en')).toBe('₹ 0.05')
    expect(rupees(123_456_789, 'en')).toBe('₹ 12,34,567.89')
  })

  it('months and times: "Oct 2026", India time', () => {
    expect(monthLabel('2026-10', 'en')).toBe('Oct 2026')
    expect(monthLabel('2026-10', 'as')).toBe('অক্টোবৰ ২০২৬')
    expect(dateTimeLabel('2026-11-22T06:30:00.000Z', 'en', 'IST')).toBe('22 Nov 2026, 12:00 IST')
    expect(dateTimeLabel('2026-11-21T20:00:00.000Z', 'en', 'IST')).toBe('22 Nov 2026, 01:30 IST') // past midnight in India
    expect(dateTimeLabel('2026-11-22T06:30:00.000Z', 'as', 'ভা.মা.স.')).toBe('২২ নৱেম্বৰ ২০২৬, ১২:০০ ভা.মা.স.')
  })

  it('tokens in five groups of four digits', () => {
    expect(formatToken('04912345678901234567')).toBe('0491 2345 6789 0123 4567')
  })

  it('the PDF date comes from the data', () => {
    expect(dateOf('2026-11-17').toISOString()).toBe('2026-11-17T00:00:00.000Z')
    expect(dateOf('2026-11-22T06:30:00.000Z').toISOString()).toBe('2026-11-22T06:30:00.000Z')
  })
})

describe('document texts', () => {
  it('English and Assamese have the same keys and placeholders', () => {
    expect(Object.keys(as).sort()).toEqual(Object.keys(en).sort())
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort()
    for (const key of Object.keys(en) as Array<keyof typeof en>) expect(holes(as[key]), key).toEqual(holes(en[key]))
  })

  it('Assamese is Assamese: ৰ and ৱ, never the Bengali র', () => {
    const all = Object.values(as).join(' ')
    expect(all).toMatch(/ৰ/)
    expect(all).toMatch(/ৱ/)
    expect(all).not.toMatch(/র/)
  })

  it('fills placeholders and falls back to the code for an unknown coded value', () => {
    expect(label('en', 'helpline', { phone: '1912' })).toBe('24x7 customer care: 1912')
    expect(label('as', 'helpline', { phone: '1912' })).toBe('২৪x৭ গ্ৰাহক সেৱা: 1912')
    expect(codeLabel('as', 'channel', 'UPI')).toBe('ইউ.পি.আই.')
    expect(codeLabel('en', 'channel', 'NEFT')).toBe('NEFT')
    expect(() => label('en', 'noSuchKey')).toThrow(/no text/)
  })
})
