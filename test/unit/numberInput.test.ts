/**
 * Numbers as people type them (issue 23 §5): every number field takes Assamese digits, spaces
 * and, for mobiles, a +91 / 91 / 0 prefix, the same way in the browser and on the server. One
 * table per kind of field, asked of every rule that checks it: the shared normaliser, the forms'
 * zod fields (the page before it posts, the form without JavaScript), the browser's checks (login,
 * chat) and the server's zod fields (the JSON API). Truly wrong input keeps the spec's words.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkConsumerNo, checkMeterNo, normalizeDigits as billingNormalize, checkMobile, latinDigits, normalizeDigits, normalizeMobile } from '#shared/input/fields'
import { isChatConsumerNo, isChatMobile, isChatOtp, normalizeChatConsumerNo } from '#shared/chat/contract'
import { statusLookupSchema } from '#shared/workflow/forms/status'
import { complaintNo } from '#shared/workflow/forms/complaint'
import { feedbackSchema } from '#shared/feedback/input'
import { consumerNo as formConsumerNo, decimal, mobile as formMobile, otp as formOtp, pinCode } from '#shared/input/schema'
import { MESSAGES } from '#shared/messages'
import { checkReading } from '#shared/meterReading/rules'
import { checkThreshold } from '#shared/dashboard/reminders'
import { requestFor } from '../../client/components/chat/chatMachine'
import { initialLoginState, loginReducer } from '../../client/components/login/loginState'
import { isOtp } from '../../client/components/login/messages'
import { validateMobile } from '../../client/components/login/validateMobile'
import { parseRechargeAmount } from '../../client/components/prepaid/validate'
import { consumerNoField, mobileField, otpField } from '../../server/validation/fields'

const zodMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0]!.message)

describe('the one normaliser (shared/input/fields.ts)', () => {
  it('turns Assamese digits into Latin ones and drops spaces, nothing else', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789')
    expect(normalizeDigits(' ১০৫০ ০০০০ ০০০৫ ')).toBe('105000000005')
    expect(normalizeDigits('1\u00a02\t3')).toBe('123') // a no-break space copied from a page
    expect(normalizeDigits('12a৩')).toBe('12a3')
    expect(billingNormalize).toBe(normalizeDigits) // the bill forms' name is the same function
  })
})

/** [typed, the cleaned number or the problem] */
const MOBILES: Array<[string, string | 'mobileEmpty' | 'mobileInvalid']> = [
  ['9000000001', '9000000001'], // Latin
  ['৯০০০০০০০০১', '9000000001'], // Assamese
  ['৯০০০0০০০০১', '9000000001'], // mixed
  [' 90000 00001 ', '9000000001'], // spaces
  ['+91 90000 00001', '9000000001'], // +91
  ['+919000000001', '9000000001'],
  ['91 90000 00001', '9000000001'], // 91
  ['+৯১ ৯০০০০ ০০০০১', '9000000001'],
  ['09000000001', '9000000001'], // 0 prefix
  ['0 90000-00001', '9000000001'],
  ['9100000001', '9100000001'], // ten digits starting 91: a number, not a prefix
  ['', 'mobileEmpty'],
  ['   ', 'mobileEmpty'],
  ['900000001', 'mobileInvalid'], // too short
  ['90000000011', 'mobileInvalid'], // too long (11, no 0 in front)
  ['+91 9000000', 'mobileInvalid'], // +91 and too short
  ['+1 9000000001', 'mobileInvalid'],
  ['5000000001', 'mobileInvalid'], // not an Indian mobile
  ['00000000001', 'mobileInvalid'], // 0 prefix of a number starting 0
  ['90000abcde', 'mobileInvalid'], // letters
  ['9000০০০০০x', 'mobileInvalid'],
]

describe('mobile numbers: one rule on both sides', () => {
  it.each(MOBILES)('%j → %s', (typed, want) => {
    const ok = /^\d+$/.test(want)
    // shared
    expect(checkMobile(typed)).toEqual(ok ? { ok: true, value: want } : { ok: false, key: want })
    if (ok) expect(normalizeMobile(typed)).toBe(want)
    // the forms (browser before posting, server for the form without JavaScript)
    const form = formMobile.safeParse(typed)
    expect(form.success ? form.data : form.error.issues[0]!.message).toBe(want)
    const lookup = statusLookupSchema.safeParse({ applNo: 'AP2026000001', mobile: typed })
    expect(lookup.success ? lookup.data.mobile : lookup.error.issues[0]!.message).toBe(want)
    const feedback = feedbackSchema.shape.mobile.safeParse(typed)
    expect(feedback.success ? feedback.data : feedback.error.issues[0]!.message).toBe(want === 'mobileEmpty' ? undefined : want)
    // the browser: the login dialog and the chat
    expect(validateMobile(typed)).toBe(ok ? null : want)
    const login = loginReducer({ ...initialLoginState, mobile: typed }, { type: 'submitMobile' })
    expect(login.pending === 'send' ? login.mobile : null).toBe(ok ? want : null)
    expect(isChatMobile(typed)).toBe(ok)
    expect(requestFor({ expect: 'mobNo', consNo: '105000000005', pendingMobile: null }, typed, (k) => k)).toEqual(
      ok ? { request: { consNo: '105000000005', mobNo: want } } : { refusal: want === 'mobileEmpty' ? 'validation.empty' : 'mobileInvalid' },
    )
    // the server's JSON API, in the spec's exact words
    const api = mobileField.safeParse(typed)
    expect(api.success ? api.data : zodMessage(api)).toBe(ok ? want : want === 'mobileEmpty' ? MESSAGES.mobileEmpty : MESSAGES.mobileInvalid)
  })
  it('is written once: no other mobile pattern in server/, shared/ or client/ (MOBILE_PATTERN of shared/input/fields.ts)', () => {
    const found: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && p !== path.join('shared', 'input', 'fields.ts')) {
          fs.readFileSync(p, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/\^\[6-9\]\\d\{9\}|\^\\d\{10\}\$/.test(line)) found.push(`${p}:${i + 1}: ${line.trim()}`)
            })
        }
      }
    }
    for (const dir of ['server', 'shared', 'client']) walk(dir)
    expect(found).toEqual([])
  })
  it('a JSON number is taken as its digits; absent is "Mobile can not be empty !"', () => {
    expect(mobileField.safeParse(9000000001).data).toBe('9000000001')
    expect(zodMessage(mobileField.safeParse(undefined))).toBe(MESSAGES.mobileEmpty)
    expect(MESSAGES.mobileInvalid).toBe('Enter 10 Digit Valid Mobile Number !')
  })
})

/** [typed, the consumer number or the problem of checkConsumerNo] */
const CONSUMER_NOS: Array<[string, string]> = [
  ['105000000005', '105000000005'], // Latin
  ['১০৫০০০০০০০০৫', '105000000005'], // Assamese (issue 23 §5)
  ['১০৫000000০০৫', '105000000005'], // mixed
  [' 1050 0000 0005 ', '105000000005'], // spaces
  ['১০৫০ ০০০০ ০০০৫', '105000000005'],
  ['', 'consNoEmpty'],
  ['10500000000', 'consNoLength'], // too short
  ['১০৫০০০০০০০০', 'consNoLength'],
  ['10500000000a', 'numbersOnly'], // letters
  ['+105000000005', 'numbersOnly'],
]

describe('consumer numbers: the same on both sides', () => {
  it.each(CONSUMER_NOS)('%j → %s', (typed, want) => {
    const ok = /^\d+$/.test(want)
    expect(checkConsumerNo(typed)).toEqual(ok ? { ok: true, value: want } : { ok: false, key: want })
    const form = formConsumerNo.safeParse(typed)
    expect(form.success ? form.data : form.error.issues[0]!.message).toBe(want)
    expect(isChatConsumerNo(typed)).toBe(ok)
    if (ok) expect(normalizeChatConsumerNo(typed)).toBe(want)
    const api = consumerNoField.safeParse(typed)
    const apiWant = ok ? want : want === 'consNoLength' ? 'The consumer number must have exactly 12 digits.' : MESSAGES.numbersOnly
    expect(api.success ? api.data : zodMessage(api)).toBe(apiWant)
  })
  it("a wrong consumer number still answers the spec's 'Enter Numbers Only!'", () => {
    expect(zodMessage(consumerNoField.safeParse('১০৫abc'))).toBe('Enter Numbers Only!')
  })
})

/** [typed, the OTP or null when refused] */
const OTPS: Array<[string, string | null]> = [
  ['123456', '123456'],
  ['১২৩৪৫৬', '123456'],
  ['১২৩456', '123456'],
  [' 123 456 ', '123456'],
  ['12345', null],
  ['12345a', null],
  ['', null],
]

describe('OTPs: the same on both sides', () => {
  it.each(OTPS)('%j → %s', (typed, want) => {
    expect(isOtp(typed)).toBe(want !== null) // the login dialog
    expect(isChatOtp(typed)).toBe(want !== null) // the chat
    const form = formOtp.safeParse(typed)
    expect(form.success ? form.data : null).toBe(want)
    const api = otpField.safeParse(typed)
    expect(api.success ? api.data : null).toBe(want)
    if (want) {
      // what the browser sends is the cleaned code
      const login = loginReducer({ ...initialLoginState, step: 'otp', mobile: '9000000001', otp: typed }, { type: 'submitOtp' })
      expect(login.otp).toBe(want)
      expect(requestFor({ expect: 'otp', consNo: '105000000005', pendingMobile: null }, typed, (k) => k)).toEqual({ request: { consNo: '105000000005', otpValidate: 'Y', otp: want } })
    }
  })
  it("a non-digit OTP keeps the server's words", () => {
    expect(zodMessage(otpField.safeParse('12345a'))).toBe(MESSAGES.numbersOnly)
    expect(zodMessage(otpField.safeParse('12345'))).toBe(MESSAGES.otpWrong)
  })
})

describe('amounts, readings, PIN codes, application and meter numbers', () => {
  it.each([
    ['৫০০', { rupees: 500 }],
    ['5 000', { rupees: 5000 }],
    ['৫,০০০', { rupees: 5000 }],
    ['50a', { error: 'prepaid:errors.amountWhole' }],
  ])('recharge amount %j', (typed, want) => {
    expect(parseRechargeAmount(typed)).toEqual(want)
  })
  it('meter readings, reminder thresholds, loads and PIN codes take Assamese digits and spaces', () => {
    expect(checkReading('৪৫২১.৭')).toEqual({ ok: true, value: 4521.7 })
    expect(checkReading('4 5২1')).toEqual({ ok: true, value: 4521 })
    expect(checkThreshold('৫০০')).toMatchObject({ ok: true, value: 50000 })
    const load = decimal({ min: 0.5, max: 100, empty: 'e', invalid: 'i', range: 'r' })
    expect(load.safeParse('২.৫').data).toBe(2.5)
    expect(zodMessage(load.safeParse('২x'))).toBe('i')
    expect(pinCode.safeParse('৭৮১ ০০১').data).toBe('781001')
    expect(zodMessage(pinCode.safeParse('110001'))).toBe('pinInvalid')
  })
  it('application, complaint and meter numbers take Assamese digits and spaces', () => {
    expect(statusLookupSchema.safeParse({ applNo: 'ap ২০২৬০০০০০১', mobile: '+91 90000 00001' }).data).toEqual({ applNo: 'AP2026000001', mobile: '9000000001' })
    expect(complaintNo.safeParse('CM ২০২৬০০০০০১').data).toBe('CM2026000001')
    expect(checkMeterNo('ap ১২৩৪')).toEqual({ ok: true, value: 'AP1234' })
  })
})
