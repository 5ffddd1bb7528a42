import type { Router } from 'express'
import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Services } from '../services'
import { contentRouter } from './content'
import { devRouter } from './dev'
import { filesRouter } from './files'

export interface RouterDeps {
  services: Services
  config: Config
  logger: Logger
}

/** Every API surface, in the order they are mounted. */
export function apiRouters(deps: RouterDeps): Array<{ mount: string; router: Router }> {
  return [
    { mount: '/api', router: contentRouter(deps) },
    // 404 unless SMS_TRANSPORT=outbox (tests and demos read OTPs there)
    { mount: '/dev', router: devRouter(deps) },
    // before the page renderer: downloads of uploads/ (never a path outside it)
    { mount: '/website/uploads', router: filesRouter(deps) },
  ]
}
