import express, { Router, type NextFunction, type Request, type Response } from 'express'
import { z } from 'zod'
import type { Consumer } from '#shared/billing/contract'
import { DASHBOARD_HOME, dashboardPath } from '#shared/dashboard/routes'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'
import {
  checkReading,
  CONFIRM_EN,
  isConfirmed,
  METER_PHOTO,
  METER_PHOTO_TYPES,
  METER_PROBLEM_EN,
  METER_PROBLEMS,
  meterOutcomeQuery,
  READING_MAX_CHARS,
  type MeterOutcome,
  type MeterProblem,
  type PhotoProblem,
} from '#shared/meterReading/rules'
import { AppError, ConflictError, NotFoundError } from '../errors'
import { sendWorkFile } from '../http/workAccess'
import { checkFiles, uploadFields, type UploadSlot } from '../http/uploads'
import { selfReadProblem, type SubmitOutcome } from '../services/meterReading/index'
import type { CheckedFile } from '../services/uploads'
import { consumerNoField } from '../validation/fields'
import type { RouterDeps } from '.'
import { sessionToken } from '../http/consumerSession'
import { ownConsumer } from './ownConsumer'
import type { InputProblem } from '#shared/input/problem'
import { InputRefusedError, parseInput, problemWords } from '../validation/parse'

/** The photo's slot: one file; its absence is the route's own problem (photoMissing), in the card's words. */
const SLOTS: readonly UploadSlot[] = [{ name: METER_PHOTO, required: false }]

/** Readings a mobile may send in an hour (each carries a photo of up to 2 MB). */
export const METER_READING_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const

const CYCLE = /^\d{4}-(0[1-9]|1[0-2])$/

const consNoQuery = z.object({ consNo: consumerNoField })
const photoQuery = z.object({ consNo: consumerNoField, cycle: z.string().regex(CYCLE, { error: 'The cycle is a month, YYYY-MM' }) })

/** The form's text fields as multipart sends them (strings); JSON numbers and booleans too. */
const submitBody = z.object({
  consNo: consumerNoField,
  reading: z.union([z.string().max(READING_MAX_CHARS * 4), z.number()], { error: METER_PROBLEM_EN.readingInvalid }).optional(),
  confirm: z.union([z.string().max(8), z.boolean()]).optional(),
  cycle: z.string().regex(CYCLE).optional().catch(undefined),
})

/** What the form without JavaScript sends along: the page's language (in the action's query, and as a field). */
const formExtras = z.object({ lang: z.enum(['en', 'as']).catch('en') })

/** A browser's form navigation asks for a page; fetch and API callers ask for JSON. */
const wantsPage = (req: Request) => req.accepts(['json', 'html']) === 'html'

type Problem = InputProblem<'reading' | 'photo', MeterProblem | PhotoProblem>

const wordsOf = (p: MeterProblem | PhotoProblem) => ((METER_PROBLEMS as readonly string[]).includes(p) ? METER_PROBLEM_EN[p as MeterProblem] : problemWords(p))

/** 409 CONFLICT for a refusal of the whole form (the connection, the cycle's bill), with its problem key. */
function refusedForm(problem: MeterProblem): ConflictError {
  const err = new ConflictError(METER_PROBLEM_EN[problem])
  err.extra = { problem }
  return err
}

/** The reading and the photo checked: the values, or every field's problem (a PDF, or any file not JPEG or PNG: photoType). */
async function checkFields(req: Request, res: Response, rawReading: unknown): Promise<{ kwh: number; photo: CheckedFile } | { problems: Problem[] }> {
  const problems: Problem[] = []
  const reading = checkReading(rawReading)
  if (!reading.ok) problems.push({ field: 'reading', key: reading.key })
  const files = await checkFiles(req, res, SLOTS)
  const photo = files.files[0]
  const photoProblem = files.problems[0]?.key
  if (photoProblem) problems.push({ field: 'photo', key: (photoProblem === 'fileType' ? 'photoType' : photoProblem) as PhotoProblem })
  else if (!photo) problems.push({ field: 'photo', key: 'photoMissing' })
  else if (!METER_PHOTO_TYPES.has(photo.contentType)) problems.push({ field: 'photo', key: 'photoType' })
  return problems.length || !reading.ok || !photo ? { problems } : { kwh: reading.value, photo }
}

/** The dashboard page the form came from, with the outcome in its query (a 303 answer). */
function dashboardUrl(lang: Locale, route: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString()
  return `${BASE_PATH}${localizedPath(route, lang)}${search ? `?${search}` : ''}#meter-reading-title`
}

/**
 * Self meter reading of a signed-in consumer (issue 14, ADR 025), under the consumer session
 * (cookie or Authorization header; cookie writes pass the same-origin check mounted before
 * /api, server/http/csrf.ts):
 *   GET  /api/consumer/meter-reading?consNo=            → { status, meterReading } (the cycle, the last reading, what is stored)
 *   POST /api/consumer/meter-reading                    multipart: consNo, reading, photo (JPEG or PNG by its bytes, ≤ 2 MB),
 *                                                       confirm?, cycle? → { status, meterReading };
 *                                                       409 CONFLICT `confirm` (an implausible reading, nothing stored)
 *                                                       or `problem` (notSelfRead, inactive, billMade, windowClosed);
 *                                                       400 INVALID errors[] (reading, photo). The dashboard's form
 *                                                       without JavaScript (Accept: text/html) gets 303 back to its page
 *                                                       with ?meterReading=<outcome>[&reading=…].
 *   GET  /api/consumer/meter-reading/photo?consNo=&cycle= → the stored photo, to its owner's session only (private, no-store)
 * 401 without a session, 404 'Consumer Not Found' for another mobile's number; 429 past
 * METER_READING_LIMIT readings of a mobile in an hour.
 */
export function meterReadingRouter({ services }: RouterDeps): Router {
  const router = Router()

  router.get('/consumer/meter-reading', async (req, res) => {
    const { consNo } = parseInput(consNoQuery, req.query)
    const consumer = await ownConsumer(services, req, consNo)
    const own = selfReadProblem(consumer)
    if (own) throw refusedForm(own)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'success', meterReading: await services.meterReadings.status(consumer) })
  })

  router.get('/consumer/meter-reading/photo', async (req, res) => {
    const { consNo, cycle } = parseInput(photoQuery, req.query)
    const consumer = await ownConsumer(services, req, consNo)
    const photo = await services.meterReadings.photo(consumer.consumerNo, cycle)
    if (!photo) throw new NotFoundError('No meter reading photo for this month')
    const name = `meter-${consumer.consumerNo}-${cycle}.${photo.contentType === 'image/png' ? 'png' : 'jpg'}`
    sendWorkFile(res, { ...photo, name }, 'inline')
  })

  const limit = (consumer: Consumer) =>
    services.rateLimit.consumeOrThrow(
      `mobile:${consumer.mobile}:meter-reading`,
      METER_READING_LIMIT.limit,
      METER_READING_LIMIT.windowMs,
      'Too many requests for this mobile number. Please try again in an hour.',
      'mobile',
    )

  /** The checks and the write of both answers: a refusal, a question, problems of the fields, or stored. */
  async function handle(req: Request, res: Response, consumer: Consumer, body: z.output<typeof submitBody>): Promise<SubmitOutcome | { kind: 'problems'; problems: Problem[] }> {
    const own = selfReadProblem(consumer)
    if (own) return { kind: 'refused', problem: own }
    const fields = await checkFields(req, res, body.reading)
    if ('problems' in fields) return { kind: 'problems', problems: fields.problems }
    return services.meterReadings.submit(consumer, { kwh: fields.kwh, photo: fields.photo, confirm: isConfirmed(body.confirm), cycle: body.cycle, mobile: consumer.mobile ?? '' })
  }

  /** The form without JavaScript: every answer is the dashboard page again (303). */
  async function submitForm(req: Request, res: Response) {
    const { lang } = formExtras.parse({ lang: (req.body as { lang?: unknown } | undefined)?.lang ?? req.query.lang })
    const body = submitBody.safeParse(req.body ?? {})
    const consNo = body.success ? body.data.consNo : ''
    const home = () => res.redirect(303, dashboardUrl(lang, DASHBOARD_HOME, consNo ? { consNo } : {}))
    if (!body.success) return home()
    let consumer: Consumer
    try {
      consumer = await ownConsumer(services, req, consNo)
    } catch (err) {
      // no live session, or not this mobile's number: the overview says so (its 401 log-in panel)
      if (err instanceof AppError && err.status < 500) return home()
      throw err
    }
    const back = (outcome: MeterOutcome) => {
      const query: Record<string, string> = { consNo, meterReading: meterOutcomeQuery(outcome) }
      if (outcome.kind !== 'saved' && typeof body.data.reading === 'string') query.reading = body.data.reading.slice(0, READING_MAX_CHARS)
      res.redirect(303, dashboardUrl(lang, dashboardPath(consumer.connType), query))
    }
    try {
      await limit(consumer)
    } catch (err) {
      if (err instanceof AppError && err.status === 429) return back({ kind: 'problems', problems: ['tooMany'] })
      throw err
    }
    const outcome = await handle(req, res, consumer, body.data)
    if (outcome.kind === 'stored') return back({ kind: 'saved' })
    if (outcome.kind === 'confirm') return back({ kind: 'confirm', reason: outcome.question.reason })
    if (outcome.kind === 'refused') return back({ kind: 'problems', problems: [outcome.problem] })
    back({ kind: 'problems', problems: outcome.problems.map((p) => p.key) })
  }

  /** A live session before the body is read: no photo is taken in from someone not signed in. */
  async function sessionFirst(req: Request, res: Response, next: NextFunction) {
    try {
      await services.consumerSessions.authenticate(sessionToken(req, services))
      next()
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500 || !wantsPage(req)) return next(err)
      // the form without JavaScript: the overview in the page's language says so (its 401 log-in panel)
      res.setHeader('Cache-Control', 'no-store')
      res.redirect(303, dashboardUrl(formExtras.parse(req.query).lang, DASHBOARD_HOME, {}))
    }
  }

  router.post('/consumer/meter-reading', sessionFirst, uploadFields(SLOTS), express.json({ limit: '4kb' }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (wantsPage(req)) return submitForm(req, res)
    const body = parseInput(submitBody, req.body ?? {})
    const consumer = await ownConsumer(services, req, body.consNo)
    await limit(consumer)
    const outcome = await handle(req, res, consumer, body)
    if (outcome.kind === 'problems') throw new InputRefusedError(outcome.problems, { wordsOf: (key) => wordsOf(key as MeterProblem | PhotoProblem) })
    if (outcome.kind === 'refused') throw refusedForm(outcome.problem)
    if (outcome.kind === 'confirm') {
      const err = new ConflictError(CONFIRM_EN[outcome.question.reason])
      err.extra = { confirm: outcome.question }
      throw err
    }
    res.json({ status: 'success', meterReading: outcome.status })
  })

  return router
}
