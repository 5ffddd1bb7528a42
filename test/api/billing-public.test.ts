/**
 * The public bill services' reads (server/services/billing/lookup.ts) and JSON calls
 * (server/routes/billingPublic.ts) on the seeded demo data, SQLite and PostgreSQL.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../shared/messages'
import { PROBLEM_EN } from '../../shared/input/fields'
import { SMS_SENT_IF_REGISTERED_EN } from '../../shared/billing/input'
import { createBillingLookups, type BillingLookups } from '../../server/services/billing/lookup'
import { createBillingService, type BillingService } from '../../server/services/billing'
import { CONSUMER_NO_SMS_LIMIT } from '../../server/routes/billingPublic'
import { DEMO_TARIFFS } from '../../server/services/billing/tariffs'
import { createTestApp, type TestApp } from '../helpers/app'
import { expectRateLimited, expectWorded } from '../helpers/apiWords'
import { TEST_DB } from '../helpers/db'

async function outbox(t: TestApp, mobile: string): Promise<Array<{ text: string }>> {
  const res = await request(t.app).get(`/dev/sms-outbox?mobile=${mobile}`)
  expect(res.status).toBe(200)
  return res.body.messages
}

/** The SMS is sent after the answer (same timing for every mobile): wait for it. */
async function waitForSms(t: TestApp, mobile: string, count: number): Promise<Array<{ text: string }>> {
  const deadline = Date.now() + 5000
  for (;;) {
    const m = await outbox(t, mobile)
    if (m.length >= count || Date.now() > deadline) return m
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe(`public bill lookups (${TEST_DB})`, () => {
  let t: TestApp
  let lookups: BillingLookups
  let billing: BillingService

  beforeAll(async () => {
    t = await createTestApp({ seed: true })
    billing = createBillingService(t.testDb.db)
    lookups = createBillingLookups(t.testDb.db, billing)
  })
  afterAll(async () => t.close())

  it('finds a consumer by old consumer number and by meter number', async () => {
    const c = await billing.consumer('101000000001')
    expect(c?.oldConsumerNo).toBeTruthy()
    expect((await lookups.consumerByOldNo(c!.oldConsumerNo!))?.consumerNo).toBe('101000000001')
    expect(await lookups.consumerByOldNo('999/999999')).toBeNull()
    const p = await billing.consumer('103000000003')
    expect((await lookups.consumerByMeterNo(p!.meterNo!))?.consumerNo).toBe('103000000003')
    expect(await lookups.consumerByMeterNo('NOPE0000')).toBeNull()
  })

  it('the lookups go through the indexes of migration 202611230200', async () => {
    if (t.testDb.dialect === 'sqlite') {
      const plan = await t.testDb.db.raw("explain query plan select consumer_no from consumers where old_consumer_no = '101/004100'")
      expect(JSON.stringify(plan)).toMatch(/consumers_old_consumer_no_idx/)
      const plan2 = await t.testDb.db.raw("explain query plan select consumer_no from consumers where meter_no = 'X'")
      expect(JSON.stringify(plan2)).toMatch(/consumers_meter_no_idx/)
    } else {
      const r = await t.testDb.db.raw("select indexname from pg_indexes where tablename = 'consumers'")
      const names = (r.rows as Array<{ indexname: string }>).map((x) => x.indexname)
      expect(names).toEqual(expect.arrayContaining(['consumers_old_consumer_no_idx', 'consumers_meter_no_idx']))
    }
  })

  it('lists the tariff categories of the tariff tables', async () => {
    const cats = await lookups.tariffCategories()
    expect(cats.map((c) => c.code)).toEqual(DEMO_TARIFFS.map((x) => x.code).sort())
    expect(cats.find((c) => c.code === 'LT-IV')?.name).toBe('Commercial')
  })

  it('finds a receipt by receipt number or transaction id, only for its own consumer', async () => {
    const [payment] = await billing.payments('101000000001', 1)
    const byReceipt = await lookups.receipt('101000000001', payment.receiptNo)
    expect(byReceipt).toMatchObject({ kind: 'bill', receiptNo: payment.receiptNo, amount: payment.amount, txnId: payment.txnId, billNo: payment.billNo })
    expect(byReceipt?.billPeriod).toMatch(/^\d{4}-\d{2}$/)
    expect(await lookups.receipt('101000000001', payment.txnId)).toEqual(byReceipt)
    expect(await lookups.receipt('105000000005', payment.receiptNo)).toBeNull()
    expect(await lookups.receipt('101000000001', 'R-NO-SUCH')).toBeNull()
    const [recharge] = await billing.recharges('103000000003', 1)
    expect(await lookups.receipt('103000000003', recharge.receiptNo)).toMatchObject({
      kind: 'recharge',
      amount: recharge.amount,
      meterNo: recharge.meterNo,
      billNo: null,
    })
  })

  it('tells what is payable on a bill: before, on and after the due date, and once paid', async () => {
    const bill = (await billing.latestBill('101000000001'))!
    const before = await lookups.billPaymentState('101000000001', bill, bill.billDate)
    expect(before).toMatchObject({ paid: false, paidPaise: 0, afterDueDate: false, duePaise: bill.amountBeforeDue, payablePaise: bill.amountBeforeDue })
    expect(await lookups.billPaymentState('101000000001', bill, bill.dueDate)).toMatchObject({ afterDueDate: false, duePaise: bill.amountBeforeDue, surchargePaise: 0 })
    const after = await lookups.billPaymentState('101000000001', bill, '2999-01-01')
    expect(after).toMatchObject({ paid: false, afterDueDate: true, payablePaise: bill.amountAfterDue })

    const db = t.testDb.db
    const consumer = await db('consumers').first('id').where('consumer_no', '101000000001')
    const billRow = await db('bills').first('id').where('bill_no', bill.billNo)
    await db('payments').insert({
      receipt_no: 'RTESTPART1',
      consumer_id: consumer.id,
      bill_id: null,
      amount: 10_000,
      paid_at: `${bill.billDate}T06:00:00.000Z`,
      channel: 'ONLINE',
      txn_id: 'TESTPART1',
    })
    const part = await lookups.billPaymentState('101000000001', bill, bill.billDate)
    expect(part).toMatchObject({ paid: false, paidPaise: 10_000, payablePaise: bill.amountBeforeDue - 10_000 })
    await db('payments').insert({
      receipt_no: 'RTESTPART2',
      consumer_id: consumer.id,
      bill_id: billRow.id,
      amount: bill.amountBeforeDue - 10_000,
      paid_at: `${bill.billDate}T07:00:00.000Z`,
      channel: 'ONLINE',
      txn_id: 'TESTPART2',
    })
    const paid = await lookups.billPaymentState('101000000001', bill, bill.billDate)
    expect(paid).toMatchObject({ paid: true, payablePaise: 0, lastPayment: { receiptNo: 'RTESTPART2' } })
    // the older bills' payments (made before this bill's date) do not count towards it
    const other = (await billing.latestBill('105000000005'))!
    expect((await lookups.billPaymentState('105000000005', other, other.billDate)).paidPaise).toBe(0)
  })
})

describe(`GET /api/knowConsNo and /api/knowConsNoPrepaid (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(async () => t.close())

  it('answers the consumer number of an old number, name masked, no mobile or address', async () => {
    const c = await createBillingService(t.testDb.db).consumer('101000000001')
    const res = await request(t.app).get(`/api/knowConsNo?oldConsNo=${encodeURIComponent(c!.oldConsumerNo!)}`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual({
      status: 'success',
      consumer: {
        consumerNo: '101000000001',
        oldConsumerNo: c!.oldConsumerNo,
        name: 'Ra*** Ku*** D***',
        connType: 'POSTPAID',
        status: 'ACTIVE',
        subDivision: c!.subDivision,
      },
    })
    expect(JSON.stringify(res.body)).not.toMatch(/9000000001|Zoo Road|Ranjit/)
  })

  it.each([
    ['', 400, PROBLEM_EN.oldNoEmpty, 'oldNoEmpty'],
    ['?oldConsNo=', 400, PROBLEM_EN.oldNoEmpty, 'oldNoEmpty'],
    ['?oldConsNo=%2F%2F%2F', 400, PROBLEM_EN.oldNoInvalid, 'oldNoInvalid'],
    [`?oldConsNo=${'1'.repeat(200)}`, 400, PROBLEM_EN.oldNoInvalid, 'oldNoInvalid'],
    ['?oldConsNo[a]=1', 400, PROBLEM_EN.oldNoEmpty, 'oldNoEmpty'],
    ['?oldConsNo=999%2F000001', 404, MESSAGES.consumerNotFound, null],
  ])('/api/knowConsNo%s → %i, with the code a page words', async (q, status, message, field) => {
    const res = await request(t.app).get(`/api/knowConsNo${q}`)
    expect(res.status).toBe(status)
    if (field) expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', message, errors: [{ path: 'oldConsNo', message, code: field }] })
    else expect(res.body).toMatchObject({ status: 'error', code: 'CONSUMER_NOT_FOUND', message })
    expectWorded(res.body)
  })

  it('answers a prepaid consumer by meter number, with the meter', async () => {
    const c = await createBillingService(t.testDb.db).consumer('104000000004')
    const res = await request(t.app).get(`/api/knowConsNoPrepaid?meterNo=${c!.meterNo!.toLowerCase()}`)
    expect(res.status).toBe(200)
    expect(res.body.consumer).toMatchObject({ consumerNo: '104000000004', connType: 'SMART PREPAID', meterNo: c!.meterNo, name: 'Pr*** Sa***' })
  })

  it.each([
    ['', 400, PROBLEM_EN.meterNoEmpty, 'INVALID'],
    ['?meterNo=ab', 400, PROBLEM_EN.meterNoInvalid, 'INVALID'],
    ['?meterNo=ZZ99999999', 404, MESSAGES.consumerNotFound, 'CONSUMER_NOT_FOUND'],
  ])('/api/knowConsNoPrepaid%s → %i', async (q, status, message, code) => {
    const res = await request(t.app).get(`/api/knowConsNoPrepaid${q}`)
    expect(res.status).toBe(status)
    expect(res.body).toMatchObject({ status: 'error', code, message })
    expectWorded(res.body)
  })

  it('a postpaid meter is not a prepaid consumer', async () => {
    const c = await createBillingService(t.testDb.db).consumer('101000000001')
    const res = await request(t.app).get(`/api/knowConsNoPrepaid?meterNo=${c!.meterNo}`)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(MESSAGES.consumerNotFound)
  })
})

describe(`POST /api/knowConsNo/sms (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '100' } })
  })
  afterAll(async () => t.close())

  it('sends a registered mobile its consumer numbers, and answers the same for an unknown mobile', async () => {
    const known = await request(t.app).post('/api/knowConsNo/sms').send({ mobileNo: '9000000005' })
    expect(known.status).toBe(200)
    expect(known.body).toEqual({ status: 'success', message: SMS_SENT_IF_REGISTERED_EN })
    const [sms] = await waitForSms(t, '9000000005', 1)
    // the consumerNumbers template: the numbers in one DLT variable (30 characters: two of them)
    expect(sms.text).toBe('APDCL: consumer number(s) registered with this mobile: 105000000005, 105000000006. Helpline 1912. - APDCL')
    expect(sms.text).toContain('105000000005')
    expect(sms.text).toContain('105000000006')

    const unknown = await request(t.app).post('/api/knowConsNo/sms').send({ mobileNo: '9000000009' })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    await new Promise((r) => setTimeout(r, 200))
    expect(await outbox(t, '9000000009')).toEqual([])
  })

  it.each([
    [{}, MESSAGES.mobileEmpty],
    [{ mobileNo: '' }, MESSAGES.mobileEmpty],
    [{ mobileNo: '12345' }, MESSAGES.mobileInvalid],
    [{ mobileNo: '90000000ab' }, MESSAGES.mobileInvalid],
    [{ mobileNo: ['9000000001'] }, MESSAGES.mobileInvalid],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await request(t.app).post('/api/knowConsNo/sms').send(body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', message })
    expect(res.body.errors[0]).toMatchObject({ path: 'mobileNo', message })
    expectWorded(res.body)
  })

  it('the form without JavaScript (urlencoded) gets the page back (303) with the outcome, in its language', async () => {
    const sent = await request(t.app).post('/api/knowConsNo/sms').type('form').send({ mobileNo: '9000000002', lang: 'as' })
    expect(sent.status).toBe(303)
    expect(sent.headers.location).toBe('/website/AS_KnowConsNo?sms=sent#knowsms-title')
    expect((await waitForSms(t, '9000000002', 1))[0].text).toContain('102000000002')
    const unknown = await request(t.app).post('/api/knowConsNo/sms').type('form').send({ mobileNo: '9000000009' })
    expect(unknown.headers.location).toBe('/website/KnowConsNo?sms=sent#knowsms-title')
    const empty = await request(t.app).post('/api/knowConsNo/sms').type('form').send({ mobileNo: '', lang: 'en' })
    expect(empty.headers.location).toBe('/website/KnowConsNo?sms=mobileEmpty#knowsms-title')
    const bad = await request(t.app).post('/api/knowConsNo/sms').type('form').send({ mobileNo: '12ab', lang: 'xx' })
    expect(bad.headers.location).toBe('/website/KnowConsNo?sms=mobileInvalid#knowsms-title')
  })

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await request(t.app).post('/api/knowConsNo/sms').set('Content-Type', 'application/json').send('{"mobileNo":')
    expect(res.status).toBe(400)
  })

  it(`limits each mobile to ${CONSUMER_NO_SMS_LIMIT.limit} an hour, registered or not`, async () => {
    for (const mobile of ['9000000001', '9000000008']) {
      for (let i = 0; i < CONSUMER_NO_SMS_LIMIT.limit; i++) {
        expect((await request(t.app).post('/api/knowConsNo/sms').send({ mobileNo: mobile })).status).toBe(200)
      }
      const refused = await request(t.app).post('/api/knowConsNo/sms').send({ mobileNo: mobile })
      expectRateLimited(refused, 'mobile', 'Too many requests for this mobile number. Please try again in an hour.')
    }
    expect((await waitForSms(t, '9000000001', CONSUMER_NO_SMS_LIMIT.limit)).length).toBe(CONSUMER_NO_SMS_LIMIT.limit)
    const viaForm = await request(t.app).post('/api/knowConsNo/sms').type('form').send({ mobileNo: '9000000001' })
    expect(viaForm.headers.location).toBe('/website/KnowConsNo?sms=limited#knowsms-title')
  })
})

describe(`POST /api/knowConsNo/sms: per-address limit (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '3' } })
  })
  afterAll(async () => t.close())

  it('limits each network address (AUTH_IP_LIMIT), whatever the mobile', async () => {
    for (const mobile of ['9000000001', '9000000002', '9000000007']) {
      expect((await request(t.app).post('/api/knowConsNo/sms').send({ mobileNo: mobile })).status).toBe(200)
    }
    const res = await request(t.app).post('/api/knowConsNo/sms').send({ mobileNo: '9000000003' })
    expectRateLimited(res, 'network', 'Too many requests from this network. Please try again later.')
  })
})
