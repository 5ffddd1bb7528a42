import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maskMobile } from '../../shared/billing/input'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { createOrder, orderRow, sandboxPost } from './payments-helpers'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const CAP = 3
const HOUR = 3_600_000

/**
 * The daily cap on the SMS public forms send to one number (issue 27 §13): past
 * SMS_FORM_DAILY_CAP acknowledgements in a day a number gets no more (each skipped one is
 * recorded in sms_skipped and logged), the form still succeeds, another number is not
 * touched, the next day the number gets SMS again, and messages the utility must send (a
 * payment receipt) are never capped.
 */
describe(`the daily SMS cap of a receiving number (${TEST_DB})`, () => {
  let t: TestApp
  // 06:00 in India: the day's window (from 05:30 India time) has just begun
  const clock = testClock(Date.parse('2026-12-24T00:30:00.000Z'))
  const logLines: string[] = []
  let ipSeq = 0

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (l: string) => void logLines.push(l) })
    t = await createTestApp({ seed: true, now: clock.now, logger, env: { AUTH_IP_LIMIT: '100000', TRUST_PROXY: 'loopback', SMS_FORM_DAILY_CAP: String(CAP) } })
  })
  afterAll(async () => t?.close())

  const outbox = async (mobile: string) => ((await t.testDb.db('sms_outbox').where({ mobile }).orderBy('id').select('text')) as Array<{ text: string }>).map((r) => r.text)
  const skipped = async (mobile: string) => (await t.testDb.db('sms_skipped').where({ mobile }).orderBy('id').select('kind', 'reason')) as Array<{ kind: string; reason: string }>
  const feedback = (mobile: string) =>
    request(t.app)
      .post('/api/feedback')
      .set('X-Forwarded-For', `198.51.100.${++ipSeq}`)
      .send({ name: 'Mina Bora', mobile, topic: 'accessibility', message: 'The tender table cannot be read with a screen reader.' })
  // JSON without a photo (a form with files asks for a proof of work first: test/api/complaints.test.ts)
  const complaint = (mobile: string) =>
    request(t.app)
      .post('/api/complaints')
      .set(SAME)
      .set('X-Forwarded-For', `198.51.100.${++ipSeq}`)
      .send({ category: 'no_supply', subcategory: 'whole_area', description: 'No power in our lane since 6 am.', district: 'kamrup-metro', locality: 'Zoo Road, Guwahati', name: 'Ram Das', mobile })

  it('the acknowledgement past the cap is not sent, the form still succeeds; another number still gets its SMS', async () => {
    const victim = '9712355501'
    const other = '9712355502'
    // feedback and complaints count together: the cap is the number's, not the form's
    for (let i = 0; i < CAP - 1; i++) expect((await feedback(victim).expect(201)).body.ack).toBe('sms')
    const first = await complaint(victim).expect(201)
    expect(await outbox(victim)).toHaveLength(CAP)
    expect((await outbox(victim))[CAP - 1]).toContain(first.body.complaint.workNo)

    const lines = logLines.length
    const over = await feedback(victim).expect(201)
    expect(over.body).toMatchObject({ status: 'success', ack: 'page' })
    const overComplaint = await complaint(victim).expect(201)
    expect(overComplaint.body.complaint.workNo).toBeTruthy()
    expect(await outbox(victim)).toHaveLength(CAP)
    expect(await skipped(victim)).toEqual([
      { kind: 'feedbackReceived', reason: 'daily-cap' },
      { kind: 'complaintCreated', reason: 'daily-cap' },
    ])
    // the feedback row says it was not sent; the complaint is on the desk all the same
    expect((await t.testDb.db('feedback').where({ reference: over.body.reference }).first()).sms_state).toBe('failed')
    expect(await t.testDb.db('work_items').where({ work_no: overComplaint.body.complaint.workNo }).first()).toBeTruthy()
    const capLines = logLines.slice(lines).filter((l) => l.includes('daily cap'))
    expect(capLines).toHaveLength(2)
    expect(capLines[0]).toContain(maskMobile(victim))
    expect(capLines.join('\n')).not.toContain(victim)

    // another number is not touched
    expect((await feedback(other).expect(201)).body.ack).toBe('sms')
    expect(await outbox(other)).toHaveLength(1)
    expect(await skipped(other)).toEqual([])

    // the next day the number gets its acknowledgements again
    clock.advance(24 * HOUR)
    expect((await feedback(victim).expect(201)).body.ack).toBe('sms')
    expect(await outbox(victim)).toHaveLength(CAP + 1)
  })

  it('a payment receipt to a number past its cap is still sent', async () => {
    // 9000000001 is the mobile of the demo consumer 101000000001
    const mobile = '9000000001'
    for (let i = 0; i < CAP; i++) await feedback(mobile).expect(201)
    await feedback(mobile).expect(201)
    expect((await skipped(mobile)).map((s) => s.kind)).toEqual(['feedbackReceived'])
    const before = (await outbox(mobile)).length

    const orderId = await createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 50_000 })
    expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
    await t.services.payments.receiptSms!.idle()
    const order = await orderRow(t, orderId)
    const after = await outbox(mobile)
    expect(after).toHaveLength(before + 1)
    expect(after[after.length - 1]).toContain(order.receipt_no)
    expect((await skipped(mobile)).map((s) => s.kind)).toEqual(['feedbackReceived'])
  })
})
