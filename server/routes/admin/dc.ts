import express, { Router, type Response } from 'express'
import { z } from 'zod'
import type { RouterDeps } from '..'
import { requireAdmin } from '../../http/adminSession'
import { InvalidError, NotFoundError } from '../../errors'
import { dcConsumerEditSchema, DC_MESSAGES } from '../../services/admin/prepaidPortal'
import { auditActor } from '../admin'
import { parseInput } from '../../validation/parse'

const CSV_LISTS = ['divisions', 'low-balance', 'recharges-today'] as const
const searchQuery = z.object({ q: z.string({ error: DC_MESSAGES.search }).max(64, { error: DC_MESSAGES.search }) })
const consumerNoParam = z.string().regex(/^\d{12}$/, { error: DC_MESSAGES.notFound })

/**
 * The prepaid DC portal (issue 11 §2), mounted on /api/admin after the session layer; every
 * call needs 'dc.operate' (role dc_operator):
 *   GET /api/admin/dc/dashboard[?division&type&threshold&dpage&page&rpage]
 *        → DcDashboard: prepaid consumers and balances by division, the low-balance list,
 *          today's recharges (India date) with count and total per division and overall
 *   GET /api/admin/dc/divisions.csv | low-balance.csv | recharges-today.csv [same filter]
 *        → the whole list as CSV (attachment; text cells guarded against formulas)
 *   GET /api/admin/dc/consumers?q=…        → prepaid consumers by consumer or meter number
 *   GET /api/admin/dc/consumers/:consumerNo → { consumer, tariffs }
 *   PUT /api/admin/dc/consumers/:consumerNo { meterNo, keyRevision, tariffCategory, status }
 *        → { consumer, changed }: audited ('prepaid.consumer.update', before and after)
 */
export function adminDcRouter({ services }: RouterDeps): Router {
  const router = Router()
  const portal = services.dcPortal

  const filterOf = (query: unknown) => {
    const { filter, errors } = portal.parseFilter((query ?? {}) as Record<string, unknown>)
    if (errors.length) throw new InvalidError(errors[0].message, errors)
    return filter
  }

  router.get('/dc/dashboard', requireAdmin('dc.operate'), async (req, res) => {
    res.json(await portal.dashboard(filterOf(req.query)))
  })

  router.get('/dc/:list.csv', requireAdmin('dc.operate'), async (req, res: Response) => {
    const list = String(req.params.list)
    if (!(CSV_LISTS as readonly string[]).includes(list)) throw new NotFoundError(`No such list: ${list}`)
    const file = await portal.csv(list as (typeof CSV_LISTS)[number], filterOf(req.query))
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
    res.send(file.body)
  })

  router.get('/dc/consumers', requireAdmin('dc.operate'), async (req, res) => {
    const { q } = parseInput(searchQuery, req.query)
    res.json(await portal.search(q))
  })

  router.get('/dc/consumers/:consumerNo', requireAdmin('dc.operate'), async (req, res) => {
    const consumer = await portal.consumer(String(req.params.consumerNo))
    if (!consumer) throw new NotFoundError(DC_MESSAGES.notFound)
    res.json({ consumer, tariffs: await portal.tariffs() })
  })

  router.put('/dc/consumers/:consumerNo', requireAdmin('dc.operate'), express.json({ limit: '8kb' }), async (req, res) => {
    const consumerNo = consumerNoParam.safeParse(String(req.params.consumerNo))
    if (!consumerNo.success) throw new NotFoundError(DC_MESSAGES.notFound)
    const body = parseInput(dcConsumerEditSchema, req.body ?? {})
    const result = await portal.update(consumerNo.data, body, auditActor(req, res))
    res.json({ status: 'success', ...result })
  })

  return router
}
