import { describe, expect, it } from 'vitest'
import { latinWords } from '../helpers/latinWords'

describe('latinWords (the Latin-word check of the Assamese page sweeps)', () => {
  it('finds English words inside Assamese text', () => {
    expect(latinWords('২০২৬ চনৰ May মাহৰ ইন্ধন খৰচ')).toEqual(['May'])
    expect(latinWords('নথিৰ প্ৰকাৰ: Bid Document, Corrigendum')).toEqual(['Bid', 'Document', 'Corrigendum'])
    expect(latinWords('Choose File')).toEqual(['Choose', 'File'])
  })

  it('lets identifiers, numbers, addresses and the allow-list through', () => {
    expect(latinWords('APDCL ৰ গ্ৰাহক নম্বৰ 108000000010, ৰচিদ RCPT-2026-000123')).toEqual([])
    expect(latinWords('ই-মেইল help@apdcl.org, ৱেবছাইট https://www.apdcl.org/website/ আৰু apdcl.org')).toEqual([])
    expect(latinWords('টেণ্ডাৰ নং APDCL/CGM/2026/45 আৰু ১২৩৪')).toEqual([])
    // the language switch names English in English
    expect(latinWords('English (এই পৃষ্ঠাটো ইংৰাজীত পঢ়ক)')).toEqual([])
  })

  it('answers each word once, in the order met', () => {
    expect(latinWords('Paid ... Paid ... Due')).toEqual(['Paid', 'Due'])
  })
})
