import { describe, expect, it } from 'vitest'
import { whatsappChatUrl, whatsappShareUrl, WHATSAPP_HELP_NUMBER } from '../share'
import { parseUpiUrl, sandboxUpiHref, upiAmount, upiPayUrl } from './upi'

const PAYEE = { vpa: 'apdcl.bills@sbi', name: 'APDCL & Co (Guwahati)' }
const BILL = { consumerNo: '101000000001', billNo: '101000000001202610', amountPaise: 123_450 }

describe('UPI links', () => {
  it('are NPCI’s upi://pay form: payee, amount with two decimals, INR, note and the bill as reference, percent-encoded', () => {
    expect(upiPayUrl(PAYEE, BILL)).toBe(
      'upi://pay?pa=apdcl.bills%40sbi&pn=APDCL%20%26%20Co%20(Guwahati)&am=1234.50&cu=INR&tn=APDCL%20consumer%20101000000001%20bill%20101000000001202610&tr=101000000001202610',
    )
    expect(parseUpiUrl(upiPayUrl(PAYEE, BILL))).toEqual({
      pa: 'apdcl.bills@sbi',
      pn: 'APDCL & Co (Guwahati)',
      am: '1234.50',
      cu: 'INR',
      tn: 'APDCL consumer 101000000001 bill 101000000001202610',
      tr: '101000000001202610',
    })
  })
  it('write amounts in rupees with two decimals, no grouping', () => {
    expect(upiAmount(100)).toBe('1.00')
    expect(upiAmount(1_00_00_000_05)).toBe('10000000.05')
    expect(upiAmount(99.6)).toBe('1.00')
  })
  it('parse only upi://pay links and only their own fields', () => {
    expect(parseUpiUrl('https://example.com/?pa=x')).toBeNull()
    expect(parseUpiUrl('upi://pay?pa=a%40b&evil=1&am=1.00')).toEqual({ pa: 'a@b', am: '1.00' })
    expect(parseUpiUrl('upi://pay?pn=A+B')).toEqual({ pn: 'A+B' })
  })
  it('lead a demo site’s phone button to the sandbox stand-in with the same fields and the language', () => {
    expect(sandboxUpiHref(PAYEE, BILL, 'as')).toBe(`/sandbox-pg/upi?${upiPayUrl(PAYEE, BILL).slice('upi://pay?'.length)}&lang=as`)
  })
})

describe('WhatsApp links', () => {
  it('share a message, or open a chat with the help number', () => {
    expect(whatsappShareUrl('Receipt RC1 & co: https://x.example/a?b=1&c=2')).toBe('https://wa.me/?text=Receipt%20RC1%20%26%20co%3A%20https%3A%2F%2Fx.example%2Fa%3Fb%3D1%26c%3D2')
    expect(whatsappChatUrl(WHATSAPP_HELP_NUMBER)).toBe('https://wa.me/919435001912')
  })
})
