import type { Router } from 'express'
import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Services } from '../services'

export interface RouterDeps {
  services: Services
  config: Config
  logger: Logger
}

/** Every API surface, in the order they are mounted. */
export function apiRouters(_deps: RouterDeps): Array<{ mount: string; router: Router }> {
  return []
}
