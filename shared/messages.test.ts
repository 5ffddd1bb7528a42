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
    // `api` and `field` hold the words of the API's codes (shared/apiMessage.test.ts checks them)
    const { api: _api, field: _field, ...spec } = as
    expect(Object.keys(spec).sort()).toEqual(Object.keys(MESSAGES).sort())
    for (const v of Object.values(spec)) expect(v.trim()).not.toBe('')
  })
})
