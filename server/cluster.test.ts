import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sharedWorkerEnv, superviseWorkers, type WorkerHandle } from './cluster'

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }

/** Stand-in workers: each records the signals it got; `die` ends it like a crash or an exit. */
function fakeCluster(opts: { exitOnSigterm?: boolean } = {}) {
  let nextId = 1
  const workers: Array<WorkerHandle & { signals: string[]; die: (code: number | null, signal?: NodeJS.Signals) => void; dead: boolean }> = []
  const fork = () => {
    const events = new EventEmitter()
    const w = {
      id: nextId++,
      signals: [] as string[],
      dead: false,
      process: {
        pid: 1000 + nextId,
        kill(signal?: NodeJS.Signals) {
          w.signals.push(signal ?? 'SIGTERM')
          if (signal === 'SIGKILL' || (signal === 'SIGTERM' && opts.exitOnSigterm !== false)) queueMicrotask(() => w.die(signal === 'SIGKILL' ? null : 0, signal === 'SIGKILL' ? 'SIGKILL' : undefined))
          return true
        },
      },
      on: (event: 'exit', l: (code: number | null, signal: NodeJS.Signals | null) => void) => events.on(event, l),
      die(code: number | null, signal?: NodeJS.Signals) {
        if (w.dead) return
        w.dead = true
        events.emit('exit', code, signal ?? null)
      },
    }
    workers.push(w)
    return w
  }
  return { fork, workers, alive: () => workers.filter((w) => !w.dead) }
}

describe('cluster supervisor', () => {
  afterEach(() => vi.useRealTimers())

  it('starts N workers and replaces a dead one, with a backoff that doubles for crashes in a row', async () => {
    vi.useFakeTimers()
    const c = fakeCluster()
    const s = superviseWorkers({ count: 3, fork: c.fork, logger, shutdownTimeoutMs: 1000 })
    expect(c.workers).toHaveLength(3)
    expect(s.alive).toBe(3)

    // a worker that keeps crashing at start: restarts after 1 s, 2 s, 4 s … never a hot loop
    const gaps: number[] = []
    let last = Date.now()
    for (let i = 0; i < 6; i++) {
      // the same slot each time: the worker that replaced the last victim
      const victim = c.workers[i === 0 ? 0 : c.workers.length - 1]
      victim.die(1)
      const before = c.workers.length
      let waited = 0
      while (c.workers.length === before) {
        await vi.advanceTimersByTimeAsync(100)
        waited += 100
        expect(waited).toBeLessThanOrEqual(30_000)
      }
      gaps.push(Date.now() - last)
      last = Date.now()
    }
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16000, 30000])
    expect(s.alive).toBe(3)
    expect(s.restarts).toBe(6)

    // a worker that ran for a while before dying is replaced after the first delay again
    await vi.advanceTimersByTimeAsync(120_000)
    c.alive()[0].die(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(s.alive).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(s.alive).toBe(3)
    await s.stop()
    expect(await s.done).toBe(0)
  })

  it('stop: SIGTERM to every worker, no restarts, done once all exited', async () => {
    const c = fakeCluster()
    const s = superviseWorkers({ count: 2, fork: c.fork, logger, shutdownTimeoutMs: 1000 })
    await s.stop()
    expect(c.workers.map((w) => w.signals)).toEqual([['SIGTERM'], ['SIGTERM']])
    expect(s.alive).toBe(0)
    expect(c.workers).toHaveLength(2)
    expect(await s.done).toBe(0)
  })

  it('stop: a worker that does not finish in time is killed', async () => {
    vi.useFakeTimers()
    const c = fakeCluster({ exitOnSigterm: false })
    const s = superviseWorkers({ count: 2, fork: c.fork, logger, shutdownTimeoutMs: 1000 })
    c.workers[0].process.kill = (signal) => {
      c.workers[0].signals.push(signal ?? 'SIGTERM')
      if (signal === 'SIGTERM') queueMicrotask(() => c.workers[0].die(0))
      return true
    }
    const stopped = s.stop()
    await vi.advanceTimersByTimeAsync(5_999)
    expect(c.workers[1].signals).toEqual(['SIGTERM'])
    await vi.advanceTimersByTimeAsync(1)
    await stopped
    expect(c.workers[1].signals).toEqual(['SIGTERM', 'SIGKILL'])
    expect(c.workers[0].signals).toEqual(['SIGTERM'])
  })

  it('a worker refusing its configuration (exit 78) stops them all with that code', async () => {
    const c = fakeCluster()
    const s = superviseWorkers({ count: 2, fork: c.fork, logger, shutdownTimeoutMs: 1000 })
    c.workers[0].die(78)
    expect(await s.done).toBe(78)
    expect(c.workers).toHaveLength(2)
    expect(c.workers[1].signals).toEqual(['SIGTERM'])
  })
})

describe('settings the workers share', () => {
  it('a production-mode sandbox without PAYMENT_WEBHOOK_SECRET gets one random secret for every worker', () => {
    const random = vi.fn(() => 'r'.repeat(64))
    expect(sharedWorkerEnv({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_WEBHOOK_SECRET: undefined, isProduction: true }, random)).toEqual({ PAYMENT_WEBHOOK_SECRET: 'r'.repeat(64) })
    expect(random).toHaveBeenCalledTimes(1)
    expect(sharedWorkerEnv({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_WEBHOOK_SECRET: 's'.repeat(40), isProduction: true })).toEqual({})
    expect(sharedWorkerEnv({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_WEBHOOK_SECRET: undefined, isProduction: false })).toEqual({})
    expect(sharedWorkerEnv({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_WEBHOOK_SECRET: undefined, isProduction: true })).toEqual({})
  })
})
