import type { Logger } from 'pino'
import type { JobLeases } from '../jobLeases'
import { startScheduledJob, type ScheduledJob } from '../jobs'
import type { WorkflowService } from '.'

/** The escalation job's name in job_leases. */
export const ESCALATION_JOB = 'work-escalation'

/**
 * Runs `workflow.escalateOverdue` every `intervalMs` (ESCALATION_INTERVAL_MS; 0 = off), under a
 * lease so one process at a time does the work. The lease only saves work: each item is
 * escalated once even when two runners overlap, because the move is one conditional UPDATE
 * (./index.ts).
 */
export function startEscalationJob(opts: { workflow: Pick<WorkflowService, 'escalateOverdue'>; intervalMs: number; logger: Logger; leases?: JobLeases }): ScheduledJob {
  return startScheduledJob({
    name: ESCALATION_JOB,
    intervalMs: opts.intervalMs,
    run: () => opts.workflow.escalateOverdue(),
    logger: opts.logger,
    leases: opts.leases,
  })
}
