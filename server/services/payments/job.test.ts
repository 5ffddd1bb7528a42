import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startReconcileJob } from './job'

const logger = pino({ level: 'silent' })
const result = { checked: 0, paid: 0, failed: 0, cancelled: 0, pending: 0, unchanged: 0, errors: 0 }

describe('reconciliation job', () => {
  afterEach(() => vi.useRealTimers())

  it('runs a pass every interval with the configured age, one at a time, until stopped', async () => {
    vi.useFakeTimers()
    let release: () => void = () => undefined
    const reconcile = vi.fn(() => new Promise<typeof result>((r) => (release = () => r(result))))
    const job = startReconcileJob({ payments: { reconcile }, intervalMs: 1000, olderThanMs: 60_000, logger })
    await vi.advanceTimersByTimeAsync(1000)
    expect(reconcile).toHaveBeenCalledTimes(1)
    expect(reconcile).toHaveBeenCalledWith({ olderThanMs: 60_000 })
    await vi.advanceTimersByTimeAsync(3000) // still running: no overlap
    expect(reconcile).toHaveBeenCalledTimes(1)
    release()
    await vi.advanceTimersByTimeAsync(1000)
    expect(reconcile).toHaveBeenCalledTimes(2)
    release()
    await job.stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(reconcile).toHaveBeenCalledTimes(2)
  })

  it('is off at interval 0 and survives a failing pass', async () => {
    vi.useFakeTimers()
    const reconcile = vi.fn(async () => {
      throw new Error('database down')
    })
    const off = startReconcileJob({ payments: { reconcile }, intervalMs: 0, olderThanMs: 0, logger })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reconcile).not.toHaveBeenCalled()
    await off.stop()
    const on = startReconcileJob({ payments: { reconcile }, intervalMs: 500, olderThanMs: 0, logger })
    await vi.advanceTimersByTimeAsync(1500)
    expect(reconcile).toHaveBeenCalledTimes(3)
    await on.stop()
  })

  it('retries the SMS after payments after each pass, even one whose reconciliation failed', async () => {
    vi.useFakeTimers()
    const reconcile = vi.fn(async () => {
      throw new Error('gateway down')
    })
    const retryDue = vi.fn(async () => ({ checked: 0, sent: 0, failed: 0 }))
    const job = startReconcileJob({ payments: { reconcile, receiptSms: { retryDue } as never }, intervalMs: 500, olderThanMs: 0, logger })
    await vi.advanceTimersByTimeAsync(1000)
    expect(reconcile).toHaveBeenCalledTimes(2)
    expect(retryDue).toHaveBeenCalledTimes(2)
    await job.stop()
  })
})
