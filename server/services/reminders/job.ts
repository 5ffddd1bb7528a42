import type { Logger } from 'pino'
import type { JobLeases } from '../jobLeases'
import { startScheduledJob, type ScheduledJob } from '../jobs'
import type { ReminderService } from '.'

/** The reminder job's name in job_leases. */
export const REMINDER_JOB = 'sms-reminders'

/**
 * Runs `reminders.runOnce` every `intervalMs` (REMINDER_INTERVAL_MS; 0 = off), under a lease
 * so one process at a time does the work (server/services/jobs.ts). The lease only saves
 * work: a reminder is sent once even when two runners overlap (a takeover mid-pass), because
 * each is recorded under a unique key before it is sent (./index.ts).
 */
export function startReminderJob(opts: { reminders: Pick<ReminderService, 'runOnce'>; intervalMs: number; logger: Logger; leases?: JobLeases }): ScheduledJob {
  return startScheduledJob({
    name: REMINDER_JOB,
    intervalMs: opts.intervalMs,
    run: () => opts.reminders.runOnce(),
    logger: opts.logger,
    leases: opts.leases,
  })
}
