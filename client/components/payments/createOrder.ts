import { useEffect, useState } from 'react'
import type { Locale } from '#shared/locale'
import { firstPaymentOf, type FirstPayment } from '#shared/payments/repeat'
import { apiUrl } from '#client/lib/api'
import { useApiMessage } from '#client/lib/apiMessage'

/**
 * Creating a payment order from a page (bill payment on /PayBill, recharges on the prepaid
 * pages): POST /api/payments/orders (docs/design/issue3-contracts.md) with an Idempotency-Key,
 * then the browser goes to the gateway's page.
 */

/** An Idempotency-Key (8–64 of [A-Za-z0-9_-]): `prefix` + 32 hex characters from the browser's CSPRNG (works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(prefix = ''): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return prefix + Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('')
}

/** Where the browser may be sent after an order: a same-origin address or an https one. */
export function safeRedirect(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || !url) return null
  try {
    const u = new URL(url, base)
    const origin = new URL(base).origin
    return (u.origin === origin && (u.protocol === 'http:' || u.protocol === 'https:')) || u.protocol === 'https:' ? u.href : null
  } catch {
    return null
  }
}

/** `confirmRepeat`: the payer answered 'Pay again' to the repeat-payment question (shared/payments/repeat.ts). */
export type OrderRequest = (
  { purpose: 'bill'; consumerNo: string; amountPaise: number; locale: Locale } | { purpose: 'recharge'; consumerNo: string; amountPaise: number; locale: Locale; channel: 'web' | 'mobile-app' }
) & { confirmRepeat?: true }

/**
 * The gateway's address to go to; or the question whether to pay the same bill or meter again
 * (409 REPEAT_PAYMENT, with the earlier order); or the server's refusal (its answer, worded by
 * the page: shared/apiMessage.ts); or no answer at all.
 */
export type OrderOutcome = { kind: 'redirect'; url: string } | { kind: 'repeat'; first: FirstPayment } | { kind: 'refused'; answer: unknown } | { kind: 'network' }

/** Posts the order; the same `idempotencyKey` on a retry never makes a second order. */
export async function createOrder(order: OrderRequest, idempotencyKey: string): Promise<OrderOutcome> {
  try {
    const res = await fetch(apiUrl('/api/payments/orders'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(order),
    })
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null
    const url = res.ok && typeof body?.orderId === 'string' ? safeRedirect(body.redirectUrl, window.location.href) : null
    if (url) return { kind: 'redirect', url }
    const first = res.status === 409 ? firstPaymentOf(body) : null
    if (first) return { kind: 'repeat', first }
    return { kind: 'refused', answer: res.ok ? null : body }
  } catch {
    return { kind: 'network' }
  }
}

/** Calls `onRestored` (read once, at mount: pass a state setter) when the page comes back from the gateway with the Back button (restored from the browser's cache). */
export function usePageRestored(onRestored: () => void) {
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) onRestored()
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onRestored is read once, at mount (documented above)
  }, [])
}

/** The repeat-payment question being asked: the earlier order, and the request to repeat if the payer says yes. */
export interface RepeatQuestion {
  first: FirstPayment
  consumerNo: string
  /** 'Pay again': the same request with the same key, confirmed */
  confirm: () => void
  /** "Don't pay again": back to the form */
  dismiss: () => void
}

/**
 * The hand-over to the gateway that the bill payment and the recharge share: `place` posts the
 * order (createOrder) and sends the browser to the gateway's page; it stays `busy` until that
 * page replaces this one (or the Back button restores this one), and a refused order or a lost
 * answer becomes `error` in words (`refusedText` when the server gives none). When the same
 * bill or meter was paid (or a payment started) in the last 30 minutes, `repeat` holds the
 * question to ask (RepeatPaymentDialog) until the payer answers it.
 */
export function usePlaceOrder() {
  const { say, known } = useApiMessage()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [repeat, setRepeat] = useState<RepeatQuestion | null>(null)
  usePageRestored(() => setBusy(false))
  async function place(order: OrderRequest, idempotencyKey: string, refusedText: string) {
    setBusy(true)
    setError(null)
    setRepeat(null)
    const outcome = await createOrder(order, idempotencyKey)
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.url)
      return // the overlay stays until the gateway's page replaces this one
    }
    if (outcome.kind === 'repeat') {
      setRepeat({
        first: outcome.first,
        consumerNo: order.consumerNo,
        confirm: () => void place({ ...order, confirmRepeat: true }, idempotencyKey, refusedText),
        dismiss: () => setRepeat(null),
      })
    } else {
      setError(outcome.kind === 'network' ? say(null) : known(outcome.answer) ? say(outcome.answer) : refusedText)
    }
    setBusy(false)
  }
  return { busy, error, clearError: () => setError(null), place, repeat }
}
