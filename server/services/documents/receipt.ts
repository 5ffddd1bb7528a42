import type { Consumer, Payment, Recharge } from '#shared/billing/contract'
import type { Locale } from '#shared/locale'
import { formatToken } from '#shared/format'
import { dateOf, dateTimeLabel, monthLabel, rupees } from './format'
import { codeLabel, label } from './labels'
import { COLOR, callout, footnotes, header, pairs, title, type Box } from './layout'
import { MARGIN, createPdf, pdfBuffer } from './pdf'

interface ReceiptBase {
  consumer: Consumer
  lang: Locale
  phone: string
  compress?: boolean
}

export interface PaymentReceiptInput extends ReceiptBase {
  payment: Payment & { billPeriod: string | null }
}

export interface RechargeReceiptInput extends ReceiptBase {
  recharge: Recharge
}

function start(lang: Locale, docTitle: string, receiptNo: string, consumerNo: string, at: string, compress?: boolean) {
  const made = createPdf({
    size: 'A5',
    lang,
    compress,
    title: `${docTitle} ${receiptNo}`,
    subject: `Consumer ${consumerNo}`,
    createdAt: dateOf(at),
  })
  const box: Box = { x: MARGIN, width: made.doc.page.width - MARGIN * 2 }
  return { ...made, box }
}

/** The receipt of a bill payment (A5). */
export async function renderPaymentReceiptPdf({ consumer, payment, lang, phone, compress }: PaymentReceiptInput): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string>) => label(lang, key, vars)
  const { doc, ts, box } = start(lang, label('en', 'paymentReceiptTitle'), payment.receiptNo, consumer.consumerNo, payment.paidAt, compress)
  let y = header(ts, lang, '', box, MARGIN, phone, true)
  y = title(ts, t('paymentReceiptTitle'), box, y)
  y = pairs(
    ts,
    [
      [t('receiptNo'), payment.receiptNo],
      [t('dateTime'), dateTimeLabel(payment.paidAt, lang, t('ist'))],
      [t('consumerNo'), consumer.consumerNo],
      [t('name'), consumer.name],
      [t('billNo'), payment.billNo ?? ''],
      ...(payment.billPeriod ? [[t('billMonth'), monthLabel(payment.billPeriod, lang)] as [string, string]] : []),
      [t('channel'), codeLabel(lang, 'channel', payment.channel)],
      [t('txnId'), payment.txnId],
    ],
    box,
    y,
    { columns: 1, labelWidth: box.width * 0.38, size: 9 },
  )
  y = callout(
    ts,
    [
      { text: t('amount'), size: 9, color: COLOR.muted },
      { text: rupees(payment.amount, lang), size: 16, bold: true, color: COLOR.brand },
    ],
    box,
    y + 4,
  )
  ts.draw(t('thanks'), box.x, y, { size: 9, width: box.width, align: 'center', color: COLOR.text })
  footnotes(ts, [t('helpline', { phone }), t('computerGenerated')], box, doc.page.height - MARGIN)
  return pdfBuffer(doc)
}

/**
 * The receipt of a prepaid recharge (A5). A keypad (STS) meter's receipt is its voucher:
 * the 20-digit token in groups of four; a smart meter's shows the amount credited.
 */
export async function renderRechargeReceiptPdf({ consumer, recharge, lang, phone, compress }: RechargeReceiptInput): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string>) => label(lang, key, vars)
  const smart = consumer.connType === 'SMART PREPAID' && recharge.token === null
  const titleKey = smart ? 'smartRechargeReceiptTitle' : 'rechargeReceiptTitle'
  const { doc, ts, box } = start(lang, label('en', titleKey), recharge.receiptNo, consumer.consumerNo, recharge.rechargedAt, compress)
  let y = header(ts, lang, '', box, MARGIN, phone, true)
  y = title(ts, t(titleKey), box, y)
  y = pairs(
    ts,
    [
      [t('receiptNo'), recharge.receiptNo],
      [t('dateTime'), dateTimeLabel(recharge.rechargedAt, lang, t('ist'))],
      [t('consumerNo'), consumer.consumerNo],
      [t('name'), consumer.name],
      [t('connType'), codeLabel(lang, 'connType', consumer.connType)],
      [t('meterNo'), recharge.meterNo],
      [t('rechargeAmount'), rupees(recharge.amount, lang)],
      [t('channel'), codeLabel(lang, 'channel', recharge.channel)],
      [t('txnId'), recharge.txnId],
    ],
    box,
    y,
    { columns: 1, labelWidth: box.width * 0.38, size: 9 },
  )
  y += 4
  if (smart) {
    y = callout(
      ts,
      [
        { text: t('credited'), size: 9, color: COLOR.muted },
        { text: rupees(recharge.amount, lang), size: 16, bold: true, color: COLOR.brand },
      ],
      box,
      y,
    )
    ts.paragraph(t('creditedHint'), box.x, y, box.width, { size: 8.5, color: COLOR.text, align: 'center' })
  } else if (recharge.token) {
    callout(
      ts,
      [
        { text: `${t('voucher')} · ${t('token')}`, size: 9, color: COLOR.muted },
        { text: formatToken(recharge.token), size: 17, bold: true, color: COLOR.brand },
        { text: t('tokenHint'), size: 8.5, bold: true },
      ],
      box,
      y,
    )
  } else {
    callout(
      ts,
      [
        { text: `${t('voucher')} · ${t('token')}`, size: 9, color: COLOR.muted },
        { text: t('tokenUnavailable', { phone }), size: 10, bold: true, color: COLOR.strong },
      ],
      box,
      y,
    )
  }
  footnotes(ts, [t('helpline', { phone }), t('computerGenerated')], box, doc.page.height - MARGIN)
  return pdfBuffer(doc)
}
