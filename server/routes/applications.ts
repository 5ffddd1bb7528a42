import { Router, type Request, type Response } from 'express'
import express from 'express'
import { costEstimateSchema, newConnectionSchema, NEW_CONNECTION_FILES } from '#shared/workflow/forms/newConnection'
import { statusLookupSchema } from '#shared/workflow/forms/status'
import type { WorkItem } from '#shared/workflow/contract'
import { APPLICATION_NO, COMPLAINT_NO } from '#shared/workflow/rules'
import { NotFoundError } from '../errors'
import { requireForm } from '../http/formPosts'
import { proofOfWorkForFiles, uploadFields, type UploadSlot } from '../http/uploads'
import { grantWorkAccess, workAccessOf, sendWorkFile } from '../http/workAccess'
import { ipLimit } from '../http/limits'
import { sessionToken } from '../http/consumerSession'
import type { RouterDeps } from '.'
import { InputRefusedError, parseInput } from '../validation/parse'

export const NEW_CONNECTION_SLOTS: readonly UploadSlot[] = NEW_CONNECTION_FILES.map((name) => ({ name, required: true }))

export { statusLookupSchema }

/** The mobile of a signed-in consumer (cookie or Authorization header), or null. */
export async function signedInMobile(services: RouterDeps['services'], req: Request): Promise<string | null> {
  try {
    return (await services.consumerSessions.authenticate(sessionToken(req, services))).mobile
  } catch {
    return null
  }
}

const notFound = () => new NotFoundError('No application was found for this number and mobile. Check both and try again.')

/**
 * The applications' JSON API (issue 10; docs/openapi.yaml):
 *   GET  /api/applications/cost-estimate?category=&loadKw=&phase=&distanceM=  → { status, estimate }
 *   POST /api/applications/new-connection   multipart: the form's fields, identity, occupancy → 201 { status, application }
 *   POST /api/applications/status           { applNo, mobile } → { status, application } (404 for either half wrong)
 *   GET  /api/applications/:workNo          → { status, application } for this browser's or this consumer's items
 *   GET  /api/applications/:workNo/files/:fileId → the document (attachment, nosniff), same access
 * Refusals of a form: 400 INVALID with errors[] { path, message, problem } (forms:problems.<problem>).
 */
export function applicationsRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '8kb' })
  const secure = config.isProduction

  const answer = (res: Response, item: WorkItem, status = 200) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(status).json({ status: 'success', application: item })
  }

  router.get('/applications/cost-estimate', async (req, res) => {
    const input = parseInput(costEstimateSchema, req.query)
    const estimate = await services.costRules.estimate(input)
    if (!estimate) throw new InputRefusedError([{ field: 'loadKw', key: 'noCostRule' }])
    res.json({ status: 'success', estimate })
  })

  router.post('/applications/new-connection', ipLimit(services, 'application', config), proofOfWorkForFiles(services), uploadFields(NEW_CONNECTION_SLOTS), json, async (req, res) => {
    const { value, files } = await requireForm(req, res, newConnectionSchema, NEW_CONNECTION_SLOTS)
    const item = await services.applications.newConnection(value, files, req.query.lang === 'as' ? 'as' : 'en')
    grantWorkAccess(req, res, services, item.workNo, secure)
    answer(res, item, 201)
  })

  router.post('/applications/status', ipLimit(services, 'application-status', config), json, express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const { applNo, mobile } = parseInput(statusLookupSchema, req.body ?? {})
    const item = await services.workflow.lookup(applNo, mobile)
    if (!item) throw notFound()
    grantWorkAccess(req, res, services, item.workNo, secure)
    answer(res, item)
  })

  async function openItem(req: Request): Promise<WorkItem> {
    const workNo = String(req.params.workNo).toUpperCase()
    if (!APPLICATION_NO.test(workNo) && !COMPLAINT_NO.test(workNo)) throw notFound()
    const item = await services.workflow.openFor(workNo, { granted: workAccessOf(req, services), mobile: await signedInMobile(services, req) })
    if (!item) throw notFound()
    return item
  }

  router.get('/applications/:workNo', async (req, res) => answer(res, await openItem(req)))

  router.get('/applications/:workNo/files/:fileId', async (req, res) => {
    const item = await openItem(req)
    const fileId = Number(req.params.fileId)
    if (!Number.isSafeInteger(fileId) || fileId < 1) throw notFound()
    const file = await services.workflow.file(item.workNo, fileId)
    if (!file) throw notFound()
    sendWorkFile(res, file)
  })

  return router
}
