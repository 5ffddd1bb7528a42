import { Router } from 'express'
import { z } from 'zod'
import type { RouterDeps } from '..'
import { requireAdmin } from '../../http/adminSession'
import { parseInput } from '../../validation/parse'

/** ?page: a whole number from 1 (absent: 1); past the last page answers the last. */
export const feedbackPageQuery = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'page must be a whole number from 1' })
      .int({ error: 'page must be a whole number from 1' })
      .min(1, { error: 'page must be a whole number from 1' })
      .max(100_000, { error: 'page must be a whole number from 1' }),
  ),
})

/**
 * Website feedback for the admin (issue 14, /AdminFeedback), mounted on /api/admin after the
 * session layer; `content.edit` (the content editors answer the public about the site):
 *   GET /api/admin/feedback?page= → { rows, total, page, pageSize }, newest first.
 * Read only.
 */
export function adminFeedbackRouter({ services }: RouterDeps): Router {
  const router = Router()
  router.get('/feedback', requireAdmin('content.edit'), async (req, res) => {
    const { page } = parseInput(feedbackPageQuery, { page: req.query.page })
    res.json(await services.feedback.list(page))
  })
  return router
}
