import { Router } from 'express'
import { AUDIT_QUERY_WORDS, auditFilterOf, parseAuditQuery } from '#shared/admin/audit'
import { problemText } from '#shared/input/problem'
import type { AdminAuditPage } from '#shared/admin/contract'
import type { RouterDeps } from '..'
import { InputRefusedError } from '../../validation/parse'
import { requireAdmin } from '../../http/adminSession'

/**
 * The audit log (issue 11 §4), mounted on /api/admin after the session layer; `audit.read`:
 *   GET /api/admin/audit?actor=&action=&entity=&entity_id=&from=&to=&page=
 *       → { rows, total, page, pageSize }, newest first; from/to are India dates (YYYY-MM-DD,
 *       both inclusive); a bad date or page is a 400 with the field's problem.
 * Read only: there is no call that changes or deletes an entry (and the table refuses both).
 */
export function adminAuditRouter({ services }: RouterDeps): Router {
  const router = Router()
  router.get('/audit', requireAdmin('audit.read'), async (req, res) => {
    const { query, problems } = parseAuditQuery(req.query as Record<string, unknown>)
    if (problems.length) throw new InputRefusedError(problems, { wordsOf: (key, params) => problemText(AUDIT_QUERY_WORDS, { key, params }) })
    const page: AdminAuditPage = await services.audit.list(auditFilterOf(query))
    res.json(page)
  })
  return router
}
