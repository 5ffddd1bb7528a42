import { randomBytes } from 'node:crypto'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, indiaToday } from '#shared/time'
import { signBbps } from '../../server/services/bbps/signature'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

/** The BBPS biller interface (ADR 023, docs/bbps.md): signed calls, bill fetch, exactly-once posting, reconciliation. */
describe(`BBPS biller interface (${TEST_DB})`, () => {
  let t: TestApp
  // the seeds date the bills from the real today: the services' clock starts there too
  const clock = testClock(Date.now())
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now })
  })
  afterAll(async () => t.close())

  const db = () => t.testDb.db
  const newRef = () => 'OU' + randomBytes(8).toString('hex').toUpperCase()

  interface SignOpts {
    ts?: number
    ouId?: string
    key?: string
    signature?: string
    omit?: Array<'ou' | 'ts' | 'sig'>
    /** the target that is signed, when it differs from the one requested */
    signedTarget?: string
  }

  /** A request signed as the operating unit signs it (docs/bbps.md "Signing"). */
  function call(method: 'GET' | 'POST', target: string, body?: unknown, o: SignOpts = {}) {
    const raw = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
    const ts = String(o.ts ?? Math.floor(clock.now() / 1000))
    const ouId = o.ouId ?? t.config.bbps.ouId
    const sig = o.signature ?? signBbps(o.key ?? t.config.bbps.signingKey, { method, target: o.signedTarget ?? target, timestamp: ts, ouId, body: raw })
    const r = method === 'GET' ? request(t.app).get(target) : request(t.app).post(target).set('content-type', 'application/json')
    if (!o.omit?.includes('ou')) r.set('X-BBPS-OU-Id', ouId)
    if (!o.omit?.includes('ts')) r.set('X-BBPS-Timestamp', ts)
    if (!o.omit?.includes('sig')) r.set('X-BBPS-Signature', sig)
    return method === 'GET' ? r : r.send(raw)
  }
  const fetchBill = (consumerNo: unknown, o?: SignOpts) => call('POST', '/api/bbps/bill-fetch', { consumerNo }, o)
  const post = (body: unknown, o?: SignOpts) => call('POST', '/api/bbps/payment', body, o)
  const recon = (query: string, o?: SignOpts) => call('GET', `/api/bbps/reconciliation${query}`, undefined, o)

  async function latestBill(consumerNo: string) {
    return db()('bills as b').join('consumers as c', 'c.id', 'b.consumer_id').where('c.consumer_no', consumerNo).orderBy('b.period', 'desc').first('b.*')
  }
  /** A posting of the bill the fetch answers, for its amount. */
  async function payment(consumerNo: string, over: Record<string, unknown> = {}) {
    const f = await fetchBill(consumerNo)
    expect(f.status).toBe(200)
    return { txnRef: newRef(), consumerNo, billNo: f.body.billNo, amountPaise: f.body.amountPaise, paidAt: new Date(clock.now()).toISOString(), paymentMode: 'UPI', ...over }
  }
  const ledgerOf = (txnRef: string) => db()('payments').where('txn_id', `BBPS-${txnRef}`)
  const postingOf = (txnRef: string) => db()('bbps_payments').where('txn_ref', txnRef)

  it('bill fetch: BILL DUE with the amount payable today, the bill and the name masked', async () => {
    const res = await fetchBill('101000000001')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const bill = await latestBill('101000000001')
    expect(res.body).toEqual({
      status: 'success',
      result: 'BILL DUE',
      consumerNo: '101000000001',
      customerName: 'Ra*** Ku*** D***',
      connType: 'POSTPAID',
      billNo: bill.bill_no,
      billPeriod: bill.period,
      billDate: bill.bill_date,
      dueDate: bill.due_date,
      amountPaise: Number(bill.amount_before_due),
      reason: null,
    })
    // spaces a person typed between digit groups are dropped, as on every form
    expect((await fetchBill('1010 0000 0001')).body.result).toBe('BILL DUE')
  })

  it('bill fetch: CUSTOMER NOT FOUND for an unknown number; NO DUES for a prepaid connection', async () => {
    const unknown = await fetchBill('101999999999')
    expect(unknown.status).toBe(200)
    expect(unknown.body).toMatchObject({ result: 'CUSTOMER NOT FOUND', consumerNo: '101999999999', customerName: null, billNo: null, amountPaise: null, reason: null })
    const prepaid = await fetchBill('103000000003')
    expect(prepaid.body).toMatchObject({ result: 'NO DUES', connType: 'PREPAID', billNo: null, amountPaise: null, reason: 'PREPAID_CONNECTION' })
    expect(prepaid.body.customerName).toMatch(/^\S+\*\*\*( \S+\*\*\*)*$/)
  })

  it("bill fetch: a bad consumer number or body is a 400 with the forms' words", async () => {
    const cases: Array<[unknown, string, string]> = [
      ['', 'consNoEmpty', 'Enter your 12-digit consumer number.'],
      ['10100000000A', 'numbersOnly', 'Enter Numbers Only!'],
      ['10100000001', 'consNoLength', 'The consumer number must have exactly 12 digits.'],
      ['999000000001', 'consNoDivision', 'The first three digits of the consumer number are not a valid division code. Please check your bill.'],
      [101000000001, 'consNoEmpty', 'Enter your 12-digit consumer number.'],
    ]
    for (const [consumerNo, code, message] of cases) {
      const res = await fetchBill(consumerNo)
      expect(res.status, String(consumerNo)).toBe(400)
      expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', message, errors: [{ path: 'consumerNo', code }] })
    }
    const notJson = await call('POST', '/api/bbps/bill-fetch', 'consumerNo=101000000001')
    expect(notJson.status).toBe(400)
    expect(notJson.body).toMatchObject({ code: 'INVALID', message: 'The body must be a JSON object' })
  })

  it('a missing header, another operating unit, a wrong signature or a stale timestamp is a 401 and records nothing', async () => {
    const body = await payment('101000000001')
    const expectRefused = async (res: request.Response, message: string) => {
      expect(res.status, message).toBe(401)
      expect(res.body).toMatchObject({ status: 'error', code: 'UNAUTHORIZED', message })
    }
    await expectRefused(await post(body, { omit: ['ou'] }), 'Missing X-BBPS-OU-Id header')
    await expectRefused(await post(body, { omit: ['ts'] }), 'Missing X-BBPS-Timestamp header')
    await expectRefused(await post(body, { omit: ['sig'] }), 'Missing X-BBPS-Signature header')
    await expectRefused(await post(body, { ouId: 'OTHER-OU' }), 'Unknown BBPS operating unit')
    await expectRefused(await post(body, { key: 'k'.repeat(40) }), 'Invalid request signature')
    await expectRefused(await post(body, { signature: 'zz' }), 'Invalid request signature')
    await expectRefused(await post(body, { signature: '0'.repeat(64) }), 'Invalid request signature')
    // signed for another path (a fetch's signature replayed on the payment)
    await expectRefused(await post(body, { signedTarget: '/api/bbps/bill-fetch' }), 'Invalid request signature')
    // the body changed after signing
    const ts = String(Math.floor(clock.now() / 1000))
    const sig = signBbps(t.config.bbps.signingKey, { method: 'POST', target: '/api/bbps/payment', timestamp: ts, ouId: t.config.bbps.ouId, body: JSON.stringify(body) })
    await expectRefused(await post({ ...body, amountPaise: body.amountPaise + 1 }, { ts: Number(ts), signature: sig }), 'Invalid request signature')
    await expectRefused(await post(body, { ts: Math.floor(clock.now() / 1000) - 301 }), 'Request timestamp outside the allowed window of 300 seconds')
    await expectRefused(await post(body, { ts: Math.floor(clock.now() / 1000) + 301 }), 'Request timestamp outside the allowed window of 300 seconds')
    await expectRefused(await post(body, { ts: clock.now() }), 'X-BBPS-Timestamp must be Unix time in seconds')
    await expectRefused(await fetchBill('101000000001', { key: 'k'.repeat(40) }), 'Invalid request signature')
    expect(await postingOf(body.txnRef)).toEqual([])
    expect(await ledgerOf(body.txnRef)).toEqual([])
    // a signed request at the edge of the window passes
    expect((await fetchBill('101000000001', { ts: Math.floor(clock.now() / 1000) - 299 })).status).toBe(200)
  })

  it('payment: bad input is a 400 naming the field, and records nothing', async () => {
    const good = await payment('101000000001')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ txnRef: undefined }, 'txnRef'],
      [{ txnRef: 'ab' }, 'txnRef'],
      [{ txnRef: '-ABCDEF12' }, 'txnRef'],
      [{ txnRef: 'A'.repeat(41) }, 'txnRef'],
      [{ consumerNo: '12345' }, 'consumerNo'],
      [{ billNo: 'bill no 1' }, 'billNo'],
      [{ billNo: undefined }, 'billNo'],
      [{ amountPaise: 0 }, 'amountPaise'],
      [{ amountPaise: 10.5 }, 'amountPaise'],
      [{ amountPaise: String(good.amountPaise) }, 'amountPaise'],
      [{ amountPaise: 100_000_001 }, 'amountPaise'],
      [{ paidAt: 'yesterday' }, 'paidAt'],
      [{ paidAt: '2026-11-24T10:15:00' }, 'paidAt'],
      [{ paidAt: new Date(clock.now() + 10 * 60_000).toISOString() }, 'paidAt'],
      [{ paidAt: new Date(clock.now() - 8 * 86_400_000).toISOString() }, 'paidAt'],
      [{ paymentMode: 'BITCOIN' }, 'paymentMode'],
    ]
    for (const [over, path] of cases) {
      const res = await post({ ...good, ...over })
      expect(res.status, JSON.stringify(over)).toBe(400)
      expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', errors: [{ path }] })
    }
    expect((await post('[1,2')).status).toBe(400)
    expect((await post([good])).status).toBe(400)
    expect(await postingOf(good.txnRef)).toEqual([])
  })

  it('payment: accepted exactly as a portal payment lands: one ledger row, channel BBPS, a receipt; the bill is then paid', async () => {
    const body = await payment('101000000001', { paidAt: new Date(clock.now() - 60_000).toISOString().replace('Z', '+00:00') })
    const bill = await latestBill('101000000001')
    const res = await post(body)
    expect(res.status).toBe(200)
    expect(res.headers['x-bbps-replay']).toBeUndefined()
    const paidAt = new Date(clock.now() - 60_000).toISOString()
    expect(res.body).toEqual({
      status: 'success',
      result: 'ACCEPTED',
      txnRef: body.txnRef,
      receiptNo: expect.stringMatching(/^RC\d{8}[A-Z2-7]{8}$/),
      consumerNo: '101000000001',
      billNo: bill.bill_no,
      amountPaise: Number(bill.amount_before_due),
      paymentMode: 'UPI',
      paidAt,
      postedAt: new Date(clock.now()).toISOString(),
    })
    const ledger = await ledgerOf(body.txnRef)
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ receipt_no: res.body.receiptNo, amount: Number(bill.amount_before_due), channel: 'BBPS', paid_at: paidAt })
    expect(Number(ledger[0].bill_id)).toBe(Number(bill.id))
    const [posting] = await postingOf(body.txnRef)
    expect(posting).toMatchObject({ status: 'ACCEPTED', reason: null, receipt_no: res.body.receiptNo, ou_id: t.config.bbps.ouId })
    expect(Number(posting.payment_id)).toBe(Number(ledger[0].id))

    // the consumer's own pages read the same ledger: paid, the receipt listed, BBPS as the channel
    const [newest] = await t.services.billing.payments('101000000001', 1)
    expect(newest).toMatchObject({ receiptNo: res.body.receiptNo, channel: 'BBPS', billNo: bill.bill_no, amount: Number(bill.amount_before_due) })
    expect(await t.services.dashboard.bbpsFetch('101000000001')).toMatchObject({ status: 'NO DUES', amountPaise: 0 })
    const after = await fetchBill('101000000001')
    expect(after.body).toMatchObject({ result: 'NO DUES', billNo: bill.bill_no, amountPaise: 0 })

    // the same reference and body again: the same answer, marked as a replay, no second row
    const again = await post(body)
    expect(again.status).toBe(200)
    expect(again.headers['x-bbps-replay']).toBe('true')
    expect(again.body).toEqual(res.body)
    expect(await ledgerOf(body.txnRef)).toHaveLength(1)

    // the same reference with another body: a conflict, the first posting stands
    const other = await post({ ...body, amountPaise: body.amountPaise + 100 })
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ status: 'error', code: 'IDEMPOTENCY_KEY_REUSED', result: 'REJECTED', reason: 'TXN_REF_REUSED', txnRef: body.txnRef })
    expect(await ledgerOf(body.txnRef)).toHaveLength(1)
    expect(await postingOf(body.txnRef)).toHaveLength(1)

    // another reference for the bill now paid: rejected, nobody pays twice
    const twice = await post({ ...body, txnRef: newRef() })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ code: 'CONFLICT', result: 'REJECTED', reason: 'NO_DUES', message: 'The bill is already paid: nothing is due' })
  })

  it('payment: an unknown consumer is rejected (404), and the same reference again is rejected the same way', async () => {
    const body = { txnRef: newRef(), consumerNo: '101999999999', billNo: '101999999999202610', amountPaise: 50_000, paidAt: new Date(clock.now()).toISOString(), paymentMode: 'INTERNET_BANKING' }
    const res = await post(body)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ status: 'error', code: 'CONSUMER_NOT_FOUND', message: 'Consumer Not Found', result: 'REJECTED', reason: 'CUSTOMER_NOT_FOUND', txnRef: body.txnRef })
    const again = await post(body)
    expect(again.status).toBe(404)
    const { requestId: _a, ...first } = res.body
    const { requestId: _b, ...second } = again.body
    expect(second).toEqual(first)
    expect(await postingOf(body.txnRef)).toEqual([expect.objectContaining({ status: 'REJECTED', reason: 'CUSTOMER_NOT_FOUND', consumer_id: null, receipt_no: null })])
    expect(await ledgerOf(body.txnRef)).toEqual([])
  })

  it('payment: an amount other than the amount due is rejected with the amount that would be accepted', async () => {
    const good = await payment('105000000005')
    for (const amountPaise of [good.amountPaise - 100, good.amountPaise + 100]) {
      const body = { ...good, txnRef: newRef(), amountPaise }
      const res = await post(body)
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ code: 'CONFLICT', result: 'REJECTED', reason: 'AMOUNT_MISMATCH', txnRef: body.txnRef, expectedAmountPaise: good.amountPaise })
      expect((await post(body)).body).toMatchObject({ reason: 'AMOUNT_MISMATCH', expectedAmountPaise: good.amountPaise })
      expect(await ledgerOf(body.txnRef)).toEqual([])
    }
    // an older bill of the consumer, or a prepaid connection: rejected too
    const older = await db()('bills as b').join('consumers as c', 'c.id', 'b.consumer_id').where('c.consumer_no', '105000000005').orderBy('b.period', 'desc').offset(1).first('b.bill_no')
    expect((await post({ ...good, txnRef: newRef(), billNo: older.bill_no })).body).toMatchObject({ reason: 'BILL_NOT_CURRENT' })
    const prepaid = await post({ ...good, txnRef: newRef(), consumerNo: '103000000003' })
    expect(prepaid.status).toBe(409)
    expect(prepaid.body).toMatchObject({ reason: 'PREPAID_CONNECTION' })
  })

  it('a connection that is not active is not payable: CUSTOMER NOT FOUND on fetch, CONNECTION_INACTIVE on payment', async () => {
    const body = await payment('105000000005')
    await db()('consumers').where('consumer_no', '105000000005').update({ status: 'DISCONNECTED' })
    try {
      expect((await fetchBill('105000000005')).body).toMatchObject({ result: 'CUSTOMER NOT FOUND', customerName: null, reason: 'CONNECTION_INACTIVE' })
      // the dashboard's BBPS page answers as the biller does (one bill state: billing/billState.ts)
      expect(await t.services.dashboard.bbpsFetch('105000000005')).toMatchObject({ status: 'CUSTOMER NOT FOUND', customerName: null, amountPaise: null })
      const res = await post(body)
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ code: 'CONNECTION_INACTIVE', result: 'REJECTED', reason: 'CONNECTION_INACTIVE' })
      expect(await ledgerOf(body.txnRef)).toEqual([])
    } finally {
      await db()('consumers').where('consumer_no', '105000000005').update({ status: 'ACTIVE' })
    }
  })

  it('exactly once under concurrency: 10 identical postings make one ledger row and ten equal answers', async () => {
    const body = await payment('102000000002')
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    for (const a of answers) expect(a.body).toEqual(answers[0].body)
    expect(answers[0].body).toMatchObject({ result: 'ACCEPTED', txnRef: body.txnRef })
    expect(answers.filter((a) => a.headers['x-bbps-replay'] === 'true')).toHaveLength(9)
    expect(await ledgerOf(body.txnRef)).toHaveLength(1)
    expect(await postingOf(body.txnRef)).toHaveLength(1)
  })

  it('exactly once under concurrency: 10 references racing for one bill, one is accepted and the bill is paid once', async () => {
    const good = await payment('105000000005')
    const bill = await latestBill('105000000005')
    const bodies = Array.from({ length: 10 }, () => ({ ...good, txnRef: newRef() }))
    const answers = await Promise.all(bodies.map((b) => post(b)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409 && a.body.reason === 'NO_DUES')).toHaveLength(9)
    const paid = await db()('payments').where({ bill_id: bill.id, channel: 'BBPS' })
    expect(paid).toHaveLength(1)
    expect(Number(paid[0].amount)).toBe(good.amountPaise)
  })

  it('reconciliation: the postings of an India date as CSV and JSON, with the counts and the accepted total', async () => {
    const today = indiaToday(clock.now())
    const rows = await db()('bbps_payments').select()
    const accepted = rows.filter((r) => r.status === 'ACCEPTED')
    expect(accepted).toHaveLength(3)
    const total = accepted.reduce((s, r) => s + Number(r.amount), 0)

    const json = await recon(`?date=${today}&format=json`)
    expect(json.status).toBe(200)
    expect(json.headers['cache-control']).toBe('no-store')
    expect(json.body).toMatchObject({ status: 'success', date: today, ouId: t.config.bbps.ouId, accepted: { count: 3, totalPaise: total }, rejected: { count: rows.length - 3 } })
    expect(json.body.rows).toHaveLength(rows.length)
    const one = accepted[0]
    expect(json.body.rows).toContainEqual({
      txnRef: one.txn_ref,
      ouId: one.ou_id,
      consumerNo: one.consumer_no,
      billNo: one.bill_no,
      amountPaise: Number(one.amount),
      paymentMode: one.payment_mode,
      paidAt: one.ou_paid_at,
      postedAt: one.posted_at,
      result: 'ACCEPTED',
      reason: null,
      receiptNo: one.receipt_no,
    })

    const csv = await recon(`?date=${today}`)
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="bbps-reconciliation-${t.config.bbps.ouId}-${today}.csv"`)
    expect(csv.headers['x-bbps-accepted-count']).toBe('3')
    expect(csv.headers['x-bbps-accepted-total-paise']).toBe(String(total))
    expect(csv.headers['x-bbps-rejected-count']).toBe(String(rows.length - 3))
    const lines = csv.text.replace(/^\ufeff/, '').split('\r\n')
    expect(lines[0]).toBe('txn_ref,ou_id,consumer_no,bill_no,amount_paise,amount_rupees,payment_mode,paid_at,posted_at,result,reason,receipt_no')
    expect(lines.at(-1)).toBe('')
    expect(lines).toHaveLength(rows.length + 2)
    const rupees = `${Math.floor(Number(one.amount) / 100)}.${String(Number(one.amount) % 100).padStart(2, '0')}`
    expect(lines).toContain(
      [one.txn_ref, one.ou_id, one.consumer_no, one.bill_no, Number(one.amount), rupees, one.payment_mode, one.ou_paid_at, one.posted_at, 'ACCEPTED', '', one.receipt_no].join(','),
    )
    expect(lines.filter((l) => l.includes(',AMOUNT_MISMATCH,'))).toHaveLength(2)

    // yesterday had none
    const yesterday = await recon(`?date=${addDays(today, -1)}&format=json`)
    expect(yesterday.body).toMatchObject({ accepted: { count: 0, totalPaise: 0 }, rejected: { count: 0 }, rows: [] })
  })

  it('reconciliation: a bad or future date is a 400; the signature covers the query', async () => {
    const today = indiaToday(clock.now())
    for (const q of ['', '?date=2026-02-30', '?date=2026-1-5', '?date=yesterday', `?date=${addDays(today, 1)}`, `?date=${today}&format=xml`, `?date=${today}&date=${today}`]) {
      const res = await recon(q)
      expect(res.status, q).toBe(400)
      expect(res.body).toMatchObject({ status: 'error', code: 'INVALID' })
    }
    const swapped = await recon(`?date=${addDays(today, -1)}`, { signedTarget: `/api/bbps/reconciliation?date=${today}` })
    expect(swapped.status).toBe(401)
  })

  it('is off (404 with a clear message) when BBPS_ENABLED=false', async () => {
    const off = await createTestApp({ env: { BBPS_ENABLED: 'false' } })
    try {
      const res = await request(off.app).post('/api/bbps/bill-fetch').send({ consumerNo: '101000000001' })
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'The BBPS biller interface is not enabled on this server (BBPS_ENABLED)' })
      expect((await request(off.app).get('/api/bbps/reconciliation?date=2026-11-01')).status).toBe(404)
    } finally {
      await off.close()
    }
  })
})
