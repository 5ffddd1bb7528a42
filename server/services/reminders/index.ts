/**
 * SMS reminders (issue 9 §3): each consumer's choice, and the pass of the scheduled job that
 * sends them. A due-date reminder goes once per bill, some days before its due date, while the
 * bill is the newest and not paid; a low-balance alert once per crossing below the threshold,
 * re-armed when the balance is back at or above it (a recharge).
 *
 * "Once" holds with several runners at the same time (two processes, a lease taken over in the
 * middle of a pass): a reminder is first recorded in sent_reminders under its unique key
 * (consumer, kind, bill number or round), and only the runner whose insert went in sends it.
 * The SMS goes after the record, so a crash between the two loses a reminder rather than
 * sending it twice; a gateway failure is recorded as such and not retried.
 */
import { countedFor, payableOf } from '#shared/billing/payable'
import type { Logger } from 'pino'
import type { Consumer } from '#shared/billing/contract'
import type { ReminderSettings } from '#shared/dashboard/insights'
import { REMINDER_DAYS, reminderKindOf, type ReminderDays, type ReminderValue } from '#shared/dashboard/reminders'
import { maskMobile } from '#shared/billing/input'
import { addDays, indiaToday } from '#shared/time'
import type { Config } from '../../config'
import type { Db } from '../../db/knex'
import type { SmsTransport } from '../../adapters/sms'
import { num, type Row } from '../../db/rows'
import { asSmsLocale, smsLocaleColumn } from '../smsLanguage'
import { smsTemplateId, type SmsTemplateIds } from '../smsTemplates'
import { dueReminderText, lowBalanceText } from './texts'
import { consumerFacts } from '../billing/consumerRecord'

export interface ReminderServiceDeps {
  db: Db
  sms: SmsTransport
  /** the helpline the texts name, and the DLT template ids of both reminders in both languages */
  config: Pick<Config, 'SUPPORT_PHONE'> & SmsTemplateIds
  logger: Logger
  /** the clock (tests move it) */
  now?: () => number
}

/** What one pass did: reminders sent (or failed at the gateway), low-balance alerts re-armed. */
export interface ReminderPass {
  due: number
  lowBalance: number
  failed: number
  rearmed: number
}

type SentKind = 'due' | 'low_balance'

const POSTPAID = ['POSTPAID', 'SMART POSTPAID']
const LONGEST = Math.max(...REMINDER_DAYS)

export function createReminderService(deps: ReminderServiceDeps) {
  const { db, sms, logger } = deps
  const now = deps.now ?? Date.now

  async function settingsOf(consumerId: number, consumer: Pick<Consumer, 'consumerNo' | 'connType'>): Promise<ReminderSettings> {
    const row: Row | undefined = await db('consumer_reminders').first('due_days', 'low_balance_paise').where('consumer_id', consumerId)
    const kind = reminderKindOf(consumer.connType)
    const dueDays = kind === 'due' && row?.due_days != null ? (num(row.due_days) as ReminderDays) : null
    const lowBalancePaise = kind === 'lowBalance' && row?.low_balance_paise != null ? num(row.low_balance_paise) : null
    return { consumerNo: consumer.consumerNo, kind, dueDays, lowBalancePaise }
  }

  async function consumerId(consumerNo: string): Promise<number> {
    const consumer = await consumerFacts(db, { consumerNo })
    if (!consumer) throw new Error(`reminders: no consumer ${consumerNo}`)
    return consumer.id
  }

  /**
   * Records a reminder under its unique key; true when this caller's insert went in (it sends),
   * false when it was recorded already, by this runner earlier or by another one just now.
   */
  async function record(consumerIdValue: number, kind: SentKind, ref: string, mobile: string): Promise<number | null> {
    const rows: Array<{ id: number } | number> = await db('sent_reminders')
      .insert({ consumer_id: consumerIdValue, kind, ref, mobile, status: 'recorded', recorded_at: now() })
      .onConflict(['consumer_id', 'kind', 'ref'])
      .ignore()
      .returning('id')
    if (rows.length !== 1) return null
    const first = rows[0]
    return typeof first === 'object' ? num(first.id) : num(first)
  }

  /** Sends a recorded reminder and notes how it went. */
  async function deliver(id: number, mobile: string, text: string, templateId: string | undefined, kind: SentKind): Promise<boolean> {
    try {
      await sms.send({ mobile, text, templateId })
      await db('sent_reminders').where('id', id).update({ status: 'sent', sent_at: now() })
      return true
    } catch (err) {
      logger.warn({ err, reminder: { kind, mobile: maskMobile(mobile) } }, 'reminder SMS not delivered')
      await db('sent_reminders').where('id', id).update({ status: 'failed' })
      return false
    }
  }

  /** Due-date reminders of today (India): the newest, unpaid bill of each consumer who chose one. */
  async function dueReminders(pass: ReminderPass): Promise<void> {
    const today = indiaToday(now())
    const rows: Row[] = await db('consumer_reminders as r')
      .join('consumers as c', 'c.id', 'r.consumer_id')
      .join('bills as b', 'b.consumer_id', 'r.consumer_id')
      .select(
        'c.id as consumer_id',
        'c.consumer_no',
        'c.mobile',
        'r.due_days',
        'b.id as bill_id',
        'b.bill_no',
        'b.bill_date',
        'b.due_date',
        'b.amount_before_due',
        'b.amount_after_due',
        smsLocaleColumn(db, 'c.mobile'),
      )
      .whereNotNull('r.due_days')
      .whereNotNull('c.mobile')
      .whereIn('c.conn_type', POSTPAID)
      .where('b.due_date', '>=', today)
      .where('b.due_date', '<=', addDays(today, LONGEST))
      // the newest bill only: an older one is in the newest one's arrears
      .whereRaw('b.period = (select max(b2.period) from bills b2 where b2.consumer_id = b.consumer_id)')
      .whereNotExists(db('sent_reminders as s').select(db.raw('1')).whereRaw("s.consumer_id = c.id and s.kind = 'due' and s.ref = b.bill_no"))
    const inWindow = rows.filter((r) => String(r.due_date) <= addDays(today, num(r.due_days)))
    if (inWindow.length === 0) return
    // what each bill asks for today, by the one rule (shared/billing/payable.ts): the payments
    // linked to it or made on or after its bill date
    const earliest = inWindow.reduce((min, r) => (String(r.bill_date) < min ? String(r.bill_date) : min), String(inWindow[0].bill_date))
    const ledger: Row[] = await db('payments as p')
      .leftJoin('bills as pb', 'pb.id', 'p.bill_id')
      .select('p.consumer_id', 'p.amount', 'p.paid_at', 'pb.bill_no')
      .whereIn(
        'p.consumer_id',
        inWindow.map((r) => num(r.consumer_id)),
      )
      .andWhere((q) =>
        q
          .whereIn(
            'p.bill_id',
            inWindow.map((r) => num(r.bill_id)),
          )
          .orWhere('p.paid_at', '>=', earliest),
      )
    for (const r of inWindow) {
      const bill = { billNo: String(r.bill_no), billDate: String(r.bill_date), dueDate: String(r.due_date), amountBeforeDue: num(r.amount_before_due), amountAfterDue: num(r.amount_after_due) }
      const payments = ledger
        .filter((p) => num(p.consumer_id) === num(r.consumer_id))
        .map((p) => ({ amount: num(p.amount), paidAt: String(p.paid_at), billNo: p.bill_no == null ? null : String(p.bill_no) }))
      const owed = payableOf(bill, countedFor(bill, payments), today).payablePaise
      if (owed <= 0) continue
      const mobile = String(r.mobile)
      const id = await record(num(r.consumer_id), 'due', String(r.bill_no), mobile)
      if (id === null) continue
      // in the language of the consumer's mobile (server/services/smsLanguage.ts)
      const locale = asSmsLocale(r.sms_locale)
      const text = dueReminderText({ consumerNo: String(r.consumer_no), billNo: String(r.bill_no), amountPaise: owed, dueDate: String(r.due_date), helpline: deps.config.SUPPORT_PHONE }, locale)
      if (await deliver(id, mobile, text, smsTemplateId(deps.config, 'dueReminder', locale), 'due')) pass.due++
      else pass.failed++
    }
  }

  /** Low-balance alerts: one per round below the threshold; a round ends when the balance is back up. */
  async function lowBalanceAlerts(pass: ReminderPass): Promise<void> {
    const rows: Row[] = await db('consumer_reminders as r')
      .join('consumers as c', 'c.id', 'r.consumer_id')
      .join('prepaid_meters as m', 'm.consumer_id', 'r.consumer_id')
      .leftJoin('sent_reminders as s', function () {
        // the alert of the current round, if it went out
        this.on('s.consumer_id', '=', 'r.consumer_id')
          .andOn('s.kind', '=', db.raw('?', ['low_balance']))
          .andOn('s.ref', '=', db.raw('cast(?? as varchar(32))', ['r.low_balance_round']))
      })
      .select('c.id as consumer_id', 'c.consumer_no', 'c.mobile', 'r.low_balance_paise', 'r.low_balance_round', 'm.balance', 's.ref', smsLocaleColumn(db, 'c.mobile'))
      .whereNotNull('r.low_balance_paise')
      .whereNotNull('c.mobile')
    for (const row of rows) {
      const id = num(row.consumer_id)
      const alerted = row.ref !== null && row.ref !== undefined
      const round = num(row.low_balance_round)
      const threshold = num(row.low_balance_paise)
      const balance = num(row.balance)
      if (balance >= threshold) {
        // back at or above the threshold: the next crossing gets an alert of its own (one runner moves the round)
        if (alerted)
          pass.rearmed += await db('consumer_reminders')
            .where({ consumer_id: id, low_balance_round: round })
            .update({ low_balance_round: round + 1 })
        continue
      }
      if (alerted) continue
      const mobile = String(row.mobile)
      const sent = await record(id, 'low_balance', String(round), mobile)
      if (sent === null) continue
      const locale = asSmsLocale(row.sms_locale)
      const text = lowBalanceText({ consumerNo: String(row.consumer_no), balancePaise: balance, thresholdPaise: threshold, helpline: deps.config.SUPPORT_PHONE }, locale)
      if (await deliver(sent, mobile, text, smsTemplateId(deps.config, 'lowBalance', locale), 'low_balance')) pass.lowBalance++
      else pass.failed++
    }
  }

  return {
    /** The reminder choice of a consumer (off when never chosen). */
    async settings(consumer: Pick<Consumer, 'consumerNo' | 'connType'>): Promise<ReminderSettings> {
      return settingsOf(await consumerId(consumer.consumerNo), consumer)
    },

    /** Stores a checked choice (shared/dashboard/reminders.ts checkReminderInput) of the consumer's kind. */
    async save(consumer: Pick<Consumer, 'consumerNo' | 'connType'>, value: ReminderValue): Promise<ReminderSettings> {
      if (value.kind !== reminderKindOf(consumer.connType)) throw new Error('reminders: a choice of the other kind')
      const id = await consumerId(consumer.consumerNo)
      const columns = value.kind === 'due' ? { due_days: value.dueDays } : { low_balance_paise: value.lowBalancePaise }
      await db('consumer_reminders')
        .insert({ consumer_id: id, due_days: null, low_balance_paise: null, low_balance_round: 0, updated_at: now(), ...columns })
        .onConflict('consumer_id')
        .merge({ ...columns, updated_at: now() })
      return settingsOf(id, consumer)
    },

    /** One pass of the job: every reminder due now, each sent once. */
    async runOnce(): Promise<ReminderPass> {
      const pass: ReminderPass = { due: 0, lowBalance: 0, failed: 0, rearmed: 0 }
      await dueReminders(pass)
      await lowBalanceAlerts(pass)
      if (pass.due || pass.lowBalance || pass.failed || pass.rearmed) logger.info({ reminders: pass }, 'reminder pass')
      return pass
    },
  }
}

export type ReminderService = ReturnType<typeof createReminderService>
