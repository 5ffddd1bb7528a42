/**
 * The outage manager's work (issue 13, /admin/outages and /admin/shutdowns): record an outage
 * of a feeder and close it; publish a planned shutdown of some feeders and cancel it before it
 * starts; the lists of those screens, the feeder picker, and the published shutdowns of
 * /ShutdownNotices. Every write runs with its audit row and the content-changed notice in one
 * transaction (the public pages' caches clear when it commits: /ShutdownNotices and the outage
 * dashboard show it at once). Publishing starts
 * the SMS pass in the background (./shutdownAlerts.ts) after the commit; the request does not
 * wait for the SMS.
 */
import type { Knex } from 'knex'
import { CIRCLES } from '#shared/eodb/circles'
import type { PlannedShutdownView } from '#shared/eodb/contract'
import { OUTAGE_LIMITS, OUTAGE_MESSAGES as M, SHUTDOWN_NOTICE_DAYS, type AdminOutage, type FeederFilter, type FeederOption } from '#shared/eodb/outages'
import { indiaToday } from '#shared/time'
import type { Db } from '../../db/knex'
import { ConflictError, fieldError, InvalidError, NotFoundError } from '../../errors'
import { insertedId, num, str, type Row } from '../../db/rows'
import { likeWords } from '../../db/rows'
import type { AdminActor } from '../admin/accounts'
import type { AuditLog } from '../admin/audit'
import type { ContentBus } from '../contentBus'
import type { CloseOutageInput, PublishShutdownInput, RecordOutageInput } from './outageInput'
import type { ShutdownAlerts } from './shutdownAlerts'
import { shutdownViews } from './shutdownViews'

const DAY = 86_400_000
const HOUR = 3_600_000

const invalid = (path: string, message: string) => new InvalidError(message, [fieldError(path, message)])
const conflict = (path: string, message: string) => new ConflictError(message, [fieldError(path, message)])

const toFeeder = (r: Row): FeederOption => ({
  code: String(r.code),
  name: String(r.name),
  substation: String(r.substation),
  circleCode: String(r.circle_code),
  divisionCode: String(r.division_code),
  customersServed: num(r.customers_served),
})

const OUTAGE_COLUMNS = [
  'o.id',
  'o.feeder_code',
  'f.name as feeder_name',
  'f.circle_code',
  'f.division_code',
  'o.planned',
  'o.started_at',
  'o.ended_at',
  'o.restore_eta',
  'o.customers_affected',
  'o.cause',
  'o.cause_as',
  'o.recorded_by',
  'o.source',
]
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : num(v))
const toOutage = (r: Row): AdminOutage => ({
  id: num(r.id),
  feederCode: String(r.feeder_code),
  feederName: String(r.feeder_name),
  circleCode: String(r.circle_code),
  divisionCode: String(r.division_code),
  planned: r.planned === true || r.planned === 1 || r.planned === '1',
  startedAt: num(r.started_at),
  endedAt: numOrNull(r.ended_at),
  restoreEta: numOrNull(r.restore_eta),
  customersAffected: num(r.customers_affected),
  cause: String(r.cause),
  causeAs: str(r.cause_as),
  recordedBy: str(r.recorded_by),
  source: String(r.source),
})

export function createOutageAdmin(deps: { db: Db; audit: AuditLog; contentBus: ContentBus; alerts: Pick<ShutdownAlerts, 'kick'>; now?: () => number }) {
  const { db, audit, contentBus } = deps
  const now = deps.now ?? Date.now

  const outageQuery = (q: Knex | Knex.Transaction) => q('outage_events as o').join('feeders as f', 'f.code', 'o.feeder_code').select(OUTAGE_COLUMNS)

  async function outage(q: Knex | Knex.Transaction, id: number): Promise<AdminOutage> {
    const r: Row | undefined = await outageQuery(q).where('o.id', id).first()
    if (!r) throw new NotFoundError(M.outageUnknown)
    return toOutage(r)
  }

  async function shutdown(q: Knex | Knex.Transaction, id: number): Promise<PlannedShutdownView> {
    const [view] = await shutdownViews(q, (b) => b.where('id', id))
    if (!view) throw new NotFoundError(M.shutdownUnknown)
    return view
  }

  /** One audited write with the content notice, in one transaction. */
  function write<T>(by: AdminActor, fn: (trx: Knex.Transaction) => Promise<{ result: T; action: string; entity: string; id: number; before: unknown; after: unknown }>): Promise<T> {
    return db.transaction(async (trx) => {
      const w = await fn(trx)
      await audit.record({ actor: by.actor, ip: by.ip, action: w.action, entity: w.entity, entityId: w.id, before: w.before, after: w.after }, trx)
      await contentBus.changed(w.entity, trx)
      return w.result
    })
  }

  return {
    /** The feeder picker: feeders of a circle, a division or matching words (code, name, substation), at most OUTAGE_LIMITS.pickerMax, and how many match. */
    async feeders(filter: FeederFilter): Promise<{ feeders: FeederOption[]; total: number }> {
      const where = (q: Knex.QueryBuilder) => {
        if (filter.circle) q.where('circle_code', filter.circle)
        if (filter.division) q.where('division_code', filter.division)
        if (filter.q) {
          const like = likeWords(filter.q)
          q.where((w) => w.whereRaw("lower(code) like ? escape '\\'", [like]).orWhereRaw("lower(name) like ? escape '\\'", [like]).orWhereRaw("lower(substation) like ? escape '\\'", [like]))
        }
        return q
      }
      const [{ n }] = await where(db('feeders').count({ n: '*' }))
      const rows: Row[] = await where(db('feeders').select('code', 'name', 'substation', 'circle_code', 'division_code', 'customers_served'))
        .orderBy('code')
        .limit(OUTAGE_LIMITS.pickerMax)
      return { feeders: rows.map(toFeeder), total: num(n) }
    },

    /** The picker's filter choices: the circles, and the divisions that have feeders (with their circle). */
    async feederChoices(): Promise<{ circles: Array<{ code: string; name: string }>; divisions: Array<{ code: string; name: string; circleCode: string }> }> {
      const rows: Row[] = await db('divisions as d')
        .select('d.code', 'd.name', 'f.circle_code')
        .join(db('feeders').distinct('division_code', 'circle_code').as('f'), 'f.division_code', 'd.code')
        .orderBy('d.code')
      return { circles: CIRCLES.map((c) => ({ code: c.code, name: c.name })), divisions: rows.map((r) => ({ code: String(r.code), name: String(r.name), circleCode: String(r.circle_code) })) }
    },

    /** Open outages (longest first) and those closed in the last OUTAGE_LIMITS.recentDays days (latest first). */
    async outages(): Promise<{ open: AdminOutage[]; recent: AdminOutage[] }> {
      const open: Row[] = await outageQuery(db)
        .whereNull('o.ended_at')
        .orderBy([{ column: 'o.started_at' }, { column: 'o.id' }])
        .limit(500)
      const recent: Row[] = await outageQuery(db)
        .whereNotNull('o.ended_at')
        .where('o.ended_at', '>=', now() - OUTAGE_LIMITS.recentDays * DAY)
        .orderBy([
          { column: 'o.ended_at', order: 'desc' },
          { column: 'o.id', order: 'desc' },
        ])
        .limit(100)
      return { open: open.map(toOutage), recent: recent.map(toOutage) }
    },

    getOutage: (id: number) => outage(db, id),

    /** Records an outage (open until closed); customers affected default to the feeder's customers served, never more. */
    async recordOutage(input: RecordOutageInput, by: AdminActor): Promise<AdminOutage> {
      return write(by, async (trx) => {
        const feeder: Row | undefined = await trx('feeders').first('code', 'customers_served').where('code', input.feederCode)
        if (!feeder) throw invalid('feederCode', M.feederUnknown)
        const t = now()
        if (input.startedAt > t + OUTAGE_LIMITS.clockSkewMs) throw invalid('startedAt', M.startedFuture)
        if (input.restoreEta !== null && input.restoreEta <= input.startedAt) throw invalid('restoreEta', M.etaBeforeStart)
        const served = num(feeder.customers_served)
        if (input.customersAffected !== null && input.customersAffected > served) throw invalid('customersAffected', M.customersTooMany(served))
        if (await trx('outage_events').first('id').where('feeder_code', input.feederCode).whereNull('ended_at')) throw conflict('feederCode', M.feederOpen)
        const id = insertedId(
          await trx('outage_events')
            .insert({
              feeder_code: input.feederCode,
              planned: input.planned,
              started_at: input.startedAt,
              ended_at: null,
              restore_eta: input.restoreEta,
              customers_affected: input.customersAffected ?? served,
              cause: input.cause,
              cause_as: input.causeAs,
              source: 'admin',
              recorded_by: by.actor,
              created_at: t,
              updated_at: t,
            })
            .returning('id'),
        )
        const after = await outage(trx, id)
        return { result: after, action: 'outage.record', entity: 'outage_event', id, before: null, after }
      })
    },

    /** Closes an open outage at `endedAt` (now when not given): not before its start, not in the future, not twice. */
    async closeOutage(id: number, input: CloseOutageInput, by: AdminActor): Promise<AdminOutage> {
      return write(by, async (trx) => {
        const before = await outage(trx, id)
        if (before.endedAt !== null) throw conflict('endedAt', M.outageClosed)
        const t = now()
        const endedAt = input.endedAt ?? t
        if (endedAt > t + OUTAGE_LIMITS.clockSkewMs) throw invalid('endedAt', M.endFuture)
        if (endedAt < before.startedAt) throw invalid('endedAt', M.endBeforeStart)
        // one close wins, whoever else pressed the button at the same time
        const changed = await trx('outage_events').where('id', id).whereNull('ended_at').update({ ended_at: endedAt, updated_at: t })
        if (changed !== 1) throw conflict('endedAt', M.outageClosed)
        const after = await outage(trx, id)
        return { result: after, action: 'outage.close', entity: 'outage_event', id, before, after }
      })
    },

    /** The shutdowns of the admin screen: not yet ended (soonest first), and ended in the last SHUTDOWN_NOTICE_DAYS days (latest first); cancelled ones too. */
    async shutdowns(): Promise<{ upcoming: PlannedShutdownView[]; past: PlannedShutdownView[] }> {
      const t = now()
      const upcoming = await shutdownViews(db, (b) =>
        b
          .where('ends_at', '>', t)
          .orderBy([{ column: 'starts_at' }, { column: 'id' }])
          .limit(200),
      )
      const past = await shutdownViews(db, (b) =>
        b
          .where('ends_at', '<=', t)
          .where('ends_at', '>', t - SHUTDOWN_NOTICE_DAYS * DAY)
          .orderBy([
            { column: 'starts_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(100),
      )
      return { upcoming, past }
    },

    getShutdown: (id: number) => shutdown(db, id),

    /**
     * Publishes a planned shutdown at once (status 'published', a reference 'PS-<year>-<number>'):
     * at least one existing feeder, a start in the future, an end after it, at most
     * OUTAGE_LIMITS.shutdownMaxHours long. Its SMS go out in the background after the commit.
     */
    async publishShutdown(input: PublishShutdownInput, by: AdminActor): Promise<PlannedShutdownView> {
      const view = await write(by, async (trx) => {
        const t = now()
        const found: Row[] = await trx('feeders').select('code').whereIn('code', input.feeders)
        if (found.length !== input.feeders.length) throw invalid('feeders', M.feedersUnknown)
        if (input.startsAt <= t) throw invalid('startsAt', M.startPast)
        if (input.endsAt <= input.startsAt) throw invalid('endsAt', M.endNotAfterStart)
        if (input.endsAt - input.startsAt > OUTAGE_LIMITS.shutdownMaxHours * HOUR) throw invalid('endsAt', M.tooLong)
        // the reference needs the id: a placeholder first, unique on its own, then the real one
        const id = insertedId(
          await trx('planned_shutdowns')
            .insert({
              ref: `new-${t}-${Math.random().toString(36).slice(2, 6)}`.slice(0, 20),
              starts_at: input.startsAt,
              ends_at: input.endsAt,
              reason: input.reason,
              reason_as: input.reasonAs,
              status: 'published',
              created_by: by.actor,
              published_at: t,
              cancelled_at: null,
            })
            .returning('id'),
        )
        await trx('planned_shutdowns')
          .where('id', id)
          .update({ ref: shutdownRef(id, t) })
        await trx('planned_shutdown_feeders').insert(input.feeders.map((feeder_code) => ({ shutdown_id: id, feeder_code })))
        const after = await shutdown(trx, id)
        return { result: after, action: 'shutdown.publish', entity: 'planned_shutdown', id, before: null, after }
      })
      deps.alerts.kick()
      return view
    },

    /** Cancels a published shutdown that has not started (no more SMS for it; it leaves /ShutdownNotices). */
    async cancelShutdown(id: number, by: AdminActor): Promise<PlannedShutdownView> {
      return write(by, async (trx) => {
        const before = await shutdown(trx, id)
        if (before.status === 'cancelled') throw conflict('id', M.shutdownCancelled)
        const t = now()
        if (before.startsAt <= t) throw conflict('id', M.shutdownStarted)
        const changed = await trx('planned_shutdowns').where({ id, status: 'published' }).where('starts_at', '>', t).update({ status: 'cancelled', cancelled_at: t })
        if (changed !== 1) throw conflict('id', M.shutdownCancelled)
        const after = await shutdown(trx, id)
        return { result: after, action: 'shutdown.cancel', entity: 'planned_shutdown', id, before, after }
      })
    },

    /** /ShutdownNotices: the published shutdowns that have not ended or ended in the last SHUTDOWN_NOTICE_DAYS days, latest start first. */
    async shutdownNotices(): Promise<PlannedShutdownView[]> {
      const since = now() - SHUTDOWN_NOTICE_DAYS * DAY
      return shutdownViews(db, (b) =>
        b
          .where('status', 'published')
          .where('ends_at', '>', since)
          .orderBy([
            { column: 'starts_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(200),
      )
    },
  }
}

/** 'PS-2026-000123': the India year of publication and the shutdown's number. */
export const shutdownRef = (id: number, publishedAt: number) => `PS-${indiaToday(publishedAt).slice(0, 4)}-${String(id).padStart(6, '0')}`

export type OutageAdmin = ReturnType<typeof createOutageAdmin>
