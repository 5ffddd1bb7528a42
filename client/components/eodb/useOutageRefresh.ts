import { useEffect, useRef, useState } from 'react'
import { EODB_API, OUTAGE_REFRESH_MS, type OutageDashboard } from '#shared/eodb/contract'
import { apiUrl } from '#client/lib/api'

/** What the last refresh did: the time of the figures it brought, or the time it failed. */
export type RefreshState = { kind: 'updated'; at: number } | { kind: 'failed'; at: number } | null

/** A JSON answer that has the dashboard's shape (anything else counts as a failed refresh). */
export function isOutageDashboard(x: unknown): x is OutageDashboard {
  if (!x || typeof x !== 'object') return false
  const d = x as Record<string, unknown>
  return typeof d.asOf === 'number' && !!d.totals && typeof d.totals === 'object' && Array.isArray(d.circles) && Array.isArray(d.now) && Array.isArray(d.planned)
}

/**
 * The outage dashboard's own refresh: every OUTAGE_REFRESH_MS it fetches EODB_API.outagesNow
 * and hands the page the new figures, without a reload. On a network error or a bad answer
 * the last figures stay and the state says it failed. Skips a turn while the tab is hidden or
 * the previous request is still out.
 */
export function useOutageRefresh(initial: OutageDashboard): { data: OutageDashboard; state: RefreshState } {
  const [data, setData] = useState(initial)
  const [state, setState] = useState<RefreshState>(null)
  const busy = useRef(false)
  useEffect(() => {
    setData(initial)
    setState(null)
  }, [initial])
  useEffect(() => {
    const tick = async () => {
      if (busy.current || document.visibilityState === 'hidden') return
      busy.current = true
      try {
        const res = await fetch(apiUrl(EODB_API.outagesNow), { headers: { accept: 'application/json' }, cache: 'no-store' })
        const body: unknown = res.ok ? await res.json() : null
        if (!isOutageDashboard(body)) throw new Error(`outages: answer ${res.status}`)
        setData(body)
        setState({ kind: 'updated', at: body.asOf })
      } catch {
        setState({ kind: 'failed', at: Date.now() })
      } finally {
        busy.current = false
      }
    }
    const timer = setInterval(() => void tick(), OUTAGE_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  return { data, state }
}
