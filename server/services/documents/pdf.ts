import PDFDocument from 'pdfkit'
import type { Locale } from '#shared/locale'
import { Typesetter } from './typeset'

export type Doc = InstanceType<typeof PDFDocument>

export interface PdfMeta {
  size: 'A4' | 'A5'
  lang: Locale
  title: string
  subject: string
  /** from the data (bill date, payment time), never "now": two renders give the same bytes */
  createdAt: Date
  /** tests may turn stream compression off; production compresses */
  compress?: boolean
}

export const MARGIN = 36

/** A one-page-at-a-time pdfkit document with the documents' fonts registered. */
export function createPdf(meta: PdfMeta): { doc: Doc; ts: Typesetter } {
  const doc = new PDFDocument({
    size: meta.size,
    margin: MARGIN,
    compress: meta.compress ?? true,
    lang: meta.lang === 'as' ? 'as-IN' : 'en-IN',
    displayTitle: true,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: 'Assam Power Distribution Company Limited',
      Creator: 'APDCL website',
      Producer: 'PDFKit',
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  })
  return { doc, ts: new Typesetter(doc) }
}

/** Ends the document and collects its bytes. */
export function pdfBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
