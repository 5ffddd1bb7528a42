/**
 * Self meter reading (issue 14, ADR 025): the billing cycle a reading is for, its checks
 * against the consumer's bills, and the one reading kept per cycle with its photo.
 *
 * The cycle is derived from the bills: the month after the newest bill's period, due to be
 * billed one month after the newest bill's date (the first of next month before the first
 * bill). A reading is taken on the days before that date; from it on the bill is being made
 * and the cycle takes no more. A reading that is lower than the last billed one or far above
 * the usual use (shared/meterReading/rules.ts) is stored only once the consumer confirms it.
 *
 * Storage: the photo is written first (private/meter-readings/…), then the row in a
 * transaction that also checks, under the row's lock, that the cycle's bill was not made
 * meanwhile. A second reading in the cycle replaces the first; the first one's photo is
 * removed only after the commit. A failed or refused write removes the new photo, so no file
 * is left without its row.
 */
import type { Readable } from 'node:stream'
import type { Consumer } from '#shared/billing/contract'
import type { MeterReadingQuestion, MeterReadingStatus, StoredMeterReading } from '#shared/meterReading/contract'
import { implausibility, unitsSince, USUAL_BILLS, type ImplausibleReason, type MeterProblem, type ReadingHistory } from '#shared/meterReading/rules'
import { addDays, indiaToday } from '#shared/time'
import { dialectOf, type Db } from '../../db/knex'
import { num, type Row } from '../../db/rows'
import type { CheckedFile, StoredUpload, UploadService } from '../uploads'

export interface MeterReadingDeps {
  db: Db
  uploads: UploadService
  /** the clock (tests move it) */
  now?: () => number
}

/** The month after YYYY-MM. */
export function nextMonth(period: string): string {
  const y = Number(period.slice(0, 4))
  const m = Number(period.slice(5, 7))
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/** An ISO date one month on, the day kept (or the month's last day: 31 Jan → 28/29 Feb). */
export function addMonth(isoDate: string): string {
  const month = nextMonth(isoDate.slice(0, 7))
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()
  return `${month}-${String(Math.min(Number(isoDate.slice(8, 10)), lastDay)).padStart(2, '0')}`
}

interface BillFacts {
  period: string
  billDate: string
  currentReading: number
  units: number
  multiplyingFactor: number
}

/** The cycle after the newest bill, and the day its bill is due to be made. */
export function cycleAfter(newest: Pick<BillFacts, 'period' | 'billDate'> | null, today: string): { cycle: string; billDate: string } {
  if (!newest) {
    const cycle = today.slice(0, 7)
    return { cycle, billDate: `${nextMonth(cycle)}-01` }
  }
  return { cycle: nextMonth(newest.period), billDate: addMonth(newest.billDate) }
}

/** Who may read their own meter: an active postpaid connection with a meter read by hand. */
export function selfReadProblem(consumer: Pick<Consumer, 'connType' | 'status'>): MeterProblem | null {
  if (consumer.connType !== 'POSTPAID') return 'notSelfRead'
  return consumer.status === 'ACTIVE' ? null : 'inactive'
}

export type SubmitOutcome = { kind: 'stored'; status: MeterReadingStatus } | { kind: 'confirm'; question: MeterReadingQuestion } | { kind: 'refused'; problem: MeterProblem }

export interface SubmitInput {
  kwh: number
  /** the consumer confirmed an implausible reading */
  confirm: boolean
  /** the cycle the page showed (a reading for a cycle whose bill is made is refused, never moved to the next) */
  cycle?: string
  photo: CheckedFile
  /** the session's mobile */
  mobile: string
}

const READING_COLUMNS = ['m.reading', 'm.created_at', 'm.confirmed_implausible', 'm.reason', 'm.photo_type']

function toStored(r: Row): StoredMeterReading {
  return {
    reading: num(r.reading),
    submittedAt: new Date(num(r.created_at)).toISOString(),
    confirmedImplausible: r.confirmed_implausible === true || num(r.confirmed_implausible) === 1,
    reason: (r.reason ?? null) as ImplausibleReason | null,
    photoType: String(r.photo_type) as StoredMeterReading['photoType'],
  }
}

/** A bill was made for the cycle while the reading was on its way. */
class BillMadeMeanwhile extends Error {}

export function createMeterReadingService(deps: MeterReadingDeps) {
  const { db, uploads } = deps
  const now = deps.now ?? Date.now
  const postgres = dialectOf(db) === 'postgres'

  /** The newest USUAL_BILLS bills, newest first (bills_consumer_period_idx). */
  async function recentBills(consumerNo: string): Promise<BillFacts[]> {
    const rows: Row[] = await db('bills as b')
      .join('consumers as c', 'c.id', 'b.consumer_id')
      .where('c.consumer_no', consumerNo)
      .select('b.period', 'b.bill_date', 'b.current_reading', 'b.units', 'b.multiplying_factor')
      .orderBy('b.period', 'desc')
      .orderBy('b.id', 'desc')
      .limit(USUAL_BILLS)
    return rows.map((r) => ({
      period: String(r.period),
      billDate: String(r.bill_date),
      currentReading: num(r.current_reading),
      units: num(r.units),
      multiplyingFactor: num(r.multiplying_factor) || 1,
    }))
  }

  function historyOf(bills: BillFacts[]): ReadingHistory {
    const [newest] = bills
    return {
      lastReading: newest ? newest.currentReading : null,
      usualUnits: bills.length ? Math.round((bills.reduce((s, b) => s + b.units, 0) / bills.length) * 10) / 10 : null,
      multiplyingFactor: newest?.multiplyingFactor ?? 1,
    }
  }

  async function storedRow(consumerNo: string, cycle: string): Promise<Row | undefined> {
    return db('meter_readings as m')
      .first([...READING_COLUMNS, 'm.id', 'm.photo_key', 'm.photo_bytes'])
      .where({ 'm.cons_no': consumerNo, 'm.cycle': cycle })
  }

  async function billExists(q: Db, consumerNo: string, period: string): Promise<boolean> {
    const row = await q('bills as b').join('consumers as c', 'c.id', 'b.consumer_id').where('c.consumer_no', consumerNo).where('b.period', period).first('b.id')
    return !!row
  }

  async function statusOf(consumer: Pick<Consumer, 'consumerNo'>, bills: BillFacts[]): Promise<MeterReadingStatus> {
    const today = indiaToday(now())
    const { cycle, billDate } = cycleAfter(bills[0] ?? null, today)
    const history = historyOf(bills)
    const row = await storedRow(consumer.consumerNo, cycle)
    return {
      consumerNo: consumer.consumerNo,
      cycle,
      billDate,
      lastDay: addDays(billDate, -1),
      open: today < billDate,
      lastReading: bills[0] ? { reading: bills[0].currentReading, billDate: bills[0].billDate } : null,
      usualUnits: history.usualUnits,
      multiplyingFactor: history.multiplyingFactor,
      stored: row ? toStored(row) : null,
    }
  }

  /** Writes the row of the cycle (a new one, or over the earlier reading); the earlier photo's key when one was replaced. */
  async function write(consumerNo: string, cycle: string, input: SubmitInput, reason: ImplausibleReason | null, photo: StoredUpload): Promise<string | null> {
    return db.transaction(async (trx) => {
      const columns = {
        reading: input.kwh,
        photo_key: photo.storageKey,
        photo_type: photo.contentType,
        photo_bytes: photo.bytes,
        confirmed_implausible: reason !== null,
        reason,
        mobile: input.mobile,
        created_at: now(),
      }
      const lock = () => {
        const q = trx('meter_readings').first('id', 'photo_key').where({ cons_no: consumerNo, cycle })
        return postgres ? q.forUpdate() : q
      }
      let old: Row | undefined = await lock()
      if (!old) {
        const ids = await trx('meter_readings')
          .insert({ cons_no: consumerNo, cycle, ...columns })
          .onConflict(['cons_no', 'cycle'])
          .ignore()
          .returning('id')
        // another reading of the same cycle went in just now (PostgreSQL): replace it as if it had come first
        if (ids.length === 0) {
          old = await lock()
          if (!old) throw new Error('meter reading: the row neither went in nor exists')
        }
      }
      if (old) await trx('meter_readings').where('id', num(old.id)).update(columns)
      // the billing run may have made the cycle's bill while this reading was on its way
      if (await billExists(trx, consumerNo, cycle)) throw new BillMadeMeanwhile()
      return old ? String(old.photo_key) : null
    })
  }

  return {
    /** The cycle a reading is for today, the last billed reading and what is stored for the cycle. */
    async status(consumer: Pick<Consumer, 'consumerNo'>): Promise<MeterReadingStatus> {
      return statusOf(consumer, await recentBills(consumer.consumerNo))
    },

    /**
     * Checks and stores a reading with its checked photo: refused (the connection, the cycle's
     * bill made or being made), a question when it is implausible and not confirmed (nothing
     * stored), or stored.
     */
    async submit(consumer: Pick<Consumer, 'consumerNo' | 'connType' | 'status'>, input: SubmitInput): Promise<SubmitOutcome> {
      const own = selfReadProblem(consumer)
      if (own) return { kind: 'refused', problem: own }
      const consumerNo = consumer.consumerNo
      const bills = await recentBills(consumerNo)
      const today = indiaToday(now())
      const { cycle, billDate } = cycleAfter(bills[0] ?? null, today)
      // the page showed an earlier cycle, whose bill has been made since: not silently moved on
      if (input.cycle && input.cycle !== cycle && (await billExists(db, consumerNo, input.cycle))) return { kind: 'refused', problem: 'billMade' }
      if (today >= billDate) return { kind: 'refused', problem: 'windowClosed' }
      const history = historyOf(bills)
      const reason = implausibility(input.kwh, history)
      if (reason && !input.confirm) {
        return {
          kind: 'confirm',
          question: { reason, reading: input.kwh, lastReading: history.lastReading, units: unitsSince(input.kwh, history), usualUnits: history.usualUnits },
        }
      }
      const [photo] = await uploads.store('meter-readings', [input.photo], now())
      let replaced: string | null
      try {
        replaced = await write(consumerNo, cycle, input, reason, photo)
      } catch (err) {
        await uploads.discard([photo])
        if (err instanceof BillMadeMeanwhile) return { kind: 'refused', problem: 'billMade' }
        throw err
      }
      if (replaced && replaced !== photo.storageKey) await uploads.discard([{ storageKey: replaced }])
      return { kind: 'stored', status: await statusOf(consumer, bills) }
    },

    /** The photo of the cycle's reading, for its owner's page only (the route checks the session). */
    async photo(consumerNo: string, cycle: string): Promise<{ body: Readable; contentType: string; bytes: number } | null> {
      const row = await storedRow(consumerNo, cycle)
      if (!row) return null
      const body = await uploads.open(String(row.photo_key))
      return body ? { body, contentType: String(row.photo_type), bytes: num(row.photo_bytes) } : null
    },
  }
}

export type MeterReadingService = ReturnType<typeof createMeterReadingService>
