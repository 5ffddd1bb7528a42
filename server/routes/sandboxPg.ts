import express, { Router, type ErrorRequestHandler, type Response } from 'express'
import { randomBytes } from 'node:crypto'
import { checkBillNo } from '#shared/billingInput'
import { billUpiQrUrl } from '#shared/documentLinks'
import { upiBillFields, type UpiPayee } from '#shared/upi'
import { APPLICATION_NO } from '#shared/workflow'
import { AppError } from '../errors'
import { RepeatPaymentError } from '../services/payments/repeat'
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

/** The QR code of a bill order on the checkout page, as a gateway offers one (demo payee: no money moves). */
function qrFigure(t: SandboxTransaction, billNo: string, payee: UpiPayee): string {
  const alt = `UPI QR code: pay ${inr(t.amountPaise)} to ${payee.name} (${payee.vpa}), bill ${billNo}`
  return `<figure class="qr">
<img src="${esc(billUpiQrUrl(billNo, t.consumerNo, t.amountPaise))}" alt="${esc(alt)}" width="192" height="192">
<figcaption>Or scan with a UPI app. The demo payee ${esc(payee.vpa)} is not a real UPI id: no money moves.</figcaption>
</figure>`
}

function checkoutPage(res: Response, t: SandboxTransaction, qr = ''): void {
  const action = `/sandbox-pg/checkout/${encodeURIComponent(t.orderId)}`
  page(
    res,
    200,
    `Pay ${inr(t.amountPaise)}`,
    `<h1>Pay ${esc(inr(t.amountPaise))} to APDCL</h1>
<dl>
<dt>Amount</dt><dd>${esc(inr(t.amountPaise))}</dd>
<dt>${APPLICATION_NO.test(t.consumerNo) ? 'Application number' : 'Consumer number'}</dt><dd>${esc(t.consumerNo)}</dd>
<dt>Order</dt><dd>${esc(t.orderId)}</dd>
<dt>Gateway transaction</dt><dd>${esc(t.gatewayTxnId)}</dd>
</dl>
${qr}
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
    const billNo = await services.upi.billOfOrder(orderId)
    checkoutPage(res, t, billNo ? qrFigure(t, billNo, services.upi.payee) : '')
  })

  /**
   * The stand-in for a UPI app (issue 9 §3): on a demo site the pages' 'Pay with a UPI app'
   * link comes here with the fields of the upi://pay link. It shows them as an app would and
   * its Pay makes a bill order for the bill's consumer, then goes on to the sandbox checkout.
   */
  router.get('/upi', async (req, res) => {
    const q = upiRequest(req.query as Record<string, unknown>)
    if ('problem' in q) return page(res, 400, 'Not a payment to APDCL', `<h1>Not a payment to APDCL</h1><p>${esc(q.problem)}</p><p><a href="/website/">Back to the website</a></p>`)
    const consumerNo = await services.upi.consumerOfBill(q.billNo)
    if (!consumerNo) return page(res, 404, 'Bill not found', `<h1>Bill not found</h1><p>No bill has the reference ${esc(q.billNo)}.</p><p><a href="/website/">Back to the website</a></p>`)
    upiAppPage(res, 200, q, consumerNo)
  })

  router.post('/upi', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const q = upiRequest({ ...body, pa: services.upi.payee.vpa, pn: services.upi.payee.name, cu: 'INR' })
    if ('problem' in q) return page(res, 400, 'Not a payment to APDCL', `<h1>Not a payment to APDCL</h1><p>${esc(q.problem)}</p>`)
    const consumerNo = await services.upi.consumerOfBill(q.billNo)
    if (!consumerNo) return notFoundPage(res)
    try {
      const { order } = await services.payments.createOrder('upi-' + randomBytes(12).toString('base64url'), {
        purpose: 'bill',
        consumerNo,
        amountPaise: q.amountPaise,
        locale: q.lang,
        channel: 'web',
        confirmRepeat: body.confirmRepeat === '1',
      })
      res.setHeader('Cache-Control', 'no-store')
      res.redirect(303, order.redirectUrl)
    } catch (err) {
      if (err instanceof RepeatPaymentError) return upiAppPage(res, 409, q, consumerNo, err.message)
      if (err instanceof AppError && err.status < 500) {
        return page(res, err.status, 'Payment not possible', `<h1>Payment not possible</h1><p>${esc(err.message)}</p><p><a href="/website/">Back to the website</a></p>`)
      }
      throw err
    }
  })

  type UpiRequest = { billNo: string; amountPaise: number; note: string; lang: 'en' | 'as' }

  /** The fields of a upi://pay link paying a bill to our payee, or what is wrong with them. */
  function upiRequest(f: Record<string, unknown>): UpiRequest | { problem: string } {
    const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : '')
    const payee = services.upi.payee
    if (str('pa') !== payee.vpa) return { problem: `This sandbox pays only APDCL's UPI id ${payee.vpa}.` }
    if (str('cu') !== 'INR') return { problem: 'UPI payments are in rupees (cu=INR).' }
    const am = /^(\d{1,9})\.(\d{2})$/.exec(str('am'))
    const billNo = checkBillNo(str('tr'))
    if (!am || !billNo) return { problem: 'The link has no amount (am) or no bill reference (tr).' }
    return { billNo, amountPaise: Number(am[1]) * 100 + Number(am[2]), note: str('tn'), lang: str('lang') === 'as' ? 'as' : 'en' }
  }

  function upiAppPage(res: Response, status: number, q: UpiRequest, consumerNo: string, repeat?: string): void {
    const payee = services.upi.payee
    const fields = upiBillFields(payee, { consumerNo, billNo: q.billNo, amountPaise: q.amountPaise })
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`
    page(
      res,
      status,
      `UPI: pay ${inr(q.amountPaise)}`,
      `<h1>UPI app (sandbox): pay ${esc(inr(q.amountPaise))}</h1>
<p>What a UPI app shows when it opens the bill's upi://pay link. On a demo site the link comes here instead.</p>
<dl>
<dt>To</dt><dd>${esc(payee.name)}</dd>
<dt>UPI id</dt><dd>${esc(payee.vpa)}</dd>
<dt>Amount</dt><dd>${esc(inr(q.amountPaise))}</dd>
<dt>Note</dt><dd>${esc(q.note || fields.tn)}</dd>
<dt>Reference</dt><dd>${esc(q.billNo)}</dd>
</dl>
${repeat ? `<p role="alert"><strong>${esc(repeat)}</strong></p>` : ''}
<form method="post" action="/sandbox-pg/upi">
${hidden('tr', q.billNo)}${hidden('am', fields.am)}${hidden('tn', q.note)}${hidden('lang', q.lang)}${repeat ? hidden('confirmRepeat', '1') : ''}
<div class="actions"><button type="submit" class="pay">${repeat ? 'Pay again' : `Pay ${esc(inr(q.amountPaise))}`}</button></div>
</form>`,
    )
  }

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
