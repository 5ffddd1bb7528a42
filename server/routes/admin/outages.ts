import express, { Router } from 'express'
import { OUTAGE_MESSAGES } from '#shared/eodb/outages'
import type { RouterDeps } from '..'
import { NotFoundError } from '../../errors'
import { requireAdmin } from '../../http/adminSession'
import { closeOutageBody, feederFilterQuery, idParam, publishShutdownBody, recordOutageBody } from '../../services/eodb/outageInput'
import { auditActor } from '../admin'
import { parseInput } from '../../validation/parse'

/** The id of the address, or a 404 "No such …". */
const idOf = (raw: unknown, what: string) => {
  const r = idParam.safeParse(raw)
  if (!r.success) throw new NotFoundError(what)
  return r.data
}

/**
 * The outage manager's screens (issue 13: /admin/outages, /admin/shutdowns), mounted on
 * /api/admin after the session layer; every call needs 'outages.manage', every write the CSRF
 * token. Times are epoch ms in answers; in requests 'YYYY-MM-DDTHH:mm' (India time) or ISO 8601.
 *   GET  /api/admin/outages/feeders?circle=&division=&q= → { feeders, total, circles, divisions }
 *   GET  /api/admin/outages                    → { open, recent }
 *   POST /api/admin/outages { feederCode, planned, startedAt, restoreEta?, customersAffected?, cause, causeAs? } → 201 { outage }
 *   POST /api/admin/outages/:id/close { endedAt? } → { outage } (409 when closed already)
 *   GET  /api/admin/shutdowns                  → { upcoming, past }
 *   POST /api/admin/shutdowns { feeders[], startsAt, endsAt, reason, reasonAs? } → 201 { shutdown } (published; its SMS follow)
 *   POST /api/admin/shutdowns/:id/cancel       → { shutdown } (409 when cancelled or started)
 * Each write is audited in its transaction.
 */
export function adminOutagesRouter({ services }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '16kb' })
  const guard = requireAdmin('outages.manage')
  const admin = services.outageAdmin

  router.get('/outages/feeders', guard, async (req, res) => {
    const filter = parseInput(feederFilterQuery, req.query)
    const [found, choices] = await Promise.all([admin.feeders(filter), admin.feederChoices()])
    res.json({ ...found, ...choices })
  })

  router.get('/outages', guard, async (_req, res) => {
    res.json(await admin.outages())
  })

  router.post('/outages', guard, json, async (req, res) => {
    const body = parseInput(recordOutageBody, req.body ?? {})
    const outage = await admin.recordOutage(body, auditActor(req, res))
    res.status(201).json({ status: 'success', outage })
  })

  router.post('/outages/:id/close', guard, json, async (req, res) => {
    const id = idOf(req.params.id, OUTAGE_MESSAGES.outageUnknown)
    const body = parseInput(closeOutageBody, req.body ?? {})
    res.json({ status: 'success', outage: await admin.closeOutage(id, body, auditActor(req, res)) })
  })

  router.get('/shutdowns', guard, async (_req, res) => {
    res.json(await admin.shutdowns())
  })

  router.post('/shutdowns', guard, json, async (req, res) => {
    const body = parseInput(publishShutdownBody, req.body ?? {})
    const shutdown = await admin.publishShutdown(body, auditActor(req, res))
    res.status(201).json({ status: 'success', shutdown })
  })

  router.post('/shutdowns/:id/cancel', guard, async (req, res) => {
    const id = idOf(req.params.id, OUTAGE_MESSAGES.shutdownUnknown)
    res.json({ status: 'success', shutdown: await admin.cancelShutdown(id, auditActor(req, res)) })
  })

  return router
}
