import { useEffect } from 'react'

/** How long a toast stays (long enough to read twice; screen readers get it at once). */
export const TOAST_MS = 6000

export interface ToastProps {
  /** the toast to show; a new id starts a new timer */
  toast: { id: number; kind: 'success' | 'error' } | null
  text: string
  onDone: (id: number) => void
}

/**
 * A short-lived message in a live region (role="status"): the region is always in the page
 * so assistive technology announces each new text; the text clears after TOAST_MS.
 */
export function Toast({ toast, text, onDone }: ToastProps) {
  const id = toast?.id
  useEffect(() => {
    if (id === undefined) return
    const timer = window.setTimeout(() => onDone(id), TOAST_MS)
    return () => window.clearTimeout(timer)
    // onDone may be a new function on every render: the timer belongs to the toast id
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [id])
  return (
    <div className="login-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast ? <p className={`login-toast login-toast--${toast.kind}`}>{text}</p> : null}
    </div>
  )
}
