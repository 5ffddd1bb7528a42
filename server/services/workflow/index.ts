/**
 * The one workflow engine of applications and complaints (issue 10 §1).
 *
 * An item (work_items) moves through the states of shared/workflow/rules.ts; every change writes a
 * history row (work_events: state, when, who, note) in the same transaction, and after the
 * commit an SMS goes to the applicant (one DLT template per message and language, ./texts.ts;
 * in the language the applicant last chose, server/services/smsLanguage.ts). Each state's
 * deadline comes from the one table of kinds × states (`deadlineHours`); a new connection's
 * is its release deadline by area class, set at submission and kept until release.
 *
 * Escalation (`escalateOverdue`, run by the scheduled job): an item whose `escalate_at` has
 * passed climbs one officer level and gets a fresh window. The move is one conditional
 * UPDATE (… WHERE id AND level AND escalate_at are still what the runner read), so with two
 * runners at once each item is escalated exactly once; only the runner whose update changed
 * the row writes the history and sends the SMS.
 *
 * Time comes from the injected clock (`now`), so tests move it. Officers' calls (assign,
 * move, note) are here for the admin area to put pages on.
 */
import { randomInt } from 'node:crypto'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { maskMobile } from '#shared/billing/input'
import type { WorkEvent, WorkItem, WorkPending } from '#shared/workflow/contract'
import {
  deadlineHours,
  deadlineRuleKey,
  FINAL_STATES,
  NEXT_STATES,
  OFFICER_LEVELS,
  REOPEN_DAYS,
  type ActorType,
  type AreaClass,
  type ComplaintCategory,
  type DeadlineOverrides,
  type WorkKind,
  type WorkState,
} from '#shared/workflow/rules'
import { dialectOf, type Db } from '../../db/knex'
import { SmsSkippedError, type SmsTransport } from '../../adapters/sms'
import { ConflictError, InvalidError, NotFoundError } from '../../errors'
import { num, str, type Row } from '../../db/rows'
import type { StoredUpload, UploadService } from '../uploads'
import type { Locale } from '#shared/locale'
import { recordSmsLocale, smsLocaleOf } from '../smsLanguage'
import { smsTemplateId, type SmsTemplateIds } from '../smsTemplates'
import { workSmsText, type WorkSms } from './texts'
import { recordsKind, recordWorkChange } from '../eodb/workRecords'

export interface Actor {
  type: ActorType
  /** an officer's user id; the consumer's mobile is not repeated here */
  id?: string
}

export const SYSTEM: Actor = { type: 'system' }
export const APPLICANT: Actor = { type: 'consumer' }

export interface NewWorkItem {
  kind: WorkKind
  mobile: string
  applicantName: string
  consumerNo?: string | null
  locale: 'en' | 'as'
  data: Record<string, unknown>
  areaClass?: AreaClass | null
  district?: string | null
  /** a fee to pay first: the item starts 'awaiting payment' */
  feePaise?: number
  category?: ComplaintCategory | null
  subcategory?: string | null
  urgent?: boolean
  /** files already stored (uploads.store); they are recorded with the item, or discarded if it fails */
  files?: StoredUpload[]
  /** the first history row's note */
  note?: string
  /**
   * A change the system carries out at once (a TAN, a holding number): `apply` runs in the
   * item's transaction (a refusal there undoes both); the item is recorded 'submitted' by the
   * applicant, then 'completed' by the system with `note` (two history rows, one SMS).
   */
  completeWith?: { apply: (trx: Db) => Promise<void>; note?: string }
}

/** What an item was and became in an officer's change (the admin audit row's before and after). */
export interface WorkSnapshot {
  state: WorkState
  assignedTo: string | null
  level: string
  note?: string
}

/**
 * Options of an officer's change (the admin desk): `expectState` is the state the officer saw
 * (another state now: 409, the item changed meanwhile); `inTransaction` runs in the change's own
 * transaction with the item before and after (the admin audit row), so both commit or neither.
 */
export interface OfficerChange {
  expectState?: WorkState
  inTransaction?: (trx: Knex.Transaction, before: WorkSnapshot, after: WorkSnapshot) => Promise<void>
}

export interface QueueFilter {
  kind?: WorkKind
  kinds?: readonly WorkKind[]
  state?: WorkState
  overdue?: boolean
  limit?: number
  offset?: number
}

export interface WorkflowDeps {
  db: Db
  sms: SmsTransport
  /** the DLT template ids of the workflow's SMS in both languages */
  config: SmsTemplateIds
  logger: Logger
  uploads: UploadService
  now?: () => number
}

const HOUR = 3_600_000
const TOP_LEVEL = OFFICER_LEVELS.length - 1
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(num(v)).toISOString())

export function createWorkflowService(deps: WorkflowDeps) {
  const { db, sms, logger, uploads } = deps
  const now = deps.now ?? Date.now
  const postgres = dialectOf(db) === 'postgres'

  /**
   * After the commit; a gateway failure is logged and never undoes the change. In `locale` when
   * the request that made the change carries one (a form), else in the mobile's language.
   * `publicForm`: the acknowledgement of an item a public form created, counted in the number's
   * daily cap (server/services/smsDailyCap.ts); officers' decisions and escalations are never capped.
   */
  async function notify(mobile: string, message: WorkSms, opts: { publicForm?: boolean; locale?: Locale } = {}) {
    try {
      const locale = opts.locale ?? (await smsLocaleOf(db, mobile))
      await sms.send({ mobile, text: workSmsText(message, locale), templateId: smsTemplateId(deps.config, message.kind, locale), ...(opts.publicForm ? { publicForm: message.kind } : {}) })
    } catch (err) {
      // a skip past the daily cap is recorded and logged by the SMS service
      if (!(err instanceof SmsSkippedError)) logger.warn({ err, sms: message.kind, mobile: maskMobile(mobile) }, 'workflow SMS not sent')
    }
  }

  /** The deadline rule table's rows (work_deadline_rules; edited on /admin/rules): read at each change, so an edit acts at once. */
  async function deadlineOverrides(): Promise<DeadlineOverrides> {
    const rows: Row[] = await db('work_deadline_rules').select('kind', 'rule_key', 'hours')
    return new Map(rows.map((r) => [deadlineRuleKey(r.kind as WorkKind, String(r.rule_key)), num(r.hours)]))
  }

  /** The deadline shown and the next escalation time of an item entering `state` at `t`. */
  function timesFor(item: { kind: WorkKind; area_class?: unknown; category?: unknown; due_at?: unknown }, state: WorkState, t: number, entering: boolean, overrides?: DeadlineOverrides) {
    const hours = deadlineHours(item.kind, state, { areaClass: (item.area_class as AreaClass) ?? null, category: (item.category as ComplaintCategory) ?? null }, overrides)
    if (hours === null) return { due_at: null, escalate_at: null }
    // a new connection's release deadline runs from submission through every state
    if (item.kind === 'new_connection' && !entering && item.due_at != null) {
      return { due_at: num(item.due_at), escalate_at: num(item.due_at) }
    }
    const due = t + hours * HOUR
    return { due_at: due, escalate_at: due }
  }

  function pendingOf(r: Row): WorkPending {
    const state = r.state as WorkState
    if (FINAL_STATES.has(state)) return { from: null }
    if (state === 'awaiting_payment') return { from: 'applicant', what: 'payment' }
    if (state === 'resolved') return { from: 'applicant', what: 'rating' }
    return { from: 'officer', level: OFFICER_LEVELS[Math.min(num(r.level), TOP_LEVEL)] }
  }

  function toItem(r: Row, events: WorkEvent[], files: WorkItem['files']): WorkItem {
    const due = r.due_at == null ? null : num(r.due_at)
    return {
      workNo: String(r.work_no),
      kind: r.kind as WorkKind,
      state: r.state as WorkState,
      applicantName: String(r.applicant_name),
      mobileMasked: maskMobile(String(r.mobile)),
      consumerNo: str(r.consumer_no),
      locale: r.locale === 'as' ? 'as' : 'en',
      data: JSON.parse(String(r.data)) as Record<string, unknown>,
      areaClass: (str(r.area_class) as AreaClass | null) ?? null,
      district: str(r.district),
      feePaise: num(r.fee_paise),
      feeReceiptNo: str(r.fee_receipt_no),
      feePaidAt: iso(r.fee_paid_at),
      category: str(r.category),
      subcategory: str(r.subcategory),
      urgent: Boolean(r.urgent),
      rating: r.rating == null ? null : num(r.rating),
      reopenCount: num(r.reopen_count),
      resolvedAt: iso(r.resolved_at),
      deadlineAt: iso(due),
      overdue: due !== null && due <= now() && !FINAL_STATES.has(r.state as WorkState),
      level: OFFICER_LEVELS[Math.min(num(r.level), TOP_LEVEL)],
      assignedTo: str(r.assigned_to),
      createdAt: iso(r.created_at) as string,
      updatedAt: iso(r.updated_at) as string,
      pending: pendingOf(r),
      events,
      files,
    }
  }

  async function load(r: Row): Promise<WorkItem> {
    const [events, files] = await Promise.all([
      db('work_events').select('state', 'action', 'actor_type', 'actor_id', 'note', 'at').where('item_id', num(r.id)).orderBy('id'),
      db('work_files').select('id', 'slot', 'content_type', 'bytes').where('item_id', num(r.id)).orderBy('id'),
    ])
    return toItem(
      r,
      events.map((e: Row) => ({
        state: e.state as WorkState,
        action: String(e.action),
        actorType: e.actor_type as ActorType,
        actorId: str(e.actor_id),
        note: str(e.note),
        at: iso(e.at) as string,
      })),
      files.map((f: Row) => ({ id: num(f.id), slot: String(f.slot), contentType: String(f.content_type), bytes: num(f.bytes) })),
    )
  }

  async function rowOf(workNo: string, trx: Db = db): Promise<Row | undefined> {
    return trx('work_items').first().where('work_no', workNo)
  }

  async function mustRow(workNo: string, trx: Db = db): Promise<Row> {
    const r = await rowOf(workNo, trx)
    if (!r) throw new NotFoundError('No such application or complaint')
    return r
  }

  async function event(trx: Db, itemId: unknown, state: WorkState, action: string, actor: Actor, note: string | null | undefined, at: number) {
    await trx('work_events').insert({
      item_id: itemId,
      state,
      action,
      actor_type: actor.type,
      actor_id: actor.id ?? null,
      note: note ? note.slice(0, 1000) : null,
      at,
    })
  }

  const snapshot = (r: Row, over: Partial<WorkSnapshot> = {}): WorkSnapshot => ({
    state: r.state as WorkState,
    assignedTo: str(r.assigned_to),
    level: OFFICER_LEVELS[Math.min(num(r.level), TOP_LEVEL)],
    ...over,
  })

  /**
   * The ease-of-doing-business record of a new connection or a name change follows its item
   * (server/services/eodb/workRecords.ts), in the change's transaction.
   */
  async function record(trx: Db, r: Row, state: WorkState, at: number) {
    if (!recordsKind(r.kind as WorkKind)) return
    const data = typeof r.data === 'string' ? (JSON.parse(r.data) as Record<string, unknown>) : ((r.data as Record<string, unknown>) ?? {})
    await recordWorkChange(trx, { kind: r.kind as WorkKind, workNo: String(r.work_no), state, consumerNo: str(r.consumer_no), areaClass: str(r.area_class), district: str(r.district), data, at })
  }

  /** The officer's view was stale: the item is in another state now. */
  const checkExpected = (r: Row, opts?: OfficerChange) => {
    if (opts?.expectState && opts.expectState !== r.state) throw new ConflictError('The item changed meanwhile; reload it')
  }

  /** A fresh number: AP or CM and 10 random digits (numbers say nothing about volume or order). */
  const newNumber = (kind: WorkKind) => `${kind === 'complaint' ? 'CM' : 'AP'}${String(randomInt(0, 1e10)).padStart(10, '0')}`

  const service = {
    /** Records a new item with its files and first history row; SMS to the applicant after the commit. */
    async create(input: NewWorkItem, actor: Actor = APPLICANT): Promise<WorkItem> {
      const t = now()
      const entered: WorkState = input.kind === 'complaint' ? 'registered' : (input.feePaise ?? 0) > 0 ? 'awaiting_payment' : 'submitted'
      const state: WorkState = input.completeWith ? 'completed' : entered
      const base = { kind: input.kind, area_class: input.areaClass ?? null, category: input.category ?? null }
      const times = timesFor(base, state, t, true, await deadlineOverrides())
      let workNo = ''
      try {
        await db.transaction(async (trx) => {
          for (let attempt = 0; ; attempt++) {
            workNo = newNumber(input.kind)
            if (!(await trx('work_items').first('id').where('work_no', workNo))) break
            if (attempt > 5) throw new ConflictError('Could not allocate an application number')
          }
          const inserted: Array<{ id: number } | number> = await trx('work_items')
            .insert({
              work_no: workNo,
              kind: input.kind,
              state,
              mobile: input.mobile,
              consumer_no: input.consumerNo ?? null,
              // the division is the consumer number's first three digits (the desk filters by it)
              division_code: input.consumerNo ? input.consumerNo.slice(0, 3) : null,
              applicant_name: input.applicantName.slice(0, 200),
              locale: input.locale,
              data: JSON.stringify(input.data),
              area_class: input.areaClass ?? null,
              district: input.district ?? null,
              fee_paise: input.feePaise ?? 0,
              category: input.category ?? null,
              subcategory: input.subcategory ?? null,
              urgent: Boolean(input.urgent),
              ...times,
              level: 0,
              created_at: t,
              updated_at: t,
            })
            .returning('id')
          const first = inserted[0]
          const id = typeof first === 'object' ? first.id : first
          await event(trx, id, entered, 'created', actor, input.note, t)
          // the applicant's form language is their SMS language from now on (server/services/smsLanguage.ts)
          if (actor.type === 'consumer') await recordSmsLocale(trx, input.mobile, input.locale, t)
          const recorded = { kind: input.kind, work_no: workNo, consumer_no: input.consumerNo ?? null, area_class: input.areaClass ?? null, district: input.district ?? null, data: input.data }
          await record(trx, recorded, entered, t)
          if (input.completeWith) {
            await input.completeWith.apply(trx)
            await event(trx, id, 'completed', 'state', SYSTEM, input.completeWith.note, t)
            await record(trx, recorded, 'completed', t)
          }
          if (input.files?.length) {
            await trx('work_files').insert(
              input.files.map((f) => ({ item_id: id, slot: f.slot, storage_key: f.storageKey, content_type: f.contentType, bytes: f.bytes, sha256: f.sha256, created_at: t })),
            )
          }
        })
      } catch (err) {
        // no half-written row kept, and no file left without its row
        if (input.files?.length) await uploads.discard(input.files)
        throw err
      }
      const item = (await service.byNo(workNo)) as WorkItem
      // the acknowledgement of what a form made, in the form's language: capped per number and day
      const ack = { publicForm: true, locale: input.locale }
      if (input.completeWith) {
        await notify(input.mobile, { kind: 'workState', workNo, state: 'completed' }, ack)
      } else if (input.kind === 'complaint') {
        await notify(input.mobile, { kind: 'complaintCreated', workNo, category: input.category ?? 'other', expectedBy: item.deadlineAt }, ack)
      } else {
        await notify(input.mobile, { kind: 'workCreated', workNo, work: input.kind }, ack)
      }
      return item
    },

    async byNo(workNo: string): Promise<WorkItem | null> {
      const r = await rowOf(workNo)
      return r ? load(r) : null
    },

    /**
     * An item for a citizen who may open it: its number is among those their browser made or
     * proved (`granted`), or they are signed in with the applicant's mobile. Null otherwise.
     */
    async openFor(workNo: string, who: { granted: readonly string[]; mobile?: string | null }): Promise<WorkItem | null> {
      const r = await rowOf(workNo)
      if (!r) return null
      if (!who.granted.includes(workNo) && !(who.mobile && who.mobile === String(r.mobile))) return null
      return load(r)
    },

    /** The status lookup: the item only when both the number and the applicant's mobile match (one 'not found' otherwise). */
    async lookup(workNo: string, mobile: string): Promise<WorkItem | null> {
      const r: Row | undefined = await db('work_items').first().where({ work_no: workNo, mobile })
      return r ? load(r) : null
    },

    /** The items of a mobile (newest first), for the signed-in dashboard. */
    async listByMobile(mobile: string, limit = 20): Promise<Array<Pick<WorkItem, 'workNo' | 'kind' | 'state' | 'createdAt' | 'deadlineAt' | 'consumerNo'>>> {
      const rows: Row[] = await db('work_items').select('work_no', 'kind', 'state', 'created_at', 'due_at', 'consumer_no').where('mobile', mobile).orderBy('id', 'desc').limit(limit)
      return rows.map((r) => ({
        workNo: String(r.work_no),
        kind: r.kind as WorkKind,
        state: r.state as WorkState,
        createdAt: iso(r.created_at) as string,
        deadlineAt: iso(r.due_at),
        consumerNo: str(r.consumer_no),
      }))
    },

    /** The open item of one kind for a consumer number (one pending change of a kind at a time), or null. */
    async pendingFor(consumerNo: string, kind: WorkKind): Promise<string | null> {
      const r = await db('work_items')
        .first('work_no')
        .where({ consumer_no: consumerNo, kind })
        .whereNotIn('state', [...FINAL_STATES])
      return r ? String(r.work_no) : null
    },

    /**
     * Moves an item to `to` (an officer's or the system's step), with a history row and an SMS.
     * Only the moves of NEXT_STATES are allowed; a concurrent move of the same item loses (409).
     */
    async transition(workNo: string, to: WorkState, actor: Actor, note?: string, opts?: OfficerChange): Promise<WorkItem> {
      const t = now()
      const r = await mustRow(workNo)
      const from = r.state as WorkState
      checkExpected(r, opts)
      if (!NEXT_STATES[from].includes(to)) throw new InvalidError(`An item in state ${from} cannot move to ${to}`)
      const times = timesFor({ kind: r.kind as WorkKind, area_class: r.area_class, category: r.category, due_at: r.due_at }, to, t, from === 'awaiting_payment', await deadlineOverrides())
      const extra: Row = {}
      if (to === 'resolved') extra.resolved_at = t
      await db.transaction(async (trx) => {
        const n = await trx('work_items')
          .where({ id: num(r.id), state: from })
          .update({ state: to, ...times, ...extra, updated_at: t })
        if (n !== 1) throw new ConflictError('The item changed meanwhile; reload it')
        await event(trx, num(r.id), to, 'state', actor, note, t)
        await record(trx, r, to, t)
        await opts?.inTransaction?.(trx, snapshot(r), snapshot(r, { state: to, ...(note ? { note } : {}) }))
      })
      await notify(String(r.mobile), { kind: 'workState', workNo, state: to })
      return (await service.byNo(workNo)) as WorkItem
    },

    /** The fee of an application was paid: 'awaiting payment' → 'submitted' (once; a second call does nothing). */
    async markPaid(workNo: string, payment: { receiptNo: string; orderId: string }): Promise<WorkItem> {
      const t = now()
      const r = await mustRow(workNo)
      if (r.state === 'awaiting_payment') {
        const times = timesFor({ kind: r.kind as WorkKind, area_class: r.area_class, category: r.category }, 'submitted', t, true, await deadlineOverrides())
        const moved = await db.transaction(async (trx) => {
          const n = await trx('work_items')
            .where({ id: num(r.id), state: 'awaiting_payment' })
            .update({ state: 'submitted', fee_receipt_no: payment.receiptNo, fee_order_id: payment.orderId, fee_paid_at: t, ...times, updated_at: t })
          if (n === 1) {
            await event(trx, num(r.id), 'submitted', 'paid', SYSTEM, payment.receiptNo, t)
            await record(trx, r, 'submitted', t)
          }
          return n === 1
        })
        if (moved) await notify(String(r.mobile), { kind: 'workState', workNo, state: 'submitted' })
      }
      return (await service.byNo(workNo)) as WorkItem
    },

    /** An officer takes an item (or gives it to another officer). */
    async assign(workNo: string, officerId: string, actor: Actor, opts?: OfficerChange): Promise<WorkItem> {
      const t = now()
      const r = await mustRow(workNo)
      checkExpected(r, opts)
      if (FINAL_STATES.has(r.state as WorkState)) throw new InvalidError('A closed item cannot be assigned')
      const toAssigned = r.kind === 'complaint' && (r.state === 'registered' || r.state === 'reopened')
      const state: WorkState = toAssigned ? 'assigned' : (r.state as WorkState)
      await db.transaction(async (trx) => {
        const n = await trx('work_items')
          .where({ id: num(r.id), state: r.state as WorkState })
          .update({ assigned_to: officerId.slice(0, 64), state, updated_at: t })
        if (n !== 1) throw new ConflictError('The item changed meanwhile; reload it')
        await event(trx, num(r.id), state, 'assigned', actor, officerId, t)
        await opts?.inTransaction?.(trx, snapshot(r), snapshot(r, { state, assignedTo: officerId.slice(0, 64) }))
      })
      if (toAssigned) await notify(String(r.mobile), { kind: 'workState', workNo, state: 'assigned' })
      return (await service.byNo(workNo)) as WorkItem
    },

    /** A note in the history (no state change, no SMS). */
    async addNote(workNo: string, note: string, actor: Actor, opts?: OfficerChange): Promise<WorkItem> {
      const text = note.trim()
      if (!text) throw new InvalidError('The note is empty')
      const r = await mustRow(workNo)
      checkExpected(r, opts)
      const t = now()
      await db.transaction(async (trx) => {
        await event(trx, num(r.id), r.state as WorkState, 'note', actor, text, t)
        await trx('work_items').where('id', num(r.id)).update({ updated_at: t })
        await opts?.inTransaction?.(trx, snapshot(r), snapshot(r, { note: text.slice(0, 1000) }))
      })
      return (await service.byNo(workNo)) as WorkItem
    },

    /** The citizen rates a resolved complaint (1–5); it closes. */
    async rate(workNo: string, mobile: string, rating: number, note?: string): Promise<WorkItem> {
      const r = await db('work_items').first().where({ work_no: workNo, mobile })
      if (!r) throw new NotFoundError('No such application or complaint')
      if (r.state !== 'resolved') throw new InvalidError('Only a resolved complaint can be rated')
      const t = now()
      await db.transaction(async (trx) => {
        const n = await trx('work_items')
          .where({ id: num(r.id), state: 'resolved' })
          .update({ state: 'closed', rating, due_at: null, escalate_at: null, updated_at: t })
        if (n !== 1) throw new ConflictError('The item changed meanwhile; reload it')
        await event(trx, num(r.id), 'closed', 'rated', APPLICANT, note ?? null, t)
      })
      return (await service.byNo(workNo)) as WorkItem
    },

    /** The citizen reopens a resolved complaint within REOPEN_DAYS of its resolution. */
    async reopen(workNo: string, mobile: string, note: string): Promise<WorkItem> {
      const r = await db('work_items').first().where({ work_no: workNo, mobile })
      if (!r) throw new NotFoundError('No such application or complaint')
      const t = now()
      if (r.state !== 'resolved') throw new InvalidError('Only a resolved complaint can be reopened')
      if (r.resolved_at == null || t - num(r.resolved_at) > REOPEN_DAYS * 24 * HOUR) throw new InvalidError('The time to reopen this complaint has passed')
      const times = timesFor({ kind: 'complaint', category: r.category }, 'reopened', t, true, await deadlineOverrides())
      await db.transaction(async (trx) => {
        const n = await trx('work_items')
          .where({ id: num(r.id), state: 'resolved' })
          .update({ state: 'reopened', ...times, resolved_at: null, reopen_count: num(r.reopen_count) + 1, updated_at: t })
        if (n !== 1) throw new ConflictError('The item changed meanwhile; reload it')
        await event(trx, num(r.id), 'reopened', 'reopened', APPLICANT, note, t)
      })
      await notify(String(r.mobile), { kind: 'workState', workNo, state: 'reopened' })
      return (await service.byNo(workNo)) as WorkItem
    },

    /**
     * One pass of the escalation job: every item whose escalation time has passed climbs one
     * officer level (up to the top) and gets a fresh window. Safe with several runners: each
     * item moves by one conditional UPDATE, and only the runner that moved it writes the
     * history and sends the SMS.
     */
    async escalateOverdue(batch = 200): Promise<{ escalated: number }> {
      const t = now()
      const due: Row[] = await db('work_items')
        .select('id', 'work_no', 'kind', 'state', 'mobile', 'level', 'escalate_at', 'due_at', 'area_class', 'category')
        .where('escalate_at', '<=', t)
        .orderBy('escalate_at')
        .limit(batch)
      let escalated = 0
      const overrides = due.length ? await deadlineOverrides() : undefined
      for (const r of due) {
        const level = num(r.level)
        const state = r.state as WorkState
        const hours = deadlineHours(r.kind as WorkKind, state, { areaClass: r.area_class as AreaClass, category: r.category as ComplaintCategory }, overrides)
        const atTop = level + 1 >= TOP_LEVEL
        // the next level gets a fresh window (at least a day for applications); the top level is not escalated again
        const window = Math.max(hours ?? 24, r.kind === 'complaint' ? 1 : 24) * HOUR
        const next = FINAL_STATES.has(state) || hours === null || atTop ? null : t + window
        const claim = async (q: Db) => {
          const n = await q('work_items')
            .where({ id: num(r.id), level, state })
            .andWhere('escalate_at', r.escalate_at as number)
            .update({ level: Math.min(level + 1, TOP_LEVEL), escalate_at: next, updated_at: t })
          if (n !== 1) return false
          await event(q, num(r.id), state, 'escalated', SYSTEM, OFFICER_LEVELS[Math.min(level + 1, TOP_LEVEL)], t)
          return true
        }
        // PostgreSQL: the claim and its history row in one transaction. SQLite serves one process
        // (several workers need PostgreSQL, config.ts), whose one connection runs statements one
        // at a time; there the claim is its own statement, the history row right after it
        const won = postgres ? await db.transaction((trx) => claim(trx)) : await claim(db)
        if (!won) continue
        escalated++
        await notify(String(r.mobile), { kind: 'workEscalated', workNo: String(r.work_no), level: OFFICER_LEVELS[Math.min(level + 1, TOP_LEVEL)] })
      }
      return { escalated }
    },

    /** The officers' queue: filter by kind and state, overdue first, then oldest first. */
    async queue(filter: QueueFilter = {}): Promise<{ items: WorkItem[]; total: number }> {
      const q = db('work_items')
      if (filter.kind) q.where('kind', filter.kind)
      if (filter.kinds) q.whereIn('kind', [...filter.kinds])
      if (filter.state) q.where('state', filter.state)
      if (filter.overdue) q.where('due_at', '<', now()).whereNotIn('state', [...FINAL_STATES])
      const [{ n }] = await q.clone().count({ n: '*' })
      const rows: Row[] = await q
        .select()
        .orderBy([
          { column: 'urgent', order: 'desc' },
          { column: 'due_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(Math.min(filter.limit ?? 50, 200))
        .offset(filter.offset ?? 0)
      return { items: await Promise.all(rows.map(load)), total: num(n) }
    },

    /** A document of an item, for its applicant or an officer (the caller has checked who asks). */
    async file(workNo: string, fileId: number) {
      const r = await rowOf(workNo)
      if (!r) return null
      const f: Row | undefined = await db('work_files')
        .first()
        .where({ id: fileId, item_id: num(r.id) })
      if (!f) return null
      const body = await uploads.open(String(f.storage_key))
      if (!body) return null
      return { body, contentType: String(f.content_type), bytes: num(f.bytes), name: `${workNo}-${String(f.slot)}.${String(f.storage_key).split('.').pop()}` }
    },
  }
  return service
}

export type WorkflowService = ReturnType<typeof createWorkflowService>
