import { Router, type Response } from 'express'
import { z } from 'zod'
import { MESSAGES } from '#shared/messages'
import { NotFoundError } from '../errors'
import type { Services } from '../services'
import type { RouterDeps } from '.'
import { DEMO_CSS, demoPage, esc } from './plainPage'
import { MOBILE_PATTERN } from '#shared/input/fields'
import { parseInput } from '../validation/parse'

const outboxQuery = z.object({
  mobile: z.string({ error: MESSAGES.mobileEmpty }).trim().min(1, MESSAGES.mobileEmpty).regex(MOBILE_PATTERN, MESSAGES.mobileInvalid),
})

/**
 * Development and demo helpers. GET /dev/sms-outbox lists the messages the outbox transport
 * stored for one mobile, newest first; with a real SMS transport it does not exist (404).
 */
export function devRouter({ services }: RouterDeps): Router {
  const router = Router()
  router.get('/demo.css', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.type('css').send(DEMO_CSS)
  })
  router.get('/sms-outbox', async (req, res) => {
    const outbox = services.sms.outbox
    if (!outbox) throw new NotFoundError('No SMS outbox: a real SMS transport is configured')
    // a person (the demo banner's link) gets a page with a form; tests and scripts get JSON
    if (req.accepts(['json', 'html']) === 'html') return outboxPage(res, outbox, req.query)
    const { mobile } = parseInput(outboxQuery, req.query)
    const messages = await outbox.list(mobile)
    res.setHeader('Cache-Control', 'no-store')
    res.json({ messages })
  })
  return router
}

/** The outbox as a page: a mobile number field, then that mobile's messages, newest first. */
async function outboxPage(res: Response, outbox: NonNullable<Services['sms']['outbox']>, query: unknown): Promise<void> {
  const asked = typeof (query as Record<string, unknown>)?.mobile === 'string' ? String((query as Record<string, unknown>).mobile) : ''
  const parsed = asked ? outboxQuery.safeParse({ mobile: asked }) : null
  const error = parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined
  const messages = parsed?.success ? await outbox.list(parsed.data.mobile) : []
  const list = !parsed?.success
    ? ''
    : messages.length === 0
      ? `<p>No messages for ${esc(parsed.data.mobile)} yet.</p>`
      : `<ol>${messages.map((m) => `<li><p><time datetime="${esc(m.createdAt)}">${esc(m.createdAt)}</time></p><p>${esc(m.text)}</p></li>`).join('')}</ol>`
  demoPage(res, {
    status: error ? 400 : 200,
    title: 'SMS outbox — demonstration site',
    note: 'DEMONSTRATION SITE — these messages were not sent to any phone',
    stylesheet: '/dev/demo.css',
    body: `<h1>SMS outbox</h1>
<p>In demo mode no SMS leaves the server: the OTPs and other messages of a mobile number are kept here.</p>
<form method="get" action="/dev/sms-outbox">
<p><label for="mobile">Mobile number</label><br>
<input id="mobile" name="mobile" inputmode="numeric" autocomplete="tel-national" value="${esc(asked)}"${error ? ' aria-invalid="true" aria-describedby="mobile-error"' : ''}>
${error ? `<br><strong id="mobile-error">${esc(error)}</strong>` : ''}</p>
<p><button type="submit" class="pay">Show messages</button></p>
</form>
${list}`,
  })
}
