import { useEffect, useRef, useState, type ReactNode } from 'react'
import { reload } from 'vike/client/router'

/** The admin lists' row actions: one call at a time, with a second, explicit step where it deletes or publishes. */

/** False until the page is hydrated (a button before that would do nothing). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** One call at a time: `busy` while it runs, then `then` (the page's data reloaded); a refusal's words (or `fallback`) in `error`. */
export function useAction(fallback = 'Something went wrong.') {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function act(run: () => Promise<unknown>, then: () => Promise<unknown> = reload) {
    setBusy(true)
    setError(null)
    try {
      await run()
      await then()
    } catch (err) {
      setError(err instanceof Error ? err.message : fallback)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, act }
}

/** A refusal beside the buttons. */
export function ActionError({ error }: { error: string | null }) {
  if (!error) return null
  return (
    <p className="admin-confirm__error" role="alert">
      {error}
    </p>
  )
}

/** A button that runs one call at once (publish, unpublish), then reloads the page's data; a refusal shows beside it. */
export function RowButton({ label, about, run, primary = false }: { label: string; about: string; run: () => Promise<unknown>; primary?: boolean }) {
  const hydrated = useHydrated()
  const { busy, error, act } = useAction()
  return (
    <div className="admin-confirm">
      <button type="button" className={`btn btn--small ${primary ? 'btn--primary' : 'btn--secondary'}`} disabled={busy || !hydrated} onClick={() => act(run)}>
        {busy ? 'Working…' : label}
        <span className="visually-hidden">: {about}</span>
      </button>
      <ActionError error={error} />
    </div>
  )
}

/**
 * A button whose action needs a second, explicit step: the first press shows the question with
 * the confirming button (the focus moves to it) and the one that cancels (the focus goes back);
 * confirming runs the call, then `after` (the page's data reloaded by default). A refusal shows
 * in an alert beside the buttons. `danger`: the confirming button is red; `small`: small buttons.
 */
export function ConfirmedAction({
  id,
  label,
  question,
  confirmLabel,
  run,
  after,
  danger = false,
  small = false,
  busyLabel = 'Working…',
  cancelLabel = 'Cancel',
}: {
  id: string
  label: ReactNode
  question: ReactNode
  confirmLabel: string
  run: () => Promise<unknown>
  after?: () => Promise<unknown>
  danger?: boolean
  small?: boolean
  busyLabel?: string
  cancelLabel?: string
}) {
  const [asking, setAsking] = useState(false)
  const hydrated = useHydrated()
  const { busy, error, act } = useAction()
  const yes = useRef<HTMLButtonElement>(null)
  const first = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)
  useEffect(() => {
    if (asking) yes.current?.focus()
    else if (wasAsking.current) first.current?.focus()
    wasAsking.current = asking
  }, [asking])
  const btn = (kind: string) => `btn ${small ? 'btn--small ' : ''}${kind}`

  return (
    <div className="admin-confirm" id={id}>
      {asking ? (
        <div className="admin-confirm__ask" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} className="admin-confirm__question">
            {question}
          </p>
          <div className="admin-actions">
            <button
              ref={yes}
              type="button"
              className={btn(danger ? 'btn--danger' : 'btn--primary')}
              onClick={() =>
                act(run, () => {
                  setAsking(false)
                  return after ? after() : reload()
                })
              }
              disabled={busy}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
            <button type="button" className={btn('btn--secondary')} onClick={() => setAsking(false)} disabled={busy}>
              {cancelLabel}
            </button>
          </div>
        </div>
      ) : (
        <button ref={first} type="button" className={btn(danger ? 'btn--secondary' : 'btn--primary')} onClick={() => setAsking(true)} disabled={!hydrated}>
          {label}
        </button>
      )}
      <ActionError error={error} />
    </div>
  )
}

/** Delete with a second, explicit step: "Delete" asks, with "Yes, delete" (focused) and "Keep it"; then `after` (the page's data reloaded by default). */
export function ConfirmDelete({ id, about, run, after }: { id: string; about: string; run: () => Promise<unknown>; after?: () => Promise<unknown> }) {
  return (
    <ConfirmedAction
      id={id}
      small
      danger
      label={
        <>
          Delete<span className="visually-hidden">: {about}</span>
        </>
      }
      question={<>Delete “{about}” for good?</>}
      confirmLabel="Yes, delete"
      busyLabel="Deleting…"
      cancelLabel="Keep it"
      run={run}
      after={after}
    />
  )
}
