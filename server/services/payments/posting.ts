import type { Knex } from 'knex'
import { randomBase32 } from '../../adapters/payment/ids'
import { createBillingService } from '../billing'
import { vendCreditToken } from '../prepaid/vending'
import { indiaToday } from '#shared/time'
import { consumerFacts, creditPrepaidBalance } from '../billing/consumerRecord'

/** The columns of payment_orders a posting needs. */
export interface PostableOrder {
  order_id: string
  purpose: string
  consumer_id: number
  bill_id: number | null
  amount: number
}

/**
 * A receipt number: 'RC' (bill payment), 'RP' (prepaid recharge) or 'RA' (application fee,
 * ADR 018), the India date yyyymmdd of the payment, then 8 base32 characters from the CSPRNG
 * (unique in the ledger).
 */
export function newReceiptNo(purpose: string, paidAt: Date): string {
  const day = indiaToday(paidAt.getTime()).replace(/-/g, '')
  return (purpose === 'recharge' ? 'RP' : purpose === 'application' ? 'RA' : 'RC') + day + randomBase32(8)
}

/** The energy rate of a tariff category: its first slab, paise per kWh. */
export async function energyRate(trx: Knex, tariffCategory: string): Promise<number> {
  const tariff = await createBillingService(trx).tariff(tariffCategory)
  const rate = tariff?.slabs[0]?.ratePaise
  if (!rate || rate <= 0) throw new Error(`tariff ${tariffCategory} has no energy rate`)
  return rate
}

/** A bill payment for the ledger, from any channel (our gateway's orders, BBPS). */
export interface LedgerBillPayment {
  receiptNo: string
  consumerId: number
  billId: number | null
  amountPaise: number
  /** ISO time */
  paidAt: string
  channel: 'ONLINE' | 'BBPS'
  txnId: string
}

/**
 * The one writer of bill payments into the ledger (`payments`), inside the caller's transaction;
 * answers the new row's id.
 */
export async function postBillPayment(trx: Knex, p: LedgerBillPayment): Promise<number> {
  const [row] = await trx('payments')
    .insert({ receipt_no: p.receiptNo, consumer_id: p.consumerId, bill_id: p.billId, amount: p.amountPaise, paid_at: p.paidAt, channel: p.channel, txn_id: p.txnId })
    .returning('id')
  return typeof row === 'object' ? Number((row as { id: unknown }).id) : Number(row)
}

/**
 * Posts a paid order into the ledger. Runs inside the caller's transaction, right after the
 * conditional update that moved the order to PAID, so it happens exactly once.
 *   bill     → a payments row (channel ONLINE, txn_id = order id)
 *   recharge → a recharges row; a keypad PREPAID meter gets an STS token, a SMART PREPAID
 *              meter's balance rises by the amount (token null).
 */
export async function postPaidOrder(trx: Knex, order: PostableOrder, paid: { paidAt: string; receiptNo: string }, vendingKey: string): Promise<void> {
  if (order.purpose === 'bill') {
    await postBillPayment(trx, {
      receiptNo: paid.receiptNo,
      consumerId: order.consumer_id,
      billId: order.bill_id,
      amountPaise: order.amount,
      paidAt: paid.paidAt,
      channel: 'ONLINE',
      txnId: order.order_id,
    })
    return
  }
  const consumer = await consumerFacts(trx, { id: Number(order.consumer_id) })
  const meter = await trx('prepaid_meters').first('id', 'meter_no', 'key_revision').where('consumer_id', order.consumer_id)
  if (!consumer || !meter) throw new Error(`order ${order.order_id}: no prepaid meter to credit`)
  let token: string | null = null
  // the key revision a keypad token is made with (the reprint pages decode it with the same)
  let keyRevision: number | null = null
  if (consumer.connType === 'SMART PREPAID') {
    await creditPrepaidBalance(trx, Number(meter.id), Number(order.amount), paid.paidAt)
  } else {
    keyRevision = Number(meter.key_revision ?? 1)
    token = vendCreditToken({
      meterNo: String(meter.meter_no),
      amountPaise: Number(order.amount),
      ratePaisePerKwh: await energyRate(trx, consumer.tariffCategory),
      vendingKey,
      paidAt: new Date(paid.paidAt),
      keyRevision,
    }).token
  }
  await trx('recharges').insert({
    receipt_no: paid.receiptNo,
    consumer_id: order.consumer_id,
    meter_id: meter.id,
    amount: order.amount,
    token,
    key_revision: keyRevision,
    recharged_at: paid.paidAt,
    channel: 'ONLINE',
    txn_id: order.order_id,
  })
}
