/**
 * The digit policy (docs/glossary-as.md): amounts, dates and counts in Assamese digits on
 * Assamese pages and PDFs; identifiers a person types or reads out (consumer, bill, receipt,
 * meter and token numbers, phone numbers) in Latin digits everywhere.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Bill, Consumer, Payment, Recharge } from '#shared/billing/contract'
import { formatDate, formatDmy, formatDmyTime, formatPaise, formatToken, localizeDigits } from '#shared/format'
import { describe, expect, it } from 'vitest'
import { renderBillPdf } from '../../server/services/documents/bill'
import { pdfText } from '../helpers/pdfInspect'
import { renderPaymentReceiptPdf, renderRechargeReceiptPdf } from '../../server/services/documents/receipt'
import { allAssameseTexts, ROOT, sourceFiles } from './assameseTexts'

/** an identifier or a phone number written in Assamese digits: 1912, or five digits and more in a row (amounts are grouped: ১০,০০০) */
const ASSAMESE_IDENTIFIER = /১৯১২|[০-৯]{5,}/

/** Calls that localize digits, given an identifier. */
const LOCALIZED_IDENTIFIER =
  /\b(?:localizeDigits|formatNumber|numberLabel|num|count)\(\s*[^,()]*\b(?:\w*consumerNo|consNo|\w*billNo|\w*receiptNo|\w*meterNo|token|txnId|phone|mobile|SUPPORT_NUMBER|\w*WHATSAPP\w*|whatsapp\w*)\b/i

function localizedIdentifiers(file: string, source: string): string[] {
  return source
    .split('\n')
    .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
    .filter(({ line }) => LOCALIZED_IDENTIFIER.test(line))
    .map(({ line, at }) => `${at}: ${line.trim()}`)
}

describe('digit policy in the texts and the code', () => {
  it('no Assamese text writes a phone number or an identifier in Assamese digits', () => {
    const found = allAssameseTexts()
      .filter((t) => ASSAMESE_IDENTIFIER.test(t.text))
      .map((t) => `${t.where}: «${ASSAMESE_IDENTIFIER.exec(t.text)![0]}» in «${t.text.slice(0, 100)}»`)
    expect(found.join('\n')).toBe('')
    // and the helpline is there, in Latin digits
    expect(allAssameseTexts().filter((t) => t.text.includes('1912 নম্বৰত')).length).toBeGreaterThan(3)
  }, 60_000) // the first read of every source is slow on a loaded 2-core machine

  it('no page, PDF or service passes an identifier through the digit localizers', () => {
    const found = ['client', 'shared', 'server'].flatMap(sourceFiles).flatMap((f) => localizedIdentifiers(f, fs.readFileSync(path.join(ROOT, f), 'utf8')))
    expect(found.join('\n')).toBe('')
  })

  it('the check can fail', () => {
    expect(ASSAMESE_IDENTIFIER.test('১৯১২ নম্বৰত ফোন কৰক')).toBe(true)
    expect(ASSAMESE_IDENTIFIER.test('গ্ৰাহক নম্বৰ ১০১০০০০০০০০১')).toBe(true)
    expect(ASSAMESE_IDENTIFIER.test('₹ ১০,০০০.০০, ০৫ জুন ২০২৬, ১২ অংকৰ')).toBe(false)
    expect(localizedIdentifiers('x.tsx', '<dd>{localizeDigits(profile.consumerNo, locale)}</dd>')).toHaveLength(1)
    expect(localizedIdentifiers('x.tsx', '{localizeDigits(SUPPORT_NUMBER, locale)}')).toHaveLength(1)
    expect(localizedIdentifiers('x.tsx', "t('home.summaryTitle', { consNo: localizeDigits(current.consumerNo, locale) })")).toHaveLength(1)
    expect(localizedIdentifiers('x.tsx', "t('home.cardsTitle', { n: localizeDigits(cards.length, locale) })")).toHaveLength(0)
  })

  it('the formatters: amounts, dates and times in Assamese digits, a token as it is', () => {
    expect(formatPaise(123456, 'as')).toBe('₹ ১,২৩৪.৫৬')
    expect(formatDate('2026-06-05', 'as')).toBe('০৫ জুন ২০২৬')
    expect(formatDmy('2026-06-05T10:00:00.000Z', 'as')).toBe('০৫ জুন ২০২৬')
    expect(formatDmyTime('2026-06-05T02:14:00.000Z', 'as')).toBe('০৫ জুন ২০২৬, ০৭:৪৪')
    expect(formatDmyTime('2026-06-05T02:14:00.000Z', 'en')).toBe('05 Jun 2026, 07:44')
    expect(formatToken('04912345678901234567')).toBe('0491 2345 6789 0123 4567')
  })
})

describe('digit policy in the Assamese PDFs', () => {
  const consumer: Consumer = {
    consumerNo: '105000000005',
    oldConsumerNo: '4711',
    name: 'Bhattacharjee Stores',
    address: 'Central Road, Silchar 788001',
    mobile: '9000000005',
    email: null,
    connType: 'POSTPAID',
    tariffCategory: 'LT-IV',
    connectedLoadKw: 5,
    phase: 3,
    meterNo: '58201234',
    status: 'ACTIVE',
    divisionCode: '105',
    subDivision: 'Silchar I',
  }
  const bill: Bill = {
    billNo: '105000000005202606',
    consumerNo: consumer.consumerNo,
    period: '2026-06',
    billDate: '2026-06-05',
    dueDate: '2026-06-20',
    tariffCategory: 'LT-IV',
    previousReading: 12040,
    currentReading: 12377,
    multiplyingFactor: 1,
    units: 337,
    energyCharge: 246_300,
    fixedCharge: 75_000,
    fppaCharge: 10_110,
    electricityDuty: 3_370,
    meterRent: 4_000,
    arrears: 0,
    rebate: 3_388,
    surcharge: 6_776,
    amountBeforeDue: 335_392,
    amountAfterDue: 345_556,
  }
  const payment: Payment & { billPeriod: string | null } = {
    receiptNo: 'APR26060500000017',
    consumerNo: consumer.consumerNo,
    billNo: bill.billNo,
    amount: 335_392,
    paidAt: '2026-06-07T02:14:00.000Z',
    channel: 'UPI',
    txnId: 'ORD-20260607-0042',
    billPeriod: bill.period,
  }
  const keypad: Consumer = { ...consumer, consumerNo: '103000000003', connType: 'PREPAID', meterNo: '58209876' }
  const recharge: Recharge = {
    receiptNo: 'APR26060700000023',
    consumerNo: keypad.consumerNo,
    meterNo: '58209876',
    amount: 50_000,
    token: '04912345678901234567',
    rechargedAt: '2026-06-07T02:14:00.000Z',
    channel: 'ONLINE',
    txnId: 'ORD-20260607-0043',
  }
  const phone = '1912'

  /** identifiers are there in Latin digits and nowhere in Assamese digits */
  function expectLatin(text: string, identifiers: string[]) {
    for (const id of identifiers) {
      expect(text, id).toContain(id)
      expect(text, id).not.toContain(localizeDigits(id, 'as'))
    }
  }

  it('bill: amounts, readings and dates in Assamese digits; consumer, bill and meter numbers and 1912 in Latin digits', async () => {
    const { text } = pdfText(await renderBillPdf({ consumer, data: { bill, history: [], divisionName: 'Silchar' }, lang: 'as', phone }))
    for (const shown of [formatPaise(bill.amountBeforeDue, 'as'), formatPaise(bill.amountAfterDue, 'as'), formatDate(bill.billDate, 'as'), formatDate(bill.dueDate, 'as'), '১২,৩৭৭', '৩৩৭']) {
      expect(text, shown).toContain(shown)
    }
    expectLatin(text, [consumer.consumerNo, bill.billNo, consumer.meterNo!, '1912'])
    expect(text).not.toContain('১৯১২')
  })

  it('payment receipt: amount, date and time in Assamese digits; receipt, consumer and bill numbers, transaction id and 1912 in Latin digits', async () => {
    const { text } = pdfText(await renderPaymentReceiptPdf({ consumer, payment, lang: 'as', phone }))
    for (const shown of [formatPaise(payment.amount, 'as'), formatDate('2026-06-07', 'as'), '০৭:৪৪']) expect(text, shown).toContain(shown)
    expectLatin(text, [payment.receiptNo, consumer.consumerNo, bill.billNo, payment.txnId, '1912'])
  })

  it('recharge receipt: the 20-digit token and the meter number in Latin digits', async () => {
    const { text } = pdfText(await renderRechargeReceiptPdf({ consumer: keypad, recharge, lang: 'as', phone }))
    expect(text).toContain(formatPaise(recharge.amount, 'as'))
    expectLatin(text, [recharge.receiptNo, keypad.consumerNo, recharge.meterNo, formatToken(recharge.token!), '1912'])
  })

  it('the PDF check can fail: an identifier drawn in Assamese digits is found', async () => {
    const localized = { ...consumer, consumerNo: localizeDigits(consumer.consumerNo, 'as') }
    const { text } = pdfText(await renderBillPdf({ consumer: localized, data: { bill, history: [], divisionName: 'Silchar' }, lang: 'as', phone }))
    expect(() => expectLatin(text, [consumer.consumerNo])).toThrow()
  })
})
