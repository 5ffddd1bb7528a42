import { useEffect, useRef, useState, type ReactNode } from 'react'
import { reload } from 'vike/client/router'
import { CONTENT_STATES, contentQueryString, type ContentQuery } from '#shared/adminContent'
import { formatDmy } from '#shared/format'
import { BASE_PATH } from '#shared/locale'
import { uploadUrl } from '#shared/uploads'

/** The content screen's common pieces (issue 11 §2 /AdminUploadDocuments). */

export const CONTENT_PATH = '/AdminUploadDocuments'

/** The screen's address for a section (and its filter), with more parameters. */
export const contentHref = (q: Pick<ContentQuery, 'section' | 'category' | 'q' | 'state'>, extra: Parameters<typeof contentQueryString>[1] = {}) => BASE_PATH + CONTENT_PATH + contentQueryString(q, extra)

/** An ISO date as '05 Apr 2026'; '—' when none. */
export const day = (iso: string | null | undefined) => (iso ? formatDmy(iso, 'en') : '—')

/** The words of sanitized HTML without its tags (for screen-reader labels). */
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()

/** A form's data without the file inputs left empty (the server then keeps the current file). */
export function withoutEmptyFiles(data: FormData): FormData {
  const out = new FormData()
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string' && value.size === 0 && !value.name) continue
    out.append(name, value)
  }
  return out
}

export function StateBadge({ published }: { published: boolean }) {
  return <span className={`badge ${published ? 'badge--success' : 'badge--warning'}`}>{published ? 'Published' : 'Not published'}</span>
}

/** A stored file's link (opens the public download), or a dash. */
export function FileCell({ location, label = 'PDF', about }: { location: string | null; label?: string; about: string }) {
  if (!location) return <>—</>
  return (
    <a className="admin-file-link" href={uploadUrl(location)}>
      {label}
      <span className="visually-hidden">: {about}</span>
    </a>
  )
}

/** A button that runs one call at once (publish, unpublish), then reloads the page's data; a refusal shows beside it. */
export function RowButton({ label, about, run, primary = false }: { label: string; about: string; run: () => Promise<unknown>; primary?: boolean }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <div className="admin-confirm">
      <button
        type="button"
        className={`btn btn--small ${primary ? 'btn--primary' : 'btn--secondary'}`}
        disabled={busy || !hydrated}
        onClick={async () => {
          setBusy(true)
          setError(null)
          try {
            await run()
            await reload()
          } catch (err) {
            setError(err instanceof Error ? err.message : 'Something went wrong.')
          } finally {
            setBusy(false)
          }
        }}
      >
        {busy ? 'Working…' : label}
        <span className="visually-hidden">: {about}</span>
      </button>
      {error ? (
        <p className="admin-confirm__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Delete with a second, explicit step: the first press asks, with "Yes, delete" (focused) and
 * "Keep it"; "Yes" runs the call, then `after` (the page's data reloaded by default).
 */
export function ConfirmDelete({ id, about, run, after }: { id: string; about: string; run: () => Promise<unknown>; after?: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const yes = useRef<HTMLButtonElement>(null)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (asking) yes.current?.focus()
  }, [asking])
  return (
    <div className="admin-confirm" id={id}>
      {asking ? (
        <div role="group" aria-labelledby={`${id}-q`}>
          <p id={`${id}-q`} className="admin-confirm__question">
            Delete “{about}” for good?
          </p>
          <div className="admin-actions">
            <button
              ref={yes}
              type="button"
              className="btn btn--small btn--danger"
              disabled={busy}
              onClick={async () => {
                setBusy(true)
                setError(null)
                try {
                  await run()
                  setAsking(false)
                  await (after ? after() : reload())
                } catch (err) {
                  setError(err instanceof Error ? err.message : 'Something went wrong.')
                } finally {
                  setBusy(false)
                }
              }}
            >
              {busy ? 'Deleting…' : 'Yes, delete'}
            </button>
            <button type="button" className="btn btn--small btn--secondary" disabled={busy} onClick={() => setAsking(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn--small btn--secondary" disabled={!hydrated} onClick={() => setAsking(true)}>
          Delete<span className="visually-hidden">: {about}</span>
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

/** The list's filter: a GET form (part of the title, state), keeping the section; `children` adds fields. */
export function ListFilter({ id, query, search = true, states = true, children }: { id: string; query: ContentQuery; search?: boolean; states?: boolean; children?: ReactNode }) {
  return (
    <form className="cluster admin-filters" method="get" action={BASE_PATH + CONTENT_PATH} aria-label="Filter the list">
      <input type="hidden" name="section" value={query.section} />
      {children}
      {search ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-q`}>
            Words in the title
          </label>
          <input className="input" id={`${id}-q`} name="q" type="search" defaultValue={query.q} maxLength={100} />
        </div>
      ) : null}
      {states ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-state`}>
            State
          </label>
          <select className="select" id={`${id}-state`} name="state" defaultValue={query.state}>
            <option value="">All</option>
            {CONTENT_STATES.map((s) => (
              <option key={s} value={s}>
                {s === 'published' ? 'Published' : 'Not published'}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className="btn btn--secondary">
        Show
      </button>
    </form>
  )
}

/** "There is no … with the id …" when an id of the address was not found. */
export function Missing({ id }: { id: string | null }) {
  if (!id) return null
  return (
    <p className="admin-note" role="alert">
      Nothing with the id {id} was found here; it may have been deleted.
    </p>
  )
}
