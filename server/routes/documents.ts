import { Router, type Request, type RequestHandler, type Response } from 'express'
import { z } from 'zod'
import { SessionInvalidError } from '../services/consumerSessions'
import type { DocumentViewer, PdfDocument } from '../services/documents'
import type { Services } from '../services'
import type { RouterDeps } from '.'
import { consumerNoField } from '../validation/fields'
import { perIpLimit } from '../http/limits'
import { sessionToken } from '../http/consumerSession'
import { parseInput } from '../validation/parse'

/** bill numbers and receipt numbers: letters, digits and - _ / (what the billing system issues) */
const documentNo = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(32, `${what} is too long`)
    .regex(/^[A-Za-z0-9_/-]+$/, `${what} may contain letters, digits, - _ and / only`)

const billParams = z.object({ billNo: documentNo('Bill number') })
const receiptParams = z.object({ receiptNo: documentNo('Receipt number') })
const documentQuery = z.object({
  consNo: consumerNoField,
  lang: z.enum(['en', 'as'], { error: "lang must be 'en' or 'as'" }).default('en'),
})

/** Rendering is CPU work: a per-IP budget of documents (a consumer downloads a few; a scraper is stopped). */
export const DOCUMENT_IP_LIMIT = { limit: 120, windowMs: 15 * 60_000 } as const

function sendPdf(res: Response, pdf: PdfDocument): void {
  res.setHeader('Content-Type', 'application/pdf')
  res.setHeader('Content-Disposition', `attachment; filename="${pdf.filename}"`)
  res.setHeader('Content-Length', String(pdf.bytes.length))
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(pdf.bytes)
}

/** Counts one document of this IP (the bill, receipt and statement PDFs share the budget); 429 once over it. */
export function documentIpLimit(services: Pick<Services, 'rateLimit'>): RequestHandler {
  return perIpLimit(services, {
    name: 'documents',
    limit: DOCUMENT_IP_LIMIT.limit,
    windowMs: DOCUMENT_IP_LIMIT.windowMs,
    message: 'Too many documents requested from this network. Please try again later.',
    scope: 'documents',
  })
}

/**
 * The PDF documents (docs/design/issue3-contracts.md, "Documents (PDF)"): a bill, a payment
 * receipt, a recharge receipt/voucher. Each answers 404 `Consumer Not Found` unless it
 * belongs to consNo, the same answer as an unknown number, so nothing leaks.
 */
export function documentsRouter({ services }: RouterDeps): Router {
  const router = Router()
  const limit = documentIpLimit(services)

  /** The mobile of the request's live consumer session, or null (no session, or one that ended) */
  const viewerOf = async (req: Request): Promise<DocumentViewer> => {
    const token = sessionToken(req, services)
    if (!token) return null
    try {
      return (await services.consumerSessions.authenticate(token)).mobile
    } catch (err) {
      if (err instanceof SessionInvalidError) return null
      throw err
    }
  }

  router.get('/bills/:billNo/pdf', limit, async (req, res) => {
    const { billNo } = parseInput(billParams, req.params)
    const { consNo, lang } = parseInput(documentQuery, req.query)
    sendPdf(res, await services.documents.billPdf(billNo, consNo, lang, await viewerOf(req)))
  })

  router.get('/receipts/:receiptNo/pdf', limit, async (req, res) => {
    const { receiptNo } = parseInput(receiptParams, req.params)
    const { consNo, lang } = parseInput(documentQuery, req.query)
    sendPdf(res, await services.documents.receiptPdf(receiptNo, consNo, lang, await viewerOf(req)))
  })

  return router
}
