import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { PAGE_PART_TIMEOUT_MS } from '#shared/constants'

export interface TimedPartProps<T> {
  /** loads the part in the browser; receives an AbortSignal that fires on time-out or unmount */
  load: (signal: AbortSignal) => Promise<T>
  /** renders the loaded value */
  children: (value: T) => ReactNode
  /** shown until the first load finishes (e.g. the server-rendered value); default: a loading line */
  fallback?: ReactNode
  /** time-out in ms (spec §8: a page part that has not loaded raises an error after 120 s) */
  timeoutMs?: number
  /** accessible label of the live region */
  label?: string
  className?: string
  /** keep showing `fallback` above the error after a failure (e.g. server-rendered content) */
  keepFallbackOnError?: boolean
}

type State<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed' }

/**
 * A part of a page loaded on the client. It shows a loading state, the content once loaded,
 * and, when the load fails or has not finished after PAGE_PART_TIMEOUT_MS, the error text
 * common:loadFailed with a retry button. Never a spinner forever.
 */
export function TimedPart<T>({ load, children, fallback, timeoutMs = PAGE_PART_TIMEOUT_MS, label, className, keepFallbackOnError = false }: TimedPartProps<T>) {
  const { t } = useTranslation('common')
  const [state, setState] = useState<State<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    const controller = new AbortController()
    let settled = false
    setState({ status: 'loading' })
    const timer = setTimeout(() => {
      if (settled) return
      settled = true
      controller.abort()
      setState({ status: 'failed' })
    }, timeoutMs)
    loadRef
      .current(controller.signal)
      .then((value) => {
        if (settled) return
        settled = true
        setState({ status: 'done', value })
      })
      .catch(() => {
        if (settled) return
        settled = true
        setState({ status: 'failed' })
      })
      .finally(() => clearTimeout(timer))
    return () => {
      settled = true
      clearTimeout(timer)
      controller.abort()
    }
  }, [attempt, timeoutMs])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  return (
    <div
      className={'timed-part' + (className ? ' ' + className : '')}
      role={label ? 'region' : undefined}
      aria-live="polite"
      aria-busy={state.status === 'loading'}
      aria-label={label}
      data-state={state.status}
    >
      {state.status === 'done' ? children(state.value) : null}
      {state.status === 'loading'
        ? (fallback ?? (
            <p className="loading">
              <span className="spinner" aria-hidden="true" />
              {t('loading')}
            </p>
          ))
        : null}
      {state.status === 'failed' && keepFallbackOnError ? fallback : null}
      {state.status === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
