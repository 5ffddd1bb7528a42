import { useEffect, useRef, useState } from 'react'
import { BusyOverlay } from '../common/BusyOverlay'
import { newIdempotencyKey, usePlaceOrder } from '../payments/createOrder'
import { RepeatPaymentDialog } from '../payments/RepeatPaymentDialog'
import { useBilling } from './useBilling'

/**
 * Creates a payment order (POST /api/payments/orders, docs/design/issue3-contracts.md) and
 * sends the browser to the gateway. One Idempotency-Key per view of the form, reused on a
 * retry, so a double click or a retry after a network error never makes two orders. When the
 * bill was paid (or a payment started) in the last 30 minutes it asks first (RepeatPaymentDialog).
 */
export function PayButton({ consumerNo, amountPaise, label }: { consumerNo: string; amountPaise: number; label: string }) {
  const { t, locale } = useBilling()
  const key = useRef<string | null>(null)
  const { busy: pending, error, place, repeat } = usePlaceOrder()
  const button = useRef<HTMLButtonElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => setReady(true), [])

  async function pay() {
    if (pending) return
    key.current ??= newIdempotencyKey()
    await place({ purpose: 'bill', consumerNo, amountPaise, locale }, key.current, t('payBill.orderFailed'))
  }

  return (
    <>
      <div className="billing-pay">
        {error ? (
          <div className="alert alert--error" role="alert">
            <p>{error}</p>
            <p className="small">{t('payBill.retryHint')}</p>
          </div>
        ) : null}
        <button ref={button} type="button" className="btn btn--accent" onClick={() => void pay()} disabled={!ready || pending} aria-describedby="pay-note">
          {label}
        </button>
        <p className="small muted" id="pay-note">
          {t('payBill.gatewayNote')}
        </p>
        <noscript>
          <p className="alert alert--warning">{t('payBill.needsJs')}</p>
        </noscript>
        {pending ? <BusyOverlay className="busy-overlay" live="assertive" block="p" text={t('payBill.redirecting')} /> : null}
      </div>
      <RepeatPaymentDialog question={repeat} returnFocusRef={button} />
    </>
  )
}
