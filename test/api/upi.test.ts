import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billPdfUrl, billUpiQrUrl } from '../../shared/content/documentLinks'
import { formatPaise } from '../../shared/format'
import { indiaToday } from '../../shared/time'
import { parseUpiUrl, sandboxUpiHref, upiPayUrl } from '../../shared/payments/upi'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { decodeQrCodesInPdf, decodeQrPng } from '../helpers/qr'
import { createOrder, sandboxPost } from './payments-helpers'

const PAYEE = { UPI_PAYEE_VPA: 'apdcl.bills@sbi', UPI_PAYEE_NAME: 'APDCL' }
const CONS = '101000000001'

/** A binary body (supertest buffers only what it knows as binary). */
const png = (r: request.Test) =>
  r.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = []
    res.on('data', (c: Buffer) => chunks.push(c))
    res.on('end', () => cb(null, Buffer.concat(chunks)))
  })

describe(`UPI QR codes of a bill: the image, the bill PDF (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.UTC(2026, 10, 22, 6, 0, 0))
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000', ...PAYEE } })
  })
  afterAll(async () => t?.close())

  const latest = async (consumerNo = CONS) => (await t.services.billing.bills(consumerNo, 1))[0]
  const payable = async (consumerNo = CONS) => {
    const bill = await latest(consumerNo)
    return (await t.services.billingLookups.billPaymentState(consumerNo, bill, indiaToday(clock.now()))).payablePaise
  }

  it('GET /api/bills/:billNo/upi-qr: a PNG whose QR code is the upi://pay link of the bill, amount and payee', async () => {
    const bill = await latest()
    const amountPaise = await payable()
    expect(amountPaise).toBeGreaterThan(0)
    const res = await png(request(t.app).get(billUpiQrUrl(bill.billNo, CONS, amountPaise)))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('private, max-age=3600')
    const text = decodeQrPng(res.body as Buffer)
    expect(text).toBe(upiPayUrl({ vpa: PAYEE.UPI_PAYEE_VPA, name: PAYEE.UPI_PAYEE_NAME }, { consumerNo: CONS, billNo: bill.billNo, amountPaise }))
    expect(parseUpiUrl(text!)).toEqual({
      pa: 'apdcl.bills@sbi',
      pn: 'APDCL',
      am: (amountPaise / 100).toFixed(2),
      cu: 'INR',
      tn: `APDCL consumer ${CONS} bill ${bill.billNo}`,
      tr: bill.billNo,
    })
    expect(text).toMatch(/^upi:\/\/pay\?pa=apdcl\.bills%40sbi&pn=APDCL&am=\d+\.\d{2}&cu=INR&tn=APDCL%20consumer%20101000000001%20bill%20\d+&tr=\d+$/)
  })

  it('refuses another consumer’s bill (404), an amount above the bill’s and bad input (400)', async () => {
    const bill = await latest()
    const notFound = await request(t.app).get(billUpiQrUrl(bill.billNo, '102000000002', 10_000))
    expect(notFound.status).toBe(404)
    expect(notFound.body).toMatchObject({ status: 'error', message: 'Consumer Not Found' })
    expect((await request(t.app).get(billUpiQrUrl('999999', CONS, 10_000))).status).toBe(404)
    const tooMuch = await request(t.app).get(billUpiQrUrl(bill.billNo, CONS, bill.amountAfterDue + 1))
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe('The amount is more than this bill asks for')
    const bad = (q: string) => request(t.app).get(`/api/bills/${bill.billNo}/upi-qr${q}`)
    for (const q of ['', `?consNo=${CONS}`, `?consNo=${CONS}&amountPaise=12.5`, `?consNo=${CONS}&amountPaise=99`, `?consNo=12&amountPaise=1000`, `?consNo=${CONS}&amountPaise=abc`]) {
      const res = await bad(q)
      expect(res.status, q).toBe(400)
      expect(res.body.status, q).toBe('error')
    }
    expect((await request(t.app).get(`/api/bills/not-a-bill!/upi-qr?consNo=${CONS}&amountPaise=1000`)).status).toBe(400)
  })

  it('the bill PDF carries the QR code of what is payable today, in both languages', async () => {
    const bill = await latest()
    const amountPaise = await payable()
    for (const lang of ['en', 'as'] as const) {
      const res = await png(request(t.app).get(billPdfUrl(bill.billNo, CONS, lang)))
      expect(res.status).toBe(200)
      const codes = decodeQrCodesInPdf(res.body as Buffer)
      expect(codes, lang).toHaveLength(1)
      expect(parseUpiUrl(codes[0])).toMatchObject({ pa: 'apdcl.bills@sbi', pn: 'APDCL', am: (amountPaise / 100).toFixed(2), cu: 'INR', tr: bill.billNo })
    }
  })

  it('after the due date the PDF asks the amount after it; an older or a paid bill has no QR code', async () => {
    const [bill, older] = await t.services.billing.bills(CONS, 2)
    const pdfCodes = async (billNo: string, consumerNo = CONS) => decodeQrCodesInPdf((await png(request(t.app).get(billPdfUrl(billNo, consumerNo, 'en')))).body as Buffer)
    expect(await pdfCodes(older.billNo)).toEqual([])

    const saved = clock.t
    clock.t = Date.parse(`${bill.dueDate}T12:00:00+05:30`) + 24 * 3_600_000
    try {
      const after = await payable()
      expect(after).toBe(bill.amountAfterDue)
      expect(parseUpiUrl((await pdfCodes(bill.billNo))[0])?.am).toBe((after / 100).toFixed(2))
    } finally {
      clock.t = saved
    }

    // the bill of another consumer, paid in full: no QR code
    const other = '105000000005'
    const otherBill = await latest(other)
    const due = await payable(other)
    const orderId = await createOrder(t, { purpose: 'bill', consumerNo: other, amountPaise: due })
    expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
    expect(await payable(other)).toBe(0)
    expect(await pdfCodes(otherBill.billNo, other)).toEqual([])
  })

  it('demo mode: the phone link leads to the sandbox’s stand-in for a UPI app, which pays through the sandbox gateway', async () => {
    const payee = { vpa: PAYEE.UPI_PAYEE_VPA, name: PAYEE.UPI_PAYEE_NAME }
    const consumerNo = '102000000002'
    const bill = await latest(consumerNo)
    const amountPaise = await payable(consumerNo)
    const href = sandboxUpiHref(payee, { consumerNo, billNo: bill.billNo, amountPaise }, 'as')
    expect(href.startsWith('/sandbox-pg/upi?pa=apdcl.bills%40sbi&pn=APDCL&am=')).toBe(true)
    // the stand-in speaks the link's language (issue 23 §3); the payee's name and UPI id are shown as the bank has them
    const shown = await request(t.app).get(href)
    expect(shown.status).toBe(200)
    expect(shown.text).toContain('<html lang="as">')
    const amount = formatPaise(amountPaise, 'as', { nbsp: true })
    expect(shown.text).toContain(`<h1>ইউ.পি.আই. এপ (ছেণ্ডবক্স): ${amount} পৰিশোধ কৰক</h1>`)
    expect(shown.text).toContain('<dt>ইউ.পি.আই. আইডি</dt><dd translate="no">apdcl.bills@sbi</dd>')
    expect(shown.text).toContain(`<dt>উল্লেখ নম্বৰ</dt><dd>${bill.billNo}</dd>`)
    const english = await request(t.app).get(href.replace('&lang=as', '&lang=en'))
    expect(english.text).toContain(`<h1>UPI app (sandbox): pay ${formatPaise(amountPaise, 'en', { nbsp: true })}</h1>`)

    const pay = (extra: Record<string, string> = {}) =>
      request(t.app)
        .post('/sandbox-pg/upi')
        .type('form')
        .send({ tr: bill.billNo, am: (amountPaise / 100).toFixed(2), tn: 'x', lang: 'as', ...extra })
    const first = await pay()
    expect(first.status).toBe(303)
    const checkout = String(first.headers.location)
    expect(checkout).toMatch(/^\/sandbox-pg\/checkout\/APD[A-Z2-7]{16}\?lang=as$/)
    const orderId = checkout.split('/').pop()!.split('?')[0]
    expect(await t.testDb.db('payment_orders').first('purpose', 'amount', 'locale').where('order_id', orderId)).toEqual({ purpose: 'bill', amount: amountPaise, locale: 'as' })

    // the sandbox checkout of a bill order shows the bill's QR code with its words
    const page = await request(t.app).get(checkout)
    const img = /<img src="([^"]+)" alt="([^"]+)"/.exec(page.text)
    expect(img?.[1].replace(/&amp;/g, '&')).toBe(billUpiQrUrl(bill.billNo, consumerNo, amountPaise))
    expect(img?.[2]).toBe(`বিল ${bill.billNo}ৰ বাবে এ.পি.ডি.চি.এল.লৈ ${amount} পৰিশোধ কৰাৰ ইউ.পি.আই. কিউ.আৰ. ক’ড`)
    const done = await sandboxPost(t, orderId, 'pay')
    expect(done.headers.location).toBe(`/website/AS_PaymentStatus?consNo=${consumerNo}&txnId=${orderId}`)

    // the bill is paid now: paying it again is refused, confirmed or not (shared/billing/payable.ts)
    const again = await pay()
    expect(again.status).toBe(409)
    expect(again.text).toContain('এই বিলত এতিয়া পৰিশোধ কৰিবলগীয়া একো নাই।')
    expect((await pay({ confirmRepeat: '1' })).status).toBe(409)
  })

  it('the stand-in refuses another payee, a link without amount or reference, and an unknown bill', async () => {
    const bill = await latest()
    const fields = `am=10.00&cu=INR&tn=x&tr=${bill.billNo}`
    expect((await request(t.app).get(`/sandbox-pg/upi?pa=someone%40bank&pn=X&${fields}`)).status).toBe(400)
    expect((await request(t.app).get(`/sandbox-pg/upi?pa=apdcl.bills%40sbi&pn=APDCL&cu=INR&tr=${bill.billNo}`)).status).toBe(400)
    expect((await request(t.app).get(`/sandbox-pg/upi?pa=apdcl.bills%40sbi&pn=APDCL&am=10.00&cu=USD&tr=${bill.billNo}`)).status).toBe(400)
    const unknown = await request(t.app).get('/sandbox-pg/upi?pa=apdcl.bills%40sbi&pn=APDCL&am=10.00&cu=INR&tn=x&tr=99999999')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('No bill has the reference 99999999.')
    // an amount the bill order refuses (below the minimum) is said in words, no order made
    const before = await t.testDb.db('payment_orders').count({ n: '*' }).first()
    const tiny = await request(t.app).post('/sandbox-pg/upi').type('form').send({ tr: bill.billNo, am: '0.50', lang: 'en' })
    expect(tiny.status).toBe(400)
    expect(tiny.text).toContain('<h1>Payment not possible</h1>')
    expect(await t.testDb.db('payment_orders').count({ n: '*' }).first()).toEqual(before)
  })
})
