import type { Consumer } from '#shared/billing/contract'
import type { Knex } from 'knex'
import type { Locale } from '#shared/locale'
import { consumerNotFound } from '../../errors'
import { maskName } from '#shared/billing/input'
import type { BillingService } from '../billing'
import { qrMatrix, type UpiService } from '../upi'
import { upiPayUrl } from '#shared/payments/upi'
import { renderBillPdf } from './bill'
import { label } from './labels'
import { createDocumentReads } from './data'
import { renderPaymentReceiptPdf, renderRechargeReceiptPdf } from './receipt'

export interface PdfDocument {
  /** a safe download name: letters, digits, dot, dash and underscore only */
  filename: string
  bytes: Buffer
}

/**
 * Who asks: the mobile of the asker's consumer session, or null. The consumer (signed in with
 * the mobile the consumer number is registered to) gets the full document; anyone else with the
 * number gets the name masked and no address, as the public pages show it.
 */
export type DocumentViewer = string | null

export interface DocumentService {
  /** the bill `billNo` of consumer `consumerNo`; NotFoundError unless it is that consumer's */
  billPdf(billNo: string, consumerNo: string, lang: Locale, viewer: DocumentViewer): Promise<PdfDocument>
  /** a payment receipt or a recharge receipt/voucher; NotFoundError unless it is that consumer's */
  receiptPdf(receiptNo: string, consumerNo: string, lang: Locale, viewer: DocumentViewer): Promise<PdfDocument>
}

export interface DocumentServiceDeps {
  db: Knex
  billing: BillingService
  /** the helpline printed on every document (1912) */
  supportPhone: string
  /** the UPI QR code on the slip of a bill with something to pay (none: no QR code) */
  upi?: Pick<UpiService, 'payee' | 'payableNow'>
  /** tests may render uncompressed streams */
  compress?: boolean
}

/** The consumer as a document for `viewer` may print it (the public pages' masking rule). */
function forViewer(consumer: Consumer, viewer: DocumentViewer, lang: Locale): Consumer {
  if (viewer !== null && viewer === consumer.mobile) return consumer
  return { ...consumer, name: maskName(consumer.name), address: label(lang, 'addressHidden') }
}

export function safeFilename(...parts: string[]): string {
  return `${parts.map((p) => p.replace(/[^A-Za-z0-9_-]+/g, '-')).join('-')}.pdf`
}

/** The PDF documents of issue 3: the bill, payment receipts and recharge receipts/vouchers (ADR 009). */
export function createDocumentService(deps: DocumentServiceDeps): DocumentService {
  const reads = createDocumentReads(deps.db)
  const phone = deps.supportPhone
  const notFound = consumerNotFound

  return {
    async billPdf(billNo, consumerNo, lang, viewer) {
      const [found, data] = await Promise.all([deps.billing.consumer(consumerNo), reads.bill(billNo, consumerNo)])
      if (!found || !data) throw notFound()
      const consumer = forViewer(found, viewer, lang)
      const pay = deps.upi ? await deps.upi.payableNow(consumerNo, data.bill) : null
      const upi = pay && deps.upi ? { amountPaise: pay.amountPaise, payee: deps.upi.payee, qr: qrMatrix(upiPayUrl(deps.upi.payee, pay)) } : null
      const bytes = await renderBillPdf({ consumer, data, lang, phone, upi, compress: deps.compress })
      return { filename: safeFilename('APDCL-bill', data.bill.billNo, lang), bytes }
    },

    async receiptPdf(receiptNo, consumerNo, lang, viewer) {
      const [found, payment, recharge] = await Promise.all([deps.billing.consumer(consumerNo), reads.payment(receiptNo, consumerNo), reads.recharge(receiptNo, consumerNo)])
      if (!found) throw notFound()
      const consumer = forViewer(found, viewer, lang)
      if (payment) {
        const bytes = await renderPaymentReceiptPdf({ consumer, payment, lang, phone, compress: deps.compress })
        return { filename: safeFilename('APDCL-receipt', payment.receiptNo, lang), bytes }
      }
      if (recharge) {
        const bytes = await renderRechargeReceiptPdf({ consumer, recharge, lang, phone, compress: deps.compress })
        return { filename: safeFilename('APDCL-recharge', recharge.receiptNo, lang), bytes }
      }
      throw notFound()
    },
  }
}
