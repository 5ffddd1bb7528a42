import express, { Router, type ErrorRequestHandler, type Response } from 'express'
import { SANDBOX_ACTIONS, SandboxGateway, type SandboxAction, type SandboxTransaction } from '../adapters/payment'
import { ORDER_ID_RE } from '../adapters/payment/types'
import type { RouterDeps } from '.'
import { DEMO_CSS, demoPage, esc } from './plainPage'

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100)


const BUTTONS: Array<[SandboxAction, string]> = [
  ['pay', 'Pay'],
  ['fail', 'Fail'],
  ['cancel', 'Cancel'],
  ['pay-lose-callback', 'Pay, but lose the callback'],
]

function page(res: Response, status: number, title: string, body: string): void {
  demoPage(res, { status, title: `${title} — Sandbox payment gateway`, body, note: 'SANDBOX — no real money moves', stylesheet: '/sandbox-pg/sandbox.css' })
}

function checkoutPage(res: Response, t: SandboxTransaction): void {
  const action = `/sandbox-pg/checkout/${encodeURIComponent(t.orderId)}`
  page(
    res,
    200,
    `Pay ${inr(t.amountPaise)}`,
    `<h1>Pay ${esc(inr(t.amountPaise))} to APDCL</h1>
<dl>
<dt>Amount</dt><dd>${esc(inr(t.amountPaise))}</dd>
<dt>Consumer number</dt><dd>${esc(t.consumerNo)}</dd>
<dt>Order</dt><dd>${esc(t.orderId)}</dd>
<dt>Gateway transaction</dt><dd>${esc(t.gatewayTxnId)}</dd>
</dl>
<form method="post" action="${esc(action)}">
<fieldset>
<legend>Choose what the bank answers</legend>
<div class="actions">
${BUTTONS.map(([value, label]) => `<button type="submit" name="action" value="${value}"${value === 'pay' ? ' class="pay"' : ''}>${esc(label)}</button>`).join('\n')}
</div>
</fieldset>
</form>`,
  )
}

function notFoundPage(res: Response): void {
  page(res, 404, 'Transaction not found', `<h1>Transaction not found</h1>
<p>The sandbox gateway has no transaction for this order. Start the payment again from the website.</p>
<p><a href="/website/">Back to the website</a></p>`)
}

function finalPage(res: Response, t: SandboxTransaction): void {
  page(res, 409, 'Transaction already complete', `<h1>This transaction is already complete</h1>
<p>Order ${esc(t.orderId)} ended with the outcome <strong>${esc(t.status)}</strong>; it cannot be paid again here.</p>
<p><a href="${esc(t.returnUrl)}">See the payment status</a></p>`)
}

/**
 * The sandbox gateway's own pages at /sandbox-pg (outside /api and /website): a checkout
 * page whose buttons decide the outcome, then the signed callback is delivered in-process
 * through the same code as POST /api/payments/callback and the browser goes back (303) to
 * our payment-status page. 404 unless PAYMENT_GATEWAY=sandbox.
 */
export function sandboxPgRouter({ services, logger }: RouterDeps): Router {
  const router = Router()
  const gateway = services.payments.gateway
  if (!(gateway instanceof SandboxGateway)) return router
  const form = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 })

  router.get('/sandbox.css', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.type('css').send(DEMO_CSS)
  })

  router.get('/checkout/:orderId', async (req, res) => {
    const orderId = String(req.params.orderId)
    const t = ORDER_ID_RE.test(orderId) ? await gateway.transaction(orderId) : null
    if (!t) return notFoundPage(res)
    if (t.status !== 'PENDING') return finalPage(res, t)
    checkoutPage(res, t)
  })

  router.post('/checkout/:orderId', form, async (req, res) => {
    const orderId = String(req.params.orderId)
    const action = (req.body as Record<string, unknown> | undefined)?.action
    if (!ORDER_ID_RE.test(orderId)) return notFoundPage(res)
    if (typeof action !== 'string' || !(SANDBOX_ACTIONS as readonly string[]).includes(action)) {
      const t = await gateway.transaction(orderId)
      if (!t) return notFoundPage(res)
      return page(res, 400, 'Choose an outcome', `<h1>Choose an outcome</h1>
<p>Press one of the buttons: Pay, Fail, Cancel or Pay, but lose the callback.</p>
<p><a href="/sandbox-pg/checkout/${esc(encodeURIComponent(orderId))}">Back to the payment</a></p>`)
    }
    const done = await gateway.complete(orderId, action as SandboxAction)
    if (done.kind === 'unknown') return notFoundPage(res)
    if (done.kind === 'final') return finalPage(res, done.transaction)
    if (done.callback) {
      try {
        await services.payments.handleCallback(done.callback.rawBody, done.callback.signature)
        await gateway.markDelivered(orderId)
      } catch (err) {
        // as a real gateway: the payer still goes back; the reconciliation job settles the order
        logger.error({ err, orderId }, 'sandbox gateway: callback not accepted')
      }
    } else {
      logger.info({ orderId }, 'sandbox gateway: callback lost on purpose (reconciliation will settle it)')
    }
    res.setHeader('Cache-Control', 'no-store')
    res.redirect(303, done.transaction.returnUrl)
  })

  router.use((_req, res) => notFoundPage(res))
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500
    if (status >= 500) logger.error({ err }, 'sandbox gateway page failed')
    if (res.headersSent) return
    page(res, status, status >= 500 ? 'Something went wrong' : 'Bad request', `<h1>${status >= 500 ? 'Something went wrong' : 'Bad request'}</h1>
<p><a href="/website/">Back to the website</a></p>`)
  }
  router.use(onError)
  return router
}
