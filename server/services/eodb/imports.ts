/**
 * CSV imports of the ease-of-doing-business records (issue 13; `npm run import:outages FILE` and
 * friends, scripts/import-eodb.ts; the columns and an example of each in docs/eodb-import.md).
 *
 * A file is RFC 4180 CSV (UTF-8, an optional byte order mark, comma-separated, quotes around a
 * cell with a comma, a quote or a line break) whose first row names the columns (any order, any
 * case; a required column missing or an unknown one refuses the whole file). Every data row is
 * checked with zod: the feeder or division exists, times are 'YYYY-MM-DD HH:mm' in India or ISO
 * 8601 (a date alone: 00:00 in India; with Z or an offset: that instant), nothing in the future,
 * an end not before its start, whole numbers, a known category or area class, no duplicate of a
 * row already stored or earlier in the file. A refused row is reported as
 * 'line N: field: message' (N: the file's line the row starts on).
 *
 * Policy: the valid rows are inserted, all in ONE transaction with the eodb_imports row of the
 * run; but when more than MAX_REFUSED_SHARE of the data rows are refused the file is taken as
 * the wrong file or a broken export and NOTHING is inserted (the run is still recorded, with
 * accepted 0). The caller exits non-zero when any row was refused.
 */
import type { Knex } from 'knex'
import { z } from 'zod'
import { CONNECTION_CATEGORIES } from '#shared/eodb/contract'
import { DIVISION_CODES, isValidConsumerNo } from '#shared/billing/divisionCodes'
import { IST_OFFSET_MS } from '#shared/time'
import { AREA_CLASSES } from '#shared/workflow/rules'
import { insertJsonRows } from '../../db/jsonInsert'
import { num, type Row } from '../../db/rows'
import { EODB_COLUMNS } from './tables'

export const IMPORT_DATASETS = ['outages', 'connections', 'ownership', 'mutations'] as const
export type ImportDataset = (typeof IMPORT_DATASETS)[number]

/** More refused rows than this share of the file: nothing is inserted. */
export const MAX_REFUSED_SHARE = 0.1

export interface ImportError {
  line: number
  field: string
  message: string
}

export interface ImportResult {
  dataset: ImportDataset
  fileName: string
  /** data rows in the file */
  rows: number
  /** rows inserted */
  accepted: number
  /** rows refused (row-level problems) */
  refused: number
  /** the whole file was refused: a header problem, or more than MAX_REFUSED_SHARE of the rows refused */
  fileRefused: string | null
  errors: ImportError[]
  /** the eodb_imports row of this run */
  importId: number | null
}

export const formatImportError = (e: ImportError) => `line ${e.line}: ${e.field}: ${e.message}`

// ---------------------------------------------------------------- CSV

/** The records of a CSV text, each with the line it starts on (1-based). Throws on an unclosed quote. */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const out: Array<{ line: number; cells: string[] }> = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  let empty = true
  const s = text.startsWith('\ufeff') ? text.slice(1) : text
  const endRecord = () => {
    cells.push(cell)
    if (!(empty && cells.length === 1 && cells[0] === '')) out.push({ line: start, cells })
    cells = []
    cell = ''
    empty = true
  }
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        cell += ch
      }
      continue
    }
    if (ch === '"' && cell === '') {
      quoted = true
      empty = false
    } else if (ch === ',') {
      cells.push(cell)
      cell = ''
      empty = false
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++
      endRecord()
      line++
      start = line
    } else {
      cell += ch
      empty = false
    }
  }
  if (quoted) throw new Error(`line ${start}: a quoted cell is not closed`)
  if (cell !== '' || cells.length) endRecord()
  return out
}

// ---------------------------------------------------------------- fields

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** An instant from 'YYYY-MM-DD HH:mm' (India), 'YYYY-MM-DD' (00:00 in India) or ISO 8601 with Z or an offset; null when not one. */
export function parseInstant(value: string): number | null {
  const m = DATE_TIME.exec(value.trim())
  if (!m) return null
  const [, y, mo, d, h = '00', mi = '00', sec = '00', zone] = m
  const [Y, M, D, H, MI, S] = [y, mo, d, h, mi, sec].map(Number)
  const utc = Date.UTC(Y, M - 1, D, H, MI, S)
  const check = new Date(utc)
  if (check.getUTCFullYear() !== Y || check.getUTCMonth() !== M - 1 || check.getUTCDate() !== D || H > 23 || MI > 59 || S > 59) return null
  if (!zone) return utc - IST_OFFSET_MS
  if (zone === 'Z') return utc
  const sign = zone[0] === '-' ? -1 : 1
  const [oh, om] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))]
  return utc - sign * (oh * 60 + om) * 60_000
}

const M = {
  required: 'is required',
  time: "must be a time as 'YYYY-MM-DD HH:mm' (India) or ISO 8601",
  future: 'must not be in the future',
  endBeforeStart: 'must not be before the start',
  whole: 'must be a whole number of 0 or more',
  yesNo: 'must be yes or no',
  feeder: 'no such feeder',
  division: 'no such division',
  consumerNo: 'must be a 12-digit consumer number',
  tooLong: (n: number) => `must be at most ${n} characters`,
  oneOf: (xs: readonly string[]) => `must be one of ${xs.join(', ')}`,
  duplicate: 'duplicates a row already imported',
  duplicateInFile: 'duplicates an earlier row of this file',
  customers: 'must not exceed the customers the feeder serves',
}

const text = (max: number) => z.string().trim().min(1, M.required).max(max, M.tooLong(max))
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .transform((v) => v || null)
const time = (now: number) =>
  z
    .string()
    .trim()
    .min(1, M.required)
    .transform((v, ctx) => {
      const t = parseInstant(v)
      if (t === null) ctx.addIssue({ code: 'custom', message: M.time })
      else if (t > now) ctx.addIssue({ code: 'custom', message: M.future })
      return t ?? 0
    })
const optionalTime = (now: number) => z.union([z.literal('').transform(() => null), time(now)])
/** An expected time (may be in the future), or empty. */
const optionalInstant = z.union([
  z.literal('').transform(() => null),
  z.string().transform((v, ctx) => {
    const t = parseInstant(v)
    if (t === null) ctx.addIssue({ code: 'custom', message: M.time })
    return t
  }),
])
const whole = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, M.whole)
  .transform(Number)
const YES = ['yes', 'y', 'true', '1']
const NO = ['no', 'n', 'false', '0', '']
/** yes/no, true/false, 1/0; empty: no. */
const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => YES.includes(v) || NO.includes(v), M.yesNo)
  .transform((v) => YES.includes(v))
const consumerNo = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidConsumerNo(v), M.consumerNo)
  .transform((v) => v || null)
const division = z
  .string()
  .trim()
  .refine((v) => DIVISION_CODES.has(v), M.division)
const endAfter = (endField: string, startField: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (v[endField] !== null && v[endField] !== undefined && (v[endField] as number) < (v[startField] as number)) ctx.addIssue({ code: 'custom', path: [endField], message: M.endBeforeStart })
}

/** The row schema of each dataset (cells as strings in; the table's columns out) and its columns. */
function schemas(now: number) {
  return {
    outages: {
      table: 'outage_events',
      required: ['feeder_code', 'started_at', 'customers_affected', 'cause'],
      optional: ['planned', 'ended_at', 'restore_eta', 'cause_as'],
      schema: z
        .object({
          feeder_code: text(16),
          planned: yesNo.default(false),
          started_at: time(now),
          ended_at: optionalTime(now).default(null),
          restore_eta: optionalInstant.default(null),
          customers_affected: whole,
          cause: text(300),
          // the cause in Assamese, for the Assamese outage dashboard (issue 23 §3)
          cause_as: optionalText(300).default(null),
        })
        .superRefine(endAfter('ended_at', 'started_at')),
    },
    connections: {
      table: 'service_connections',
      required: ['category', 'area_class', 'division_code', 'applied_at'],
      optional: ['released_at', 'consumer_no', 'work_no'],
      schema: z
        .object({
          category: z
            .string()
            .trim()
            .toLowerCase()
            .pipe(z.enum(CONNECTION_CATEGORIES, { message: M.oneOf(CONNECTION_CATEGORIES) })),
          area_class: z
            .string()
            .trim()
            .toLowerCase()
            .pipe(z.enum(AREA_CLASSES, { message: M.oneOf(AREA_CLASSES) })),
          division_code: division,
          applied_at: time(now),
          released_at: optionalTime(now).default(null),
          consumer_no: consumerNo.default(null),
          work_no: optionalText(12).default(null),
        })
        .superRefine(endAfter('released_at', 'applied_at')),
    },
    ownership: {
      table: 'ownership_changes',
      required: ['consumer_no', 'applied_at'],
      optional: ['division_code', 'completed_at', 'work_no'],
      schema: z
        .object({
          consumer_no: z.string().trim().refine(isValidConsumerNo, M.consumerNo),
          division_code: z.union([z.literal(''), division]).default(''),
          applied_at: time(now),
          completed_at: optionalTime(now).default(null),
          work_no: optionalText(12).default(null),
        })
        .superRefine(endAfter('completed_at', 'applied_at'))
        .transform((v) => ({ ...v, division_code: v.division_code || v.consumer_no.slice(0, 3) })),
    },
    mutations: {
      table: 'land_mutations',
      required: ['mutation_ref', 'division_code', 'received_at'],
      optional: ['completed_at', 'consumer_no'],
      schema: z
        .object({
          mutation_ref: text(32),
          division_code: division,
          received_at: time(now),
          completed_at: optionalTime(now).default(null),
          consumer_no: consumerNo.default(null),
        })
        .superRefine(endAfter('completed_at', 'received_at')),
    },
  } as const
}

export interface ImportOptions {
  fileName: string
  /** the clock (rows in the future are refused; imported_at) */
  now?: number
}

/** Checks and imports one CSV file of `dataset` (see the top of this file). */
export async function importEodbCsv(db: Knex, dataset: ImportDataset, csv: string, opts: ImportOptions): Promise<ImportResult> {
  const now = opts.now ?? Date.now()
  const spec = schemas(now)[dataset]
  const result: ImportResult = { dataset, fileName: opts.fileName.slice(0, 200), rows: 0, accepted: 0, refused: 0, fileRefused: null, errors: [], importId: null }
  const record = async (trx: Knex) => {
    const [row] = await trx('eodb_imports').insert({ dataset, file_name: result.fileName, accepted: result.accepted, refused: result.refused, imported_at: now }).returning('id')
    result.importId = num(typeof row === 'object' ? (row as { id: number }).id : row)
  }
  const refuseFile = async (reason: string) => {
    result.fileRefused = reason
    result.accepted = 0
    await record(db)
    return result
  }

  let records: Array<{ line: number; cells: string[] }>
  try {
    records = parseCsv(csv)
  } catch (err) {
    return refuseFile((err as Error).message)
  }
  const [header, ...data] = records
  if (!header) return refuseFile('the file is empty: a header row is required')
  const names = header.cells.map((c) => c.trim().toLowerCase())
  const known = new Set<string>([...spec.required, ...spec.optional])
  const unknown = names.filter((n) => !known.has(n))
  if (unknown.length) return refuseFile(`line ${header.line}: header: unknown column ${unknown.join(', ')} (columns: ${[...spec.required, ...spec.optional].join(', ')})`)
  const missing = spec.required.filter((n) => !names.includes(n))
  if (missing.length) return refuseFile(`line ${header.line}: header: missing column ${missing.join(', ')}`)
  if (new Set(names).size !== names.length) return refuseFile(`line ${header.line}: header: a column is named twice`)
  result.rows = data.length
  if (!data.length) return refuseFile('no data rows after the header')

  // what the rows refer to and may duplicate
  const feeders = new Map<string, number>()
  if (dataset === 'outages') for (const f of (await db('feeders').select('code', 'customers_served')) as Row[]) feeders.set(String(f.code), num(f.customers_served))
  const divisions = new Set(((await db('divisions').select('code')) as Row[]).map((d) => String(d.code)))

  const valid: Array<{ line: number; row: Record<string, unknown> }> = []
  const fail = (line: number, field: string, message: string) => result.errors.push({ line, field, message })
  for (const rec of data) {
    if (rec.cells.length !== names.length) {
      fail(rec.line, 'row', `has ${rec.cells.length} cells, the header ${names.length}`)
      continue
    }
    const input = Object.fromEntries(names.map((n, i) => [n, rec.cells[i]]))
    const parsed = (spec.schema as z.ZodType<Record<string, unknown>>).safeParse(input)
    if (!parsed.success) {
      // one error per field, in the header's order
      const seen = new Set<string>()
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row')
        if (seen.has(field)) continue
        seen.add(field)
        fail(rec.line, field, issue.message)
      }
      continue
    }
    const v = parsed.data
    if (dataset === 'outages') {
      const served = feeders.get(String(v.feeder_code))
      if (served === undefined) {
        fail(rec.line, 'feeder_code', M.feeder)
        continue
      }
      if ((v.customers_affected as number) > served) {
        fail(rec.line, 'customers_affected', M.customers)
        continue
      }
    } else if (!divisions.has(String(v.division_code))) {
      fail(rec.line, 'division_code', M.division)
      continue
    }
    valid.push({ line: rec.line, row: v })
  }

  // duplicates: of stored rows, and of earlier rows of the file
  const keyed = await duplicateKeys(
    db,
    dataset,
    valid.map((x) => x.row),
  )
  const inFile = new Set<string>()
  const accepted: Array<Record<string, unknown>> = []
  for (const { line, row } of valid) {
    const key = keyOf(dataset, row)
    if (key === null) {
      accepted.push(row)
      continue
    }
    if (keyed.has(key)) fail(line, keyField(dataset), M.duplicate)
    else if (inFile.has(key)) fail(line, keyField(dataset), M.duplicateInFile)
    else {
      inFile.add(key)
      accepted.push(row)
    }
  }
  result.errors.sort((a, b) => a.line - b.line)
  result.refused = new Set(result.errors.map((e) => e.line)).size
  if (result.refused > MAX_REFUSED_SHARE * result.rows) {
    return refuseFile(`${result.refused} of ${result.rows} rows refused (more than ${Math.round(MAX_REFUSED_SHARE * 100)} %): nothing imported`)
  }
  const source = 'import'
  const rows = accepted.map((r) => (dataset === 'outages' ? { ...r, shutdown_id: null, source, recorded_by: null, created_at: now, updated_at: now } : { ...r, source }))
  await db.transaction(async (trx) => {
    const table = spec.table as keyof typeof EODB_COLUMNS
    await insertJsonRows(trx, table, EODB_COLUMNS[table], rows, 2000)
    result.accepted = rows.length
    await record(trx)
  })
  return result
}

const keyField = (dataset: ImportDataset) => (dataset === 'outages' ? 'started_at' : dataset === 'mutations' ? 'mutation_ref' : 'work_no')

/** What makes a row a duplicate: a feeder's outage starting at the same instant, a mutation reference, a work number (when given). */
function keyOf(dataset: ImportDataset, r: Record<string, unknown>): string | null {
  if (dataset === 'outages') return `${r.feeder_code}|${r.started_at}`
  if (dataset === 'mutations') return String(r.mutation_ref)
  return r.work_no ? String(r.work_no) : null
}

async function duplicateKeys(db: Knex, dataset: ImportDataset, rows: Array<Record<string, unknown>>): Promise<Set<string>> {
  const keys = new Set<string>()
  if (!rows.length) return keys
  if (dataset === 'outages') {
    const starts = rows.map((r) => r.started_at as number)
    const [first, last] = [starts.reduce((a, b) => Math.min(a, b)), starts.reduce((a, b) => Math.max(a, b))]
    const codes = [...new Set(rows.map((r) => String(r.feeder_code)))]
    for (let i = 0; i < codes.length; i += 500) {
      const found: Row[] = await db('outage_events')
        .select('feeder_code', 'started_at')
        .whereIn('feeder_code', codes.slice(i, i + 500))
        .andWhere('started_at', '>=', first)
        .andWhere('started_at', '<=', last)
      for (const f of found) keys.add(`${f.feeder_code}|${num(f.started_at)}`)
    }
    return keys
  }
  const [table, column] = dataset === 'mutations' ? ['land_mutations', 'mutation_ref'] : dataset === 'connections' ? ['service_connections', 'work_no'] : ['ownership_changes', 'work_no']
  const values = rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string' && v !== '')
  for (let i = 0; i < values.length; i += 500) {
    for (const f of (await db(table)
      .select(column)
      .whereIn(column, values.slice(i, i + 500))) as Row[])
      keys.add(String(f[column]))
  }
  return keys
}
