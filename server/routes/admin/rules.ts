import express, { Router } from 'express'
import { z } from 'zod'
import { COST_RULE_LIMITS, DEADLINE_HOURS_LIMITS, OTS_RULE_LIMITS } from '#shared/admin/work'
import type { RouterDeps } from '..'
import { NotFoundError } from '../../errors'
import { requireAdmin } from '../../http/adminSession'
import { isDeadlineKey } from '../../services/admin/rules'
import { auditActor } from '../admin'
import { parseInput } from '../../validation/parse'

/** A number from JSON or a form's text; `decimals`: how many places after the point are allowed. */
const numberIn = (label: string, range: { min: number; max: number }, decimals = 0) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ error: `Give the ${label} as a number.` })
      .refine((n) => Number.isFinite(n), { error: `Give the ${label} as a number.` })
      .refine((n) => n >= range.min && n <= range.max, { error: `The ${label} must be from ${range.min} to ${range.max}.` })
      .refine((n) => Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) < 1e-6, {
        error: decimals ? `The ${label} has at most ${decimals} decimal places.` : `The ${label} must be a whole number.`,
      }),
  )

const DATE = /^\d{4}-\d{2}-\d{2}$/
const date = (label: string) =>
  z
    .string({ error: `Give the ${label} as YYYY-MM-DD.` })
    .trim()
    .refine((s) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s, { error: `Give the ${label} as a real date, YYYY-MM-DD.` })

const costBody = z.object({
  maxLoadKw: numberIn('load limit (kW)', COST_RULE_LIMITS.maxLoadKw, 2),
  applicationFee: numberIn('application fee', COST_RULE_LIMITS.rupees, 2),
  connectionCharge: numberIn('connection charge', COST_RULE_LIMITS.rupees, 2),
  securityPerKw: numberIn('security deposit per kW', COST_RULE_LIMITS.rupees, 2),
  linePerMetre: numberIn('line charge per metre', COST_RULE_LIMITS.rupees, 2),
  freeMetres: numberIn('free line length', COST_RULE_LIMITS.freeMetres),
})

const otsBody = z
  .object({
    minArrearMonths: numberIn('age of the arrears (months)', OTS_RULE_LIMITS.minArrearMonths),
    surchargeWaiverPct: numberIn('surcharge waived (percent)', OTS_RULE_LIMITS.surchargeWaiverPct),
    maxInstalments: numberIn('number of instalments', OTS_RULE_LIMITS.maxInstalments),
    minArrear: numberIn('smallest arrear', OTS_RULE_LIMITS.minArrearRupees, 2),
    validFrom: date('start date'),
    validTo: date('end date'),
  })
  .refine((b) => b.validFrom <= b.validTo, { path: ['validTo'], error: 'The end date is before the start date.' })

const deadlineBody = z.object({ hours: numberIn('deadline (hours)', DEADLINE_HOURS_LIMITS) })

const idParam = z.coerce.number().int().positive()
const codeParam = z.string().min(1).max(24)

/**
 * The rule tables (issue 11 §2, /admin/rules), mounted on /api/admin after the session layer;
 * every call needs 'rules.edit' (super admin), every write the CSRF token:
 *   GET    /api/admin/rules                        → { costRules, otsRules, deadlines }
 *   PUT    /api/admin/rules/cost/:id   { maxLoadKw, applicationFee, connectionCharge, securityPerKw, linePerMetre, freeMetres } (rupees)
 *   PUT    /api/admin/rules/ots/:code  { minArrearMonths, surchargeWaiverPct, maxInstalments, minArrear, validFrom, validTo }
 *   PUT    /api/admin/rules/deadlines/:kind/:key { hours }   (key: area class, complaint category or state)
 *   DELETE /api/admin/rules/deadlines/:kind/:key             → back to the constant
 * Each answers the edited rule. Bad input: 400 with errors[] by field; unknown rule: 404; a
 * cost rule's load limit taken by another rule: 409. Audited ('rules.*', before and after).
 */
export function adminRulesRouter({ services }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '4kb' })
  const rules = services.ruleTables

  const deadlineOf = (params: Record<string, unknown>) => {
    const kind = String(params.kind)
    const key = String(params.key)
    if (!isDeadlineKey(kind, key)) throw new NotFoundError('No such deadline')
    return { kind, key }
  }

  router.get('/rules', requireAdmin('rules.edit'), async (_req, res) => {
    res.json(await rules.tables())
  })

  router.put('/rules/cost/:id', requireAdmin('rules.edit'), json, async (req, res) => {
    const id = idParam.safeParse(req.params.id)
    if (!id.success) throw new NotFoundError('No such cost rule')
    const body = parseInput(costBody, req.body ?? {})
    res.json({ status: 'success', rule: await rules.updateCost(id.data, body, auditActor(req, res)) })
  })

  router.put('/rules/ots/:code', requireAdmin('rules.edit'), json, async (req, res) => {
    const code = codeParam.safeParse(req.params.code)
    if (!code.success) throw new NotFoundError('No such settlement scheme')
    const body = parseInput(otsBody, req.body ?? {})
    res.json({ status: 'success', rule: await rules.updateOts(code.data, body, auditActor(req, res)) })
  })

  router.put('/rules/deadlines/:kind/:key', requireAdmin('rules.edit'), json, async (req, res) => {
    const { kind, key } = deadlineOf(req.params)
    const body = parseInput(deadlineBody, req.body ?? {})
    res.json({ status: 'success', rule: await rules.setDeadline(kind, key, body.hours, auditActor(req, res)) })
  })

  router.delete('/rules/deadlines/:kind/:key', requireAdmin('rules.edit'), async (req, res) => {
    const { kind, key } = deadlineOf(req.params)
    res.json({ status: 'success', rule: await rules.resetDeadline(kind, key, auditActor(req, res)) })
  })

  return router
}
