import type { Bill, Payment, Recharge } from '#shared/billing/contract'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billPdfUrl, receiptPdfUrl } from '../../shared/content/documentLinks'
import { formatPaise } from '../../shared/format'
import { PROBLEM_EN } from '../../shared/input/fields'
import { MESSAGES } from '../../shared/messages'
import { embeddedFonts, pageCount, pdfObjects, pdfText } from '../helpers/pdfInspect'
import { DOCUMENT_IP_LIMIT } from '../../server/routes/documents'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { expectRateLimited } from '../helpers/apiWords'

/** supertest keeps binary bodies as a Buffer with this parser */
function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream
  const chunks: Buffer[] = []
  stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)))
  stream.on('end', () => cb(null, Buffer.concat(chunks)))
}

const rupees = (paise: number, lang: 'en' | 'as') => formatPaise(paise, lang)

describe(`PDF documents: /api/bills/:billNo/pdf, /api/receipts/:receiptNo/pdf (${TEST_DB})`, () => {
  let t: TestApp
  let bill: Bill
  let otherBill: Bill
  let payment: Payment
  let keypadRecharge: Recharge
  let smartRecharge: Recharge

  beforeAll(async () => {
    t = await createTestApp({ seed: true })
    ;[bill] = await t.services.billing.bills('105000000005', 1)
    ;[otherBill] = await t.services.billing.bills('101000000001', 1)
    ;[payment] = await t.services.billing.payments('101000000001', 1)
    ;[keypadRecharge] = await t.services.billing.recharges('103000000003', 1)
    ;[smartRecharge] = await t.services.billing.recharges('104000000004', 1)
  })
  afterAll(async () => t.close())

  const get = (url: string, cookie?: string) => {
    const r = request(t.app).get(url)
    return (cookie ? r.set('Cookie', cookie) : r).buffer(true).parse(binary)
  }
  /** the consumer's own session: the full document (name and address) */
  const signedIn = async (mobile: string) => `apdcl.sid=${await t.services.consumerSessions.create(mobile)}`

  it('anonymous PDFs mask the name and leave out the address; the consumer’s session gets them whole', async () => {
    const anonymous = pdfText((await get(billPdfUrl(bill.billNo, '105000000005', 'en'))).body).text
    expect(anonymous).toContain('Bh*** St***')
    expect(anonymous).not.toContain('Bhattacharjee Stores')
    expect(anonymous).toContain('Shown only to the signed-in')
    const consumer = (await t.services.billing.consumer('105000000005'))!
    expect(anonymous).not.toContain(consumer.address.slice(0, 12))
    // another mobile's session is no better than none
    const other = pdfText((await get(billPdfUrl(bill.billNo, '105000000005', 'en'), await signedIn('9000000001'))).body).text
    expect(other).not.toContain('Bhattacharjee Stores')
    const own = pdfText((await get(billPdfUrl(bill.billNo, '105000000005', 'en'), await signedIn('9000000005'))).body).text
    expect(own).toContain('Bhattacharjee Stores')
    expect(own).toContain(consumer.address.slice(0, 12))
    const receipt = pdfText((await get(receiptPdfUrl(payment.receiptNo, '101000000001', 'en'))).body).text
    expect(receipt).toContain('Ra*** Ku*** D***')
    expect(receipt).not.toContain('Ranjit Kumar Das')
  })

  it('English bill: a one-page PDF download with the bill, the charges and the history', async () => {
    const res = await get(billPdfUrl(bill.billNo, '105000000005', 'en'), await signedIn('9000000005'))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="APDCL-bill-${bill.billNo}-en.pdf"`)
    expect(res.headers['cache-control']).toBe('no-store')
    const pdf: Buffer = res.body
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(Number(res.headers['content-length'])).toBe(pdf.length)
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1)
    expect(pageCount(pdf)).toBeLessThanOrEqual(2)

    const { text } = pdfText(pdf)
    for (const expected of [
      'Assam Power Distribution Company Limited',
      'Electricity Bill',
      bill.billNo,
      '105000000005',
      'Bhattacharjee Stores',
      'Central Road, Silchar 788001',
      'LT-IV Commercial',
      '5 kW',
      'Three phase',
      'Energy charge',
      'FPPA charge',
      'Electricity duty',
      'Meter rent',
      'Arrears',
      rupees(bill.energyCharge, 'en'),
      rupees(bill.arrears, 'en'),
      rupees(bill.amountBeforeDue, 'en'),
      rupees(bill.amountAfterDue, 'en'),
      'Consumption history (last six months)',
      '24x7 customer care: 1912',
    ]) {
      expect(text).toContain(expected)
    }
    // six earlier months of history: each month label appears (e.g. "Sep 2026")
    const earlier = (await t.services.billing.bills('105000000005', 7)).slice(1)
    expect(earlier).toHaveLength(6)
    for (const b of earlier) {
      const [y, m] = b.period.split('-')
      const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]
      expect(text).toContain(`${month} ${y}`)
      expect(text).toContain(rupees(b.amountBeforeDue, 'en'))
    }
  })

  it('a long name and address wrap; the bill stays within two pages', async () => {
    const address = `${'Near the old Kali temple, behind the district library, '.repeat(8)}Ward 21, Silchar 788001`.slice(0, 500)
    const name = 'Bhattacharjee General Stores and Wholesale Suppliers of Electrical Goods (Proprietor: A. Bhattacharjee)'
    await t.testDb.db('consumers').where('consumer_no', '105000000005').update({ address, name })
    try {
      const cookie = await signedIn('9000000005')
      for (const lang of ['en', 'as'] as const) {
        const res = await get(billPdfUrl(bill.billNo, '105000000005', lang), cookie)
        expect(res.status).toBe(200)
        expect(pageCount(res.body)).toBeGreaterThanOrEqual(1)
        expect(pageCount(res.body)).toBeLessThanOrEqual(2)
        const { text } = pdfText(res.body)
        expect(text).toContain('Ward 21, Silchar')
        expect(text).toContain('(Proprietor: A.')
        expect(text).toContain(rupees(bill.amountAfterDue, lang))
      }
    } finally {
      await t.testDb.db('consumers').where('consumer_no', '105000000005').update({ address: 'Central Road, Silchar 788001', name: 'Bhattacharjee Stores' })
    }
  })

  it('renders deterministically: the same bill twice gives the same bytes, dated from the bill', async () => {
    const a = await get(billPdfUrl(bill.billNo, '105000000005', 'as'))
    const b = await get(billPdfUrl(bill.billNo, '105000000005', 'as'))
    expect(a.status).toBe(200)
    expect(Buffer.compare(a.body, b.body)).toBe(0)
    const stamp = bill.billDate.replace(/-/g, '')
    const info = pdfObjects(a.body).find((o) => /\/CreationDate \d+ 0 R/.test(o.dict))!
    const dateRef = Number(/\/CreationDate (\d+) 0 R/.exec(info.dict)![1])
    expect(
      pdfObjects(a.body)
        .find((o) => o.id === dateRef)!
        .dict.trim(),
    ).toBe(`(D:${stamp}000000Z)`)
  })

  it('Assamese bill: Noto Sans Bengali embedded, ToUnicode maps to Assamese, labels shaped in Bengali script', async () => {
    const res = await get(billPdfUrl(bill.billNo, '105000000005', 'as'))
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="APDCL-bill-${bill.billNo}-as.pdf"`)
    const pdf: Buffer = res.body
    expect(embeddedFonts(pdf)).toEqual(expect.arrayContaining(['NotoSansBengali-Regular', 'NotoSansBengali-Bold']))
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Regular/)
    // the font program itself is embedded (a TrueType FontFile2 stream), so any reader shows it
    expect(pdfObjects(pdf).some((o) => /\/FontFile2 \d+ 0 R/.test(o.dict))).toBe(true)

    const { text, cmaps } = pdfText(pdf)
    const cmap = cmaps.join('\n').toLowerCase()
    // ৰ (09F0), ৱ (09F1), virama (09CD), ক (0995), ষ (09B7), Assamese digits (09E6..09EF)
    for (const cp of ['09f0', '09f1', '09cd', '0995', '09e6']) expect(cmap).toContain(cp)
    // a conjunct ligature maps back to its whole cluster: ক্ষ → <0995 09cd 09b7>, ্ৰ in গ্ৰ
    expect(cmap).toMatch(/<0997 09cd 09f0>|<09cd 09f0>/)
    // labels in drawing order (labels without pre-base vowel signs, which a PDF stores in visual order)
    for (const label of ['গ্ৰাহক নম্বৰ', 'নাম', 'মাচুল', 'গুণক']) expect(text).toContain(label)
    // amounts in Assamese digits with Indian grouping; identifiers stay in ASCII digits
    expect(text).toContain(rupees(bill.amountBeforeDue, 'as'))
    expect(text).toContain(rupees(bill.amountAfterDue, 'as'))
    expect(text).toContain(bill.billNo)
    expect(text).toContain('1912')
    // the division and sub-division in Assamese (shared/billing/officeNames.ts), not as the records write them
    expect(text).not.toMatch(/Electrical|Division/)
  })

  it('404 Consumer Not Found when the bill is not that consumer’s, or does not exist', async () => {
    for (const url of [
      billPdfUrl(otherBill.billNo, '105000000005'),
      billPdfUrl(bill.billNo, '101000000001'),
      billPdfUrl('999999999999202601', '105000000005'),
      billPdfUrl(bill.billNo, '109999999999'),
    ]) {
      const res = await request(t.app).get(url)
      expect(res.status, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.body).toMatchObject({ status: 'error', code: 'CONSUMER_NOT_FOUND', message: MESSAGES.consumerNotFound })
    }
  })

  it('a link opened in the browser gets a page in its language, not raw JSON (issue 9 §1)', async () => {
    const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
    const missing = `/api/bills/999999999999202601/pdf?consNo=105000000005`
    const as = await request(t.app).get(`${missing}&lang=as`).set('Accept', browserAccept)
    expect(as.status).toBe(404)
    expect(as.headers['content-type']).toMatch(/^text\/html/)
    expect(as.headers.vary).toMatch(/Accept/)
    expect(as.text).toContain('<html lang="as">')
    expect(as.text).toMatch(/<p>[\u0980-\u09FF][^<]*<\/p>/)
    expect(as.text).not.toContain(MESSAGES.consumerNotFound)
    const en = await request(t.app).get(`${missing}&lang=en`).set('Accept', browserAccept)
    expect(en.text).toContain('<html lang="en">')
    expect(en.text).toContain(`<p>${MESSAGES.consumerNotFound}</p>`)
    // an Assamese page's link without lang: the page it came from decides
    const fromAs = await request(t.app).get(missing).set('Accept', browserAccept).set('Referer', 'http://localhost/website/AS_ViewBill')
    expect(fromAs.text).toContain('<html lang="as">')
    // a script keeps the JSON
    const script = await request(t.app).get(`${missing}&lang=as`).set('Accept', '*/*')
    expect(script.headers['content-type']).toMatch(/application\/json/)
    expect(script.body).toMatchObject({ code: 'CONSUMER_NOT_FOUND' })
  })

  it('400 for bad parameters, never a 500', async () => {
    const cases: Array<[string, string]> = [
      [`/api/bills/${bill.billNo}/pdf`, MESSAGES.numbersOnly],
      [`/api/bills/${bill.billNo}/pdf?consNo=`, MESSAGES.numbersOnly],
      [`/api/bills/${bill.billNo}/pdf?consNo=10500000000A`, MESSAGES.numbersOnly],
      [`/api/bills/${bill.billNo}/pdf?consNo=10500000000`, PROBLEM_EN.consNoLength],
      [`/api/bills/${bill.billNo}/pdf?consNo=105000000005&consNo=105000000005`, MESSAGES.numbersOnly],
      [`/api/bills/${bill.billNo}/pdf?consNo=105000000005&lang=fr`, "lang must be 'en' or 'as'"],
      [`/api/bills/${encodeURIComponent('../../etc/passwd')}/pdf?consNo=105000000005`, 'Bill number may contain letters, digits, - _ and / only'],
      [`/api/bills/${'1'.repeat(33)}/pdf?consNo=105000000005`, 'Bill number is too long'],
      [`/api/receipts/${encodeURIComponent('R1 OR 1=1')}/pdf?consNo=101000000001`, 'Receipt number may contain letters, digits, - _ and / only'],
      [`/api/receipts/${payment.receiptNo}/pdf?consNo=101000000001&lang=`, "lang must be 'en' or 'as'"],
    ]
    for (const [url, message] of cases) {
      const res = await request(t.app).get(url)
      expect(res.status, url).toBe(400)
      expect(res.body, url).toMatchObject({ status: 'error', message })
    }
  })

  it('payment receipt: receipt number, time in IST, consumer, bill, amount, channel, transaction id', async () => {
    const res = await get(receiptPdfUrl(payment.receiptNo, '101000000001', 'en'), await signedIn('9000000001'))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="APDCL-receipt-${payment.receiptNo}-en.pdf"`)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(pageCount(res.body)).toBe(1)
    const { text } = pdfText(res.body)
    const ist = new Date(Date.parse(payment.paidAt) + 330 * 60_000).toISOString().slice(11, 16)
    for (const expected of ['Payment Receipt', payment.receiptNo, '101000000001', 'Ranjit Kumar Das', payment.billNo!, rupees(payment.amount, 'en'), payment.txnId, `${ist} IST`]) {
      expect(text).toContain(expected)
    }
  })

  it('a payment posted online later (a new payments row) gets its receipt too', async () => {
    const consumer = await t.testDb.db('consumers').first('id').where('consumer_no', '101000000001')
    const billRow = await t.testDb.db('bills').first('id').where('bill_no', otherBill.billNo)
    await t.testDb.db('payments').insert({
      receipt_no: 'APR26112200000001',
      consumer_id: consumer.id,
      bill_id: billRow.id,
      amount: 123_456,
      paid_at: '2026-11-22T06:30:00.000Z',
      channel: 'ONLINE',
      txn_id: 'ORD-test-0001',
    })
    const res = await get(receiptPdfUrl('APR26112200000001', '101000000001', 'as'))
    expect(res.status).toBe(200)
    const { text } = pdfText(res.body)
    expect(text).toContain('APR26112200000001')
    expect(text).toContain('ORD-test-0001')
    expect(text).toContain(otherBill.billNo)
    expect(text).toContain('অনলাইন') // channel ONLINE in Assamese
    expect(text).toContain('১২:০০') // 12:00 IST in Assamese digits
    expect(text).toContain(rupees(123_456, 'as'))
  })

  it('keypad prepaid recharge: the token as a voucher in groups of four, or a clear line when there is none', async () => {
    // seeded keypad recharges carry their vended token; a recharge without one gets a clear line
    expect(keypadRecharge.token).toMatch(/^\d{20}$/)
    await t.testDb.db('recharges').where('receipt_no', keypadRecharge.receiptNo).update({ token: null })
    let res = await get(receiptPdfUrl(keypadRecharge.receiptNo, '103000000003', 'en'))
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="APDCL-recharge-${keypadRecharge.receiptNo}-en.pdf"`)
    let text = pdfText(res.body).text
    expect(text).toContain('Prepaid Recharge Receipt')
    // the line wraps before "token.": blocks are joined without the wrap's space
    expect(text).toContain('Token not available for this recharge. Please call 1912 to get the')
    expect(text).toContain(keypadRecharge.meterNo)

    await t.testDb.db('recharges').where('receipt_no', keypadRecharge.receiptNo).update({ token: '04912345678901234567' })
    res = await get(receiptPdfUrl(keypadRecharge.receiptNo, '103000000003', 'en'))
    text = pdfText(res.body).text
    expect(text).toContain('0491 2345 6789 0123 4567')
    expect(text).toContain('Enter these 20 digits on the meter keypad.')
    expect(text).not.toContain('Token not available')
    expect(text).toContain(rupees(keypadRecharge.amount, 'en'))

    const as = pdfText((await get(receiptPdfUrl(keypadRecharge.receiptNo, '103000000003', 'as'))).body).text
    expect(as).toContain('0491 2345 6789 0123 4567')
    expect(as).toContain('অংক')
  })

  it('smart prepaid recharge: the amount credited to the meter, no token', async () => {
    const res = await get(receiptPdfUrl(smartRecharge.receiptNo, '104000000004', 'en'))
    expect(res.status).toBe(200)
    const { text } = pdfText(res.body)
    expect(text).toContain('Smart Prepaid Recharge Receipt')
    expect(text).toContain('Amount credited to the smart meter')
    expect(text).toContain(rupees(smartRecharge.amount, 'en'))
    expect(text).toContain(smartRecharge.meterNo)
    expect(text).not.toContain('Token')
  })

  it('404 for a receipt of another consumer, or an unknown receipt', async () => {
    for (const url of [receiptPdfUrl(payment.receiptNo, '105000000005'), receiptPdfUrl(smartRecharge.receiptNo, '103000000003'), receiptPdfUrl('R000000000000000000', '101000000001')]) {
      const res = await request(t.app).get(url)
      expect(res.status, url).toBe(404)
      expect(res.body).toMatchObject({ status: 'error', message: MESSAGES.consumerNotFound })
    }
  })
})

describe(`PDF documents: per-IP budget (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(async () => t.close())

  it('answers 429 with Retry-After once a network has asked for too many documents', async () => {
    // bad requests count too (cheap to send, and they cost the server as much as a lookup)
    for (let i = 0; i < DOCUMENT_IP_LIMIT.limit; i++) {
      const res = await request(t.app).get('/api/bills/1/pdf?consNo=1')
      expect(res.status).toBe(400)
    }
    const res = await request(t.app).get(billPdfUrl('105000000005202610', '105000000005'))
    expectRateLimited(res, 'documents', 'Too many documents requested from this network. Please try again later.')
  })
})
