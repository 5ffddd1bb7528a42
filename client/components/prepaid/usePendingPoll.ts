import { useEffect, useState } from 'react'
import { reload } from 'vike/client/router'
import type { PaymentOrderStatus } from './types'
import { apiUrl } from '#client/lib/api'

/** Seconds between checks: a gentle backoff. */
export const POLL_DELAYS_S = [3, 5, 8, 12, 20, 30]
/** Polling stops after this long; the consumer can reload the page later. */
export const POLL_WINDOW_MS = 5 * 60_000

/** The delay before check number `n` (0-based), in ms. */
export function pollDelay(n: number): number {
  return POLL_DELAYS_S[Math.min(n, POLL_DELAYS_S.length - 1)] * 1000
}

/**
 * While an order is open, asks GET /api/payments/status now and then (backoff, at most
 * five minutes); when the status changes the page's data is loaded again (no meta refresh).
 */
export function usePendingPoll(active: boolean, consumerNo: string, txnId: string, current: PaymentOrderStatus): 'idle' | 'polling' | 'stopped' {
  const [state, setState] = useState<'idle' | 'polling' | 'stopped'>('idle')
  useEffect(() => {
    if (!active) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    let n = 0
    setState('polling')
    const tick = async () => {
      if (cancelled) return
      try {
        const q = new URLSearchParams({ consNo: consumerNo, txnId })
        const res = await fetch(apiUrl(`/api/payments/status?${q}`), { headers: { Accept: 'application/json' }, cache: 'no-store' })
        if (res.ok) {
          const body = (await res.json()) as { status?: string }
          if (!cancelled && body.status && body.status !== current) {
            await reload()
            return
          }
        } else if (res.status === 404) {
          setState('stopped')
          return
        }
      } catch {
        // offline for a moment: try again at the next step
      }
      if (cancelled) return
      const delay = pollDelay(++n)
      if (Date.now() - started + delay > POLL_WINDOW_MS) {
        setState('stopped')
        return
      }
      timer = setTimeout(tick, delay)
    }
    timer = setTimeout(tick, pollDelay(0))
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
  }, [active, consumerNo, txnId, current])
  return state
}
