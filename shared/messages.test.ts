import { describe, expect, it } from 'vitest'
import as from './locales/as/messages.json'
import { MESSAGES } from './messages'

describe('messages', () => {
  it('keeps the spec wording exactly, spaces and punctuation included', () => {
    expect(MESSAGES.mobileInvalid).toBe('Enter 10 Digit Valid Mobile Number !')
    expect(MESSAGES.mobileNotRegistered).toBe('Mobile Number not registered ! Kindly Register First ')
    expect(MESSAGES.forceLogoutSuccess).toBe('Force Log Out Successfull. Please Log In now')
  })
  it('has an Assamese text for every message', () => {
    expect(Object.keys(as).sort()).toEqual(Object.keys(MESSAGES).sort())
    for (const v of Object.values(as)) expect(v.trim()).not.toBe('')
  })
})
