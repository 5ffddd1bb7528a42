/**
 * The one writer of `consumers` (issue 26 §3: the table belongs to billing, the stand-in for the
 * billing system). A feature that changes a consumer's record (the chat's contact change, a
 * TAN or holding-number request, a mobile linked on approval, the prepaid portal's master data)
 * calls this inside its own transaction, so the record and the feature's own rows change together.
 */
import type { Knex } from 'knex'

/** The fields of a consumer's record a feature may change. */
export interface ConsumerRecordChange {
  mobile?: string
  email?: string
  tan?: string
  holdingNo?: string
  meterNo?: string
  tariffCategory?: string
  status?: string
}

const COLUMN: Record<keyof ConsumerRecordChange, string> = {
  mobile: 'mobile',
  email: 'email',
  tan: 'tan',
  holdingNo: 'holding_no',
  meterNo: 'meter_no',
  tariffCategory: 'tariff_category',
  status: 'status',
}

/**
 * Changes a consumer's record, found by consumer number or row id; answers how many rows changed
 * (0: no such consumer, or `onlyWithoutMobile` and a mobile is already on record).
 */
export async function changeConsumerRecord(
  db: Knex | Knex.Transaction,
  who: { consumerNo: string } | { id: number },
  change: ConsumerRecordChange,
  opts: { onlyWithoutMobile?: boolean } = {},
): Promise<number> {
  const row: Record<string, string> = {}
  for (const [key, value] of Object.entries(change) as Array<[keyof ConsumerRecordChange, string | undefined]>) if (value !== undefined) row[COLUMN[key]] = value
  if (!Object.keys(row).length) return 0
  const q = db('consumers').where('consumerNo' in who ? { consumer_no: who.consumerNo } : { id: who.id })
  if (opts.onlyWithoutMobile) q.whereNull('mobile')
  return q.update(row)
}

/**
 * A prepaid consumer's meter as the master data says (the prepaid portal): its number and key
 * revision, on the meter row there is, or a new row with a zero balance.
 */
export async function savePrepaidMeter(db: Knex | Knex.Transaction, consumerId: number, meter: { meterNo: string; keyRevision: number }, at: string): Promise<void> {
  const changed = await db('prepaid_meters').where('consumer_id', consumerId).update({ meter_no: meter.meterNo, key_revision: meter.keyRevision })
  if (!changed) await db('prepaid_meters').insert({ consumer_id: consumerId, meter_no: meter.meterNo, key_revision: meter.keyRevision, balance: 0, updated_at: at })
}

/** A smart prepaid meter's balance rises by a paid recharge (the ledger's posting, in its transaction). */
export async function creditPrepaidBalance(db: Knex | Knex.Transaction, meterId: number, amountPaise: number, at: string): Promise<void> {
  await db('prepaid_meters')
    .where('id', meterId)
    .update({ balance: db.raw('?? + ?', ['balance', amountPaise]), updated_at: at })
}
