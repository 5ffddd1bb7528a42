import type { Logger } from 'pino'
import type { PaymentService } from '.'
import type { JobLeases } from '../jobLeases'
import { startScheduledJob, type ScheduledJob } from '../jobs'

export type ReconcileJob = ScheduledJob

/** The reconciliation job's name in job_leases. */
export const RECONCILE_JOB = 'payments-reconcile'

/**
 * Runs `payments.reconcile` every `intervalMs` (RECONCILE_INTERVAL_MS; 0 = off), settling
 * orders still open after `olderThanMs` (RECONCILE_AFTER_MS). One pass at a time; with
 * `leases` (the server always passes them) one process at a time across every worker and
 * server (server/services/jobs.ts). Settling stays idempotent (ADR 008), so a pass that
 * overlaps a takeover does no harm. Each pass then retries the SMS after payments that are
 * due or failed (receiptSms.ts): the same lease, and each SMS is claimed before it is sent.
 */
export function startReconcileJob(opts: { payments: ReconcilePayments; intervalMs: number; olderThanMs: number; logger: Logger; leases?: JobLeases }): ReconcileJob {
  return startScheduledJob({ name: RECONCILE_JOB, intervalMs: opts.intervalMs, run: reconcilePass(opts.payments, opts.olderThanMs), logger: opts.logger, leases: opts.leases })
}

export type ReconcilePayments = Pick<PaymentService, 'reconcile'> & Partial<Pick<PaymentService, 'receiptSms'>>

/** One pass of the reconciliation job (the job registry runs it too): settle, then retry the receipts' SMS. */
export function reconcilePass(payments: ReconcilePayments, olderThanMs: number): () => Promise<void> {
  return async () => {
    try {
      await payments.reconcile({ olderThanMs })
    } finally {
      // a failed reconciliation pass does not hold the SMS back
      await payments.receiptSms?.retryDue()
    }
  }
}
