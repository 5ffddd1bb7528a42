/**
 * SMS in the consumer's language (issue 23 §4), through the outbox with every DLT template id
 * configured: each kind in English and in Assamese, its exact text and its template id; the
 * language recorded where the consumer chooses it (sign-in, application, complaint, feedback,
 * dashboard) and followed by the next SMS. The shutdown alerts' two languages:
 * test/api/admin-outages.test.ts; each text's parts: test/unit/smsTexts.test.ts.
 */
import pino from 'pino'
import request from 'supertest'
import type { PageContextServer } from 'vike/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate, formatDmyTime, formatToken } from '../../shared/format'
import type { Locale } from '../../shared/locale'
import { dashboardContext } from '../../client/loaders/dashboard/session.server'
import { pageServicesOf } from '../../server/services'
import { createReminderService } from '../../server/services/reminders'
import { smsAmount } from '../../server/services/smsTemplates'
import { addDays } from '../../shared/time'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock, withPow } from '../helpers/consumerAuth'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { DLT_TEMPLATE_IDS as ID } from '../helpers/productionEnv'
import * as smsLanguageMigration from '../../migrations/202612280200_sms-language'
import { createOrder, ledgerRows, orderRow, sandboxPost } from './payments-helpers'

interface Sent {
  text: string
  template_id: string | null
}

describe(`SMS in the consumer's language (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.UTC(2026, 10, 22, 6, 0, 0))
  /** the SMS a mobile got since the last call, oldest first */
  const seen = new Map<string, number>()
  async function newSms(mobile: string): Promise<Sent[]> {
    await t.services.payments.receiptSms!.idle()
    const rows: Array<Sent & { id: number }> = await t.testDb.db('sms_outbox').where({ mobile }).orderBy('id').select('id', 'text', 'template_id')
    const after = seen.get(mobile) ?? 0
    if (rows.length) seen.set(mobile, Number(rows[rows.length - 1].id))
    return rows.filter((r) => Number(r.id) > after).map(({ text, template_id }) => ({ text, template_id }))
  }
  const languageOf = async (mobile: string) => (await t.testDb.db('sms_language').first('locale').where({ mobile }))?.locale ?? null
  const otpOf = (sms: Sent[]) => /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '')?.[1] ?? ''

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000', ...ID } })
  })
  afterAll(async () => t?.close())

  /** A bill payment of ₹11.22 by 101000000001 through the sandbox, and its receipt number. */
  async function payBill(): Promise<{ receiptNo: string; paidAt: string }> {
    clock.advance(60_000)
    const orderId = await createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 1_122 })
    expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
    const order = await orderRow(t, orderId)
    return { receiptNo: String(order.receipt_no), paidAt: String(order.paid_at) }
  }
  const billReceipt = (locale: Locale, r: { receiptNo: string; paidAt: string }): Sent =>
    locale === 'en'
      ? {
          text: `Payment of Rs 11.22 received for APDCL consumer no 101000000001 on ${formatDmyTime(r.paidAt, 'en')}. Receipt no ${r.receiptNo}. Thank you. - APDCL`,
          template_id: ID.SMS_TEMPLATE_PAYMENT_RECEIPT,
        }
      : {
          text: `এ.পি.ডি.চি.এল.: টকা 11.22 পৰিশোধ পোৱা গ’ল, গ্ৰাহক নম্বৰ 101000000001, ${formatDmyTime(r.paidAt, 'as')}। ৰচিদ নম্বৰ ${r.receiptNo}। ধন্যবাদ। - এ.পি.ডি.চি.এল.`,
          template_id: ID.SMS_TEMPLATE_PAYMENT_RECEIPT_AS,
        }

  it('follows the last choice: English before any; signed in on an Assamese page → Assamese; applied in English → English; the Assamese dashboard → Assamese', async () => {
    const mobile = '9000000001'
    await newSms(mobile)
    expect(await languageOf(mobile)).toBeNull()
    const first = await payBill()
    expect(await newSms(mobile)).toEqual([billReceipt('en', first)])

    // the login of an Assamese page: the OTP in Assamese under its own template, the sign-in records Assamese
    const sent = await withPow((h) => request(t.app).post('/auth/login').set(h).send({ mobileNo: mobile, lang: 'as' }))
    expect(sent.status).toBe(200)
    const otpSms = await newSms(mobile)
    const code = otpOf(otpSms)
    expect(otpSms).toEqual([{ text: `${code} হৈছে এ.পি.ডি.চি.এল. গ্ৰাহক লগ ইনৰ বাবে আপোনাৰ অ’টিপি। ই ৫ মিনিটলৈ বৈধ। কাকো নজনাব। - এ.পি.ডি.চি.এল.`, template_id: ID.SMS_TEMPLATE_OTP_AS }])
    expect(await languageOf(mobile)).toBeNull() // asking for an OTP is not a choice: anyone may type a number
    const verified = await request(t.app).post('/auth/otp/verify').set('Sec-Fetch-Site', 'same-origin').send({ mobileNo: mobile, otpNo: code, src: 'portal', lang: 'as' })
    expect(verified.status).toBe(200)
    expect(await languageOf(mobile)).toBe('as')
    const second = await payBill()
    expect(await newSms(mobile)).toEqual([billReceipt('as', second)])

    // an application in English: its acknowledgement in English, and the next receipt too
    const item = await t.services.workflow.create({ kind: 'load_change', mobile, applicantName: 'Ram Das', consumerNo: '101000000001', locale: 'en', data: {} })
    expect(await newSms(mobile)).toEqual([
      {
        text: `Your APDCL application no ${item.workNo} for a load change is received. Track it on the APDCL website with this number and your mobile. - APDCL`,
        template_id: ID.SMS_TEMPLATE_WORK_CREATED,
      },
    ])
    expect(await languageOf(mobile)).toBe('en')
    const third = await payBill()
    expect(await newSms(mobile)).toEqual([billReceipt('en', third)])

    // the dashboard opened in Assamese (its language switch): the receipt after it in Assamese
    const session = (await t.testDb.db('consumer_sessions').first('*').where({ mobile })) as Record<string, unknown>
    const page = { consumerSession: { state: 'active', session: { ...session, mobile } }, services: pageServicesOf(t.services), locale: 'as', urlParsed: { search: {} } }
    await dashboardContext(page as unknown as PageContextServer)
    expect(await languageOf(mobile)).toBe('as')
    const fourth = await payBill()
    expect(await newSms(mobile)).toEqual([billReceipt('as', fourth)])
    // the same language again writes nothing (the row keeps the time it changed)
    const before = await t.testDb.db('sms_language').first('updated_at').where({ mobile })
    clock.advance(60_000)
    await dashboardContext(page as unknown as PageContextServer)
    expect(await t.testDb.db('sms_language').first('updated_at').where({ mobile })).toEqual(before)
  })

  it('the OTP: in the language of the page that asked (its body, its query or the page it came from); the desktop sign-in records it', async () => {
    // the English page's desktop login (Referer): English under SMS_TEMPLATE_ID
    clock.skip()
    const en = await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000002').set(h).set('Referer', 'http://localhost/website/ConsumerDashboard'))
    expect(en.status).toBe(200)
    const enSms = await newSms('9000000002')
    expect(enSms).toEqual([{ text: `${otpOf(enSms)} is your OTP for APDCL consumer login. It is valid for 5 minutes. Do not share it with anyone. - APDCL`, template_id: ID.SMS_TEMPLATE_ID }])
    const ok = await request(t.app)
      .post(`/api/validateOtp?mobNo=9000000002&otpNo=${otpOf(enSms)}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Referer', 'http://localhost/website/ConsumerDashboard')
    expect(ok.body.message).toBe('VALID')
    expect(await languageOf('9000000002')).toBe('en')

    // the Assamese page's (Referer /website/AS_…): Assamese; the page's `lang` in the query says the same without a Referer
    const as = await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000004').set(h).set('Referer', 'http://localhost/website/AS_ConsumerDashboard'))
    expect(as.status).toBe(200)
    const asSms = await newSms('9000000004')
    expect(asSms).toEqual([{ text: `${otpOf(asSms)} হৈছে এ.পি.ডি.চি.এল. গ্ৰাহক লগ ইনৰ বাবে আপোনাৰ অ’টিপি। ই ৫ মিনিটলৈ বৈধ। কাকো নজনাব। - এ.পি.ডি.চি.এল.`, template_id: ID.SMS_TEMPLATE_OTP_AS }])
    const valid = await request(t.app)
      .post(`/api/validateOtp?mobNo=9000000004&otpNo=${otpOf(asSms)}&lang=as`)
      .set('Sec-Fetch-Site', 'same-origin')
    expect(valid.body.message).toBe('VALID')
    expect(await languageOf('9000000004')).toBe('as')
    // a request that tells nothing (no lang, no page): the mobile's own language
    await t.testDb.db('consumer_sessions').where({ mobile: '9000000004' }).delete()
    clock.skip()
    expect((await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000004').set(h))).status).toBe(200)
    expect((await newSms('9000000004'))[0]).toMatchObject({ template_id: ID.SMS_TEMPLATE_OTP_AS })
  })

  it('a keypad recharge: the 20-digit token in Latin digits in both languages, each under its template', async () => {
    const mobile = '9000000003'
    await newSms(mobile)
    const meterNo = String((await t.testDb.db('prepaid_meters as m').join('consumers as c', 'c.id', 'm.consumer_id').first('m.meter_no').where('c.consumer_no', '103000000003')).meter_no)
    const recharge = async () => {
      clock.advance(60_000)
      const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '103000000003', amountPaise: 25_000 })
      expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
      const { recharges } = await ledgerRows(t, orderId)
      return { token: String(recharges[0].token), receiptNo: String((await orderRow(t, orderId)).receipt_no) }
    }
    const en = await recharge()
    expect(en.token).toMatch(/^\d{20}$/)
    expect(await newSms(mobile)).toEqual([
      {
        text: `Recharge of Rs 250.00 for APDCL meter no ${meterNo} is done. Token: ${formatToken(en.token)} Enter it on the meter keypad. Receipt no ${en.receiptNo} - APDCL`,
        template_id: ID.SMS_TEMPLATE_RECHARGE_TOKEN,
      },
    ])
    await t.services.smsLanguage.record(mobile, 'as')
    const as = await recharge()
    const [sms] = await newSms(mobile)
    expect(sms).toEqual({
      text: `এ.পি.ডি.চি.এল.: টকা 250.00ৰ ৰিচাৰ্জ হ’ল, মিটাৰ নম্বৰ ${meterNo}। টোকেন: ${formatToken(as.token)} মিটাৰৰ কীপেডত দিয়ক। ৰচিদ নম্বৰ ${as.receiptNo} - এ.পি.ডি.চি.এল.`,
      template_id: ID.SMS_TEMPLATE_RECHARGE_TOKEN_AS,
    })
    expect(sms.text.replace(/ /g, '')).toContain(as.token)
  })

  it('a smart prepaid recharge in both languages', async () => {
    const mobile = '9000000004'
    await t.services.smsLanguage.record(mobile, 'en')
    await newSms(mobile)
    for (const locale of ['en', 'as'] as const) {
      await t.services.smsLanguage.record(mobile, locale)
      clock.advance(60_000)
      const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '104000000004', amountPaise: 50_000 })
      expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
      const order = await orderRow(t, orderId)
      const at = formatDmyTime(String(order.paid_at), locale)
      expect(await newSms(mobile)).toEqual([
        locale === 'en'
          ? {
              text: `Recharge of Rs 500.00 credited to the smart meter of APDCL consumer no 104000000004 on ${at}. Receipt no ${order.receipt_no}. - APDCL`,
              template_id: ID.SMS_TEMPLATE_RECHARGE_RECEIPT,
            }
          : {
              text: `এ.পি.ডি.চি.এল.: টকা 500.00ৰ ৰিচাৰ্জ গ্ৰাহক নম্বৰ 104000000004ৰ স্মাৰ্ট মিটাৰত জমা হ’ল, ${at}। ৰচিদ নম্বৰ ${order.receipt_no}। - এ.পি.ডি.চি.এল.`,
              template_id: ID.SMS_TEMPLATE_RECHARGE_RECEIPT_AS,
            },
      ])
    }
  })

  it('the reminders: before the due date and below the balance, in each consumer’s language', async () => {
    const billing = t.services.billing
    const cases = [
      { consumerNo: '102000000002', mobile: '9000000002', locale: 'en' as const },
      { consumerNo: '105000000005', mobile: '9000000005', locale: 'as' as const },
    ]
    for (const c of cases) {
      await t.services.smsLanguage.record(c.mobile, c.locale)
      await newSms(c.mobile)
      const consumer = (await billing.consumer(c.consumerNo))!
      const [bill] = await billing.bills(c.consumerNo, 1)
      await t.services.reminders.save(consumer, { kind: 'due', dueDays: 3 })
      // a runner whose clock is 3 days before this bill's due date (noon in India)
      const runner = createReminderService({
        db: t.testDb.db,
        sms: t.services.sms,
        config: t.config,
        logger: pino({ level: 'silent' }),
        now: () => Date.parse(`${addDays(bill.dueDate, -3)}T06:30:00.000Z`),
      })
      expect((await runner.runOnce()).due).toBeGreaterThanOrEqual(1)
      const amount = smsAmount(bill.amountBeforeDue)
      expect((await newSms(c.mobile)).filter((m) => m.text.includes(bill.billNo))).toEqual([
        c.locale === 'en'
          ? {
              text: `APDCL: Bill ${bill.billNo} of consumer no. ${c.consumerNo} for Rs. ${amount} is due on ${formatDate(bill.dueDate, 'en')}. Pay at www.apdcl.org or any BBPS app; ignore if already paid. Helpline ${t.config.SUPPORT_PHONE}. - APDCL`,
              template_id: ID.SMS_TEMPLATE_DUE_REMINDER,
            }
          : {
              text: `এ.পি.ডি.চি.এল.: বিল ${bill.billNo} (গ্ৰাহক নম্বৰ ${c.consumerNo}) টকা ${amount}, পৰিশোধৰ শেষ তাৰিখ ${formatDate(bill.dueDate, 'as')}। www.apdcl.orgত বা যিকোনো বি.বি.পি.এছ. এপত পৰিশোধ কৰক; পৰিশোধ কৰিছে যদি এই বাৰ্তা উপেক্ষা কৰক। হেল্পলাইন ${t.config.SUPPORT_PHONE}। - এ.পি.ডি.চি.এল.`,
              template_id: ID.SMS_TEMPLATE_DUE_REMINDER_AS,
            },
      ])
    }

    const low = [
      { consumerNo: '104000000004', mobile: '9000000004', locale: 'en' as const },
      { consumerNo: '105000000006', mobile: '9000000005', locale: 'as' as const },
    ]
    for (const c of low) {
      await t.services.smsLanguage.record(c.mobile, c.locale)
      await newSms(c.mobile)
      await t.testDb.db('prepaid_meters').where('consumer_id', t.testDb.db('consumers').select('id').where('consumer_no', c.consumerNo)).update({ balance: 5_000 })
      await t.services.reminders.save((await billing.consumer(c.consumerNo))!, { kind: 'lowBalance', lowBalancePaise: 10_000 })
      expect((await t.services.reminders.runOnce()).lowBalance).toBeGreaterThanOrEqual(1)
      expect((await newSms(c.mobile)).filter((m) => m.text.includes(c.consumerNo))).toEqual([
        c.locale === 'en'
          ? {
              text: `APDCL: The prepaid balance of consumer no. ${c.consumerNo} is Rs. 50.00, below your alert level of Rs. 100.00. Recharge at www.apdcl.org to keep the supply on. Helpline ${t.config.SUPPORT_PHONE}. - APDCL`,
              template_id: ID.SMS_TEMPLATE_LOW_BALANCE,
            }
          : {
              text: `এ.পি.ডি.চি.এল.: গ্ৰাহক নম্বৰ ${c.consumerNo}ৰ প্ৰিপেইড বেলেঞ্চ টকা 50.00, আপোনাৰ সতৰ্কবাণীৰ সীমা টকা 100.00তকৈ কম। যোগান অব্যাহত ৰাখিবলৈ www.apdcl.orgত ৰিচাৰ্জ কৰক। হেল্পলাইন ${t.config.SUPPORT_PHONE}। - এ.পি.ডি.চি.এল.`,
              template_id: ID.SMS_TEMPLATE_LOW_BALANCE_AS,
            },
      ])
    }
  })

  it('applications and complaints: received, registered, state changed, escalated, each in the applicant’s language', async () => {
    const officer = { type: 'officer' as const, id: 'ae1' }
    for (const [mobile, locale] of [
      ['9100000001', 'en'],
      ['9100000002', 'as'],
    ] as const) {
      const app = await t.services.workflow.create({ kind: 'new_connection', mobile, applicantName: 'Ram Das', locale, data: {}, areaClass: 'metro', district: 'kamrup-metro' })
      const complaint = await t.services.workflow.create({ kind: 'complaint', mobile, applicantName: 'Ram Das', locale, data: {}, category: 'no_supply' })
      expect(await languageOf(mobile)).toBe(locale)
      await t.services.workflow.transition(app.workNo, 'under_review', officer)
      // past the complaint's deadline: the escalation job sends it one level up
      clock.advance(30 * 24 * 3_600_000)
      await t.services.workflow.escalateOverdue()
      // (the application's own escalation may come too: not this test's matter)
      const sms = await newSms(mobile)
      expect(sms.filter((m) => !/deadline|সময়সীমা পাৰ/.test(m.text) || m.text.includes(complaint.workNo))).toEqual(
        locale === 'en'
          ? [
              {
                text: `Your APDCL application no ${app.workNo} for a new connection is received. Track it on the APDCL website with this number and your mobile. - APDCL`,
                template_id: ID.SMS_TEMPLATE_WORK_CREATED,
              },
              {
                text: `APDCL complaint no ${complaint.workNo} is registered (no supply). Expected by ${formatDmyTime(complaint.deadlineAt!, 'en')}. For danger call 1912. - APDCL`,
                template_id: ID.SMS_TEMPLATE_COMPLAINT_CREATED,
              },
              { text: `Your APDCL application or complaint no ${app.workNo} is now: under review. Details on the APDCL website. - APDCL`, template_id: ID.SMS_TEMPLATE_WORK_STATE },
              { text: `Your APDCL application or complaint no ${complaint.workNo} passed its deadline and is sent to the sub-division officer. - APDCL`, template_id: ID.SMS_TEMPLATE_WORK_ESCALATED },
            ]
          : [
              {
                text: `আপোনাৰ এ.পি.ডি.চি.এল. আবেদন নম্বৰ ${app.workNo} (নতুন সংযোগ) পোৱা গ’ল। এই নম্বৰ আৰু আপোনাৰ ম’বাইলেৰে এ.পি.ডি.চি.এল.ৰ ৱেবছাইটত ইয়াৰ স্থিতি চাওক। - এ.পি.ডি.চি.এল.`,
                template_id: ID.SMS_TEMPLATE_WORK_CREATED_AS,
              },
              {
                text: `এ.পি.ডি.চি.এল. অভিযোগ নম্বৰ ${complaint.workNo} পঞ্জীভুক্ত হ’ল (বিদ্যুৎ যোগান নাই)। সমাধানৰ সম্ভাৱ্য সময় ${formatDmyTime(complaint.deadlineAt!, 'as')}। বিপদত 1912 নম্বৰত ফোন কৰক। - এ.পি.ডি.চি.এল.`,
                template_id: ID.SMS_TEMPLATE_COMPLAINT_CREATED_AS,
              },
              {
                text: `আপোনাৰ এ.পি.ডি.চি.এল. আবেদন বা অভিযোগ নম্বৰ ${app.workNo}ৰ স্থিতি এতিয়া: পৰীক্ষাধীন। বিৱৰণ এ.পি.ডি.চি.এল.ৰ ৱেবছাইটত। - এ.পি.ডি.চি.এল.`,
                template_id: ID.SMS_TEMPLATE_WORK_STATE_AS,
              },
              {
                text: `আপোনাৰ এ.পি.ডি.চি.এল. আবেদন বা অভিযোগ নম্বৰ ${complaint.workNo}ৰ সময়সীমা পাৰ হ’ল; ইয়াক চাব-ডিভিজন বিষয়ালৈ পঠোৱা হৈছে। - এ.পি.ডি.চি.এল.`,
                template_id: ID.SMS_TEMPLATE_WORK_ESCALATED_AS,
              },
            ],
      )
    }
  })

  it('feedback and the consumer numbers: in the page’s language; feedback records it', async () => {
    const receipt = await t.services.feedback.submit({ name: 'মীনা বৰা', mobile: '9100000003', email: undefined, topic: 'content', page: undefined, message: 'ভাল ৱেবছাইট' }, 'as')
    expect(await newSms('9100000003')).toEqual([
      { text: `এ.পি.ডি.চি.এল.: আমাৰ ৱেবছাইটৰ বিষয়ে মতামত দিয়াৰ বাবে ধন্যবাদ। আপোনাৰ উল্লেখ নম্বৰ ${receipt.reference}। - এ.পি.ডি.চি.এল.`, template_id: ID.SMS_TEMPLATE_FEEDBACK_RECEIVED_AS },
    ])
    expect(await languageOf('9100000003')).toBe('as')

    const wait = async (mobile: string) => {
      for (let i = 0; i < 50; i++) {
        const got = await newSms(mobile)
        if (got.length) return got
        await new Promise((r) => setTimeout(r, 20))
      }
      return []
    }
    await newSms('9000000005')
    // the English page's form without JavaScript, for a mobile whose language is Assamese: the page's language wins
    expect((await request(t.app).post('/api/knowConsNo/sms').type('form').send({ mobileNo: '9000000005', lang: 'en' })).status).toBe(303)
    expect(await wait('9000000005')).toEqual([
      { text: 'APDCL: consumer number(s) registered with this mobile: 105000000005, 105000000006. Helpline 1912. - APDCL', template_id: ID.SMS_TEMPLATE_CONSUMER_NUMBERS },
    ])
    // the Assamese page's JSON call (its Referer)
    expect((await request(t.app).post('/api/knowConsNo/sms').set('Referer', 'http://localhost/website/AS_KnowConsNo').send({ mobileNo: '9000000005' })).status).toBe(200)
    expect(await wait('9000000005')).toEqual([
      { text: 'এ.পি.ডি.চি.এল.: এই ম’বাইল নম্বৰত পঞ্জীভুক্ত গ্ৰাহক নম্বৰ: 105000000005, 105000000006। হেল্পলাইন 1912। - এ.পি.ডি.চি.এল.', template_id: ID.SMS_TEMPLATE_CONSUMER_NUMBERS_AS },
    ])
  })
})

/**
 * Migration 202612280200: sms_language, seeded from the latest application, complaint or
 * feedback of each mobile (before it, the workflow's SMS followed each item's locale), so an
 * upgrade keeps Assamese for those who chose it. Down drops the table.
 */
describe(`the sms_language migration (${TEST_DB})`, () => {
  let db: TestDb
  beforeAll(async () => {
    db = await createTestDb()
  })
  afterAll(async () => db?.destroy())

  it('up takes each mobile’s latest language from work_items and feedback; the check refuses another locale', async () => {
    await db.db.transaction((trx) => smsLanguageMigration.down(trx))
    const item = (workNo: string, mobile: string, locale: string, at: number) => ({
      work_no: workNo,
      kind: 'complaint',
      state: 'registered',
      mobile,
      applicant_name: 'T',
      locale,
      data: '{}',
      created_at: at,
      updated_at: at,
    })
    await db
      .db('work_items')
      .insert([
        item('CM0000000001', '9200000001', 'as', 1_000),
        item('CM0000000002', '9200000001', 'en', 2_000),
        item('CM0000000003', '9200000002', 'as', 3_000),
        item('CM0000000004', '9200000003', 'en', 1_000),
      ])
    const feedback = (reference: string, mobile: string | null, locale: string, at: number) => ({
      reference,
      name: 'T',
      mobile,
      email: null,
      topic: 'other',
      page: null,
      message: 'm',
      locale,
      created_at: at,
      sms_state: mobile ? 'sent' : 'none',
    })
    await db.db('feedback').insert([feedback('FB0000000001', '9200000003', 'as', 5_000), feedback('FB0000000002', '9200000002', 'en', 1_000), feedback('FB0000000003', null, 'as', 9_000)])
    await db.db.transaction((trx) => smsLanguageMigration.up(trx))
    const rows = await db.db('sms_language').select('mobile', 'locale', 'updated_at').orderBy('mobile')
    expect(rows.map((r) => ({ ...r, updated_at: Number(r.updated_at) }))).toEqual([
      { mobile: '9200000001', locale: 'en', updated_at: 2_000 },
      { mobile: '9200000002', locale: 'as', updated_at: 3_000 },
      { mobile: '9200000003', locale: 'as', updated_at: 5_000 },
    ])
    await expect(db.db('sms_language').insert({ mobile: '9200000009', locale: 'hi', updated_at: 1 })).rejects.toThrow()
  })
})
