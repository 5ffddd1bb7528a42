import { pipeline } from 'node:stream/promises'
import { Router } from 'express'
import { z } from 'zod'
import { consumerNoField } from '../validation/fields'
import type { RouterDeps } from '.'
import { documentIpLimit } from './documents'
import { ownConsumer } from './ownConsumer'
import { parseInput } from '../validation/parse'

/** A financial year by its first calendar year: 2025 is April 2025 – March 2026. */
const YEAR_MESSAGE = 'The financial year must be given by its first year, four digits (2025 for 2025-26)'

const statementQuery = z.object({
  consNo: consumerNoField,
  year: z
    .string({ error: YEAR_MESSAGE })
    .trim()
    .regex(/^\d{4}$/, YEAR_MESSAGE)
    .transform(Number),
  lang: z.enum(['en', 'as'], { error: "lang must be 'en' or 'as'" }).default('en'),
})

/**
 * The annual statement (issue 9 §3): GET /api/consumer/statement?consNo=&year=&lang= streams
 * the PDF of the bills and payments (prepaid: recharges) of the financial year April `year` –
 * March `year + 1` of a consumer number of the signed-in mobile, in English or Assamese. The
 * dashboard's form sends exactly these fields, so it works without JavaScript. 401 without a
 * session, 404 'Consumer Not Found' for another mobile's number, 400 for a malformed or
 * out-of-range year, 404 for a year without data. Counted in the per-IP document budget.
 */
export function statementsRouter({ services }: RouterDeps): Router {
  const router = Router()

  router.get('/consumer/statement', documentIpLimit(services), async (req, res) => {
    const { consNo, year, lang } = parseInput(statementQuery, req.query)
    const consumer = await ownConsumer(services, req, consNo)
    const pdf = await services.statements.pdf(consumer, year, lang)
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="${pdf.filename}"`)
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    await pipeline(pdf.stream, res)
  })

  return router
}
