import express, { Router, type Request } from 'express'
import { sendWorkFile } from '../../http/workAccess'
import { z } from 'zod'
import { DESK_QUERY_WORDS, NOTE_MAX, OFFICER_TEXT, parseWorkDeskQuery } from '#shared/admin/work'
import { problemText } from '#shared/input/problem'
import { isWorkNo, WORK_STATES } from '#shared/workflow/rules'
import type { RouterDeps } from '..'
import { NotFoundError } from '../../errors'
import { requireAdmin } from '../../http/adminSession'
import { auditActor } from '../admin'
import { InputRefusedError, parseInput } from '../../validation/parse'

// eslint-disable-next-line no-control-regex -- the point: reject control characters in an admin's text
const CONTROL = /[\u0000-\u001f\u007f]/
const state = (message: string) => z.enum(WORK_STATES, { error: message })

const assignBody = z.object({
  officer: z
    .string({ error: 'Choose an officer or type who takes it.' })
    .trim()
    .min(OFFICER_TEXT.min, { error: `Choose an officer or type who takes it (${OFFICER_TEXT.min} to ${OFFICER_TEXT.max} characters).` })
    .max(OFFICER_TEXT.max, { error: `At most ${OFFICER_TEXT.max} characters.` })
    .refine((v) => !CONTROL.test(v), { error: 'Use letters, digits and punctuation only.' }),
  from: state('The state you saw is not a known state.').optional(),
})

const moveBody = z.object({
  to: state('Choose the new state from the list.'),
  from: state('The state you saw is not a known state.').optional(),
  note: z
    .string({ error: 'The note must be text.' })
    .trim()
    .max(NOTE_MAX, { error: `At most ${NOTE_MAX} characters.` })
    .nullish()
    .transform((v) => v || undefined),
})

const noteBody = z.object({
  note: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, { error: 'Write the note.' })
    .max(NOTE_MAX, { error: `At most ${NOTE_MAX} characters.` }),
})

const notFound = () => new NotFoundError('No such application or complaint')

/** The item number of the path (AP or CM and 10 digits; any other: 404). */
const workNoOf = (req: Request) => {
  const no = String(req.params.workNo).toUpperCase()
  if (!isWorkNo(no)) throw notFound()
  return no
}

/**
 * The complaint and application desk (issue 11 §2, /AdminComplaintStatus), mounted on
 * /api/admin after the session layer; every call needs 'work.act', every write the CSRF token:
 *   GET  /api/admin/work?kind=&state=&category=&division=&district=&deadline=&page=
 *        → { items, total, page, pageSize } (urgent first, then by deadline; overdue=1 → deadline=overdue)
 *   GET  /api/admin/work/options          → { divisions, officers } (the filter's and the assign list's choices)
 *   GET  /api/admin/work/:workNo          → { item, nextStates, divisionName } (the applicant's mobile masked)
 *   POST /api/admin/work/:workNo/assign { officer, from? }     → the item (a new complaint becomes 'assigned': SMS)
 *   POST /api/admin/work/:workNo/move   { to, from?, note? }   → the item (SMS); not a next state: 400; not in `from` any more: 409
 *   POST /api/admin/work/:workNo/notes  { note }               → the item (the applicant sees the note; no SMS)
 *   GET  /api/admin/work/:workNo/files/:fileId                 → the document (attachment, nosniff)
 * Each write and its audit row ('work.assign' | 'work.move' | 'work.note', before and after)
 * share the workflow's transaction (services.workDesk).
 */
export function adminWorkRouter({ services }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '8kb' })
  const desk = services.workDesk

  router.get('/work', requireAdmin('work.act'), async (req, res) => {
    const { query, problems } = parseWorkDeskQuery(req.query as Record<string, unknown>)
    if (problems.length) throw new InputRefusedError(problems, { wordsOf: (key) => problemText(DESK_QUERY_WORDS, { key }) })
    res.json(await desk.list(query))
  })

  router.get('/work/options', requireAdmin('work.act'), async (_req, res) => {
    const [divisions, officers] = await Promise.all([desk.divisions(), desk.officers()])
    res.json({ divisions, officers })
  })

  router.get('/work/:workNo', requireAdmin('work.act'), async (req, res) => {
    const item = await desk.item(workNoOf(req))
    if (!item) throw notFound()
    res.json(item)
  })

  router.post('/work/:workNo/assign', requireAdmin('work.act'), json, async (req, res) => {
    const workNo = workNoOf(req)
    const body = parseInput(assignBody, req.body ?? {})
    res.json({ status: 'success', ...(await desk.assign(workNo, body.officer, auditActor(req, res), body.from)) })
  })

  router.post('/work/:workNo/move', requireAdmin('work.act'), json, async (req, res) => {
    const workNo = workNoOf(req)
    const body = parseInput(moveBody, req.body ?? {})
    res.json({ status: 'success', ...(await desk.move(workNo, body.to, body.note, auditActor(req, res), body.from)) })
  })

  router.post('/work/:workNo/notes', requireAdmin('work.act'), json, async (req, res) => {
    const workNo = workNoOf(req)
    const body = parseInput(noteBody, req.body ?? {})
    res.json({ status: 'success', ...(await desk.note(workNo, body.note, auditActor(req, res))) })
  })

  router.get('/work/:workNo/files/:fileId', requireAdmin('work.act'), async (req, res) => {
    const workNo = workNoOf(req)
    const fileId = Number(req.params.fileId)
    if (!Number.isSafeInteger(fileId) || fileId < 1) throw notFound()
    const file = await desk.file(workNo, fileId)
    if (!file) throw notFound()
    sendWorkFile(res, file)
  })

  return router
}
