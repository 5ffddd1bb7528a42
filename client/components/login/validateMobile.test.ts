import { describe, expect, it } from 'vitest'
import { MESSAGES } from '#shared/messages'
import { validateMobile } from './validateMobile'

describe('validateMobile (spec §5)', () => {
  it('asks for a number when empty', () => {
    expect(validateMobile('')).toBe('mobileEmpty')
    expect(validateMobile('   ')).toBe('mobileEmpty')
    expect(MESSAGES.mobileEmpty).toBe('Mobile can not be empty !')
  })
  it('accepts exactly 10 digits only', () => {
    expect(validateMobile('9876543210')).toBeNull()
    expect(validateMobile(' 9876543210 ')).toBeNull()
    for (const bad of ['987654321', '98765432101', '98765abcde', '+919876543', '98765-4321']) {
      expect(validateMobile(bad)).toBe('mobileInvalid')
    }
    expect(MESSAGES.mobileInvalid).toBe('Enter 10 Digit Valid Mobile Number !')
  })
})
