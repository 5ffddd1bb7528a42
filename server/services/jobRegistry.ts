import type { Config } from '../config'
import { SHUTDOWN_ALERT_JOB, type ShutdownAlerts } from './eodb/shutdownAlerts'
import type { JobSpec } from './jobs'
import { reconcilePass, RECONCILE_JOB, type ReconcilePayments } from './payments/job'
import type { ReminderService } from './reminders'
import type { UploadService } from './uploads'
import type { WorkflowService } from './workflow'

/** What the jobs call (the process's services; a test may hand in its own). */
export interface JobServices {
  payments: ReconcilePayments
  reminders: Pick<ReminderService, 'runOnce'>
  workflow: Pick<WorkflowService, 'escalateOverdue'>
  shutdownAlerts: Pick<ShutdownAlerts, 'pass'>
  uploads: Pick<UploadService, 'sweep'>
}

/** The jobs' settings. */
export type JobSettings = Pick<Config, 'RECONCILE_INTERVAL_MS' | 'RECONCILE_AFTER_MS' | 'REMINDER_INTERVAL_MS' | 'ESCALATION_INTERVAL_MS' | 'SHUTDOWN_ALERT_INTERVAL_MS' | 'UPLOAD_SWEEP_INTERVAL_MS'>

/**
 * The one registry of scheduled jobs (issue 26): every job a serving process runs, its name (in
 * the logs and job_leases), its interval setting (0 turns it off) and its pass. Each runs under
 * its lease, so one process at a time does the work whatever the number of workers and
 * servers; the lease only spares work, each pass stays safe when two overlap (the reason is
 * given per job). server/index.ts starts them with `startJobs` and stops them on shutdown.
 */
export function siteJobs(services: JobServices, config: JobSettings): JobSpec[] {
  return [
    // payment orders whose callback never came (ADR 008), then the SMS after payments that are
    // due or failed; settling is idempotent and each SMS is claimed before it is sent
    { name: RECONCILE_JOB, intervalMs: config.RECONCILE_INTERVAL_MS, run: reconcilePass(services.payments, config.RECONCILE_AFTER_MS) },
    // SMS reminders before due dates and below prepaid balances (issue 9 §3); sent_reminders'
    // unique key keeps each reminder to one SMS
    { name: 'sms-reminders', intervalMs: config.REMINDER_INTERVAL_MS, run: () => services.reminders.runOnce() },
    // applications and complaints past their deadline climb one officer level (issue 10 §1);
    // one conditional UPDATE escalates each item once
    { name: 'work-escalation', intervalMs: config.ESCALATION_INTERVAL_MS, run: () => services.workflow.escalateOverdue() },
    // the SMS of planned shutdowns (issue 13): when published (a publish also starts a pass) and
    // the evening before; shutdown_alerts' unique key keeps each consumer to one SMS of each kind
    { name: SHUTDOWN_ALERT_JOB, intervalMs: config.SHUTDOWN_ALERT_INTERVAL_MS, run: () => services.shutdownAlerts.pass() },
    // private files no row references and temporary upload files older than an hour (issue 27 §6)
    { name: 'upload-sweep', intervalMs: config.UPLOAD_SWEEP_INTERVAL_MS, run: () => services.uploads.sweep() },
  ]
}
