import { useId } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { Trans } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { billUpiQrUrl } from '#shared/content/documentLinks'
import { formatPaise } from '#shared/format'
import type { Locale } from '#shared/locale'
import type { SiteInfo } from '#shared/site'
import { sandboxUpiHref, upiPayUrl, type UpiBillPayment } from '#shared/payments/upi'
import { FromRecord } from '../common/FromRecord'
import './upi.css'

/**
 * Pay a bill by UPI (issue 9 §3): the QR code a UPI app scans (a PNG made by the server,
 * GET /api/bills/:billNo/upi-qr) and, on phones, a button opening the upi://pay link in the
 * phone's UPI app. On a demo site the button goes to the sandbox's stand-in for a UPI app
 * (the QR code still holds the upi:// link, with the demo payee). The image's alt text names
 * the amount and the payee; the link itself is there as text for screen readers. The payee's
 * registered name, its UPI id and the link are shown as they are, never translated (FromRecord).
 */
export function UpiPay({ payment, heading = 'h2' }: { payment: UpiBillPayment; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('payLinks')
  const pageContext = usePageContext() as ReturnType<typeof usePageContext> & { site?: SiteInfo }
  const id = useId()
  const payee = pageContext.site?.upi
  if (!payee || payment.amountPaise <= 0) return null
  const locale: Locale = pageContext.locale ?? 'en'
  const url = upiPayUrl(payee, payment)
  const demo = !!pageContext.site?.demo
  const amount = formatPaise(payment.amountPaise, locale, { nbsp: true })
  const vars = { amount, name: payee.name, vpa: payee.vpa, billNo: payment.billNo }
  const Heading = heading
  return (
    <section className="upi-pay" aria-labelledby={id} data-testid="upi-pay">
      <Heading className="upi-pay__title" id={id}>
        {t('upi.title')}
      </Heading>
      <div className="upi-pay__body">
        <img className="upi-pay__qr" src={billUpiQrUrl(payment.billNo, payment.consumerNo, payment.amountPaise)} alt={t('upi.qrAlt', vars)} width={176} height={176} loading="lazy" />
        <div className="upi-pay__words">
          <p>{t('upi.scan')}</p>
          <p className="upi-pay__fact">
            <Trans t={t} i18nKey="upi.payee" values={vars} components={{ record: <FromRecord /> }} />
          </p>
          <p className="upi-pay__fact">{t('upi.amount', vars)}</p>
          <p className="upi-pay__app">
            <a className="btn btn--accent" href={demo ? sandboxUpiHref(payee, payment, locale) : url} data-testid="upi-intent">
              {t('upi.openApp', vars)}
            </a>
          </p>
          <p className="visually-hidden">
            {t('upi.linkText')} <FromRecord>{url}</FromRecord>
          </p>
          {demo ? <p className="upi-pay__demo small">{t('upi.demo')}</p> : null}
        </div>
      </div>
    </section>
  )
}
