/**
 * Numbers as people type them (issue 23 §5), through the server: an Assamese-digit consumer
 * number and a '+91 90000 00001' mobile work on the login (OTP send and verify), the bill
 * lookups of /ViewBill and /PayBill (their GET form without JavaScript and the UPI QR and
 * payment order calls they make), the §7 consumer details call and a complaint form post,
 * while truly wrong input keeps the spec's words. SQLite and PostgreSQL.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import request from 'supertest'
import type { PageContextServer } from 'vike/types'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServices } from '../../server/services'
import { seedIfEmpty } from '../../seeds'
import { billUpiQrUrl } from '../../shared/content/documentLinks'
import { MESSAGES } from '../../shared/messages'
import { latinDigits } from '../../shared/input/fields'
import { indiaToday } from '../../shared/time'
import { consumerFromQuery } from '../../client/loaders/billing/consumer.server'
import { latestOtp, testClock, withPow } from '../helpers/consumerAuth'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

/** The page renderer answers the form's state it was given (the pages are tested in Chromium). */
vi.mock('vike/server', () => import('../helpers/formPostVike'))

/** Latin → Assamese digits, as the Assamese pages print them. */
const assamese = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))

describe(`numbers as people type them, through the server (${TEST_DB})`, () => {
  let testDb: TestDb
  let app: App
  let uploads: string
  const clock = testClock(Date.parse('2026-12-10T04:30:00.000Z'))

  beforeAll(async () => {
    testDb = await createTestDb()
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-number-input-'))
    const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, AUTH_IP_LIMIT: '100000', PAGE_CACHE_TTL_MS: '0', ALTCHA_MAX_NUMBER: '1000' })
    await seedIfEmpty(testDb.db, { uploadsPath: config.uploadsPath, stsVendingKey: config.stsVendingKey })
    const logger = pino({ level: 'silent' })
    app = await createApp({ config, db: testDb.db, logger, pages: true, services: createServices({ db: testDb.db, config, logger, now: clock.now }) })
  })
  afterAll(async () => {
    await testDb?.destroy()
    if (uploads) fs.rmSync(uploads, { recursive: true, force: true })
  })

  it.each([
    ['+91 90000 00005', '9000000005'],
    ['৯০০০০ ০০০০৫', '9000000005'],
    ['0 9000000005', '9000000005'],
  ])('login: %j gets its OTP, and the OTP typed in Assamese digits signs in', async (typed, mobile) => {
    clock.skip()
    await testDb.db('consumer_sessions').delete()
    const sent = await withPow((h) => request(app.app).post('/auth/login').set(h).send({ mobileNo: typed, type: 'old', src: 'portal' }))
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ status: 'success', message: MESSAGES.otpSent })
    const otp = await latestOtp(app.app, mobile)
    const v = await request(app.app)
      .post('/auth/otp/verify')
      .set(SAME)
      .send({ mobileNo: typed, otpNo: assamese(otp), src: 'portal' })
    expect(v.status).toBe(200)
    expect(v.body).toMatchObject({ status: 'success', consList: ['105000000005', '105000000006'] })
    // the §7 details call of the dashboard takes the numbers as typed too
    const details = await request(app.app).post('/api/web/auth/getConsDetails').set('Authorization', `Bearer ${v.body.accessToken}`).send({ consNo: '১০৫০ ০০০০ ০০০৫', mobileNo: typed })
    expect(details.status).toBe(200)
    expect(details.body).toMatchObject({ message: '00', connType: 'POSTPAID' })
  })

  it("login: truly wrong mobiles keep the spec's words", async () => {
    for (const [mobileNo, message] of [
      ['+91 9000', MESSAGES.mobileInvalid],
      ['৯০০০০abcde', MESSAGES.mobileInvalid],
      ['', MESSAGES.mobileEmpty],
    ]) {
      const res = await request(app.app).post('/auth/login').send({ mobileNo, type: 'old', src: 'portal' })
      expect(res.status, mobileNo).toBe(400)
      expect(res.body).toMatchObject({ status: 'error', message })
    }
  })

  it('/ViewBill and /PayBill without JavaScript: ?consNo= in Assamese digits finds the consumer', async () => {
    const page = (consNo: string) => consumerFromQuery({ urlParsed: { search: { consNo } }, services: app.services } as unknown as PageContextServer)
    const found = await page('১০১০ ০০০০ ০০০১')
    expect(found).toMatchObject({ consNo: '101000000001', submitted: true, errors: [] })
    expect(found.consumer?.consumerNo).toBe('101000000001')
    // truly wrong: the spec's 'Enter Numbers Only!' (billing:problems.numbersOnly)
    expect((await page('১০১abc')).errors).toEqual([{ field: 'consNo', key: 'numbersOnly' }])
  })

  it("the bill's UPI QR and payment order take an Assamese-digit consumer number", async () => {
    const cons = '101000000001'
    const bill = (await app.services.billing.bills(cons, 1))[0]!
    const payable = (await app.services.billingLookups.billPaymentState(cons, bill, indiaToday(clock.now()))).payablePaise
    expect(payable).toBeGreaterThan(0)
    const qr = await request(app.app).get(billUpiQrUrl(bill.billNo, assamese(cons), payable))
    expect(qr.status).toBe(200)
    expect(qr.headers['content-type']).toBe('image/png')
    const order = await request(app.app)
      .post('/api/payments/orders')
      .set(SAME)
      .set('Idempotency-Key', 'number-input-0001')
      .send({ purpose: 'bill', consumerNo: `${assamese(cons.slice(0, 6))} ${cons.slice(6)}`, amountPaise: payable })
    expect(order.status, JSON.stringify(order.body)).toBeLessThan(300)
    const stored = await testDb.db('payment_orders as o').join('consumers as c', 'c.id', 'o.consumer_id').where('o.order_id', order.body.orderId).first('c.consumer_no')
    expect(stored.consumer_no).toBe(cons)
    const wrong = await request(app.app).get(billUpiQrUrl(bill.billNo, '১০১abc', payable))
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ status: 'error', message: MESSAGES.numbersOnly })
  })

  it('a complaint form post takes a +91 mobile and an Assamese-digit consumer number', async () => {
    const body = {
      category: 'meter',
      subcategory: 'meter_stopped',
      description: 'The meter display is blank since Monday.',
      district: 'jorhat',
      locality: 'Na-Ali, Jorhat',
      name: 'Mina Bora',
      mobile: '+91 96123 00042',
      consNo: '১০৫০০০০০০০০৫',
    }
    const res = await request(app.app).post('/website/AS_RegisterComplaint').set(SAME).type('form').send(body).redirects(0)
    expect(res.status, res.text).toBe(303)
    const no = /applNo=(CM\d{10})$/.exec(res.headers.location)![1]!
    const item = await app.services.workflow.lookup(no, '9612300042')
    expect(item).toMatchObject({ kind: 'complaint' })
    const row = await testDb.db('work_items').where({ work_no: no }).first()
    expect(JSON.stringify(row)).toContain('105000000005')
    expect(latinDigits(JSON.stringify(row))).toBe(JSON.stringify(row)) // stored in Latin digits
  })
})
