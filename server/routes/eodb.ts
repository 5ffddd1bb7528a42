import express, { Router, type Request, type Response } from 'express'
import { EODB_API, EODB_MESSAGES, eodbProblemEn, VERIFY_LIMIT, type Checked, type NscQuery, type VerifyInput } from '#shared/eodb/contract'
import { invalidField } from '../errors'
import { nscCsv, reliabilityCsv, turnaroundCsv, type CsvFile } from '../services/eodb/csv'
import { perIpLimit } from '../http/limits'
import type { RouterDeps } from '.'

/** The reports change daily (the outages' dashboard every minute): short public caching. */
const REPORT_CACHE = 'public, max-age=300'
const OUTAGES_CACHE = 'public, max-age=30'

/** EODB_API paths without the '/api' the router is mounted on. */
const at = (path: string) => path.replace(/^\/api/, '')

/**
 * The query as strings only (a repeated parameter is joined, and then refused as a bad value);
 * typed as the filter the services check with zod themselves.
 */
function queryOf<T>(req: Request): T {
  return Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)])) as T
}

/** The report, or a 400 with the filter's message (errors[0].path: the field). */
function valueOf<T>(checked: Checked<T>): T {
  if (!checked.ok) throw invalidField(checked.field, eodbProblemEn(checked.key))
  return checked.value
}

function sendCsv(res: Response, file: CsvFile) {
  res.setHeader('Cache-Control', REPORT_CACHE)
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
  res.send(file.body)
}

/**
 * The ease-of-doing-business reports as JSON and CSV (issue 13; shared/eodb/contract.ts),
 * mounted on /api, no sign-in:
 *   GET  /api/eodb/summary                                  → EodbSummary (the landing page's figures)
 *   GET  /api/eodb/reliability[.csv]?from&to&circle&division → ReliabilityReport (SAIFI, SAIDI, CAIDI, MAIFI)
 *   GET  /api/eodb/outages/now                               → OutageDashboard
 *   GET  /api/eodb/nsc[.csv]?from&to&category                → NscReport (new service connections)
 *   GET  /api/eodb/ownership[.csv]?from&to                   → TurnaroundReport (name changes)
 *   GET  /api/eodb/mutations[.csv]?from&to                   → TurnaroundReport (e-Panjeeyan mutations)
 *   POST /api/eodb/verify { consumerNo, meterNo? | name? }   → { status, genuine, category?, categoryAs?, connectedOn? }
 * Months are 'YYYY-MM' (India); a bad month, from after to, more than EODB_MAX_MONTHS months, an
 * unknown circle, division or category: 400 INVALID with the message and errors[0].path = the
 * field. The check is limited per IP (VERIFY_LIMIT; 429 with Retry-After), never cached.
 */
export function eodbRouter({ services }: RouterDeps): Router {
  const router = Router()
  const eodb = services.eodb
  const verifyLimit = perIpLimit(services, { name: 'eodb-verify', ...VERIFY_LIMIT, message: EODB_MESSAGES.verifyLimited, scope: 'network' })

  const json = (res: Response, body: unknown, cache = REPORT_CACHE) => {
    res.setHeader('Cache-Control', cache)
    res.json(body)
  }

  router.get(at(EODB_API.summary), async (_req, res) => json(res, await eodb.summary()))
  router.get(at(EODB_API.reliability), async (req, res) => json(res, valueOf(await eodb.reliability(queryOf(req)))))
  router.get(at(EODB_API.reliabilityCsv), async (req, res) => sendCsv(res, reliabilityCsv(valueOf(await eodb.reliability(queryOf(req))))))
  router.get(at(EODB_API.outagesNow), async (_req, res) => json(res, await eodb.outageDashboard(), OUTAGES_CACHE))
  router.get(at(EODB_API.nsc), async (req, res) => json(res, valueOf(await eodb.nsc(queryOf<NscQuery>(req)))))
  router.get(at(EODB_API.nscCsv), async (req, res) => sendCsv(res, nscCsv(valueOf(await eodb.nsc(queryOf<NscQuery>(req))))))
  for (const [kind, path, csvPath] of [
    ['ownership', EODB_API.ownership, EODB_API.ownershipCsv],
    ['mutation', EODB_API.mutations, EODB_API.mutationsCsv],
  ] as const) {
    router.get(at(path), async (req, res) => json(res, valueOf(await eodb.turnaround(kind, queryOf(req)))))
    router.get(at(csvPath), async (req, res) => sendCsv(res, turnaroundCsv(valueOf(await eodb.turnaround(kind, queryOf(req))))))
  }

  router.post(at(EODB_API.verify), verifyLimit, express.json({ limit: '2kb' }), async (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as VerifyInput
    const result = valueOf(await eodb.verify(body))
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'success', ...result })
  })

  return router
}
