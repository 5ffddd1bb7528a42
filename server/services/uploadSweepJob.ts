import type { Logger } from 'pino'
import type { JobLeases } from './jobLeases'
import { startScheduledJob, type ScheduledJob } from './jobs'
import type { UploadService } from './uploads'

/** The job's name in job_leases and the logs. */
export const UPLOAD_SWEEP_JOB = 'upload-sweep'

/**
 * The sweep of upload files no row needs (issue 27 §6, server/services/uploads.ts `sweep`):
 * private files that no row references and temporary files, older than an hour; one process
 * at a time (the lease).
 */
export function startUploadSweepJob(opts: { uploads: Pick<UploadService, 'sweep'>; intervalMs: number; logger: Logger; leases?: JobLeases }): ScheduledJob {
  return startScheduledJob({
    name: UPLOAD_SWEEP_JOB,
    intervalMs: opts.intervalMs,
    run: () => opts.uploads.sweep(),
    logger: opts.logger,
    leases: opts.leases,
  })
}
