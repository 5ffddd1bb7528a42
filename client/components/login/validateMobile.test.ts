import { describe, expect, it } from 'vitest'
import { MESSAGES } from '#shared/messages'
import { validateMobile } from './validateMobile'

describe('validateMobile (spec §5)', () => {
  it('asks for a number when empty', () => {
    expect(validateMobile('')).toBe('mobileEmpty')
    expect(validateMobile('   ')).toBe('mobileEmpty')
    expect(MESSAGES.mobileEmpty).toBe('Mobile can not be empty !')
  })
  it('accepts a 10-digit mobile as people type it (the one rule, test/unit/numberInput.test.ts)', () => {
    expect(validateMobile('9876543210')).toBeNull()
    expect(validateMobile(' 9876543210 ')).toBeNull()
    for (const typed of ['+91 98765 43210', '098765-43210', '৯৮৭৬৫৪৩২১০']) expect(validateMobile(typed)).toBeNull()
    for (const bad of ['987654321', '98765432101', '98765abcde', '+919876543', '1234567890']) {
      expect(validateMobile(bad)).toBe('mobileInvalid')
    }
    expect(MESSAGES.mobileInvalid).toBe('Enter 10 Digit Valid Mobile Number !')
  })
})
