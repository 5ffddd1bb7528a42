import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JobLeases } from './jobLeases'
import { startScheduledJob } from './jobs'

const logger = pino({ level: 'silent' })

/** An in-memory lease table shared by several "processes" (the real one: test/api/job-leases.test.ts). */
function memoryLeases(table: Map<string, { holder: string; expiresAt: number }>, holder: string, now: () => number): JobLeases & { fail?: boolean } {
  const leases: JobLeases & { fail?: boolean } = {
    holder,
    async acquire(name, ttlMs) {
      if (leases.fail) throw new Error('database down')
      const row = table.get(name)
      if (row && row.holder !== holder && row.expiresAt > now()) return false
      table.set(name, { holder, expiresAt: now() + ttlMs })
      return true
    },
    async release(name) {
      if (table.get(name)?.holder === holder) table.delete(name)
    },
    async current(name) {
      return table.get(name) ?? null
    },
  }
  return leases
}

describe('scheduled job with a lease', () => {
  afterEach(() => vi.useRealTimers())

  it('runs in one of two processes; the other takes over when the holder stops or dies', async () => {
    vi.useFakeTimers()
    const table = new Map<string, { holder: string; expiresAt: number }>()
    const runA = vi.fn(async () => undefined)
    const runB = vi.fn(async () => undefined)
    const a = memoryLeases(table, 'a', Date.now)
    const b = memoryLeases(table, 'b', Date.now)
    const jobA = startScheduledJob({ name: 'j', intervalMs: 1000, leaseMs: 5000, run: runA, logger, leases: a })
    const jobB = startScheduledJob({ name: 'j', intervalMs: 1000, leaseMs: 5000, run: runB, logger, leases: b })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runA).toHaveBeenCalledTimes(10)
    expect(runB).not.toHaveBeenCalled()

    // "a" dies: its database calls fail from now on, its lease is never renewed
    a.fail = true
    await vi.advanceTimersByTimeAsync(4000)
    expect(runB).not.toHaveBeenCalled() // not expired yet
    await vi.advanceTimersByTimeAsync(2000)
    expect(runB.mock.calls.length).toBeGreaterThanOrEqual(1)
    expect(runA).toHaveBeenCalledTimes(10)
    expect(table.get('j')?.holder).toBe('b')
    await jobA.stop()

    // a graceful stop gives the lease up: a new process takes it at its first tick
    await jobB.stop()
    expect(table.has('j')).toBe(false)
    const runC = vi.fn(async () => undefined)
    const jobC = startScheduledJob({ name: 'j', intervalMs: 1000, leaseMs: 5000, run: runC, logger, leases: memoryLeases(table, 'c', Date.now) })
    await vi.advanceTimersByTimeAsync(1000)
    expect(runC).toHaveBeenCalledTimes(1)
    await jobC.stop()
  })

  it('keeps renewing its lease while a long pass runs, and never overlaps passes', async () => {
    vi.useFakeTimers()
    const table = new Map<string, { holder: string; expiresAt: number }>()
    let release: () => void = () => undefined
    const runA = vi.fn(() => new Promise<void>((r) => (release = r)))
    const runB = vi.fn(async () => undefined)
    const jobA = startScheduledJob({ name: 'j', intervalMs: 1000, leaseMs: 3000, run: runA, logger, leases: memoryLeases(table, 'a', Date.now) })
    await vi.advanceTimersByTimeAsync(1000)
    const jobB = startScheduledJob({ name: 'j', intervalMs: 1000, leaseMs: 3000, run: runB, logger, leases: memoryLeases(table, 'b', Date.now) })
    await vi.advanceTimersByTimeAsync(20_000) // a pass of 20 s, far longer than the lease
    expect(runA).toHaveBeenCalledTimes(1)
    expect(runB).not.toHaveBeenCalled()
    release()
    await vi.advanceTimersByTimeAsync(1000)
    expect(runA).toHaveBeenCalledTimes(2)
    release()
    await jobA.stop()
    await jobB.stop()
  })
})
