import type { Logger } from 'pino'
import type { PaymentService } from '.'

export interface ReconcileJob {
  /** stops the timer and waits for a pass in progress */
  stop(): Promise<void>
}

/**
 * Runs `payments.reconcile` every `intervalMs` (RECONCILE_INTERVAL_MS; 0 = off), settling
 * orders still open after `olderThanMs` (RECONCILE_AFTER_MS). One pass at a time; the timer
 * is unref'd so it never keeps the process alive. Several processes may run it: settling is
 * idempotent (ADR 008).
 */
export function startReconcileJob(opts: {
  payments: Pick<PaymentService, 'reconcile'>
  intervalMs: number
  olderThanMs: number
  logger: Logger
}): ReconcileJob {
  if (!(opts.intervalMs > 0)) return { stop: async () => undefined }
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = opts.payments
      .reconcile({ olderThanMs: opts.olderThanMs })
      .catch((err) => opts.logger.error({ err }, 'reconciliation pass failed'))
      .finally(() => {
        running = null
      })
  }, opts.intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
