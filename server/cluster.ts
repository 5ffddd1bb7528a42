import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import type { Config } from './config'

/** The part of a node:cluster Worker the supervisor uses (tests pass stand-ins). */
export interface WorkerHandle {
  readonly id: number
  readonly process: { readonly pid?: number; kill(signal?: NodeJS.Signals): boolean }
  on(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown
}

export interface SupervisorOptions {
  /** how many workers run at once (WEB_CONCURRENCY) */
  count: number
  /** starts one worker: cluster.fork() */
  fork: () => WorkerHandle
  logger: Pick<Logger, 'info' | 'warn' | 'error'>
  /** how long workers get to finish their requests after SIGTERM before SIGKILL */
  shutdownTimeoutMs: number
  /** restart delay after a crash: first, doubled per crash in a row, at most max */
  restartDelayMs?: number
  maxRestartDelayMs?: number
  /** a worker that ran this long before dying resets the backoff */
  stableAfterMs?: number
  /** a worker exiting with this code stops everything (EX_CONFIG: every worker would fail alike) */
  fatalExitCode?: number
  now?: () => number
}

export interface Supervisor {
  /** workers alive right now */
  readonly alive: number
  /** restarts so far (tests, logs) */
  readonly restarts: number
  /** SIGTERM to every worker, SIGKILL after the timeout; resolves when all have exited */
  stop(): Promise<void>
  /** resolves with the exit code the primary should end with, once it has stopped */
  readonly done: Promise<number>
}

/**
 * The cluster primary's work (issue 8 §4): keeps `count` workers running. A worker that
 * dies is replaced after a delay that doubles with every crash in a row of its slot (1 s,
 * 2 s, 4 s … at most 30 s; reset once a worker has run for a minute), so a worker that
 * cannot start never turns into a hot loop. `stop` (SIGTERM, SIGINT) lets each worker shut
 * down gracefully and kills whatever is left after the timeout.
 */
export function superviseWorkers(opts: SupervisorOptions): Supervisor {
  const { logger } = opts
  const now = opts.now ?? Date.now
  const firstDelay = opts.restartDelayMs ?? 1_000
  const maxDelay = opts.maxRestartDelayMs ?? 30_000
  const stableAfter = opts.stableAfterMs ?? 60_000
  const fatal = opts.fatalExitCode ?? 78
  const live = new Map<number, WorkerHandle>()
  const crashes = new Array<number>(opts.count).fill(0)
  const timers = new Set<NodeJS.Timeout>()
  let stopping: Promise<void> | null = null
  let restarts = 0
  let exitCode = 0
  let resolveDone: (code: number) => void = () => undefined
  const done = new Promise<number>((r) => (resolveDone = r))

  const start = (slot: number) => {
    const worker = opts.fork()
    const startedAt = now()
    live.set(worker.id, worker)
    worker.on('exit', (code, signal) => {
      live.delete(worker.id)
      if (stopping) {
        if (live.size === 0) finished()
        return
      }
      if (code === fatal) {
        logger.error({ worker: worker.id, code }, 'worker refused its configuration; stopping every worker')
        exitCode = fatal
        void stop()
        return
      }
      const lived = now() - startedAt
      crashes[slot] = lived >= stableAfter ? 0 : crashes[slot] + 1
      const delay = Math.min(maxDelay, firstDelay * 2 ** Math.max(0, crashes[slot] - 1))
      logger.error({ worker: worker.id, pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, 'worker died; starting another')
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (stopping) return
        restarts++
        start(slot)
      }, delay)
      timers.add(timer)
    })
  }

  const finished = () => resolveDone(exitCode)

  const stop = (): Promise<void> => {
    if (stopping) return stopping
    stopping = new Promise<void>((resolve) => {
      for (const t of timers) clearTimeout(t)
      timers.clear()
      void done.then(() => resolve())
      if (live.size === 0) return finished()
      logger.info({ workers: live.size }, 'stopping workers: finishing requests in flight')
      for (const w of live.values()) w.process.kill('SIGTERM')
      // the workers' own shutdown has SHUTDOWN_TIMEOUT_MS; a little more before the hard stop
      const hard = setTimeout(() => {
        for (const w of live.values()) {
          logger.warn({ worker: w.id, pid: w.process.pid }, 'worker did not stop in time; killing it')
          w.process.kill('SIGKILL')
        }
      }, opts.shutdownTimeoutMs + 5_000)
      hard.unref()
      void done.then(() => clearTimeout(hard))
    })
    return stopping
  }

  for (let slot = 0; slot < opts.count; slot++) start(slot)
  return {
    get alive() {
      return live.size
    },
    get restarts() {
      return restarts
    },
    stop,
    done,
  }
}

/**
 * Settings the primary hands every worker so they agree: without PAYMENT_WEBHOOK_SECRET a
 * production-mode demo signs the sandbox's callbacks with a random secret of its own
 * (server/adapters/payment), and a callback signed by one worker would fail in another. The
 * primary picks that random secret once, for all of them.
 */
export function sharedWorkerEnv(
  config: Pick<Config, 'PAYMENT_GATEWAY' | 'PAYMENT_WEBHOOK_SECRET' | 'isProduction'>,
  random: () => string = () => randomBytes(32).toString('hex'),
): Record<string, string> {
  if (config.PAYMENT_GATEWAY === 'sandbox' && !config.PAYMENT_WEBHOOK_SECRET && config.isProduction) {
    return { PAYMENT_WEBHOOK_SECRET: random() }
  }
  return {}
}
