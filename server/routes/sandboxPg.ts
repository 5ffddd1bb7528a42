import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express'
import { randomBytes } from 'node:crypto'
import { checkBillNo } from '#shared/input/fields'
import { billUpiQrUrl } from '#shared/content/documentLinks'
import { fillTemplate, formatPaise } from '#shared/format'
import type { Locale } from '#shared/locale'
import en from '#shared/locales/en/gateway.json'
import as from '#shared/locales/as/gateway.json'
import { upiBillFields, type UpiPayee } from '#shared/payments/upi'
import { APPLICATION_NO } from '#shared/workflow/rules'
import { AppError } from '../errors'
import { apiErrorWords } from '../http/errorPage'
import { errorBody } from '../http/errors'
import { RepeatPaymentError } from '../services/payments/repeat'
import { SANDBOX_ACTIONS, SandboxGateway, sandboxCheckoutPath, type SandboxAction, type SandboxTransaction } from '../adapters/payment'
import { ORDER_ID_RE } from '../adapters/payment/types'
import type { RouterDeps } from '.'
import { DEMO_CSS, demoPage, esc } from './plainPage'

/**
 * The sandbox's pages speak the payer's language (issue 23 §3): `?lang=as` on the checkout
 * of an Assamese order (sandboxCheckoutPath) and on the UPI stand-in's link, and the form
 * posts keep it. Words in shared/locales/{en,as}/gateway.json (`sandbox`).
 */
type Words = (typeof en)['sandbox']
const WORDS: Record<Locale, Words> = { en: en.sandbox, as: as.sandbox }
const langOf = (req: Request): Locale => (req.query.lang === 'as' ? 'as' : 'en')

/** The one rupee formatter (shared/format.ts), a no-break space keeping ₹ with its figure. */
const inr = (paise: number, locale: Locale) => formatPaise(paise, locale, { nbsp: true })

/** Text copied as it is (a UPI id): marked so that neither a translation tool nor a reader takes it for words to translate. */
const record = (text: string) => `<span translate="no">${esc(text)}</span>`

/** `text` with its {{placeholders}} filled by the HTML in `html` (the rest of the text escaped). */
function fillHtml(text: string, html: Record<string, string>): string {
  return text
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const key = /^\{\{(\w+)\}\}$/.exec(part)?.[1]
      return key !== undefined && key in html ? html[key] : esc(part)
    })
    .join('')
}

/** `text` with its {{placeholders}} filled by plain text (for a title or an attribute; escape the result). */
const fill = (text: string, values: Record<string, string>) => fillTemplate(text, values, 'keep')

function page(res: Response, locale: Locale, status: number, title: string, body: string): void {
  const w = WORDS[locale]
  demoPage(res, { status, lang: locale, title: `${title} — ${w.name}`, body, note: w.note, stylesheet: '/sandbox-pg/sandbox.css' })
}

/** The website's home in the payer's language. */
const home = (locale: Locale) => (locale === 'as' ? '/website/Assamese' : '/website/')

/** The QR code of a bill order on the checkout page, as a gateway offers one (demo payee: no money moves). */
function qrFigure(t: SandboxTransaction, billNo: string, payee: UpiPayee, locale: Locale): string {
  const w = WORDS[locale]
  const alt = fill(w.qrAlt, { amount: inr(t.amountPaise, locale), name: payee.name, vpa: payee.vpa, billNo })
  return `<figure class="qr">
<img src="${esc(billUpiQrUrl(billNo, t.consumerNo, t.amountPaise))}" alt="${esc(alt)}" width="192" height="192">
<figcaption>${fillHtml(w.qrCaption, { vpa: record(payee.vpa) })}</figcaption>
</figure>`
}

function checkoutPage(res: Response, t: SandboxTransaction, locale: Locale, qr = ''): void {
  const w = WORDS[locale]
  const amount = inr(t.amountPaise, locale)
  page(
    res,
    locale,
    200,
    fill(w.payTitle, { amount }),
    `<h1>${esc(fill(w.heading, { amount }))}</h1>
<dl>
<dt>${esc(w.amount)}</dt><dd>${esc(amount)}</dd>
<dt>${esc(APPLICATION_NO.test(t.consumerNo) ? w.applNo : w.consumerNo)}</dt><dd>${esc(t.consumerNo)}</dd>
<dt>${esc(w.order)}</dt><dd translate="no">${esc(t.orderId)}</dd>
<dt>${esc(w.gatewayTxn)}</dt><dd translate="no">${esc(t.gatewayTxnId)}</dd>
</dl>
${qr}
<form method="post" action="${esc(sandboxCheckoutPath(t.orderId, locale))}">
<fieldset>
<legend>${esc(w.choose)}</legend>
<div class="actions">
${SANDBOX_ACTIONS.map((value) => `<button type="submit" name="action" value="${value}"${value === 'pay' ? ' class="pay"' : ''}>${esc(w.actions[value])}</button>`).join('\n')}
</div>
</fieldset>
</form>`,
  )
}

function notFoundPage(res: Response, locale: Locale): void {
  const w = WORDS[locale]
  page(
    res,
    locale,
    404,
    w.notFound.title,
    `<h1>${esc(w.notFound.title)}</h1>
<p>${esc(w.notFound.text)}</p>
<p><a href="${home(locale)}">${esc(w.back)}</a></p>`,
  )
}

function finalPage(res: Response, t: SandboxTransaction, locale: Locale): void {
  const w = WORDS[locale]
  const outcome = t.status === 'PENDING' ? t.status : w.outcomes[t.status]
  page(
    res,
    locale,
    409,
    w.final.title,
    `<h1>${esc(w.final.heading)}</h1>
<p>${fillHtml(w.final.text, { orderId: record(t.orderId), outcome: `<strong>${esc(outcome)}</strong>` })}</p>
<p><a href="${esc(t.returnUrl)}">${esc(w.final.status)}</a></p>`,
  )
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
    const locale = langOf(req)
    const orderId = String(req.params.orderId)
    const t = ORDER_ID_RE.test(orderId) ? await gateway.transaction(orderId) : null
    if (!t) return notFoundPage(res, locale)
    if (t.status !== 'PENDING') return finalPage(res, t, locale)
    const billNo = await services.upi.billOfOrder(orderId)
    checkoutPage(res, t, locale, billNo ? qrFigure(t, billNo, services.upi.payee, locale) : '')
  })

  /**
   * The stand-in for a UPI app (issue 9 §3): on a demo site the pages' 'Pay with a UPI app'
   * link comes here with the fields of the upi://pay link. It shows them as an app would and
   * its Pay makes a bill order for the bill's consumer, then goes on to the sandbox checkout.
   */
  router.get('/upi', async (req, res) => {
    const q = upiRequest(req.query as Record<string, unknown>)
    if ('problem' in q) return notApdclPage(res, q, `<p><a href="${home(q.lang)}">${esc(WORDS[q.lang].back)}</a></p>`)
    const consumerNo = await services.upi.consumerOfBill(q.billNo)
    if (!consumerNo) {
      const w = WORDS[q.lang]
      return page(
        res,
        q.lang,
        404,
        w.upi.billNotFound,
        `<h1>${esc(w.upi.billNotFound)}</h1><p>${esc(fill(w.upi.noSuchBill, { billNo: q.billNo }))}</p><p><a href="${home(q.lang)}">${esc(w.back)}</a></p>`,
      )
    }
    upiAppPage(res, 200, q, consumerNo)
  })

  router.post('/upi', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const q = upiRequest({ ...body, pa: services.upi.payee.vpa, pn: services.upi.payee.name, cu: 'INR' })
    if ('problem' in q) return notApdclPage(res, q)
    const consumerNo = await services.upi.consumerOfBill(q.billNo)
    if (!consumerNo) return notFoundPage(res, q.lang)
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
      // the refusal in the payer's words, as the pages say it (shared/apiMessage.ts)
      if (err instanceof RepeatPaymentError) return upiAppPage(res, 409, q, consumerNo, apiErrorWords(errorBody(err), q.lang))
      if (err instanceof AppError && err.status < 500) {
        const w = WORDS[q.lang]
        return page(
          res,
          q.lang,
          err.status,
          w.upi.notPossible,
          `<h1>${esc(w.upi.notPossible)}</h1><p>${esc(apiErrorWords(errorBody(err), q.lang))}</p><p><a href="${home(q.lang)}">${esc(w.back)}</a></p>`,
        )
      }
      throw err
    }
  })

  type UpiProblem = 'otherPayee' | 'notRupees' | 'noFields'
  type UpiRequest = { billNo: string; amountPaise: number; note: string; lang: Locale }

  /** The fields of a upi://pay link paying a bill to our payee, or what is wrong with them (and the link's language). */
  function upiRequest(f: Record<string, unknown>): UpiRequest | { problem: UpiProblem; lang: Locale } {
    const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : '')
    const lang: Locale = str('lang') === 'as' ? 'as' : 'en'
    const payee = services.upi.payee
    if (str('pa') !== payee.vpa) return { problem: 'otherPayee', lang }
    if (str('cu') !== 'INR') return { problem: 'notRupees', lang }
    const am = /^(\d{1,9})\.(\d{2})$/.exec(str('am'))
    const billNo = checkBillNo(str('tr'))
    if (!am || !billNo) return { problem: 'noFields', lang }
    return { billNo, amountPaise: Number(am[1]) * 100 + Number(am[2]), note: str('tn'), lang }
  }

  function notApdclPage(res: Response, q: { problem: UpiProblem; lang: Locale }, more = ''): void {
    const w = WORDS[q.lang]
    const problem = fillHtml(w.upi[q.problem], { vpa: record(services.upi.payee.vpa) })
    page(res, q.lang, 400, w.upi.notApdcl, `<h1>${esc(w.upi.notApdcl)}</h1><p>${problem}</p>${more}`)
  }

  function upiAppPage(res: Response, status: number, q: UpiRequest, consumerNo: string, repeat?: string): void {
    const payee = services.upi.payee
    const w = WORDS[q.lang]
    const amount = inr(q.amountPaise, q.lang)
    const fields = upiBillFields(payee, { consumerNo, billNo: q.billNo, amountPaise: q.amountPaise })
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`
    // the payee's registered name, its UPI id and the payment's note are the bank's and the link's: shown as they are
    page(
      res,
      q.lang,
      status,
      fill(w.upi.title, { amount }),
      `<h1>${esc(fill(w.upi.heading, { amount }))}</h1>
<p>${esc(w.upi.lead)}</p>
<dl>
<dt>${esc(w.upi.to)}</dt><dd translate="no">${esc(payee.name)}</dd>
<dt>${esc(w.upi.vpa)}</dt><dd translate="no">${esc(payee.vpa)}</dd>
<dt>${esc(w.upi.amount)}</dt><dd>${esc(amount)}</dd>
<dt>${esc(w.upi.note)}</dt><dd translate="no">${esc(q.note || fields.tn)}</dd>
<dt>${esc(w.upi.reference)}</dt><dd>${esc(q.billNo)}</dd>
</dl>
${repeat ? `<p role="alert"><strong>${esc(repeat)}</strong></p>` : ''}
<form method="post" action="/sandbox-pg/upi">
${hidden('tr', q.billNo)}${hidden('am', fields.am)}${hidden('tn', q.note)}${hidden('lang', q.lang)}${repeat ? hidden('confirmRepeat', '1') : ''}
<div class="actions"><button type="submit" class="pay">${esc(repeat ? w.upi.payAgain : fill(w.upi.pay, { amount }))}</button></div>
</form>`,
    )
  }

  router.post('/checkout/:orderId', form, async (req, res) => {
    const locale = langOf(req)
    const w = WORDS[locale]
    const orderId = String(req.params.orderId)
    const action = (req.body as Record<string, unknown> | undefined)?.action
    if (!ORDER_ID_RE.test(orderId)) return notFoundPage(res, locale)
    if (typeof action !== 'string' || !(SANDBOX_ACTIONS as readonly string[]).includes(action)) {
      const t = await gateway.transaction(orderId)
      if (!t) return notFoundPage(res, locale)
      return page(
        res,
        locale,
        400,
        w.noAction.title,
        `<h1>${esc(w.noAction.title)}</h1>
<p>${esc(w.noAction.text)}</p>
<p><a href="${esc(sandboxCheckoutPath(orderId, locale))}">${esc(w.noAction.back)}</a></p>`,
      )
    }
    const done = await gateway.complete(orderId, action as SandboxAction)
    if (done.kind === 'unknown') return notFoundPage(res, locale)
    if (done.kind === 'final') return finalPage(res, done.transaction, locale)
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

  router.use((req, res) => notFoundPage(res, langOf(req)))
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500
    if (status >= 500) logger.error({ err }, 'sandbox gateway page failed')
    if (res.headersSent) return
    const locale = langOf(req)
    const w = WORDS[locale]
    const title = status >= 500 ? w.error : w.badRequest
    page(
      res,
      locale,
      status,
      title,
      `<h1>${esc(title)}</h1>
<p><a href="${home(locale)}">${esc(w.back)}</a></p>`,
    )
  }
  router.use(onError)
  return router
}
