/**
 * The prepaid DC portal (issue 11 §2): what a division's prepaid desk sees and edits.
 *
 * - Dashboard (/dcPortal/dc_dashboard): prepaid consumers (`isPrepaid` connection types) by
 *   division with their balances, the low-balance list, today's recharges (the India date,
 *   shared/time.ts) with their count and total per division and overall, and the same three
 *   lists as CSV files.
 * - Consumer master (/dcPortal/updatePrepaidConsDetails): search by consumer or meter number,
 *   then the meter number, the STS key revision number, the tariff and the status of one
 *   prepaid consumer, each change audited with the values before and after in the write's
 *   transaction.
 *
 * Balances are `prepaid_meters.balance` as the billing system holds it, the figure the consumer
 * dashboards, the cards and the low-balance SMS use: a smart meter's balance is kept by the
 * metering back end (recharges credit it); a keypad meter's true credit lives in the meter, and
 * the billing system's figure is its last estimate. The low-balance list holds ACTIVE
 * connections whose balance is below the threshold.
 */
import type { Knex } from 'knex'
import { z } from 'zod'
import { CONNECTION_TYPES, isPrepaid, type PrepaidConnType } from '#shared/constants'
import {
  DC_KEY_REVISION,
  DC_LOW_BALANCE_PAISE,
  DC_MAX_THRESHOLD_RUPEES,
  DC_PAGE_SIZE,
  DC_STATUSES,
  type DcConnType,
  type DcConsumer,
  type DcConsumerEdit,
  type DcDashboard,
  type DcDivisionRow,
  type DcFilter,
  type DcLowBalanceRow,
  type DcPaged,
  type DcRechargeRow,
  type DcSearchResult,
  type DcStatus,
} from '#shared/admin/contract'
import type { ApiFieldError } from '#shared/errors'
import { addDays, indiaDayStart, indiaMoment, indiaToday } from '#shared/time'
import type { Db } from '../../db/knex'
import { ConflictError, fieldError, InvalidError, NotFoundError } from '../../errors'
import { num, str, type Row } from '../../db/rows'
import { stsMeterOf } from '../prepaid/vending'
import type { AdminActor } from './accounts'
import type { AuditLog } from './audit'
import { csvNumber, csvRupees, toCsv, type CsvCell } from '../../lib/csv'
import { changeConsumerRecord, consumerFacts, meterNoHolder, savePrepaidMeter } from '../billing/consumerRecord'

const PREPAID_TYPES: readonly PrepaidConnType[] = CONNECTION_TYPES.filter(isPrepaid)

/** The words of the portal's refusals (the pages show them beside the fields). */
export const DC_MESSAGES = {
  division: 'Choose a division from the list.',
  type: 'Choose keypad or smart meters.',
  threshold: `Type the threshold in whole rupees, from 0 to ${DC_MAX_THRESHOLD_RUPEES}.`,
  page: 'A page number is a whole number from 1.',
  search: 'Type at least 3 letters or digits of a consumer number or a meter number.',
  meterNoEmpty: 'Type the meter number.',
  keypadMeterNo: 'A keypad (STS) meter number is 11 or 13 digits.',
  smartMeterNo: 'A smart meter number is 6 to 20 letters and digits.',
  keyRevision: `The key revision number is a whole number from ${DC_KEY_REVISION.min} to ${DC_KEY_REVISION.max}.`,
  tariff: 'Choose a tariff category from the list.',
  status: 'Choose a status: ACTIVE, DISCONNECTED or CLOSED.',
  notFound: 'No prepaid consumer has this consumer number.',
} as const

export const meterTakenMessage = (meterNo: string, consumerNo: string) => `Meter number ${meterNo} is already registered to consumer number ${consumerNo}.`

// ---------------------------------------------------------------------------------------
// The dashboard's filter (the page's GET form and the API's query)

const digits = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${max}}$`))
    .transform(Number)
const FILTER_FIELDS = {
  division: z.string().regex(/^\d{3}$/, { error: DC_MESSAGES.division }),
  type: z.enum(['keypad', 'smart'], { error: DC_MESSAGES.type }),
  threshold: digits(6).refine((n) => n <= DC_MAX_THRESHOLD_RUPEES, { error: DC_MESSAGES.threshold }),
  dpage: digits(6).refine((n) => n >= 1, { error: DC_MESSAGES.page }),
  page: digits(6).refine((n) => n >= 1, { error: DC_MESSAGES.page }),
  rpage: digits(6).refine((n) => n >= 1, { error: DC_MESSAGES.page }),
} as const
const FIELD_MESSAGE: Record<keyof typeof FILTER_FIELDS, string> = {
  division: DC_MESSAGES.division,
  type: DC_MESSAGES.type,
  threshold: DC_MESSAGES.threshold,
  dpage: DC_MESSAGES.page,
  page: DC_MESSAGES.page,
  rpage: DC_MESSAGES.page,
}

/**
 * The filter of a query (`division`, `type` keypad|smart, `threshold` whole rupees, `dpage`,
 * `page`, `rpage`). An empty field is no filter; a wrong one is reported in `errors` and left
 * out (the page shows the problem and the unfiltered figures; the API answers 400).
 */
export function parseDcFilter(query: Record<string, unknown>): { filter: DcFilter; errors: ApiFieldError[] } {
  const errors: ApiFieldError[] = []
  const got: Partial<Record<keyof typeof FILTER_FIELDS, unknown>> = {}
  for (const key of Object.keys(FILTER_FIELDS) as Array<keyof typeof FILTER_FIELDS>) {
    const raw = query[key]
    if (raw === undefined || raw === '') continue
    const r = FILTER_FIELDS[key].safeParse(typeof raw === 'string' ? raw.trim() : raw)
    if (r.success) got[key] = r.data
    else errors.push(fieldError(key, FIELD_MESSAGE[key]))
  }
  return {
    errors,
    filter: {
      division: (got.division as string | undefined) ?? null,
      connType: got.type === 'keypad' ? 'PREPAID' : got.type === 'smart' ? 'SMART PREPAID' : null,
      thresholdPaise: got.threshold === undefined ? DC_LOW_BALANCE_PAISE : (got.threshold as number) * 100,
      divisionPage: (got.dpage as number | undefined) ?? 1,
      lowPage: (got.page as number | undefined) ?? 1,
      rechargePage: (got.rpage as number | undefined) ?? 1,
    },
  }
}

// ---------------------------------------------------------------------------------------
// The consumer master's edit

const KRN = { error: DC_MESSAGES.keyRevision }

/** PUT /api/admin/dc/consumers/:consumerNo: meter number (spaces and hyphens dropped, capitals), key revision, tariff, status. */
export const dcConsumerEditSchema = z.object({
  meterNo: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toUpperCase() : v),
    z.string({ error: DC_MESSAGES.meterNoEmpty }).min(1, { error: DC_MESSAGES.meterNoEmpty }).max(32, { error: DC_MESSAGES.smartMeterNo }),
  ),
  keyRevision: z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v), z.number(KRN).int(KRN).min(DC_KEY_REVISION.min, KRN).max(DC_KEY_REVISION.max, KRN)),
  tariffCategory: z.string({ error: DC_MESSAGES.tariff }).trim().min(1, { error: DC_MESSAGES.tariff }).max(16, { error: DC_MESSAGES.tariff }),
  status: z.enum(DC_STATUSES, { error: DC_MESSAGES.status }),
})

const SMART_METER_NO = /^[A-Z0-9]{6,20}$/

/** Why a meter number does not fit the connection (null: it fits). Keypad meters: the STS module's own check. */
export function meterNoProblem(connType: DcConnType, meterNo: string, keyRevision: number): string | null {
  if (connType === 'SMART PREPAID') return SMART_METER_NO.test(meterNo) ? null : DC_MESSAGES.smartMeterNo
  try {
    stsMeterOf(meterNo, keyRevision)
    return null
  } catch {
    return DC_MESSAGES.keypadMeterNo
  }
}

const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** What the audit log keeps of a master record, before and after. */
type MasterSnapshot = { meterNo: string | null; keyRevision: number | null; tariffCategory: string; status: string }

// ---------------------------------------------------------------------------------------

export interface PrepaidPortalDeps {
  db: Db
  audit: AuditLog
  /** the clock (tests move it) */
  now?: () => number
}

function paged<T>(all: T[], page: number, pageSize = DC_PAGE_SIZE): DcPaged<T> {
  const last = Math.max(1, Math.ceil(all.length / pageSize))
  const p = Math.min(Math.max(page, 1), last)
  return { rows: all.slice((p - 1) * pageSize, p * pageSize), total: all.length, page: p, pageSize }
}

const lastPageOf = (total: number, page: number, pageSize = DC_PAGE_SIZE) => Math.min(Math.max(page, 1), Math.max(1, Math.ceil(total / pageSize)))

/** 'YYYY-MM-DD HH:MM' in India of an ISO time (the CSV files). */
const indiaStamp = (iso: string) => {
  const m = indiaMoment(iso)
  return m ? `${m.day}${m.time ? ' ' + m.time : ''}` : iso
}

const typeLabel = (t: string) => (t === 'PREPAID' ? 'Keypad (STS)' : 'Smart')

export function createPrepaidPortal(deps: PrepaidPortalDeps) {
  const { db, audit } = deps
  const now = deps.now ?? Date.now

  /** The prepaid consumers a filter covers (alias c). */
  const scoped = (q: Knex.QueryBuilder, f: Pick<DcFilter, 'division' | 'connType'>) => {
    q.whereIn('c.conn_type', f.connType ? [f.connType] : [...PREPAID_TYPES])
    if (f.division) q.where('c.division_code', f.division)
    return q
  }

  const todayBounds = () => {
    const today = indiaToday(now())
    return { today, from: indiaDayStart(today), to: indiaDayStart(addDays(today, 1)) }
  }

  /** Every division row of the filter (unpaginated) with the overall totals. */
  async function divisionRows(f: DcFilter): Promise<{ rows: DcDivisionRow[]; today: string }> {
    const { today, from, to } = todayBounds()
    const [counts, recharged] = await Promise.all([
      scoped(db('consumers as c').leftJoin('prepaid_meters as m', 'm.consumer_id', 'c.id'), f)
        .groupBy('c.division_code')
        .select(
          'c.division_code',
          db.raw('count(*) as consumers'),
          db.raw('sum(case when c.conn_type = ? then 1 else 0 end) as keypad', ['PREPAID']),
          db.raw('sum(case when c.status = ? then 1 else 0 end) as active', ['ACTIVE']),
          db.raw('sum(coalesce(m.balance, 0)) as balance'),
          db.raw('sum(case when c.status = ? and m.balance < ? then 1 else 0 end) as low', ['ACTIVE', f.thresholdPaise]),
        ),
      scoped(db('recharges as r').join('consumers as c', 'c.id', 'r.consumer_id'), f)
        .where('r.recharged_at', '>=', from)
        .where('r.recharged_at', '<', to)
        .groupBy('c.division_code')
        .select('c.division_code', db.raw('count(*) as n'), db.raw('sum(r.amount) as amount')),
    ])
    const codes = counts.map((r: Row) => String(r.division_code))
    const names = new Map<string, Row>()
    for (let i = 0; i < codes.length; i += 500) {
      for (const d of await db('divisions')
        .select('code', 'name', 'circle')
        .whereIn('code', codes.slice(i, i + 500)))
        names.set(String(d.code), d)
    }
    const byCode = new Map<string, Row>(recharged.map((r: Row) => [String(r.division_code), r]))
    const rows = counts
      .map((r: Row): DcDivisionRow => {
        const code = String(r.division_code)
        const d = names.get(code)
        const rc = byCode.get(code)
        const consumers = num(r.consumers)
        const keypad = num(r.keypad ?? 0)
        return {
          code,
          name: d ? String(d.name) : code,
          circle: d ? String(d.circle) : '',
          consumers,
          keypad,
          smart: consumers - keypad,
          active: num(r.active ?? 0),
          balancePaise: num(r.balance ?? 0),
          lowBalance: num(r.low ?? 0),
          rechargesToday: rc ? num(rc.n) : 0,
          rechargedTodayPaise: rc ? num(rc.amount ?? 0) : 0,
        }
      })
      .sort((a: DcDivisionRow, b: DcDivisionRow) => a.code.localeCompare(b.code))
    return { rows, today }
  }

  const totalsOf = (rows: DcDivisionRow[]): DcDashboard['totals'] => {
    const t = { consumers: 0, keypad: 0, smart: 0, active: 0, balancePaise: 0, lowBalance: 0, rechargesToday: 0, rechargedTodayPaise: 0 }
    for (const r of rows) for (const k of Object.keys(t) as Array<keyof typeof t>) t[k] += r[k]
    return t
  }

  const lowQuery = (f: DcFilter) =>
    scoped(db('consumers as c').join('prepaid_meters as m', 'm.consumer_id', 'c.id'), f)
      .where('c.status', 'ACTIVE')
      .where('m.balance', '<', f.thresholdPaise)

  async function lowRows(f: DcFilter, page: { limit: number; offset: number }): Promise<DcLowBalanceRow[]> {
    const rows: Row[] = await lowQuery(f)
      .leftJoin('divisions as d', 'd.code', 'c.division_code')
      .select('c.consumer_no', 'c.name', 'c.conn_type', 'c.division_code', 'd.name as division_name', 'm.meter_no', 'm.balance', 'm.updated_at')
      .orderBy('m.balance', 'asc')
      .orderBy('c.consumer_no', 'asc')
      .limit(page.limit)
      .offset(page.offset)
    return rows.map((r) => ({
      consumerNo: String(r.consumer_no),
      name: String(r.name),
      connType: r.conn_type as DcConnType,
      divisionCode: String(r.division_code),
      divisionName: str(r.division_name) ?? String(r.division_code),
      meterNo: String(r.meter_no),
      balancePaise: num(r.balance),
      balanceUpdatedAt: String(r.updated_at),
    }))
  }

  const rechargeQuery = (f: DcFilter) => {
    const { from, to } = todayBounds()
    return scoped(db('recharges as r').join('consumers as c', 'c.id', 'r.consumer_id'), f)
      .where('r.recharged_at', '>=', from)
      .where('r.recharged_at', '<', to)
  }

  async function rechargeRows(f: DcFilter, page: { limit: number; offset: number }): Promise<DcRechargeRow[]> {
    const rows: Row[] = await rechargeQuery(f)
      .join('prepaid_meters as m', 'm.id', 'r.meter_id')
      .select('r.receipt_no', 'c.consumer_no', 'c.name', 'c.conn_type', 'c.division_code', 'm.meter_no', 'r.amount', 'r.recharged_at', 'r.channel')
      .orderBy('r.recharged_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
    return rows.map((r) => ({
      receiptNo: String(r.receipt_no),
      consumerNo: String(r.consumer_no),
      name: String(r.name),
      connType: r.conn_type as DcConnType,
      divisionCode: String(r.division_code),
      meterNo: String(r.meter_no),
      amountPaise: num(r.amount),
      rechargedAt: String(r.recharged_at),
      channel: String(r.channel),
    }))
  }

  /** The biggest CSV file: more rows than a spreadsheet opens comfortably are cut (the file says so). */
  const CSV_MAX_ROWS = 100_000

  function consumerQuery(trx: Knex = db) {
    return trx('consumers as c')
      .leftJoin('prepaid_meters as m', 'm.consumer_id', 'c.id')
      .leftJoin('divisions as d', 'd.code', 'c.division_code')
      .leftJoin('tariff_categories as t', 't.code', 'c.tariff_category')
      .whereIn('c.conn_type', [...PREPAID_TYPES])
      .select(
        'c.consumer_no',
        'c.name',
        'c.conn_type',
        'c.status',
        'c.tariff_category',
        't.name as tariff_name',
        'c.division_code',
        'd.name as division_name',
        'd.circle',
        'c.sub_division',
        'c.meter_no as consumer_meter_no',
        'm.id as meter_id',
        'm.meter_no',
        'm.key_revision',
        'm.balance',
        'm.updated_at',
      )
  }

  const toConsumer = (r: Row): DcConsumer => {
    const hasMeter = r.meter_id !== null && r.meter_id !== undefined
    return {
      consumerNo: String(r.consumer_no),
      name: String(r.name),
      connType: r.conn_type as DcConnType,
      status: String(r.status) as DcStatus,
      tariffCategory: String(r.tariff_category),
      tariffName: str(r.tariff_name),
      divisionCode: String(r.division_code),
      divisionName: str(r.division_name),
      circle: str(r.circle),
      subDivision: str(r.sub_division),
      meterNo: hasMeter ? String(r.meter_no) : str(r.consumer_meter_no),
      hasMeter,
      keyRevision: hasMeter ? num(r.key_revision ?? 1) : null,
      balancePaise: hasMeter ? num(r.balance) : null,
      balanceUpdatedAt: hasMeter ? String(r.updated_at) : null,
    }
  }

  const snapshot = (c: DcConsumer): MasterSnapshot => ({ meterNo: c.meterNo, keyRevision: c.keyRevision, tariffCategory: c.tariffCategory, status: c.status })

  const portal = {
    parseFilter: parseDcFilter,

    /** Everything /dcPortal/dc_dashboard shows for a filter. */
    async dashboard(f: DcFilter): Promise<DcDashboard> {
      const [{ rows, today }, choices] = await Promise.all([
        divisionRows(f),
        db('consumers as c')
          .join('divisions as d', 'd.code', 'c.division_code')
          .whereIn('c.conn_type', [...PREPAID_TYPES])
          .distinct('d.code', 'd.name')
          .orderBy('d.code'),
      ])
      const totals = totalsOf(rows)
      const lowPage = lastPageOf(totals.lowBalance, f.lowPage)
      const rechargePage = lastPageOf(totals.rechargesToday, f.rechargePage)
      const [low, recharges] = await Promise.all([
        totals.lowBalance ? lowRows(f, { limit: DC_PAGE_SIZE, offset: (lowPage - 1) * DC_PAGE_SIZE }) : Promise.resolve([]),
        totals.rechargesToday ? rechargeRows(f, { limit: DC_PAGE_SIZE, offset: (rechargePage - 1) * DC_PAGE_SIZE }) : Promise.resolve([]),
      ])
      const byDivision = paged(rows, f.divisionPage)
      return {
        today,
        filter: { ...f, divisionPage: byDivision.page, lowPage, rechargePage },
        divisionChoices: choices.map((d: Row) => ({ code: String(d.code), name: String(d.name) })),
        totals,
        byDivision,
        lowBalance: { rows: low, total: totals.lowBalance, page: lowPage, pageSize: DC_PAGE_SIZE },
        recharges: { rows: recharges, total: totals.rechargesToday, page: rechargePage, pageSize: DC_PAGE_SIZE },
      }
    },

    /** The CSV files of the dashboard's three lists (every row of the filter, not one page). */
    async csv(list: 'divisions' | 'low-balance' | 'recharges-today', f: DcFilter): Promise<{ filename: string; body: string }> {
      const { today } = todayBounds()
      const threshold = csvRupees(f.thresholdPaise).figure
      if (list === 'divisions') {
        const { rows } = await divisionRows(f)
        const t = totalsOf(rows)
        const cells = (r: DcDivisionRow | (DcDashboard['totals'] & { code: string; name: string; circle: string })): CsvCell[] => [
          r.code,
          r.name,
          r.circle,
          csvNumber(r.consumers),
          csvNumber(r.keypad),
          csvNumber(r.smart),
          csvNumber(r.active),
          csvRupees(r.balancePaise),
          csvNumber(r.lowBalance),
          csvNumber(r.rechargesToday),
          csvRupees(r.rechargedTodayPaise),
        ]
        return {
          filename: `prepaid-divisions-${today}.csv`,
          body: toCsv(
            [
              'Division code',
              'Division',
              'Circle',
              'Prepaid consumers',
              'Keypad (STS)',
              'Smart',
              'Active',
              'Total balance (Rs)',
              `Low balance (below Rs ${threshold})`,
              `Recharges on ${today}`,
              `Recharged on ${today} (Rs)`,
            ],
            [...rows.map(cells), cells({ ...t, code: 'ALL', name: 'All divisions', circle: '' })],
          ),
        }
      }
      if (list === 'low-balance') {
        const rows = await lowRows(f, { limit: CSV_MAX_ROWS, offset: 0 })
        return {
          filename: `prepaid-low-balance-${today}.csv`,
          body: toCsv(
            ['Consumer number', 'Name', 'Meter type', 'Division code', 'Division', 'Meter number', `Balance (Rs, below ${threshold})`, 'Balance as of (India time)'],
            rows.map((r) => [r.consumerNo, r.name, typeLabel(r.connType), r.divisionCode, r.divisionName, r.meterNo, csvRupees(r.balancePaise), indiaStamp(r.balanceUpdatedAt)]),
          ),
        }
      }
      const rows = await rechargeRows(f, { limit: CSV_MAX_ROWS, offset: 0 })
      return {
        filename: `prepaid-recharges-${today}.csv`,
        body: toCsv(
          ['Receipt number', 'Consumer number', 'Name', 'Meter type', 'Division code', 'Meter number', 'Amount (Rs)', 'Time (India)', 'Channel'],
          rows.map((r) => [r.receiptNo, r.consumerNo, r.name, typeLabel(r.connType), r.divisionCode, r.meterNo, csvRupees(r.amountPaise), indiaStamp(r.rechargedAt), r.channel]),
        ),
      }
    },

    /** The tariff categories (the edit form's choices). */
    async tariffs(): Promise<Array<{ code: string; name: string }>> {
      const rows: Row[] = await db('tariff_categories').select('code', 'name').orderBy('code')
      return rows.map((r) => ({ code: String(r.code), name: String(r.name) }))
    },

    /** Prepaid consumers whose consumer number or meter number begins with `q` (at most 20). 400 when `q` is too short. */
    async search(q: string): Promise<DcSearchResult> {
      const typed = typeof q === 'string' ? q.trim() : ''
      const norm = typed.replace(/[\s-]/g, '').toUpperCase()
      if (!/^[A-Z0-9]{3,32}$/.test(norm)) throw new InvalidError(DC_MESSAGES.search, [fieldError('q', DC_MESSAGES.search)])
      const like = `${norm}%`
      const rows: Row[] = await consumerQuery()
        .where((w) => {
          w.where('c.consumer_no', 'like', like).orWhereRaw('upper(m.meter_no) like ?', [like]).orWhereRaw('upper(c.meter_no) like ?', [like])
        })
        .orderBy('c.consumer_no')
        .limit(20)
      const consumers = rows.map(toConsumer)
      let notPrepaid: DcSearchResult['notPrepaid'] = null
      if (!consumers.length && /^\d{12}$/.test(norm)) {
        const other = await consumerFacts(db, { consumerNo: norm })
        if (other && !isPrepaid(other.connType)) notPrepaid = { consumerNo: other.consumerNo, connType: other.connType }
      }
      return { q: typed, consumers, notPrepaid }
    },

    /** One prepaid consumer of the master, or null (unknown, or not a prepaid connection). */
    async consumer(consumerNo: string): Promise<DcConsumer | null> {
      if (!/^\d{12}$/.test(consumerNo)) return null
      const r = await consumerQuery().where('c.consumer_no', consumerNo).first()
      return r ? toConsumer(r) : null
    },

    /**
     * Saves the master fields of a prepaid consumer: the meter number (kept the same on the
     * consumer and on its prepaid meter; a consumer without a prepaid meter gets one), the STS
     * key revision number, the tariff and the status. One transaction with the audit row
     * ('prepaid.consumer.update', before and after); nothing changed, nothing written.
     * 404 unknown or not prepaid; 400 a field that does not fit; 409 a meter number of another consumer.
     */
    async update(consumerNo: string, input: DcConsumerEdit, by: AdminActor): Promise<{ consumer: DcConsumer; changed: string[] }> {
      try {
        const changed = await db.transaction(async (trx) => {
          const found = /^\d{12}$/.test(consumerNo) ? await consumerFacts(trx, { consumerNo }, { lock: true }) : null
          const locked = found && isPrepaid(found.connType) ? found : null
          if (!locked) throw new NotFoundError(DC_MESSAGES.notFound)
          const row = await consumerQuery(trx).where('c.consumer_no', consumerNo).first()
          const current = toConsumer(row)
          const before = snapshot(current)
          const after: MasterSnapshot = { meterNo: input.meterNo, keyRevision: input.keyRevision, tariffCategory: input.tariffCategory, status: input.status }

          const problems: ApiFieldError[] = []
          // the meter number's shape is checked when it changes (a legacy number does not block a status change)
          if (after.meterNo !== before.meterNo) {
            const p = meterNoProblem(current.connType, input.meterNo, input.keyRevision)
            if (p) problems.push(fieldError('meterNo', p))
          }
          if (!(await trx('tariff_categories').first('code').where('code', input.tariffCategory))) problems.push(fieldError('tariffCategory', DC_MESSAGES.tariff))
          if (problems.length) throw new InvalidError(problems[0].message, problems)

          if (after.meterNo !== before.meterNo) {
            const taken = await meterNoHolder(trx, input.meterNo, locked.id)
            if (taken) {
              const message = meterTakenMessage(input.meterNo, taken)
              throw new ConflictError(message, [fieldError('meterNo', message)])
            }
          }

          const changed = (Object.keys(after) as Array<keyof MasterSnapshot>).filter((k) => after[k] !== before[k])
          if (!changed.length) return changed
          await changeConsumerRecord(trx, { id: locked.id }, { meterNo: input.meterNo, tariffCategory: input.tariffCategory, status: input.status })
          await savePrepaidMeter(trx, locked.id, { meterNo: input.meterNo, keyRevision: input.keyRevision }, new Date(now()).toISOString())
          await audit.record({ ...by, action: 'prepaid.consumer.update', entity: 'consumer', entityId: consumerNo, before, after }, trx)
          return changed
        })
        const consumer = await portal.consumer(consumerNo)
        if (!consumer) throw new NotFoundError(DC_MESSAGES.notFound)
        return { consumer, changed }
      } catch (err) {
        if (isUniqueViolation(err)) {
          const message = `Meter number ${input.meterNo} is already registered to another consumer.`
          throw new ConflictError(message, [fieldError('meterNo', message)])
        }
        throw err
      }
    },
  }
  return portal
}

export type PrepaidPortal = ReturnType<typeof createPrepaidPortal>
