import { Router } from 'express'
import { z } from 'zod'
import { MESSAGES } from '../../shared/messages'
import { NotFoundError } from '../http/errors'
import { parse } from '../http/validate'
import type { RouterDeps } from '.'

const outboxQuery = z.object({
  mobile: z
    .string({ error: MESSAGES.mobileEmpty })
    .trim()
    .min(1, MESSAGES.mobileEmpty)
    .regex(/^\d{10}$/, MESSAGES.mobileInvalid),
})

/**
 * Development and demo helpers. GET /dev/sms-outbox lists the messages the outbox transport
 * stored for one mobile, newest first; with a real SMS transport it does not exist (404).
 */
export function devRouter({ services }: RouterDeps): Router {
  const router = Router()
  router.get('/sms-outbox', async (req, res) => {
    const outbox = services.sms.outbox
    if (!outbox) throw new NotFoundError('No SMS outbox: a real SMS transport is configured')
    const { mobile } = parse(outboxQuery, req.query)
    const messages = await outbox.list(mobile)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ messages })
  })
  return router
}
