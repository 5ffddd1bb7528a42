import { randomBytes } from 'node:crypto'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { formatPaise } from '../../shared/format'
import { signBody } from '../../server/adapters/payment'
import { embeddedFonts, pdfText } from '../helpers/pdfInspect'
import { rollbackAll, migrateLatest } from '../../server/db/migrate'
import { createTestApp, type TestApp } from '../helpers/app'
import { createTestDb, TEST_DB } from '../helpers/db'
import { PDF, PNG, uploadPowPool } from '../helpers/uploads'
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../helpers/razorpayFake'
import { newConnectionFields, SAME_ORIGIN as SAME } from '../helpers/forms'

const WORDS = en.problems as Record<string, string>

const FIELDS = newConnectionFields('9876500021')
/** the fee of FIELDS by the cost table: application fee, connection charge, 3 kW of security, 20 m of line */
const FEE = 10_000 + 100_000 + 3 * 40_000 + 20 * 15_000

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = []
  res.on('data', (c: Buffer) => chunks.push(c))
  res.on('end', () => cb(null, Buffer.concat(chunks)))
}

/**
 * An application's fee through the payment gateway and its acknowledgement PDF (issue 10 §3,
 * ADR 018), on both databases: the order, exactly-once settlement under concurrent callbacks,
 * the amount and state checks, access, the sandbox round trip, reconciliation, the PDF.
 */
describe(`application fees and the acknowledgement PDF (${TEST_DB})`, () => {
  let t: TestApp
  let pow: ReturnType<typeof uploadPowPool>

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '1000' } })
    pow = uploadPowPool(t)
    await pow.fill(40)
  })
  afterAll(async () => t.close())

  /** A new connection: its number and the cookie of the browser that applied. */
  async function apply(mobile = FIELDS.mobile): Promise<{ workNo: string; cookie: string[] }> {
    const req = request(t.app).post('/api/applications/new-connection').set(SAME).set(pow.next())
    for (const [k, v] of Object.entries({ ...FIELDS, mobile })) req.field(k, v)
    req.attach('identity', PDF, { filename: 'aadhaar.pdf', contentType: 'application/pdf' }).attach('occupancy', PNG, { filename: 'holding.png', contentType: 'image/png' })
    const res = await req.expect(201)
    expect(res.body.application).toMatchObject({ state: 'awaiting_payment', feePaise: FEE })
    return { workNo: res.body.application.workNo, cookie: res.headers['set-cookie'] as unknown as string[] }
  }
  const feeOrder = (workNo: string, cookie: string[] | string | null, body: object = {}) => {
    const r = request(t.app).post(`/api/applications/${workNo}/fee-order`).set(SAME)
    if (cookie) r.set('Cookie', typeof cookie === 'string' ? [cookie] : cookie)
    return r.send(body)
  }
  const item = (workNo: string) => t.testDb.db('work_items').first().where('work_no', workNo)
  const order = (orderId: string) => t.testDb.db('payment_orders').first().where('order_id', orderId)
  function callback(orderId: string, amountPaise: number, status = 'SUCCESS') {
    const raw = JSON.stringify({
      eventId: 'EVT' + randomBytes(8).toString('hex'),
      orderId,
      gatewayTxnId: 'SBXT' + randomBytes(4).toString('hex'),
      status,
      amountPaise,
      occurredAt: new Date().toISOString(),
    })
    return request(t.app).post('/api/payments/callback').set('content-type', 'application/json').set('X-Pg-Signature', signBody(raw, t.config.paymentWebhookSecret)).send(raw)
  }
  const smsTo = async (mobile: string) => (await t.testDb.db('sms_outbox').select('text').where('mobile', mobile).orderBy('id')).map((r: { text: string }) => r.text)

  it('makes one order for an unpaid application: its fee, no consumer, the sandbox checkout; asking again answers the same order', async () => {
    const { workNo, cookie } = await apply()
    const first = await feeOrder(workNo, cookie, { locale: 'en', amountPaise: FEE }).expect(201)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.body).toMatchObject({ status: 'CREATED', amountPaise: FEE })
    expect(first.body.orderId).toMatch(/^APD[A-Z2-7]{16}$/)
    expect(first.body.redirectUrl).toBe(`/sandbox-pg/checkout/${first.body.orderId}`)
    const row = await order(first.body.orderId)
    expect(row).toMatchObject({ purpose: 'application', consumer_id: null, bill_id: null, amount: FEE, status: 'CREATED', gateway: 'sandbox' })
    expect(Number(row.work_item_id)).toBe(Number((await item(workNo)).id))
    // the sandbox knows the order by the application number; the payer comes back to the acknowledgement
    const sbx = await t.testDb.db('sandbox_pg_transactions').first().where('order_id', first.body.orderId)
    expect(sbx).toMatchObject({ consumer_no: workNo, amount: FEE, return_url: `/website/PrintAck?applNo=${workNo}` })
    const page = await request(t.app).get(first.body.redirectUrl).expect(200)
    expect(page.text).toContain('Application number')
    expect(page.text).toContain(workNo)

    // again (a second tab, a double click, the payer back from the gateway): the same order
    const again = await feeOrder(workNo, cookie).expect(200)
    expect(again.body.orderId).toBe(first.body.orderId)
    // two at once: still one order
    const [a, b] = await Promise.all([feeOrder(workNo, cookie), feeOrder(workNo, cookie)])
    expect([a.body.orderId, b.body.orderId]).toEqual([first.body.orderId, first.body.orderId])
    expect(Number((await t.testDb.db('payment_orders').where('work_item_id', row.work_item_id).count({ n: '*' }))[0].n)).toBe(1)
    // in Assamese the payer comes back to the Assamese acknowledgement (a fresh application)
    // two first requests at once (no order yet): the partial unique index lets one in, the other answers it
    const other = await apply('9876500022')
    const [x, y] = await Promise.all([feeOrder(other.workNo, other.cookie, { locale: 'as' }), feeOrder(other.workNo, other.cookie, { locale: 'as' })])
    expect([x.status, y.status].sort()).toEqual([200, 201])
    expect(x.body.orderId).toBe(y.body.orderId)
    const otherId = (await item(other.workNo)).id
    expect(Number((await t.testDb.db('payment_orders').where('work_item_id', otherId).count({ n: '*' }))[0].n)).toBe(1)
    // the table itself refuses a second live order for one application (whatever the code does)
    const live = await order(x.body.orderId)
    const { id: _id, ...copy } = live
    await expect(t.testDb.db('payment_orders').insert({ ...copy, order_id: 'APDZZZZZZZZZZZZZZZZ' })).rejects.toThrow()
    await t.testDb.db('payment_orders').insert({ ...copy, order_id: 'APDYYYYYYYYYYYYYYYY', status: 'FAILED' })
    expect((await t.testDb.db('sandbox_pg_transactions').first('return_url').where('order_id', x.body.orderId)).return_url).toBe(`/website/AS_PrintAck?applNo=${other.workNo}`)
  })

  it('pays once under two concurrent callbacks: submitted with the receipt, one history row, one SMS, nothing in a consumer ledger', async () => {
    const { workNo, cookie } = await apply('9876500023')
    const { orderId } = (await feeOrder(workNo, cookie).expect(201)).body
    const smsBefore = (await smsTo('9876500023')).length
    const [a, b] = await Promise.all([callback(orderId, FEE), callback(orderId, FEE)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect([a.body.status, b.body.status].sort()).toEqual(['accepted', 'ignored'])
    const o = await order(orderId)
    expect(o).toMatchObject({ status: 'PAID' })
    expect(o.receipt_no).toMatch(/^RA\d{8}[A-Z2-7]{8}$/)
    const w = await item(workNo)
    expect(w).toMatchObject({ state: 'submitted', fee_receipt_no: o.receipt_no, fee_order_id: orderId })
    expect(w.due_at).not.toBeNull()
    const paidEvents = await t.testDb.db('work_events').where({ item_id: w.id, action: 'paid' })
    expect(paidEvents).toHaveLength(1)
    expect(paidEvents[0].note).toBe(o.receipt_no)
    // one SMS for one payment: the application's 'submitted', no payment receipt SMS
    const sms = (await smsTo('9876500023')).slice(smsBefore)
    expect(sms).toEqual([expect.stringContaining(`${workNo} is now: submitted`)])
    expect(await t.testDb.db('payment_sms').where('order_id', orderId).first()).toBeUndefined()
    expect(await t.testDb.db('payments').where('txn_id', orderId).first()).toBeUndefined()
    expect(await t.testDb.db('recharges').where('txn_id', orderId).first()).toBeUndefined()
    // the acknowledgement's API shows the receipt
    const shown = (await request(t.app).get(`/api/applications/${workNo}`).set('Cookie', cookie).expect(200)).body.application
    expect(shown).toMatchObject({ state: 'submitted', feeReceiptNo: o.receipt_no })

    // already paid: no new order, a clear 409; a late callback changes nothing
    const refused = await feeOrder(workNo, cookie).expect(409)
    expect(refused.body).toMatchObject({ status: 'error', code: 'CONFLICT', message: WORDS.feeAlreadyPaid, errors: [{ path: 'applNo', problem: 'feeAlreadyPaid' }] })
    expect((await callback(orderId, FEE)).body).toMatchObject({ status: 'ignored', orderStatus: 'PAID' })
    expect((await callback(orderId, FEE, 'FAILED')).body).toMatchObject({ status: 'ignored', orderStatus: 'PAID' })
    expect(await t.testDb.db('work_events').where({ item_id: w.id, action: 'paid' })).toHaveLength(1)
    expect((await smsTo('9876500023')).slice(smsBefore)).toHaveLength(1)
  })

  it('refuses a wrong amount: from the gateway (409, nothing kept) and from the page (409 feeChanged)', async () => {
    const { workNo, cookie } = await apply('9876500024')
    const wrongPage = await feeOrder(workNo, cookie, { amountPaise: FEE - 100 }).expect(409)
    expect(wrongPage.body).toMatchObject({ code: 'CONFLICT', errors: [{ problem: 'feeChanged', message: WORDS.feeChanged }] })
    expect(
      await t.testDb
        .db('payment_orders')
        .where('work_item_id', (await item(workNo)).id)
        .first(),
    ).toBeUndefined()

    const { orderId } = (await feeOrder(workNo, cookie, { amountPaise: FEE }).expect(201)).body
    const res = await callback(orderId, FEE - 1)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('The amount does not match the payment order')
    expect(await order(orderId)).toMatchObject({ status: 'CREATED', receipt_no: null })
    expect(await item(workNo)).toMatchObject({ state: 'awaiting_payment', fee_receipt_no: null })
    expect(await t.testDb.db('payment_events').where('order_id', orderId).first()).toBeUndefined()
  })

  it('refuses bad input with 400 and a complaint or an unknown number with 404/409, never a 5xx', async () => {
    const { workNo, cookie } = await apply('9876500025')
    for (const body of [{ locale: 'fr' }, { amountPaise: 'lots' }, { amountPaise: 1.5 }, { amountPaise: -5 }]) {
      const res = await feeOrder(workNo, cookie, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe('INVALID')
    }
    const broken = await request(t.app).post(`/api/applications/${workNo}/fee-order`).set(SAME).set('Cookie', cookie).set('Content-Type', 'application/json').send('{"locale":')
    expect(broken.status).toBe(400)
    await feeOrder('AP0000000000', cookie).expect(404)
    await feeOrder('nonsense', cookie).expect(404)
    // a fee already settled otherwise (no fee due): 409 feeNotDue
    await t.testDb.db('work_items').where('work_no', workNo).update({ state: 'under_review' })
    expect((await feeOrder(workNo, cookie).expect(409)).body.errors[0].problem).toBe('feeNotDue')
  })

  it("refuses someone else's application: another browser, another signed-in mobile; the applicant signed in may pay", async () => {
    const { workNo } = await apply('9876500026')
    const stranger = await apply('9876500027')
    const res = await feeOrder(workNo, null).expect(404)
    expect(res.body).toMatchObject({ status: 'error', code: 'NOT_FOUND' })
    await feeOrder(workNo, stranger.cookie).expect(404)
    await feeOrder(workNo, `apdcl.sid=${await t.services.consumerSessions.create('9000000001')}`).expect(404)
    // a write with the session cookie must come from our own pages (the cross-site check)
    const session = `apdcl.sid=${await t.services.consumerSessions.create('9876500026')}`
    await request(t.app).post(`/api/applications/${workNo}/fee-order`).set('Sec-Fetch-Site', 'cross-site').set('Cookie', session).send({}).expect(403)
    expect(
      await t.testDb
        .db('payment_orders')
        .where('work_item_id', (await item(workNo)).id)
        .first(),
    ).toBeUndefined()
    const own = await feeOrder(workNo, session).expect(201)
    expect(own.body.amountPaise).toBe(FEE)
  })

  it('goes round the sandbox: Fail lets the payer try again with a new order; Pay returns to the acknowledgement, submitted', async () => {
    const { workNo, cookie } = await apply('9876500028')
    const first = (await feeOrder(workNo, cookie).expect(201)).body
    const failed = await request(t.app).post(first.redirectUrl).type('form').send({ action: 'fail' }).expect(303)
    expect(failed.headers.location).toBe(`/website/PrintAck?applNo=${workNo}`)
    expect(await order(first.orderId)).toMatchObject({ status: 'FAILED' })
    expect(await item(workNo)).toMatchObject({ state: 'awaiting_payment' })

    const second = (await feeOrder(workNo, cookie).expect(201)).body
    expect(second.orderId).not.toBe(first.orderId)
    const paid = await request(t.app).post(second.redirectUrl).type('form').send({ action: 'pay' }).expect(303)
    expect(paid.headers.location).toBe(`/website/PrintAck?applNo=${workNo}`)
    const o = await order(second.orderId)
    expect(o.status).toBe('PAID')
    expect(await item(workNo)).toMatchObject({ state: 'submitted', fee_receipt_no: o.receipt_no })
    expect(await t.services.payments.applicationFees.latest(workNo)).toMatchObject({ orderId: second.orderId, status: 'PAID', receiptNo: o.receipt_no, amountPaise: FEE })
  })

  it('settles a lost callback by reconciliation, and moves on an application a crash left behind after the payment', async () => {
    const { workNo, cookie } = await apply('9876500029')
    const { orderId, redirectUrl } = (await feeOrder(workNo, cookie).expect(201)).body
    await request(t.app).post(redirectUrl).type('form').send({ action: 'pay-lose-callback' }).expect(303)
    expect(await order(orderId)).toMatchObject({ status: 'CREATED' })
    expect(await item(workNo)).toMatchObject({ state: 'awaiting_payment' })
    // pressing Pay again goes back to the same order (the gateway says it is complete): never a second payment
    expect((await feeOrder(workNo, cookie).expect(200)).body.orderId).toBe(orderId)
    const r = await t.services.payments.reconcile({ olderThanMs: 0 })
    expect(r.paid).toBeGreaterThanOrEqual(1)
    const o = await order(orderId)
    expect(o.status).toBe('PAID')
    expect(await item(workNo)).toMatchObject({ state: 'submitted', fee_receipt_no: o.receipt_no })

    // a process that stopped between the payment's commit and the application's move
    const other = await apply('9876500030')
    const second = (await feeOrder(other.workNo, other.cookie).expect(201)).body
    const paidAt = new Date().toISOString()
    await t.testDb.db('payment_orders').where('order_id', second.orderId).update({ status: 'PAID', receipt_no: 'RA20261124TESTTEST', paid_at: paidAt })
    expect(await item(other.workNo)).toMatchObject({ state: 'awaiting_payment' })
    await t.services.payments.reconcile({ olderThanMs: 0 })
    expect(await item(other.workNo)).toMatchObject({ state: 'submitted', fee_receipt_no: 'RA20261124TESTTEST', fee_order_id: second.orderId })
  })

  it('serves the acknowledgement PDF to who may open the application only, in English and in shaped Assamese', async () => {
    const { workNo, cookie } = await apply('9876500031')
    const pdf = (lang: string, c: string[] | string | null = cookie) => {
      const r = request(t.app).get(`/api/applications/${workNo}/ack.pdf?lang=${lang}`).buffer(true).parse(binary)
      if (c) r.set('Cookie', typeof c === 'string' ? [c] : c)
      return r
    }
    const enRes = await pdf('en').expect(200)
    expect(enRes.headers['content-type']).toBe('application/pdf')
    expect(enRes.headers['content-disposition']).toBe(`attachment; filename="APDCL-acknowledgement-${workNo}-en.pdf"`)
    expect(enRes.headers['cache-control']).toBe('private, no-store')
    const enText = pdfText(enRes.body as Buffer).text
    for (const s of [workNo, 'Acknowledgement', 'New LT connection', 'Ram Das', '******0031', 'Awaiting payment', 'Not paid yet', 'Proof of identity', 'Proof of occupancy', formatPaise(FEE, 'en')])
      expect(enText).toContain(s)

    // no access: the same 404 as an unknown number; a bad language: 400
    expect((await request(t.app).get(`/api/applications/${workNo}/ack.pdf`)).status).toBe(404)
    expect(
      (
        await request(t.app)
          .get(`/api/applications/${workNo}/ack.pdf`)
          .set('Cookie', `apdcl.sid=${await t.services.consumerSessions.create('9000000001')}`)
      ).status,
    ).toBe(404)
    expect((await request(t.app).get(`/api/applications/AP0000000000/ack.pdf`).set('Cookie', cookie)).status).toBe(404)
    expect((await request(t.app).get(`/api/applications/${workNo}/ack.pdf?lang=fr`).set('Cookie', cookie)).status).toBe(400)
    // the applicant signed in opens it too
    await pdf('en', `apdcl.sid=${await t.services.consumerSessions.create('9876500031')}`).expect(200)

    // paid: the receipt and the deadline; in Assamese, shaped
    const { orderId } = (await feeOrder(workNo, cookie).expect(201)).body
    await callback(orderId, FEE).expect(200)
    const receiptNo = String((await order(orderId)).receipt_no)
    const paidEn = pdfText((await pdf('en').expect(200)).body as Buffer).text
    expect(paidEn).toContain(receiptNo)
    expect(paidEn).toContain('Submitted')
    expect(paidEn).not.toContain('Not paid yet')

    const asRes = await pdf('as').expect(200)
    const asPdf = asRes.body as Buffer
    expect(embeddedFonts(asPdf)).toEqual(expect.arrayContaining(['NotoSansBengali-Regular', 'NotoSansBengali-Bold']))
    const { text, cmaps } = pdfText(asPdf)
    const cmap = cmaps.join('\n').toLowerCase()
    // shaped: the ra-phala of গ্ৰ / প্ৰ and the reph of বৰ্তমান are glyphs of their own, each mapping back to two characters
    expect(cmap).toContain('<09cd 09f0>')
    expect(cmap).toContain('<09f0 09cd>')
    // labels in drawing order (words without pre-base vowel signs, which a PDF stores in visual order)
    for (const label of ['স্বীকাৰ', 'নম্বৰ', 'মাচুল', 'গ্ৰহণ কৰা', 'ভা.মা.স.']) expect(text).toContain(label)
    // the amount in Assamese digits, the identifiers in Latin digits
    expect(text).toContain(formatPaise(FEE, 'as'))
    expect(text).toContain(workNo)
    expect(text).toContain(receiptNo)
    expect(text).toMatch(/[০-৯]/)
    expect(text).not.toMatch(/Acknowledgement|Submitted|Applicant|Not paid/)
  })

  it('migrates down and up again on this database, keeping the application fees shape', async () => {
    const fresh = await createTestDb()
    try {
      await rollbackAll(fresh.db)
      await migrateLatest(fresh.db)
      expect(Object.keys(await fresh.db('payment_orders').columnInfo())).toContain('work_item_id')
      // an application order without its application, or with a consumer too, is refused by the table itself
      const base = { order_id: 'APDAAAAAAAAAAAAAAAA', request_hash: 'x', purpose: 'application', amount: 100, gateway: 'sandbox', created_at: 'a', updated_at: 'a' }
      await expect(fresh.db('payment_orders').insert(base)).rejects.toThrow()
      await expect(fresh.db('payment_orders').insert({ ...base, purpose: 'donation' })).rejects.toThrow()
    } finally {
      await fresh.destroy()
    }
  })
})

describe(`application fees through Razorpay, against the local fake (${TEST_DB})`, () => {
  let t: TestApp
  let fake: RazorpayFake
  let pow: ReturnType<typeof uploadPowPool>

  beforeAll(async () => {
    fake = await startRazorpayFake()
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '1000', ...razorpayEnv(fake) } })
    pow = uploadPowPool(t)
    await pow.fill(10)
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  it('checkout page, return leg and webhook settle the fee once and bring the payer back to the acknowledgement', async () => {
    const req = request(t.app).post('/api/applications/new-connection').set(SAME).set(pow.next()).query({ lang: 'as' })
    for (const [k, v] of Object.entries({ ...FIELDS, mobile: '9876500041' })) req.field(k, v)
    req.attach('identity', PDF, { filename: 'a.pdf', contentType: 'application/pdf' }).attach('occupancy', PNG, { filename: 'b.png', contentType: 'image/png' })
    const made = await req.expect(201)
    const workNo = made.body.application.workNo as string
    const cookie = made.headers['set-cookie'] as unknown as string[]

    const { orderId, redirectUrl } = (await request(t.app).post(`/api/applications/${workNo}/fee-order`).set(SAME).set('Cookie', cookie).send({ locale: 'as' }).expect(201)).body
    expect(redirectUrl).toBe(`/api/payments/razorpay/checkout/${orderId}`)
    const rzp = fake.orderByReceipt(orderId)
    expect(rzp).toMatchObject({ amount: FEE, currency: 'INR', notes: { consumer_no: workNo, order_id: orderId } })
    // our checkout page in the order's language: the application number, its description, the applicant's mobile prefilled
    const page = await request(t.app).get(redirectUrl).expect(200)
    expect(page.text).toContain('আবেদন নম্বৰ')
    expect(page.text).toContain(workNo)
    expect(page.text).toContain(`আবেদনৰ মাচুল, আবেদন নম্বৰ ${workNo}`)
    expect(page.text).toContain('value="9876500041"')

    // the payer comes back signed: settled, and sent to the Assamese acknowledgement
    const p = fake.pay(rzp!.id)
    const back = await request(t.app).post(`/api/payments/razorpay/return/${orderId}`).set('Sec-Fetch-Site', 'cross-site').type('form').send(fake.returnFields(p)).expect(303)
    expect(back.headers.location).toBe(`/website/AS_PrintAck?applNo=${workNo}`)
    const o = await t.testDb.db('payment_orders').first().where('order_id', orderId)
    expect(o).toMatchObject({ status: 'PAID', gateway_txn_id: p.id })
    expect(await t.testDb.db('work_items').first().where('work_no', workNo)).toMatchObject({ state: 'submitted', fee_receipt_no: o.receipt_no })
    // the webhook of the same payment changes nothing
    const hook = fake.webhook('payment.captured', p)
    const res = await request(t.app).post('/api/payments/razorpay/webhook').set(hook.headers).send(hook.raw).expect(200)
    expect(res.body).toMatchObject({ status: 'ignored', orderStatus: 'PAID' })
    expect(await t.testDb.db('work_events').where({ item_id: (await t.testDb.db('work_items').first('id').where('work_no', workNo)).id, action: 'paid' })).toHaveLength(1)
    // a cancel from the gateway's page goes back to the acknowledgement too
    expect((await request(t.app).get(`/api/payments/razorpay/cancel/${orderId}`).expect(303)).headers.location).toBe(`/website/AS_PrintAck?applNo=${workNo}`)
  })
})
