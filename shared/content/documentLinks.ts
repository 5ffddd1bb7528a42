/**
 * Links to the PDF documents served by server/routes/documents.ts
 * (docs/design/issue3-contracts.md, "Documents (PDF)").
 * The paths are API paths (outside the /website/ base path).
 */
export type DocumentLang = 'en' | 'as'

/** The bill `billNo` of consumer `consNo` as a PDF. */
export function billPdfUrl(billNo: string, consNo: string, lang: DocumentLang = 'en'): string {
  return `/api/bills/${encodeURIComponent(billNo)}/pdf?consNo=${encodeURIComponent(consNo)}&lang=${lang}`
}

/** A payment receipt or a recharge receipt/voucher `receiptNo` of consumer `consNo` as a PDF. */
export function receiptPdfUrl(receiptNo: string, consNo: string, lang: DocumentLang = 'en'): string {
  return `/api/receipts/${encodeURIComponent(receiptNo)}/pdf?consNo=${encodeURIComponent(consNo)}&lang=${lang}`
}

/** The UPI QR code (PNG) paying `amountPaise` against bill `billNo` of consumer `consNo` (shared/payments/upi.ts). */
export function billUpiQrUrl(billNo: string, consNo: string, amountPaise: number): string {
  return `/api/bills/${encodeURIComponent(billNo)}/upi-qr?consNo=${encodeURIComponent(consNo)}&amountPaise=${Math.round(amountPaise)}`
}
