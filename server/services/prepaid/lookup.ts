/**
 * Reads of the public prepaid pages (/RechargePrepaid*, /ReprintVoucher, /SmartPrepaidBalance,
 * /AdSmtPrdRct, /PaymentStatus) beyond services.billing: one consumer's prepaid account,
 * vouchers of a meter, one recharge receipt, a smart meter's last days. Public pages show
 * personal data masked (name partly), never the address, mobile or e-mail.
 */
import type { Consumer } from '#shared/billing/contract'
import type { Knex } from 'knex'
import { maskName } from '#shared/billing/input'
import { isPrepaid, type ConnType, type PrepaidConnType } from '#shared/constants'
import type { RechargeSummary, PrepaidAccount, AccountLookup, DayReading, TokenDiagnostics } from '#shared/prepaid/contract'
import type { BillingService } from '../billing'
import { StsError, type VendingKey } from './sts'
import { decodeVendedToken } from './vending'
import { type Row } from '../../db/rows'

/** Meter numbers as printed on meters: letters and digits; compared without case or spaces. */
export function sameMeterNo(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/[\s-]/g, '').toUpperCase()
  return norm(a) === norm(b)
}

function toRecharge(r: Row): RechargeSummary {
  return {
    receiptNo: String(r.receipt_no),
    meterNo: String(r.meter_no),
    amountPaise: Number(r.amount),
    token: r.token === null || r.token === undefined ? null : String(r.token),
    rechargedAt: String(r.recharged_at),
    channel: String(r.channel),
    txnId: String(r.txn_id),
    ...(r.key_revision === null || r.key_revision === undefined ? {} : { keyRevision: Number(r.key_revision) }),
  }
}

/** Decodes a vended token for its meter (and the key revision it was made with); a token that does not decode says why (never throws). */
export function tokenDiagnostics(token: string, meterNo: string, vendingKey: VendingKey, keyRevision?: number): TokenDiagnostics {
  try {
    const d = decodeVendedToken(token, meterNo, vendingKey, keyRevision)
    return {
      ok: true,
      tokenClass: d.class,
      subclass: d.subclass,
      tid: d.tid,
      tidDate: d.date.toISOString(),
      kWh: d.kWh,
      amountBits: d.amountBits,
      random: d.random,
    }
  } catch (err) {
    if (err instanceof StsError) return { ok: false, reason: err.code }
    throw err
  }
}

export interface PrepaidLookupDeps {
  db: Knex
  billing: BillingService
}

export function createPrepaidLookup({ db, billing }: PrepaidLookupDeps) {
  const rechargeQuery = (consumerNo: string) =>
    db('recharges as r')
      .join('consumers as c', 'c.id', 'r.consumer_id')
      .join('prepaid_meters as m', 'm.id', 'r.meter_id')
      .where('c.consumer_no', consumerNo)
      .select('m.meter_no', 'r.receipt_no', 'r.amount', 'r.token', 'r.recharged_at', 'r.channel', 'r.txn_id', 'r.key_revision')

  async function recent(consumerNo: string, limit: number): Promise<RechargeSummary[]> {
    const rows = await rechargeQuery(consumerNo)
      .orderBy('r.recharged_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(Math.min(Math.max(Math.trunc(limit) || 1, 1), 50))
    return rows.map(toRecharge)
  }

  async function toAccount(c: Consumer & { connType: PrepaidConnType }): Promise<PrepaidAccount> {
    const [meter, [last]] = await Promise.all([billing.prepaidMeter(c.consumerNo), recent(c.consumerNo, 1)])
    const smart = c.connType === 'SMART PREPAID'
    return {
      consumerNo: c.consumerNo,
      maskedName: maskName(c.name),
      connType: c.connType,
      tariffCategory: c.tariffCategory,
      status: c.status,
      meterNo: meter?.meterNo ?? c.meterNo,
      balancePaise: smart && meter ? meter.balance : null,
      balanceUpdatedAt: smart && meter ? meter.updatedAt : null,
      lastRecharge: last ?? null,
    }
  }

  const lookup = {
    /** The consumer's prepaid account, or why there is none. */
    async account(consumerNo: string): Promise<AccountLookup> {
      const c = await billing.consumer(consumerNo)
      if (!c) return { kind: 'notFound' }
      if (!isPrepaid(c.connType)) return { kind: 'notPrepaid', consumerNo: c.consumerNo, connType: c.connType }
      return { kind: 'ok', account: await toAccount(c as Consumer & { connType: PrepaidConnType }) }
    },

    /** The newest recharges of a consumer (newest first, at most 50). */
    recharges: recent,

    /**
     * The vouchers of a keypad meter: both numbers must match (a light proof of ownership).
     * A smart meter has none (it is credited directly).
     */
    async vouchers(consumerNo: string, meterNo: string, limit = 10): Promise<AccountLookup | { kind: 'meterMismatch' } | { kind: 'vouchers'; account: PrepaidAccount; vouchers: RechargeSummary[] }> {
      const found = await lookup.account(consumerNo)
      if (found.kind !== 'ok') return found
      const { account } = found
      if (!account.meterNo || !sameMeterNo(account.meterNo, meterNo)) return { kind: 'meterMismatch' }
      return { kind: 'vouchers', account, vouchers: await recent(consumerNo, limit) }
    },

    /** One recharge receipt of this consumer (null when the receipt is another consumer's or unknown). */
    async receipt(consumerNo: string, receiptNo: string): Promise<{ account: PrepaidAccount; recharge: RechargeSummary } | null> {
      const row = await rechargeQuery(consumerNo).where('r.receipt_no', receiptNo).first()
      if (!row) return null
      const found = await lookup.account(consumerNo)
      if (found.kind !== 'ok') return null
      return { account: found.account, recharge: toRecharge(row) }
    },

    /** The last `days` daily readings of a smart meter, oldest first, balance in paise. */
    async days(consumerNo: string, days = 7): Promise<DayReading[]> {
      const rows = await billing.dailyReadings(consumerNo, days)
      return rows.map((r) => ({ day: r.day, kwh: r.kwh, balancePaise: r.balance }))
    },

    /** A bill payment receipt of this consumer (for the payment status page). */
    async billPayment(consumerNo: string, receiptNo: string) {
      const row = await db('payments as p')
        .join('consumers as c', 'c.id', 'p.consumer_id')
        .leftJoin('bills as b', 'b.id', 'p.bill_id')
        .where('c.consumer_no', consumerNo)
        .where('p.receipt_no', receiptNo)
        .first('p.receipt_no', 'b.bill_no', 'b.period', 'p.amount', 'p.paid_at', 'p.channel', 'p.txn_id', 'c.name', 'c.conn_type')
      if (!row) return null
      return {
        receiptNo: String(row.receipt_no),
        billNo: row.bill_no === null || row.bill_no === undefined ? null : String(row.bill_no),
        period: row.period === null || row.period === undefined ? null : String(row.period),
        amountPaise: Number(row.amount),
        paidAt: String(row.paid_at),
        channel: String(row.channel),
        txnId: String(row.txn_id),
        maskedName: maskName(String(row.name)),
        connType: String(row.conn_type) as ConnType,
      }
    },
  }
  return lookup
}

export type PrepaidLookup = ReturnType<typeof createPrepaidLookup>
