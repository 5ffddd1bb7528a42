import express, { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { DASHBOARD_HOME, dashboardPath } from '#shared/dashboard/routes'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'
import { checkReminderInput, reminderKindOf, REMINDER_PROBLEM_EN } from '#shared/dashboard/reminders'
import { AppError, invalidField } from '../errors'
import { consumerNoField } from '../validation/fields'
import type { RouterDeps } from '.'
import { ownConsumer } from './ownConsumer'
import { parseInput } from '../validation/parse'

const consNoQuery = z.object({ consNo: consumerNoField })

/** The choice as JSON (numbers, booleans, null) or as the dashboard's form sends it (strings). */
const saveBody = z.object({
  consNo: consumerNoField,
  dueDays: z.union([z.string().max(8), z.number(), z.null()], { error: REMINDER_PROBLEM_EN.dueDaysInvalid }).optional(),
  lowBalance: z.union([z.string().max(8), z.boolean()], { error: REMINDER_PROBLEM_EN.lowBalanceInvalid }).optional(),
  threshold: z.union([z.string().max(20), z.number()], { error: REMINDER_PROBLEM_EN.thresholdInvalid }).optional(),
})

/** What the form without JavaScript sends along: the page's language. */
const formExtras = z.object({ lang: z.enum(['en', 'as']).catch('en') })

/** The dashboard page the form came from, with the outcome in its query (a 303 answer). */
function dashboardUrl(lang: Locale, route: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString()
  return `${BASE_PATH}${localizedPath(route, lang)}${search ? `?${search}` : ''}#reminders-title`
}

/**
 * The SMS reminder choice of a signed-in consumer (issue 9 §3), under the consumer session
 * (cookie or Authorization header; cookie writes pass the same-origin check mounted before
 * /api, server/http/csrf.ts):
 *   GET  /api/consumer/reminders?consNo=   → { status, reminders }
 *   POST /api/consumer/reminders           JSON { consNo, dueDays } (postpaid: 'off' | null | 1 | 3 | 7)
 *                                          or { consNo, lowBalance, threshold } (prepaid: 'on'/'off'
 *                                          or true/false, whole rupees) → { status, reminders };
 *                                          the dashboard's form without JavaScript (urlencoded, with
 *                                          `lang`) gets 303 back to its page with ?reminders=<outcome>.
 * 400 INVALID with `errors[]` for a wrong choice (shared/dashboard/reminders.ts words), 401 without a
 * session, 404 'Consumer Not Found' for another mobile's number.
 */
export function remindersRouter({ services }: RouterDeps): Router {
  const router = Router()
  const bodies = [express.json({ limit: '4kb' }), express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 })]

  router.get('/consumer/reminders', async (req, res) => {
    const { consNo } = parseInput(consNoQuery, req.query)
    const consumer = await ownConsumer(services, req, consNo)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'success', reminders: await services.reminders.settings(consumer) })
  })

  /** The form without JavaScript: every answer is the dashboard page again (303). */
  async function saveForm(req: Request, res: Response) {
    const { lang } = formExtras.parse(req.body ?? {})
    const body = saveBody.safeParse(req.body ?? {})
    const consNo = body.success ? body.data.consNo : ''
    const home = () => res.redirect(303, dashboardUrl(lang, DASHBOARD_HOME, consNo ? { consNo } : {}))
    // a form the page never renders (no consumer number): the overview
    if (!body.success) return home()
    const { consNo: _, ...input } = body.data
    let consumer
    try {
      consumer = await ownConsumer(services, req, consNo)
    } catch (err) {
      // no live session, or not this mobile's number: the overview says so (its 401 log-in panel)
      if (err instanceof AppError && err.status < 500) return home()
      throw err
    }
    const checked = checkReminderInput(reminderKindOf(consumer.connType), input)
    const query: Record<string, string> = { consNo, reminders: checked.ok ? 'saved' : checked.problems[0].key }
    if (checked.ok) await services.reminders.save(consumer, checked.value)
    else if (typeof input.threshold === 'string') query.threshold = input.threshold
    res.redirect(303, dashboardUrl(lang, dashboardPath(consumer.connType), query))
  }

  router.post('/consumer/reminders', ...bodies, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (req.is('application/x-www-form-urlencoded')) return saveForm(req, res)
    const { consNo, ...input } = parseInput(saveBody, req.body ?? {})
    const consumer = await ownConsumer(services, req, consNo)
    const checked = checkReminderInput(reminderKindOf(consumer.connType), input)
    if (!checked.ok) throw invalidField(checked.problems[0].field, REMINDER_PROBLEM_EN[checked.problems[0].key])
    res.json({ status: 'success', reminders: await services.reminders.save(consumer, checked.value) })
  })

  return router
}
