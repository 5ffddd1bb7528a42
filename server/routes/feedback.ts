import express, { Router } from 'express'
import { FEEDBACK_LIMIT, FEEDBACK_LIMITED_MESSAGE, feedbackSchema } from '#shared/feedback/input'
import { perIpLimit } from '../http/limits'
import type { RouterDeps } from '.'
import { parseInput } from '../validation/parse'

/** The per-network limit's name: the JSON API and the form without JavaScript count on one key. */
export const FEEDBACK_LIMIT_NAME = 'feedback'

/**
 * Website feedback (issue 14, GIGW 3.0; docs/openapi.yaml), mounted on /api, no sign-in:
 *   POST /api/feedback?lang=en|as { name, mobile?, email?, topic, page?, message }
 *        → 201 { status, reference, receivedAt, ack: 'sms' | 'page' }
 * The acknowledgement SMS goes to the mobile when one is given, in the language `lang` names.
 * Limited per network (FEEDBACK_LIMIT, counted before the body is read, so bad input counts):
 * 429 TOO_MANY_REQUESTS with Retry-After. A refused field: 400 INVALID with errors[] { path,
 * message, problem }. JSON or urlencoded, 8 kB at most; never cached.
 */
export function feedbackRouter({ services }: RouterDeps): Router {
  const router = Router()
  const limit = perIpLimit(services, { name: FEEDBACK_LIMIT_NAME, ...FEEDBACK_LIMIT, message: FEEDBACK_LIMITED_MESSAGE, scope: 'network' })
  const json = express.json({ limit: '8kb' })
  const urlencoded = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 })

  router.post('/feedback', limit, json, urlencoded, async (req, res) => {
    const input = parseInput(feedbackSchema, req.body ?? {})
    const receipt = await services.feedback.submit(input, req.query.lang === 'as' ? 'as' : 'en')
    res.setHeader('Cache-Control', 'no-store')
    res.status(201).json({ status: 'success', ...receipt })
  })

  return router
}
