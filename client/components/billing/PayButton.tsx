import { useEffect, useRef, useState } from 'react'
import { useBilling } from './useBilling'

/** 32 hex characters from the browser's CSPRNG (works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('')
}

/** Only http(s) addresses may be followed after an order is created. */
export function safeRedirect(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || !url) return null
  try {
    const u = new URL(url, base)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null
  } catch {
    return null
  }
}

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

  useEffect(() => {
    setReady(true)
    // coming back from the gateway with the Back button: the page may be restored as it was left
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setPending(false)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  async function pay() {
    if (pending) return
    key.current ??= newIdempotencyKey()
    setPending(true)
    setError(null)
    try {
      const res = await fetch('/api/payments/orders', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key.current },
        body: JSON.stringify({ purpose: 'bill', consumerNo, amountPaise, locale }),
      })
      const body = (await res.json().catch(() => null)) as { redirectUrl?: unknown; message?: unknown } | null
      const target = res.ok ? safeRedirect(body?.redirectUrl, window.location.href) : null
      if (target) {
        window.location.assign(target)
        return // the overlay stays until the gateway's page replaces this one
      }
      setError(typeof body?.message === 'string' && body.message ? body.message : t('payBill.orderFailed'))
    } catch {
      setError(t('messages:networkError'))
    }
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
