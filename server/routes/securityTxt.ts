import { Router } from 'express'
import { BASE_PATH } from '#shared/locale'
import type { RouterDeps } from '.'

const DAY = 86_400_000

/**
 * GET /.well-known/security.txt (RFC 9116; issue 14, the /SecurityPolicy page points here):
 * where to report a vulnerability (SECURITY_EMAIL), in which languages, and the policy page
 * when the public origin is known. `Expires` is always 180 days ahead (the file is made per
 * request from the configuration, so it never goes stale).
 */
export function securityTxtRouter({ config }: RouterDeps): Router {
  const router = Router()
  router.get('/security.txt', (_req, res) => {
    const expires = new Date(Math.floor((Date.now() + 180 * DAY) / DAY) * DAY).toISOString()
    const origin = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : null
    const lines = [
      `Contact: mailto:${config.SECURITY_EMAIL}`,
      `Expires: ${expires}`,
      'Preferred-Languages: en, as',
      ...(origin ? [`Policy: ${origin}${BASE_PATH}/SecurityPolicy`, `Canonical: ${origin}/.well-known/security.txt`] : []),
    ]
    res.setHeader('Cache-Control', 'public, max-age=86400')
    res.type('text/plain').send(lines.join('\n') + '\n')
  })
  return router
}
