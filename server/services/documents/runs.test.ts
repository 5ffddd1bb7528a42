import { describe, expect, it } from 'vitest'
import { splitRuns } from './runs'

describe('splitRuns', () => {
  it('keeps one-script text in one run', () => {
    expect(splitRuns('Consumer No.')).toEqual([{ script: 'latn', text: 'Consumer No.' }])
    expect(splitRuns('গ্ৰাহক নম্বৰ')).toEqual([{ script: 'beng', text: 'গ্ৰাহক নম্বৰ' }])
  })

  it('splits mixed text by script; spaces stay with the run before them', () => {
    expect(splitRuns('গ্ৰাহক 105000000005 নম্বৰ')).toEqual([
      { script: 'beng', text: 'গ্ৰাহক ' },
      { script: 'latn', text: '105000000005 ' },
      { script: 'beng', text: 'নম্বৰ' },
    ])
  })

  it('draws ₹ and Assamese digits with the Bengali font, ASCII digits and punctuation in Latin', () => {
    expect(splitRuns('₹ 1,234.50')).toEqual([
      { script: 'beng', text: '₹ ' },
      { script: 'latn', text: '1,234.50' },
    ])
    expect(splitRuns('₹ ১,২৩৪')).toEqual([
      { script: 'beng', text: '₹ ১' },
      { script: 'latn', text: ',' },
      { script: 'beng', text: '২৩৪' },
    ])
  })

  it('keeps ZWJ/ZWNJ inside their Bengali cluster, and a leading space with the first run', () => {
    expect(splitRuns('ক্\u200Dষ')).toEqual([{ script: 'beng', text: 'ক্\u200Dষ' }])
    expect(splitRuns(' ab')).toEqual([{ script: 'latn', text: ' ab' }])
    expect(splitRuns('   ')).toEqual([{ script: 'latn', text: '   ' }])
    expect(splitRuns('')).toEqual([])
  })

  it('loses no character', () => {
    const s = 'বিল নম্বৰ: 105000000005202610 (অক্টোবৰ ২০২৬) ₹ ১১,২১৪.৯৪'
    expect(
      splitRuns(s)
        .map((r) => r.text)
        .join(''),
    ).toBe(s)
  })
})
