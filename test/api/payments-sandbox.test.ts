import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { latinWords } from '../helpers/latinWords'
import { createOrder, ledgerRows, orderRow, postOrder, sandboxPost } from './payments-helpers'

const MIN = 60_000

/** What a reader of a page meets in words: its text without the tags, leaving out what is marked translate="no" (latinWords.ts). */
const readerWords = (html: string) =>
  html
    .replace(/<(\w+)[^>]*translate="no"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*\salt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<style[\s\S]*?<\/style>|<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')

describe(`payments: the sandbox gateway at /sandbox-pg and reconciliation (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock()
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())

  const billOrder = (amountPaise = 1_122, extra: { locale?: 'en' | 'as'; channel?: 'web' | 'mobile-app' } = {}) =>
    createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise, ...extra })

  /** earlier tests leave orders open; reconciliation tests count only their own */
  const closeOpenOrders = () => t.testDb.db('payment_orders').whereIn('status', ['CREATED', 'PENDING']).update({ status: 'CANCELLED' })

  it('the checkout page: accessible HTML, labelled SANDBOX, amount and consumer number, four buttons, no script; CSP applies', async () => {
    const orderId = await billOrder()
    const res = await request(t.app).get(`/sandbox-pg/checkout/${orderId}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    expect(res.headers['content-security-policy']).toMatch(/form-action 'self'/)
    const html = res.text
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(html).toContain('<title>Pay ₹\u00a011.22 — Sandbox payment gateway</title>')
    expect(html).toContain('SANDBOX — no real money moves')
    expect(html).toContain('<dd>₹\u00a011.22</dd>')
    expect(html).toContain('<dd>101000000001</dd>')
    expect(html).toContain(`<form method="post" action="/sandbox-pg/checkout/${orderId}">`)
    expect(html).toContain('<legend>Choose what the bank answers</legend>')
    for (const [value, label] of [
      ['pay', 'Pay'],
      ['fail', 'Fail'],
      ['cancel', 'Cancel'],
      ['pay-lose-callback', 'Pay, but lose the callback'],
    ]) {
      expect(html).toMatch(new RegExp(`<button type="submit" name="action" value="${value}"[^>]*>${label}</button>`))
    }
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i)
    const css = await request(t.app).get('/sandbox-pg/sandbox.css')
    expect(css.status).toBe(200)
    expect(css.headers['content-type']).toMatch(/^text\/css/)
  })

  it('an Assamese order: the checkout, its refusals and the page after it speak Assamese (issue 23 §3)', async () => {
    const res = await postOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 1_122, locale: 'as', confirmRepeat: true })
    expect(res.status).toBe(201)
    const orderId = res.body.orderId as string
    expect(res.body.redirectUrl).toBe(`/sandbox-pg/checkout/${orderId}?lang=as`)
    const page = await request(t.app).get(res.body.redirectUrl)
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/^<!doctype html>\n<html lang="as">/)
    expect(page.text).toContain('<title>₹\u00a0১১.২২ পৰিশোধ কৰক — ছেণ্ডবক্স পেমেণ্ট গেটৱে</title>')
    expect(page.text).toContain('<dt>গ্ৰাহক নম্বৰ</dt><dd>101000000001</dd>')
    // the form posts keep the language
    expect(page.text).toContain(`<form method="post" action="/sandbox-pg/checkout/${orderId}?lang=as">`)
    expect(page.text).toMatch(/<button type="submit" name="action" value="pay" class="pay">পৰিশোধ কৰক<\/button>/)
    // no English: what is left in Latin letters is an identifier or marked as copied (the demo payee's UPI id)
    expect(latinWords(readerWords(page.text))).toEqual([])
    expect(page.text).toContain('<span translate="no">apdcl.demo@example</span>')

    const none = await request(t.app).post(`/sandbox-pg/checkout/${orderId}?lang=as`).type('form').send({})
    expect(none.status).toBe(400)
    expect(none.text).toContain('<h1>এটা ফলাফল বাছনি কৰক</h1>')
    expect(none.text).toContain(`<a href="/sandbox-pg/checkout/${orderId}?lang=as">`)
    expect(latinWords(readerWords(none.text))).toEqual([])

    const paid = await request(t.app).post(`/sandbox-pg/checkout/${orderId}?lang=as`).type('form').send({ action: 'pay' })
    expect(paid.status).toBe(303)
    expect(paid.headers.location).toBe(`/website/AS_PaymentStatus?consNo=101000000001&txnId=${orderId}`)
    const again = await request(t.app).get(`/sandbox-pg/checkout/${orderId}?lang=as`)
    expect(again.status).toBe(409)
    expect(again.text).toContain(`অৰ্ডাৰ <span translate="no">${orderId}</span>ৰ ফলাফল: <strong>সফল</strong>`)
    expect(latinWords(readerWords(again.text))).toEqual([])
    const unknown = await request(t.app).get('/sandbox-pg/checkout/APDAAAAAAAAAAAAAAAA?lang=as')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('<h1>লেনদেন পোৱা নগ’ল</h1>')
    expect(unknown.text).toContain('<a href="/website/Assamese">')
    expect(latinWords(readerWords(unknown.text))).toEqual([])
  })

  it('an unknown order or path is a clear 404 page, never a 500', async () => {
    for (const [path, status] of [
      ['/sandbox-pg/checkout/APDAAAAAAAAAAAAAAAA', 404],
      ['/sandbox-pg/checkout/nonsense', 404],
      ['/sandbox-pg/elsewhere', 404],
      ['/sandbox-pg/checkout/%E0%A4%A', 400], // not even a URL
    ] as const) {
      const res = await request(t.app).get(path)
      expect(res.status, path).toBe(status)
      expect(res.text, path).toContain('<html lang="en">')
    }
    const post = await sandboxPost(t, 'APDAAAAAAAAAAAAAAAA', 'pay')
    expect(post.status).toBe(404)
    expect(post.text).toContain('Transaction not found')
  })

  it('Pay: signed callback delivered in-process, order PAID, one payment, 303 to the status page; a second press is a 409 page', async () => {
    const orderId = await billOrder()
    const res = await sandboxPost(t, orderId, 'pay')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/website/PaymentStatus?consNo=101000000001&txnId=${orderId}`)
    const order = await orderRow(t, orderId)
    const sandbox = await t.testDb.db('sandbox_pg_transactions').first().where('order_id', orderId)
    expect(order).toMatchObject({ status: 'PAID', gateway_txn_id: sandbox.gateway_txn_id, receipt_no: expect.stringMatching(/^RC\d{8}[A-Z2-7]{8}$/) })
    expect(sandbox).toMatchObject({ status: 'SUCCESS', callback_delivered: expect.anything() })
    expect(Boolean(sandbox.callback_delivered)).toBe(true)
    expect((await ledgerRows(t, orderId)).payments).toHaveLength(1)
    expect(await t.testDb.db('payment_events').where('order_id', orderId).first()).toMatchObject({ status: 'SUCCESS', raw: expect.stringContaining(orderId) })

    for (const action of ['pay', 'fail']) {
      const again = await sandboxPost(t, orderId, action)
      expect(again.status).toBe(409)
      expect(again.text).toContain('This transaction is already complete')
    }
    expect((await request(t.app).get(`/sandbox-pg/checkout/${orderId}`)).status).toBe(409)
    expect((await ledgerRows(t, orderId)).total).toBe(1)
    expect((await orderRow(t, orderId)).status).toBe('PAID')
  })

  it('Fail and Cancel close the order and post nothing; Assamese mobile-app orders return to AS_PaymentStatus&app=1', async () => {
    const failed = await billOrder(10_000)
    expect((await sandboxPost(t, failed, 'fail')).status).toBe(303)
    expect((await orderRow(t, failed)).status).toBe('FAILED')
    const cancelled = await billOrder(10_000, { locale: 'as', channel: 'mobile-app' })
    const res = await sandboxPost(t, cancelled, 'cancel')
    expect(res.headers.location).toBe(`/website/AS_PaymentStatus?consNo=101000000001&txnId=${cancelled}&app=1`)
    expect((await orderRow(t, cancelled)).status).toBe('CANCELLED')
    expect((await ledgerRows(t, failed)).total + (await ledgerRows(t, cancelled)).total).toBe(0)
  })

  it('no or an unknown action is a 400 page and changes nothing', async () => {
    const orderId = await billOrder()
    for (const body of [{}, { action: 'steal' }, { action: ['pay', 'pay'] }]) {
      const res = await request(t.app).post(`/sandbox-pg/checkout/${orderId}`).type('form').send(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.text).toContain('Choose an outcome')
    }
    expect((await orderRow(t, orderId)).status).toBe('CREATED')
  })

  it('a lost callback: the order stays open until reconciliation settles it, once', async () => {
    await closeOpenOrders()
    const orderId = await billOrder(66_600)
    const res = await sandboxPost(t, orderId, 'pay-lose-callback')
    expect(res.status).toBe(303)
    expect((await orderRow(t, orderId)).status).toBe('CREATED')
    expect((await ledgerRows(t, orderId)).total).toBe(0)
    const sandbox = await t.testDb.db('sandbox_pg_transactions').first().where('order_id', orderId)
    expect(sandbox.status).toBe('SUCCESS')
    expect(Boolean(sandbox.callback_delivered)).toBe(false)

    // not old enough yet
    expect(await t.services.payments.reconcile({ olderThanMs: 15 * MIN })).toMatchObject({ checked: 0, paid: 0 })
    expect((await orderRow(t, orderId)).status).toBe('CREATED')

    clock.advance(16 * MIN)
    const first = await t.services.payments.reconcile({ olderThanMs: 15 * MIN })
    expect(first).toEqual({ checked: 1, paid: 1, failed: 0, cancelled: 0, pending: 0, unchanged: 0, errors: 0 })
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'PAID', gateway_txn_id: sandbox.gateway_txn_id, receipt_no: expect.stringMatching(/^RC/) })
    expect((await ledgerRows(t, orderId)).payments).toHaveLength(1)
    expect(await t.testDb.db('payment_events').where('order_id', orderId).first()).toMatchObject({ event_id: `recon:${orderId}:SUCCESS` })

    const again = await t.services.payments.reconcile({ olderThanMs: 15 * MIN })
    expect(again).toMatchObject({ checked: 0, paid: 0 })
    expect((await ledgerRows(t, orderId)).total).toBe(1)
  })

  it('reconciliation: a payer still on the gateway page → PENDING; a failure → FAILED; an order the gateway never saw is cancelled after a day', async () => {
    await closeOpenOrders()
    const onPage = await billOrder(10_100)
    const failing = await billOrder(10_200)
    await t.testDb
      .db('sandbox_pg_transactions')
      .where('order_id', failing)
      .update({ status: 'FAILED', completed_at: new Date(clock.now()).toISOString() })
    const unseen = await billOrder(10_300)
    await t.testDb.db('sandbox_pg_transactions').where('order_id', unseen).delete()

    const r1 = await t.services.payments.reconcile({ olderThanMs: 0 })
    expect(r1).toEqual({ checked: 3, paid: 0, failed: 1, cancelled: 0, pending: 1, unchanged: 1, errors: 0 })
    expect((await orderRow(t, onPage)).status).toBe('PENDING')
    expect((await orderRow(t, failing)).status).toBe('FAILED')
    expect((await orderRow(t, unseen)).status).toBe('CREATED')
    const s = await request(t.app).get(`/api/payments/status?consNo=101000000001&txnId=${onPage}`)
    expect(s.body.status).toBe('PENDING')

    clock.advance(25 * 60 * MIN)
    const r2 = await t.services.payments.reconcile({ olderThanMs: 0 })
    expect(r2).toMatchObject({ checked: 2, cancelled: 1, unchanged: 1 })
    expect((await orderRow(t, unseen)).status).toBe('CANCELLED')
    // the payer on the page can still pay
    expect((await sandboxPost(t, onPage, 'pay')).status).toBe(303)
    expect((await orderRow(t, onPage)).status).toBe('PAID')
  })
})
