/**
 * A demo postpaid consumer whose newest bill still asks for money, read off /PayBill as a
 * visitor sees it. Several e2e files pay these bills (some in full), in any order on any worker,
 * and an order for more than is payable is refused (shared/billing/payable.ts): a file that
 * needs a bill to pay asks here instead of naming a consumer.
 */
import { createDb } from '../../server/db/knex'
import { addDays, indiaToday } from '../../shared/time'
import { e2eSqliteFile } from './site'

export const DEMO_POSTPAID = ['105000000005', '102000000002', '101000000001'] as const

export interface PayableBill {
  consNo: string
  /** the amount payable as the page shows it ('₹ 1,186.27') */
  amount: string
  /** the same in paise */
  paise: number
}

export async function payableBill(baseUrl: string, candidates: readonly string[] = DEMO_POSTPAID): Promise<PayableBill> {
  for (const consNo of candidates) {
    const res = await fetch(`${baseUrl}/website/PayBill?consNo=${consNo}`)
    const html = await res.text()
    if (html.includes('data-testid="bill-paid"')) continue
    const m = /data-testid="amount-payable"[^>]*>([^<]+)</.exec(html)
    if (!m) continue
    const amount = m[1].replace(/&nbsp;|\u00a0/g, ' ')
    const paise = Math.round(Number(amount.replace(/[^0-9.]/g, '')) * 100)
    if (paise > 0) return { consNo, amount, paise }
  }
  throw new Error(`every candidate's bill is paid already: ${candidates.join(', ')}`)
}

/**
 * A postpaid consumer of the test's own, `consNo` (of division 101: its first three digits), on this worker's database: a copy of demo
 * consumer 101000000001 and of its newest bill, issued 5 days ago and due in 10 days, nothing
 * paid and no payment order. For a test whose subject is the orders of one bill (the 30-minute
 * repeat question, a stale tab): the demo consumers' bills are paid and ordered by other files
 * on the same worker, in an order that depends on how the files fall on the workers.
 */
export async function ownUnpaidConsumer(consNo: string): Promise<void> {
  const db = createDb({ sqlitePath: e2eSqliteFile(), DATABASE_URL: undefined, DB_POOL_MAX: 1, SQLITE_BUSY_TIMEOUT_MS: 10_000 })
  try {
    if (await db('consumers').first('id').where('consumer_no', consNo)) return
    const today = indiaToday()
    await db.transaction(async (trx) => {
      const { id: _id, ...base } = await trx('consumers').first().where('consumer_no', '101000000001')
      const [row] = await trx('consumers')
        .insert({ ...base, consumer_no: consNo, mobile: null, meter_no: `APOWN${consNo.slice(-5)}` })
        .returning('id')
      const consumerId = Number(typeof row === 'object' ? row.id : row)
      const { id: _b, ...bill } = await trx('bills').first().where('bill_no', 'like', '101000000001%').orderBy('period', 'desc')
      await trx('bills').insert({ ...bill, bill_no: `${consNo}${today.slice(0, 7).replace('-', '')}`, consumer_id: consumerId, bill_date: addDays(today, -5), due_date: addDays(today, 10) })
    })
  } finally {
    await db.destroy()
  }
}
