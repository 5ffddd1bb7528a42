import { describe, expect, it } from 'vitest'
import as from '#shared/locales/as/login.json'
import en from '#shared/locales/en/login.json'
import { OTP_CHECK_MESSAGES } from '#shared/messages'

/** Every key path of a nested locale object ('forceLogout.title', …). */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
}

describe('login namespace', () => {
  it('has the same keys in English and Assamese, none empty', () => {
    expect(keys(as).sort()).toEqual(keys(en).sort())
    const values = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'object' ? values(v) : [String(v)]))
    for (const v of [...values(en), ...values(as)]) expect(v.trim()).not.toBe('')
  })
  it('writes Assamese in Bengali script with the Assamese ৰ and ৱ', () => {
    const all = JSON.stringify(as)
    expect(all).toMatch(/ৰ/)
    expect(all).toMatch(/ৱ/)
    // the interpolation survives translation
    expect(as.otpHint).toContain('{{mobile}}')
    expect(as.forceLogout.otpHint).toContain('{{mobile}}')
  })
  it("the proof-of-work check's texts are the server's messages in English", () => {
    expect(en.check.required).toBe(OTP_CHECK_MESSAGES.challengeRequired)
    expect(en.check.invalid).toBe(OTP_CHECK_MESSAGES.challengeInvalid)
  })
  it('keeps the quick login button apart from the Log In button (no "log in" in its name)', () => {
    expect(en.quick.button.toLowerCase()).not.toContain('log in')
    expect(as.quick.button).not.toContain(as.submit)
  })
})
