import type { Knex } from 'knex'
import type { AdminAuditEntry } from '#shared/admin/contract'
import type { Db } from '../../db/knex'
import { pageOf } from '../../db/rows'

/**
 * The admin audit log (issue 11 §4): every admin write records who, when, what, and the values
 * before and after, in the transaction of the write (so a rolled-back change leaves no entry and
 * a committed one always has its entry). Append-only: this service has no update or delete, and
 * the table refuses both (migration 202612200200). A super admin reads it with `list`.
 */
export interface AuditEntry {
  /** the admin's user id ('system' for a script) */
  actor: string
  /** what was done, e.g. 'tender.publish', 'user.roles' */
  action: string
  /** what kind of thing, e.g. 'tender', 'admin_user' */
  entity: string
  entityId?: string | number | null
  before?: unknown
  after?: unknown
  ip?: string | null
}

/** One row as `list` gives it (the wire type of /admin/audit_log and GET /api/admin/audit). */
export type AuditRow = AdminAuditEntry

export interface AuditFilter {
  actor?: string
  action?: string
  entity?: string
  entityId?: string
  /** epoch ms, inclusive */
  from?: number
  /** epoch ms, exclusive */
  to?: number
  page?: number
  pageSize?: number
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v))
const parseJson = (v: unknown) => {
  if (v == null) return null
  try {
    return JSON.parse(String(v))
  } catch {
    return String(v)
  }
}

export function createAuditLog(deps: { db: Db; now?: () => number }) {
  const now = deps.now ?? Date.now
  return {
    /** Records one admin write; pass the write's transaction. */
    async record(entry: AuditEntry, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? deps.db)('audit_log').insert({
        at: now(),
        actor: entry.actor.slice(0, 32),
        action: entry.action.slice(0, 64),
        entity: entry.entity.slice(0, 64),
        entity_id: entry.entityId == null ? null : String(entry.entityId).slice(0, 100),
        before_json: json(entry.before),
        after_json: json(entry.after),
        ip: entry.ip?.slice(0, 64) ?? null,
      })
    },

    /** A page of entries, newest first, with the total count of the filter. */
    async list(filter: AuditFilter = {}): Promise<{ rows: AuditRow[]; total: number; page: number; pageSize: number }> {
      const { page, pageSize, offset } = pageOf(filter, 50, 200)
      const where = (q: Knex.QueryBuilder) => {
        if (filter.actor) q.where('actor', filter.actor)
        if (filter.action) q.where('action', filter.action)
        if (filter.entity) q.where('entity', filter.entity)
        if (filter.entityId) q.where('entity_id', filter.entityId)
        if (filter.from !== undefined) q.where('at', '>=', filter.from)
        if (filter.to !== undefined) q.where('at', '<', filter.to)
        return q
      }
      const [{ n }] = await where(deps.db('audit_log').count({ n: '*' }))
      const rows = await where(deps.db('audit_log').select('*')).orderBy('id', 'desc').limit(pageSize).offset(offset)
      return {
        total: Number(n),
        page,
        pageSize,
        rows: rows.map((r: Record<string, unknown>) => ({
          id: Number(r.id),
          at: Number(r.at),
          actor: String(r.actor),
          action: String(r.action),
          entity: String(r.entity),
          entityId: r.entity_id == null ? null : String(r.entity_id),
          before: parseJson(r.before_json),
          after: parseJson(r.after_json),
          ip: r.ip == null ? null : String(r.ip),
        })),
      }
    },

    /** The distinct actions recorded (the filter's choices). */
    async actions(): Promise<string[]> {
      const rows = await deps.db('audit_log').distinct('action').orderBy('action')
      return rows.map((r: { action: string }) => r.action)
    },

    /** The distinct entities recorded (the filter's choices). */
    async entities(): Promise<string[]> {
      const rows = await deps.db('audit_log').distinct('entity').orderBy('entity')
      return rows.map((r: { entity: string }) => r.entity)
    },
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>
