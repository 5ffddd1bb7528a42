import type { Logger } from 'pino'
import type { JobLeases } from '../../server/services/jobLeases'
import { siteJobs, type JobServices, type JobSettings } from '../../server/services/jobRegistry'
import { startScheduledJob, type ScheduledJob } from '../../server/services/jobs'

/**
 * One job of the registry (server/services/jobRegistry.ts), by its name, started alone every
 * `intervalMs` over the services given (the others are never called).
 */
export function startSiteJob(name: string, services: Partial<JobServices>, opts: { intervalMs: number; logger: Logger; leases?: JobLeases }): ScheduledJob {
  const every = opts.intervalMs
  const settings: JobSettings = {
    RECONCILE_INTERVAL_MS: every,
    RECONCILE_AFTER_MS: 0,
    REMINDER_INTERVAL_MS: every,
    ESCALATION_INTERVAL_MS: every,
    SHUTDOWN_ALERT_INTERVAL_MS: every,
    UPLOAD_SWEEP_INTERVAL_MS: every,
  }
  const spec = siteJobs(services as JobServices, settings).find((j) => j.name === name)
  if (!spec) throw new Error(`no job named ${name} in the registry`)
  return startScheduledJob({ ...spec, logger: opts.logger, leases: opts.leases })
}
