import { useEffect, useRef, useState, type ReactNode } from 'react'
import { reload } from 'vike/client/router'
import type { AdminTender } from '#shared/contract/admin'
import { formatDmy } from '#shared/format'
import { BASE_PATH } from '#shared/locale'
import { financialYearStart } from '#shared/time'

/** The tender screens' common pieces (issue 11 §2 Tenders): dates, the public listing of a tender, a confirmed action. */

/** An ISO date as '05 Apr 2026'; '—' when none. */
export const tenderDay = (iso: string | null | undefined) => (iso ? formatDmy(iso, 'en') : '—')

/** The public page a published tender is listed on (by its category and the financial year of its tender date). */
export function publicListingOf(t: Pick<AdminTender, 'category' | 'tenderDate'>, today = new Date()): { path: string; label: string } {
  if (t.category === 'rdss') return { path: '/RdssProject', label: 'RDSS project' }
  const fy = financialYearStart(today)
  if (t.tenderDate >= `${fy}-04-01`) return { path: '/TenderCurrent', label: 'Current financial year' }
  if (t.tenderDate >= `${fy - 1}-04-01`) return { path: '/TenderPrevious', label: 'Previous financial year' }
  return { path: '/TenderArchive', label: 'Archive' }
}

export const site = (path: string) => BASE_PATH + path

/** A small state badge: Draft or Published. */
export function TenderState({ published }: { published: boolean }) {
  return <span className={`badge ${published ? 'badge--success' : 'badge--warning'}`}>{published ? 'Published' : 'Draft'}</span>
}

/**
 * A button whose action needs a second, explicit step: the first press shows the question with
 * "Yes" and "Cancel" (the focus moves to "Yes"); "Yes" runs the call, then the page's data
 * reloads. A refusal shows in an alert beside the buttons.
 */
export function ConfirmedAction({ id, label, question, confirmLabel, run, danger = false }: { id: string; label: string; question: ReactNode; confirmLabel: string; run: () => Promise<unknown>; danger?: boolean }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const yes = useRef<HTMLButtonElement>(null)
  const first = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (asking) yes.current?.focus()
    else if (wasAsking.current) first.current?.focus()
    wasAsking.current = asking
  }, [asking])

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await run()
      setAsking(false)
      await reload()
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="admin-confirm" id={id}>
      {asking ? (
        <div className="admin-confirm__ask" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} className="admin-confirm__question">
            {question}
          </p>
          <div className="admin-actions">
            <button ref={yes} type="button" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} onClick={confirm} disabled={busy}>
              {busy ? 'Working…' : confirmLabel}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setAsking(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button ref={first} type="button" className={`btn ${danger ? 'btn--secondary' : 'btn--primary'}`} onClick={() => setAsking(true)} disabled={!hydrated}>
          {label}
        </button>
      )}
      {error ? (
        <p className="admin-confirm__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
