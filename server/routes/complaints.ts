import { Router, type Request, type Response } from 'express'
import express from 'express'
import { COMPLAINT_PHOTO, complaintNo, complaintRatingSchema, complaintReopenSchema, complaintSchema } from '#shared/workflow/forms/complaint'
import type { WorkItem } from '#shared/workflow/contract'
import { complaintNotFound } from '../services/applications/complaint'
import { requireForm } from '../http/formPosts'
import type { UploadSlot } from '../http/uploads'
import { proofOfWorkForFiles, uploadFields } from '../http/uploads'
import { grantWorkAccess } from '../http/workAccess'
import { ipLimit } from '../http/limits'
import type { RouterDeps } from '.'
import { parseInput } from '../validation/parse'

/** The complaint's one optional file. */
export const COMPLAINT_SLOTS: readonly UploadSlot[] = [{ name: COMPLAINT_PHOTO, required: false }]

/** The ticket number of the path, or the same 404 as an unknown number. */
export function ticketNoOf(req: Request): string {
  const r = complaintNo.safeParse(String(req.params.no ?? ''))
  if (!r.success) throw complaintNotFound()
  return r.data
}

/**
 * The in-house complaint desk's JSON API (issue 10 §4; docs/openapi.yaml):
 *   POST /api/complaints                 multipart (or urlencoded / JSON without a photo): the form's fields, photo? → 201 { status, complaint }
 *   POST /api/complaints/:no/rating      { mobile, rating 1..5, comment? } → { status, complaint } (closed)
 *   POST /api/complaints/:no/reopen      { mobile, reason } → { status, complaint } (reopened)
 * The status is POST /api/applications/status { applNo, mobile } (server/routes/applications.ts).
 * Refusals of a form: 400 INVALID with errors[] { path, message, problem }; a ticket number with
 * a mobile that does not match answers the same 404 as an unknown number.
 */
export function complaintsRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '8kb' })
  const urlencoded = express.urlencoded({ extended: false, limit: '8kb' })
  const secure = config.isProduction

  const answer = (res: Response, item: WorkItem, status = 200) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(status).json({ status: 'success', complaint: item })
  }

  router.post('/complaints', ipLimit(services, 'complaint', config), proofOfWorkForFiles(services), uploadFields(COMPLAINT_SLOTS), json, urlencoded, async (req, res) => {
    const { value, files } = await requireForm(req, res, complaintSchema, COMPLAINT_SLOTS)
    const item = await services.applications.complaint(value, files, req.query.lang === 'as' ? 'as' : 'en')
    grantWorkAccess(req, res, services, item.workNo, secure)
    answer(res, item, 201)
  })

  router.post('/complaints/:no/rating', ipLimit(services, 'complaint-rating', config), json, urlencoded, async (req, res) => {
    const workNo = ticketNoOf(req)
    const input = parseInput(complaintRatingSchema, req.body ?? {})
    answer(res, await services.applications.rateComplaint(workNo, input))
  })

  router.post('/complaints/:no/reopen', ipLimit(services, 'complaint-reopen', config), json, urlencoded, async (req, res) => {
    const workNo = ticketNoOf(req)
    const input = parseInput(complaintReopenSchema, req.body ?? {})
    answer(res, await services.applications.reopenComplaint(workNo, input))
  })

  return router
}
