/**
 * The owner of `consumers` (issue 26 §3: the table belongs to billing, the stand-in for the
 * billing system): the one writer, and the one place a feature looks a consumer up. A feature that
 * changes a consumer's record (the chat's contact change, a TAN or holding-number request, a
 * mobile linked on approval, the prepaid portal's master data) calls this inside its own
 * transaction, so the record and the feature's own rows change together. A feature that needs
 * a consumer's facts (its row id, connection type, state) reads them here; a report may still
 * join `consumers` to show a consumer number beside its own rows.
 */
import type { Knex } from 'knex'
import type { ConnType } from '#shared/constants'
import { dialectOf } from '../../db/knex'
import { str } from '../../db/rows'

/** What features read of a consumer's record. */
export interface ConsumerFacts {
  id: number
  consumerNo: string
  connType: ConnType
  status: string
  tariffCategory: string
  mobile: string | null
  email: string | null
  tan: string | null
  holdingNo: string | null
  meterNo: string | null
}

/**
 * A consumer's facts by consumer number or row id, or null. `lock`: inside a transaction, the
 * row stays locked until it ends (PostgreSQL; SQLite's writer lock serialises anyway).
 */
export async function consumerFacts(db: Knex | Knex.Transaction, who: { consumerNo: string } | { id: number }, opts: { lock?: boolean } = {}): Promise<ConsumerFacts | null> {
  const q = db('consumers')
    .first('id', 'consumer_no', 'conn_type', 'status', 'tariff_category', 'mobile', 'email', 'tan', 'holding_no', 'meter_no')
    .where('consumerNo' in who ? { consumer_no: who.consumerNo } : { id: who.id })
  const r = (await (opts.lock && dialectOf(db) === 'postgres' ? q.forUpdate() : q)) as Record<string, unknown> | undefined
  if (!r) return null
  return {
    id: Number(r.id),
    consumerNo: String(r.consumer_no),
    connType: r.conn_type as ConnType,
    status: String(r.status),
    tariffCategory: String(r.tariff_category),
    mobile: str(r.mobile),
    email: str(r.email),
    tan: str(r.tan),
    holdingNo: str(r.holding_no),
    meterNo: str(r.meter_no),
  }
}

/**
 * The consumer number that holds a meter number (upper case) on its prepaid meter or its record,
 * other than the consumer `exceptId`; null when nobody does.
 */
export async function meterNoHolder(db: Knex | Knex.Transaction, meterNo: string, exceptId: number): Promise<string | null> {
  const onMeter = await db('prepaid_meters as m')
    .join('consumers as c', 'c.id', 'm.consumer_id')
    .first('c.consumer_no')
    .whereRaw('upper(m.meter_no) = ?', [meterNo])
    .whereNot('m.consumer_id', exceptId)
  const holder = onMeter ?? (await db('consumers').first('consumer_no').whereRaw('upper(meter_no) = ?', [meterNo]).whereNot('id', exceptId))
  return holder ? String(holder.consumer_no) : null
}

/** The row id of a consumer number as a subquery: `where('consumer_id', consumerIdQuery(db, no))`. */
export const consumerIdQuery = (db: Knex, consumerNo: string) => db('consumers').select('id').where('consumer_no', consumerNo)

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
