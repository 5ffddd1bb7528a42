import { describe, expect, it } from 'vitest'
import { initialsIn } from './initials'

describe('initialsIn', () => {
  it('spells initials as docs/glossary-as.md writes them', () => {
    // the glossary's own sets of initials come out as it writes them
    expect(initialsIn('PDF', 'as')).toBe('পি.ডি.এফ.')
    expect(initialsIn('SMS', 'as')).toBe('এছ.এম.এছ.')
    expect(initialsIn('UPI', 'as')).toBe('ইউ.পি.আই.')
    expect(initialsIn('BBPS', 'as')).toBe('বি.বি.পি.এছ.')
    expect(initialsIn('CSV', 'as')).toBe('চি.এছ.ভি.')
    expect(initialsIn('KB', 'as')).toBe('কে.বি.')
    expect(initialsIn('APDCL', 'as')).toBe('এ.পি.ডি.চি.এল.')
    expect(initialsIn('FPPPA', 'as')).toBe('এফ.পি.পি.পি.এ.')
  })

  it('reads file types of any case and leaves English as it is', () => {
    expect(initialsIn('xlsx', 'as')).toBe('এক্স.এল.এছ.এক্স.')
    expect(initialsIn('PDF', 'en')).toBe('PDF')
  })
})
