/**
 * The complaint and application desk (issue 11 §2, /AdminComplaintStatus): the officers' queue
 * with its filters, one item with its history, files and notes, and the officers' changes
 * (assign, move, note) through the workflow engine (server/services/workflow), which writes the
 * history and sends the applicant's SMS. Each change's audit row (before and after) is written
 * by the engine's `inTransaction` hook, in the change's own transaction: both commit or neither.
 * An approval also runs `onApproved` there (issue 27 §1: a registration request links the mobile).
 * The officer's id in the history is the admin's user id.
 */
import type { Knex } from 'knex'
import { ROLE_PERMISSIONS, type AdminRole } from '#shared/admin/roles'
import { maskMobile } from '#shared/billing/input'
import type { WorkDeskDivision, WorkDeskItem, WorkDeskOfficer, WorkDeskPage, WorkDeskRow } from '#shared/admin/contract'
import type { WorkItem } from '#shared/workflow/contract'
import { kindsOf, WORK_DESK_PAGE_SIZE, type WorkDeskQuery } from '#shared/admin/work'
import { indiaToday } from '#shared/time'
import { FINAL_STATES, NEXT_STATES, OFFICER_LEVELS, type WorkState } from '#shared/workflow/rules'
import type { Db } from '../../db/knex'
import { num, str, type Row } from '../../db/rows'
import { SYSTEM, type OfficerChange, type WorkflowService } from '../workflow'
import type { AdminActor } from './accounts'
import type { AuditLog } from './audit'
import { MOBILE_PATTERN } from '#shared/input/fields'

const DAY = 86_400_000

/** The roles that may act on the desk (the assign list's officers). */
export const DESK_ROLES = (Object.entries(ROLE_PERMISSIONS) as Array<[AdminRole, readonly string[]]>).filter(([, p]) => p.includes('work.act')).map(([r]) => r)

/** The form's fields of an item with every mobile number masked (a key naming a mobile, or a value shaped like one). */
export function maskItemData(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return /mobile/i.test(key) || MOBILE_PATTERN.test(value) ? maskMobile(value) : value
  if (Array.isArray(value)) return value.map((v) => maskItemData(v, key))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !/^otp$/i.test(k))
        .map(([k, v]) => [k, maskItemData(v, k)]),
    )
  }
  return value
}

/**
 * What an approval carries out in its own transaction, before the audit row (a registration
 * request links the mobile: server/services/applications/registration.ts `linkOnApproval`); a
 * throw undoes the approval. True when the approval carried the request out: the item is then
 * completed by the system at once (it stays open no longer, so a later request of its kind can
 * be made).
 */
export type OnApproved = (trx: Db, workNo: string) => Promise<boolean>

export function createWorkDesk(deps: { db: Db; workflow: WorkflowService; audit: AuditLog; onApproved?: OnApproved; now?: () => number }) {
  const { db, workflow, audit } = deps
  const now = deps.now ?? Date.now

  /** The audit hook of an officer's change: the row goes in the change's transaction. */
  const audited = (action: string, workNo: string, by: AdminActor, expectState?: WorkState): OfficerChange => ({
    expectState,
    inTransaction: (trx, before, after) => audit.record({ ...by, action, entity: 'work_item', entityId: workNo, before, after }, trx),
  })
  const officer = (by: AdminActor) => ({ type: 'officer' as const, id: by.actor })

  const rowOf = (r: Row, t: number): WorkDeskRow => {
    const due = r.due_at == null ? null : num(r.due_at)
    return {
      workNo: String(r.work_no),
      kind: String(r.kind),
      state: String(r.state),
      category: str(r.category),
      subcategory: str(r.subcategory),
      divisionCode: str(r.division_code),
      divisionName: str(r.division_name),
      district: str(r.district),
      deadlineAt: due,
      overdue: due !== null && due < t && !FINAL_STATES.has(r.state as WorkState),
      urgent: Boolean(r.urgent),
      level: OFFICER_LEVELS[Math.min(num(r.level), OFFICER_LEVELS.length - 1)],
      assignedTo: str(r.assigned_to),
      createdAt: num(r.created_at),
    }
  }

  const desk = {
    /** A page of the queue: urgent first, then by deadline (none last), then oldest. */
    async list(query: WorkDeskQuery): Promise<WorkDeskPage> {
      const t = now()
      const pageSize = WORK_DESK_PAGE_SIZE
      const page = Math.max(1, query.page)
      const where = (q: Knex.QueryBuilder) => {
        const kinds = kindsOf(query.kind)
        if (kinds?.length === 1) q.where('w.kind', kinds[0])
        else if (kinds) q.whereIn('w.kind', [...kinds])
        if (query.state) q.where('w.state', query.state)
        if (query.category) q.where('w.category', query.category)
        if (query.division) q.where('w.division_code', query.division)
        if (query.district) q.where('w.district', query.district)
        if (query.deadline === 'overdue') q.where('w.due_at', '<', t).whereNotIn('w.state', [...FINAL_STATES])
        if (query.deadline === 'today') {
          const start = Date.parse(`${indiaToday(t)}T00:00:00+05:30`)
          q.where('w.due_at', '>=', start)
            .where('w.due_at', '<', start + DAY)
            .whereNotIn('w.state', [...FINAL_STATES])
        }
        return q
      }
      const [{ n }] = await where(db('work_items as w')).count({ n: '*' })
      const rows: Row[] = await where(db('work_items as w'))
        .leftJoin('divisions as d', 'd.code', 'w.division_code')
        .select(
          'w.work_no',
          'w.kind',
          'w.state',
          'w.category',
          'w.subcategory',
          'w.division_code',
          'd.name as division_name',
          'w.district',
          'w.due_at',
          'w.urgent',
          'w.level',
          'w.assigned_to',
          'w.created_at',
        )
        .orderBy('w.urgent', 'desc')
        .orderByRaw('case when w.due_at is null then 1 else 0 end')
        .orderBy([
          { column: 'w.due_at', order: 'asc' },
          { column: 'w.id', order: 'asc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      return { items: rows.map((r) => rowOf(r, t)), total: num(n), page, pageSize }
    },

    /** The divisions (the filter's list). */
    async divisions(): Promise<WorkDeskDivision[]> {
      const rows: Row[] = await db('divisions').select('code', 'name').orderBy('name')
      return rows.map((r) => ({ code: String(r.code), name: String(r.name) }))
    },

    /** The active admin users who may act on the desk (the assign list). */
    async officers(): Promise<WorkDeskOfficer[]> {
      const rows: Row[] = await db('admin_users as u')
        .join('admin_user_roles as r', 'r.admin_user_id', 'u.id')
        .whereIn('r.role', DESK_ROLES)
        .where('u.active', true)
        .distinct('u.user_id', 'u.name')
        .orderBy('u.user_id')
      return rows.map((r) => ({ userId: String(r.user_id), name: String(r.name) }))
    },

    /** One item for an officer (every mobile masked), its next states and its division's name; null when unknown. */
    async item(workNo: string): Promise<WorkDeskItem | null> {
      const item = await workflow.byNo(workNo)
      if (!item) return null
      const row: Row | undefined = await db('work_items as w').leftJoin('divisions as d', 'd.code', 'w.division_code').first('d.name as division_name').where('w.work_no', workNo)
      return {
        item: { ...item, data: maskItemData(item.data) as WorkItem['data'] },
        nextStates: [...NEXT_STATES[item.state]],
        divisionName: str(row?.division_name),
      }
    },

    /** Gives the item to an officer (an admin user id or a free text); a complaint just registered or reopened becomes 'assigned' (SMS). */
    async assign(workNo: string, officerText: string, by: AdminActor, expectState?: WorkState): Promise<WorkDeskItem> {
      await workflow.assign(workNo, officerText, officer(by), audited('work.assign', workNo, by, expectState))
      return (await desk.item(workNo)) as WorkDeskItem
    },

    /** Moves the item along NEXT_STATES (400 otherwise; 409 when it is no longer in `expectState`); the applicant gets the SMS. */
    async move(workNo: string, to: WorkState, note: string | undefined, by: AdminActor, expectState?: WorkState): Promise<WorkDeskItem> {
      const change = audited('work.move', workNo, by, expectState)
      const onApproved = deps.onApproved
      let carriedOut = false
      if (to === 'approved' && onApproved) {
        const record = change.inTransaction!
        change.inTransaction = async (trx, before, after) => {
          carriedOut = await onApproved(trx, workNo)
          await record(trx, before, after)
        }
      }
      await workflow.transition(workNo, to, officer(by), note, change)
      if (carriedOut) await workflow.transition(workNo, 'completed', SYSTEM, 'Carried out on approval.')
      return (await desk.item(workNo)) as WorkDeskItem
    },

    /** A note in the item's history (the applicant sees it on the status page; no SMS). */
    async note(workNo: string, note: string, by: AdminActor): Promise<WorkDeskItem> {
      await workflow.addNote(workNo, note, officer(by), audited('work.note', workNo, by))
      return (await desk.item(workNo)) as WorkDeskItem
    },

    /** A document of an item (officers may open every item's files). */
    file: (workNo: string, fileId: number) => workflow.file(workNo, fileId),
  }
  return desk
}

export type WorkDesk = ReturnType<typeof createWorkDesk>
