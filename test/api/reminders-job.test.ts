import knexFactory from 'knex'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db/knex'
import { createDb } from '../../server/db/knex'
import { createOutboxTransport } from '../../server/adapters/sms/outbox'
import { SmsDeliveryError, type SmsTransport } from '../../server/adapters/sms'
import { createBillingService } from '../../server/services/billing'
import { createReminderService } from '../../server/services/reminders'
import { startSiteJob } from '../helpers/jobs'
import { dueReminderText, lowBalanceText } from '../../server/services/reminders/texts'
import { seedBilling } from '../../seeds/billing'
import { addDays } from '../../shared/time'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

const logger = pino({ level: 'silent' })
const TEMPLATES = { SMS_TEMPLATE_DUE_REMINDER: '1107000000000000005', SMS_TEMPLATE_LOW_BALANCE: '1107000000000000006', SUPPORT_PHONE: '1912' }
/** noon in India of an ISO date */
const noonOf = (day: string) => Date.parse(`${day}T06:30:00.000Z`)

describe(`SMS reminder job with a controlled clock and two runners (${TEST_DB})`, () => {
  let t: TestDb
  /** a second connection to the same database, as another process has */
  let other: Db
  let clock = noonOf('2026-11-21')
  const now = () => clock
  const billing = () => createBillingService(t.db)

  /** one runner ("a process"): its own database handle, the outbox transport, the shared clock */
  const runner = (db: Db, sms: SmsTransport = createOutboxTransport({ db, logger, now })) => createReminderService({ db, sms, config: TEMPLATES, logger, now })
  const outbox = async (mobile: string, like: string) =>
    (await t.db('sms_outbox').where({ mobile }).andWhere('text', 'like', `%${like}%`).orderBy('id').select('text', 'template_id')) as Array<{ text: string; template_id: string }>
  const choose = async (consumerNo: string, value: { dueDays?: 1 | 3 | 7 | null; lowBalancePaise?: number | null }) => {
    const c = (await billing().consumer(consumerNo))!
    const service = runner(t.db)
    if ('dueDays' in value) await service.save(c, { kind: 'due', dueDays: value.dueDays ?? null })
    else await service.save(c, { kind: 'lowBalance', lowBalancePaise: value.lowBalancePaise ?? null })
  }
  const setBalance = (consumerNo: string, paise: number) => t.db('prepaid_meters').where('consumer_id', t.db('consumers').select('id').where('consumer_no', consumerNo)).update({ balance: paise })

  beforeAll(async () => {
    t = await createTestDb()
    await seedBilling(t.db, '2026-11-21')
    other = t.dialect === 'postgres' ? knexFactory({ ...t.db.client.config, pool: { min: 0, max: 5 } }) : createDb({ sqlitePath: t.sqlitePath!, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
  })
  afterAll(async () => {
    await other?.destroy()
    await t?.destroy()
  })

  it('sends a due-date reminder once, the chosen days before the due date, with the DLT template id', async () => {
    const [bill] = await billing().bills('101000000001', 1)
    await choose('101000000001', { dueDays: 3 })
    const a = runner(t.db)
    clock = noonOf(addDays(bill.dueDate, -4))
    expect(await a.runOnce()).toEqual({ due: 0, lowBalance: 0, failed: 0, rearmed: 0 })
    expect(await outbox('9000000001', 'is due on')).toHaveLength(0)

    clock = noonOf(addDays(bill.dueDate, -3))
    expect((await a.runOnce()).due).toBe(1)
    const sent = await outbox('9000000001', 'is due on')
    expect(sent).toEqual([
      { text: dueReminderText({ consumerNo: '101000000001', billNo: bill.billNo, amountPaise: bill.amountBeforeDue, dueDate: bill.dueDate, helpline: '1912' }), template_id: '1107000000000000005' },
    ])
    expect(sent[0].text).toContain(bill.billNo)
    expect(sent[0].text).not.toMatch(/(?<!\d)\d{6}(?!\d)/) // nothing an OTP reader would take for an OTP

    // not twice: later passes, the last days, another choice of days for the same bill
    for (const day of [-3, -2, -1, 0]) {
      clock = noonOf(addDays(bill.dueDate, day))
      expect((await a.runOnce()).due).toBe(0)
    }
    await choose('101000000001', { dueDays: 7 })
    expect((await a.runOnce()).due).toBe(0)
    expect(await outbox('9000000001', 'is due on')).toHaveLength(1)
    const rows = await t.db('sent_reminders').where({ kind: 'due', ref: bill.billNo })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'sent', mobile: '9000000001' })
    expect(Number(rows[0].sent_at)).toBe(noonOf(addDays(bill.dueDate, -3)))

    // after the due date nothing more; turned off, nothing either
    clock = noonOf(addDays(bill.dueDate, 1))
    expect((await a.runOnce()).due).toBe(0)
  })

  it('two runners at the same time send it once (the unique record, not the lease)', async () => {
    const [bill] = await billing().bills('105000000005', 1)
    await choose('105000000005', { dueDays: 7 })
    clock = noonOf(addDays(bill.dueDate, -5))
    const a = runner(t.db)
    const b = runner(other)
    for (let round = 0; round < 5; round++) {
      const passes = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
      expect(
        passes.reduce((n, p) => n + p.due, 0),
        `round ${round}`,
      ).toBe(round === 0 ? 1 : 0)
    }
    expect(await outbox('9000000005', 'is due on')).toHaveLength(1)
    expect(await t.db('sent_reminders').where({ kind: 'due', ref: bill.billNo })).toHaveLength(1)
  })

  it('sends no reminder for a paid bill, an older bill, or a consumer who chose none', async () => {
    const [bill] = await billing().bills('102000000002', 1)
    const consumerId = (await t.db('consumers').first('id').where('consumer_no', '102000000002')).id
    const billId = (await t.db('bills').first('id').where('bill_no', bill.billNo)).id
    await t
      .db('payments')
      .insert({ receipt_no: 'RTESTPAID1', consumer_id: consumerId, bill_id: billId, amount: bill.amountBeforeDue, paid_at: '2026-11-20T05:00:00.000Z', channel: 'ONLINE', txn_id: 'TXNTESTPAID1' })
    await choose('102000000002', { dueDays: 7 })
    clock = noonOf(addDays(bill.dueDate, -2))
    expect((await runner(t.db).runOnce()).due).toBe(0)
    expect(await outbox('9000000002', 'is due on')).toHaveLength(0)
    await choose('102000000002', { dueDays: null })
    await t.db('payments').where('receipt_no', 'RTESTPAID1').delete()
    expect((await runner(t.db).runOnce()).due).toBe(0)
  })

  it('sends a low-balance alert once per crossing, re-armed when a recharge lifts the balance back', async () => {
    await setBalance('104000000004', 5_000)
    await choose('104000000004', { lowBalancePaise: 10_000 })
    clock = noonOf('2026-11-21')
    const a = runner(t.db)
    const b = runner(other)
    expect((await a.runOnce()).lowBalance).toBe(1)
    expect(await outbox('9000000004', 'prepaid balance')).toEqual([
      { text: lowBalanceText({ consumerNo: '104000000004', balancePaise: 5_000, thresholdPaise: 10_000, helpline: '1912' }), template_id: '1107000000000000006' },
    ])
    // still low: no second alert, whoever runs
    await setBalance('104000000004', 3_000)
    expect((await Promise.all([a.runOnce(), b.runOnce()])).reduce((n, p) => n + p.lowBalance, 0)).toBe(0)

    // a recharge: back above the threshold re-arms the alert once, even with two runners
    await setBalance('104000000004', 60_000)
    const rearm = await Promise.all([a.runOnce(), b.runOnce()])
    expect(rearm.reduce((n, p) => n + p.rearmed, 0)).toBe(1)
    expect(rearm.reduce((n, p) => n + p.lowBalance, 0)).toBe(0)
    expect((await a.runOnce()).rearmed).toBe(0) // nothing to re-arm again
    expect(await outbox('9000000004', 'prepaid balance')).toHaveLength(1)

    // the next crossing below: one new alert, with two runners at once
    await setBalance('104000000004', 9_999)
    const again = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    expect(again.reduce((n, p) => n + p.lowBalance, 0)).toBe(1)
    expect(await outbox('9000000004', 'prepaid balance')).toHaveLength(2)
    const rounds = await t
      .db('sent_reminders')
      .where({ kind: 'low_balance', consumer_id: t.db('consumers').select('id').where('consumer_no', '104000000004') })
      .orderBy('ref')
      .select('ref')
    expect(rounds.map((r) => r.ref)).toEqual(['0', '1'])

    // exactly at the threshold is not below it; turned off, nothing is sent
    await setBalance('104000000004', 10_000)
    expect((await a.runOnce()).lowBalance).toBe(0)
    await choose('104000000004', { lowBalancePaise: null })
    await setBalance('104000000004', 100)
    expect((await a.runOnce()).lowBalance).toBe(0)
    expect(await outbox('9000000004', 'prepaid balance')).toHaveLength(2)
  })

  it('a keypad prepaid meter: two runners at once send its alert once', async () => {
    await setBalance('103000000003', 2_000)
    await choose('103000000003', { lowBalancePaise: 20_000 })
    const passes = await Promise.all([runner(t.db).runOnce(), runner(other).runOnce()])
    expect(passes.reduce((n, p) => n + p.lowBalance, 0)).toBe(1)
    expect(await outbox('9000000003', 'prepaid balance')).toHaveLength(1)
  })

  it('records a gateway failure and does not retry it (at most one SMS per reminder)', async () => {
    await setBalance('105000000006', 1_000)
    await choose('105000000006', { lowBalancePaise: 50_000 })
    const failing: SmsTransport = { kind: 'http', send: vi.fn(async () => Promise.reject(new SmsDeliveryError('The SMS gateway could not be reached'))) }
    expect(await runner(t.db, failing).runOnce()).toMatchObject({ lowBalance: 0, failed: 1 })
    expect(failing.send).toHaveBeenCalledTimes(1)
    expect(await runner(t.db, failing).runOnce()).toMatchObject({ failed: 0 })
    expect(failing.send).toHaveBeenCalledTimes(1)
    const [row] = await t.db('sent_reminders').where({ kind: 'low_balance', consumer_id: t.db('consumers').select('id').where('consumer_no', '105000000006') })
    expect(row).toMatchObject({ status: 'failed', ref: '0' })
    expect(row.sent_at).toBeNull()
  })

  it('the scheduled job of two processes, even without a lease, sends each reminder once', async () => {
    await setBalance('103000000003', 60_000)
    await runner(t.db).runOnce() // re-armed by the recharge
    await setBalance('103000000003', 1_000)
    const sms = createOutboxTransport({ db: t.db, logger, now })
    const spy = vi.spyOn(sms, 'send')
    const jobs = [
      startSiteJob('sms-reminders', { reminders: runner(t.db, sms) }, { intervalMs: 20, logger }),
      startSiteJob('sms-reminders', { reminders: runner(other, sms) }, { intervalMs: 20, logger }),
    ]
    await new Promise((r) => setTimeout(r, 400))
    await Promise.all(jobs.map((j) => j.stop()))
    expect(spy).toHaveBeenCalledTimes(1)
    expect(await outbox('9000000003', 'prepaid balance')).toHaveLength(2)
  })
})
