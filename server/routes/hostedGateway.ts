import express, { Router, type Request, type Response } from 'express'
import type { RouterDeps } from '.'
import type { CheckoutPage } from '../services/payments/hosted'
import { esc, plainPage } from './plainPage'

const CSS = `body{font:16px/1.5 system-ui,"Noto Sans Bengali",sans-serif;margin:0;background:#f3f2f1;color:#0b0c0c}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:1.5rem 1rem;border-top:6px solid #1d70b8}
@media (min-width:40rem){main{padding:1.5rem 2rem}}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}dd{margin:0;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
button{font:inherit;padding:.6rem 1.2rem;border:2px solid #00703c;background:#00703c;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #ffdd00;outline-offset:2px;box-shadow:0 0 0 5px #0b0c0c}`

/** Our origin, absolute, for the URLs the gateway sends the payer back to. */
function originOf(req: Request, publicOrigin: string | undefined): string {
  return publicOrigin ? new URL(publicOrigin).origin : `${req.protocol}://${req.get('host')}`
}

function checkoutHtml(res: Response, p: Extract<CheckoutPage, { kind: 'form' }>, cssUrl: string): void {
  const { order, form, labels } = p
  const nonce = String(res.locals.cspNonce ?? '')
  plainPage(res, {
    lang: order.locale,
    title: labels.title,
    stylesheet: cssUrl,
    body: `<h1>${esc(labels.heading.replace('{{amount}}', p.amountText))}</h1>
<p>${esc(labels.lead)}</p>
<dl>
<dt>${esc(labels.amount)}</dt><dd>${esc(p.amountText)}</dd>
<dt>${esc(order.purpose === 'application' ? labels.applNo : labels.consumerNo)}</dt><dd>${esc(order.consumerNo)}</dd>
<dt>${esc(labels.txnId)}</dt><dd>${esc(order.orderId)}</dd>
</dl>
<form id="gateway-checkout" method="post" action="${esc(form.action)}">
${form.fields.map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`).join('\n')}
<p>${esc(labels.noScript)}</p>
<button type="submit">${esc(labels.continue)}</button>
</form>`,
    tail: `<script nonce="${esc(nonce)}">(function(){var k='gateway-checkout:${order.orderId}';try{if(sessionStorage.getItem(k))return;sessionStorage.setItem(k,'1')}catch(e){}document.getElementById('gateway-checkout').submit()})()</script>
`,
  })
}

/**
 * A hosted payment gateway's routes (ADR 014), mounted on /api/payments/<gateway name> before
 * the cross-site check (the gateway's signature is their authentication, never a cookie):
 *   GET       /checkout.css
 *   GET       /checkout/:orderId  our page: a form to the gateway's hosted checkout, sent by a nonce'd script
 *   POST      /return/:orderId    the payer's browser back with the signed payment → 303 to the status page
 *   GET|POST  /cancel/:orderId    the payer left the gateway's page → 303 to the status page
 *   POST      /webhook            the gateway's signed webhook, raw bytes
 * Empty unless the configured gateway is a hosted one.
 */
export function hostedGatewayRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const hosted = services.payments.hosted
  if (!hosted) return router
  const base = `/api/payments/${services.payments.gateway.name}`
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 })

  router.get('/checkout.css', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.type('css').send(CSS)
  })

  router.get('/checkout/:orderId', async (req, res) => {
    const page = await hosted.checkoutPage(req.params.orderId, originOf(req, config.PUBLIC_ORIGIN))
    if (page.kind === 'closed') return res.redirect(303, page.redirectUrl)
    checkoutHtml(res, page, `${base}/checkout.css`)
  })

  router.post('/return/:orderId', form, async (req, res) => {
    const fields = (req.body ?? {}) as Record<string, unknown>
    const { redirectUrl } = await hosted.handleReturn(req.params.orderId, fields)
    res.redirect(303, redirectUrl)
  })

  const cancel = async (req: Request, res: Response) => {
    const { redirectUrl } = await hosted.handleCancel(req.params.orderId)
    res.redirect(303, redirectUrl)
  }
  router.get('/cancel/:orderId', cancel)
  router.post('/cancel/:orderId', form, cancel)

  // the exact bytes: the signature covers the raw body
  router.post('/webhook', express.raw({ type: () => true, limit: '64kb' }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    res.json(await hosted.handleWebhook(raw, (name) => req.get(name)))
  })

  return router
}
