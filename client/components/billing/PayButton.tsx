import { useEffect, useRef, useState } from 'react'
import { createOrder, newIdempotencyKey, usePageRestored } from '../payments/createOrder'
import { useBilling } from './useBilling'

/**
 * Creates a payment order (POST /api/payments/orders, docs/design/issue3-contracts.md) and
 * sends the browser to the gateway. One Idempotency-Key per view of the form, reused on a
 * retry, so a double click or a retry after a network error never makes two orders.
 */
export function PayButton({ consumerNo, amountPaise, label }: { consumerNo: string; amountPaise: number; label: string }) {
  const { t, locale } = useBilling()
  const key = useRef<string | null>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => setReady(true), [])
  // coming back from the gateway with the Back button: the page may be restored as it was left
  usePageRestored(() => setPending(false))

  async function pay() {
    if (pending) return
    key.current ??= newIdempotencyKey()
    setPending(true)
    setError(null)
    const outcome = await createOrder({ purpose: 'bill', consumerNo, amountPaise, locale }, key.current)
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.url)
      return // the overlay stays until the gateway's page replaces this one
    }
    setError(outcome.kind === 'network' ? t('messages:networkError') : (outcome.message ?? t('payBill.orderFailed')))
    setPending(false)
  }

  return (
    <div className="billing-pay">
      {error ? (
        <div className="alert alert--error" role="alert">
          <p>{error}</p>
          <p className="small">{t('payBill.retryHint')}</p>
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn--accent"
        onClick={() => void pay()}
        disabled={!ready || pending}
        aria-describedby="pay-note"
      >
        {label}
      </button>
      <p className="small muted" id="pay-note">
        {t('payBill.gatewayNote')}
      </p>
      <noscript>
        <p className="alert alert--warning">{t('payBill.needsJs')}</p>
      </noscript>
      {pending ? (
        <div className="billing-overlay" role="status" aria-live="assertive">
          <p className="loading">
            <span className="spinner" aria-hidden="true" />
            {t('payBill.redirecting')}
          </p>
        </div>
      ) : null}
    </div>
  )
}
