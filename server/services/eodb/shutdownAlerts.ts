/**
 * The SMS of planned shutdowns (issue 13): every active consumer with a mobile on an affected
 * feeder (consumers.feeder_code) gets one when the shutdown is published and one the evening
 * before (SHUTDOWN_EVE_HOUR_IST on the India day before it starts), in the language of the
 * consumer's mobile (server/services/smsLanguage.ts: their last choice; English without one).
 *
 * "Each consumer once" holds with any number of runners at the same time (processes, the
 * scheduled pass and a pass started by a publish): an alert is first inserted into
 * shutdown_alerts under its unique key (shutdown, consumer, kind) with ON CONFLICT DO NOTHING,
 * and only the runner whose insert went in sends it. The SMS goes after the insert, so a crash
 * between the two loses that SMS rather than sending it twice; a gateway failure is logged and
 * not retried. A cancelled shutdown sends nothing more (each batch reads its status again); an
 * "evening before" SMS goes only for a shutdown published before that evening and not started.
 *
 * Publishing does not wait for thousands of SMS: it calls `kick()`, which starts a pass in the
 * background (one at a time per process; a kick during a pass runs another after it).
 */
import type { Logger } from 'pino'
import { maskMobile } from '#shared/billing/input'
import type { Locale } from '#shared/locale'
import type { Db } from '../../db/knex'
import type { SmsTransport } from '../../adapters/sms'
import { num, type Row } from '../../db/rows'
import { asSmsLocale, smsLocaleColumn } from '../smsLanguage'
import type { SmsTemplateIds } from '../smsTemplates'
import { shutdownSms, type ShutdownAlertKind } from './shutdownTexts'
import { shutdownEveAt } from './shutdownViews'
import { MOBILE_PATTERN } from '#shared/input/fields'

/** The job's name in job_leases. */
export const SHUTDOWN_ALERT_JOB = 'shutdown-alerts'

/** Consumers taken per query and insert; SMS sent at once within a batch. */
const BATCH = 200
const PARALLEL = 8

/** the DLT template ids of both alerts in both languages */
export type ShutdownAlertConfig = SmsTemplateIds

export interface ShutdownAlertDeps {
  db: Db
  sms: SmsTransport
  config: ShutdownAlertConfig
  logger: Logger
  /** the clock (tests move it) */
  now?: () => number
}

/** What one pass did: SMS sent of each kind, and those the gateway refused. */
export interface ShutdownAlertPass {
  published: number
  eve: number
  failed: number
}

interface Target {
  consumerNo: string
  mobile: string
  feederName: string
  locale: Locale
}

export function createShutdownAlerts(deps: ShutdownAlertDeps) {
  const { db, sms, logger, config } = deps
  const now = deps.now ?? Date.now

  /** The next consumers of a published shutdown who have no alert of `kind` yet, after `after` (consumer number order). */
  async function nextTargets(shutdownId: number, kind: ShutdownAlertKind, after: string): Promise<Row[]> {
    return db('consumers as c')
      .join('planned_shutdown_feeders as pf', 'pf.feeder_code', 'c.feeder_code')
      .join('planned_shutdowns as s', 's.id', 'pf.shutdown_id')
      .join('feeders as f', 'f.code', 'c.feeder_code')
      .select('c.consumer_no', 'c.mobile', 'f.name as feeder_name', 'f.name_as as feeder_name_as', smsLocaleColumn(db, 'c.mobile'))
      .where('pf.shutdown_id', shutdownId)
      .where('s.status', 'published')
      .where('c.status', 'ACTIVE')
      .whereNotNull('c.mobile')
      .where('c.consumer_no', '>', after)
      .whereNotExists(db('shutdown_alerts as a').select(db.raw('1')).whereRaw('a.shutdown_id = pf.shutdown_id and a.consumer_no = c.consumer_no and a.kind = ?', [kind]))
      .orderBy('c.consumer_no')
      .limit(BATCH)
  }

  /** Inserts the alerts under their unique key; the consumer numbers whose insert went in (this runner sends those). */
  async function claim(shutdownId: number, kind: ShutdownAlertKind, targets: Target[]): Promise<Set<string>> {
    if (!targets.length) return new Set()
    const at = now()
    const rows: Array<{ consumer_no: string }> = await db('shutdown_alerts')
      .insert(targets.map((t) => ({ shutdown_id: shutdownId, consumer_no: t.consumerNo, kind, mobile: t.mobile, created_at: at })))
      .onConflict(['shutdown_id', 'consumer_no', 'kind'])
      .ignore()
      .returning('consumer_no')
    return new Set(rows.map((r) => String(r.consumer_no)))
  }

  async function deliver(kind: ShutdownAlertKind, t: Target, window: { startsAt: number; endsAt: number }): Promise<boolean> {
    try {
      const { text, templateId } = shutdownSms(config, kind, t.locale, { feederName: t.feederName, ...window })
      await sms.send({ mobile: t.mobile, text, templateId })
      return true
    } catch (err) {
      logger.warn({ err, shutdownAlert: { kind, mobile: maskMobile(t.mobile) } }, 'planned shutdown SMS not delivered')
      return false
    }
  }

  /** Every alert of `kind` still owed for one shutdown, batch by batch. */
  async function alertAll(s: { id: number; startsAt: number; endsAt: number }, kind: ShutdownAlertKind, pass: ShutdownAlertPass): Promise<void> {
    let after = ''
    for (;;) {
      const batch = await nextTargets(s.id, kind, after)
      if (!batch.length) return
      after = String(batch[batch.length - 1].consumer_no)
      const targets: Target[] = batch
        .filter((r) => MOBILE_PATTERN.test(String(r.mobile)))
        .map((r) => {
          const locale = asSmsLocale(r.sms_locale)
          // the feeder's name in the SMS's language: its Assamese name when it has one (issue 23 §4)
          const nameAs = typeof r.feeder_name_as === 'string' ? r.feeder_name_as.trim() : ''
          return { consumerNo: String(r.consumer_no), mobile: String(r.mobile), feederName: locale === 'as' && nameAs ? nameAs : String(r.feeder_name), locale }
        })
      const won = await claim(s.id, kind, targets)
      const mine = targets.filter((t) => won.has(t.consumerNo))
      for (let i = 0; i < mine.length; i += PARALLEL) {
        const results = await Promise.all(mine.slice(i, i + PARALLEL).map((t) => deliver(kind, t, s)))
        for (const ok of results) {
          if (ok) pass[kind]++
          else pass.failed++
        }
      }
      if (batch.length < BATCH) return
    }
  }

  /** One pass: the alerts owed now for every published shutdown that has not started. */
  async function runOnce(): Promise<ShutdownAlertPass> {
    const pass: ShutdownAlertPass = { published: 0, eve: 0, failed: 0 }
    const t = now()
    const rows: Row[] = await db('planned_shutdowns').select('id', 'starts_at', 'ends_at', 'published_at').where('status', 'published').where('starts_at', '>', t).orderBy('starts_at')
    for (const r of rows) {
      const s = { id: num(r.id), startsAt: num(r.starts_at), endsAt: num(r.ends_at) }
      await alertAll(s, 'published', pass)
      const eve = shutdownEveAt(s.startsAt)
      if (t >= eve && num(r.published_at) < eve) await alertAll(s, 'eve', pass)
    }
    if (pass.published || pass.eve || pass.failed) logger.info({ shutdownAlerts: pass }, 'planned shutdown SMS pass')
    return pass
  }

  let running: Promise<void> | null = null
  let again = false
  let last: ShutdownAlertPass = { published: 0, eve: 0, failed: 0 }

  /** Starts a pass in the background now (after the one running, if any); never throws. */
  function kick(): void {
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          last = await runOnce()
        } catch (err) {
          logger.error({ err, job: SHUTDOWN_ALERT_JOB }, 'planned shutdown SMS pass failed')
        }
      } while (again)
    })().finally(() => {
      running = null
    })
  }

  /** Resolves when no pass started by `kick` is running (tests, the scheduled job, shutdown). */
  async function idle(): Promise<void> {
    while (running) await running
  }

  return {
    runOnce,
    kick,
    idle,
    /** A pass as the scheduled job runs it: this process's passes one at a time; what the last one did. */
    async pass(): Promise<ShutdownAlertPass> {
      kick()
      await idle()
      return last
    },
  }
}

export type ShutdownAlerts = ReturnType<typeof createShutdownAlerts>
