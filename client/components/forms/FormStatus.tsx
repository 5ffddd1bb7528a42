import type { ReactNode } from 'react'

/** The submit button of a form sent with fetch, and while it is on its way a spinner with words (a status). */
export function SubmitRow({ label, pending, pendingLabel }: { label: string; pending: boolean; pendingLabel: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {label}
      </button>
      {pending ? (
        <span className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {pendingLabel}
        </span>
      ) : null}
    </div>
  )
}

/** What came of a form sent with fetch, in a polite live region: done (success) or the failure (an alert). */
export function FormOutcome({ done, doneTestId, failure }: { done: ReactNode | null; doneTestId: string; failure: string | null }) {
  return (
    <div aria-live="polite">
      {done ? (
        <p className="alert alert--success" data-testid={doneTestId}>
          {done}
        </p>
      ) : null}
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
