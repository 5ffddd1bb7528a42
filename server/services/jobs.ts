import type { Logger } from 'pino'
import type { JobLeases } from './jobLeases'

export interface ScheduledJob {
  /** stops the timer, waits for a pass in progress and gives the lease up */
  stop(): Promise<void>
}

export interface ScheduledJobOptions {
  /** the job's name in logs and in job_leases */
  name: string
  /** time between passes; 0 turns the job off */
  intervalMs: number
  /** one pass; its errors are logged, the next pass runs as planned */
  run: () => Promise<unknown>
  logger: Logger
  /**
   * With leases, a pass runs only in the process holding the job's lease (issue 8 §4:
   * several workers, one reconciliation); without, in every process that starts the job.
   */
  leases?: JobLeases
  /** how long a lease lasts without renewal (default: two intervals and 15 s) */
  leaseMs?: number
}

/**
 * Runs `run` every `intervalMs`, one pass at a time; the timer is unref'd so it never keeps
 * the process alive. With `leases`, every tick first takes or renews the job's lease (even
 * while a pass is still running, so a long pass keeps it) and starts a pass only if this
 * process holds it. A holder that dies stops renewing; another process takes over within
 * `leaseMs` plus one interval. A graceful stop releases the lease so another takes over at
 * its next tick.
 */
export function startScheduledJob(opts: ScheduledJobOptions): ScheduledJob {
  if (!(opts.intervalMs > 0)) return { stop: async () => undefined }
  const { name, logger, leases } = opts
  const leaseMs = opts.leaseMs ?? 2 * opts.intervalMs + 15_000
  let running: Promise<unknown> | null = null
  let ticking: Promise<void> | null = null
  let held = false
  let stopped = false

  const startPass = () => {
    running = opts
      .run()
      .catch((err) => logger.error({ err, job: name }, 'scheduled job pass failed'))
      .finally(() => {
        running = null
      })
  }
  const tick = async () => {
    if (leases) {
      let mine = false
      try {
        mine = await leases.acquire(name, leaseMs)
      } catch (err) {
        logger.error({ err, job: name }, 'job lease could not be taken or renewed')
      }
      if (mine !== held) logger.info({ job: name, holder: leases.holder }, mine ? 'job lease taken' : 'job lease lost')
      held = mine
      if (!mine) return
    }
    if (!running && !stopped) startPass()
  }
  const timer = setInterval(() => {
    if (ticking) return
    ticking = tick().finally(() => {
      ticking = null
    })
  }, opts.intervalMs)
  timer.unref()

  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await ticking
      await running
      if (leases && held) {
        held = false
        await leases.release(name).catch((err) => logger.warn({ err, job: name }, 'job lease could not be released; it expires by itself'))
      }
    },
  }
}

/** A job of the registry: what startScheduledJob needs but the process's logger and leases. */
export type JobSpec = Pick<ScheduledJobOptions, 'name' | 'intervalMs' | 'run'>

/** Starts every job of `specs` (each under its lease); `stop` stops them all, one after another. */
export function startJobs(specs: readonly JobSpec[], deps: Pick<ScheduledJobOptions, 'logger' | 'leases'>): ScheduledJob {
  const jobs = specs.map((spec) => startScheduledJob({ ...spec, ...deps }))
  return {
    async stop() {
      for (const job of jobs) await job.stop()
    },
  }
}
