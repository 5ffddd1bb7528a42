import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Db } from '../db/knex'
import { createContentService } from './content'
import { Events } from './events'

/** Site facts the pages need (from configuration, never secrets). */
export interface SiteInfo {
  supportEmail: string
  supportPhone: string
}

export interface ServiceDeps {
  db: Db
  config: Config
  logger: Logger
  events?: Events
}

/**
 * Every domain service, built once per app. Pages get them through pageContext.services
 * (no HTTP hop to ourselves); routers get them from createApp.
 */
export function createServices(deps: ServiceDeps) {
  const events = deps.events ?? new Events()
  const site: SiteInfo = { supportEmail: deps.config.SUPPORT_EMAIL, supportPhone: deps.config.SUPPORT_PHONE }
  return {
    db: deps.db,
    events,
    site,
    content: createContentService(deps.db, events),
  }
}

export type Services = ReturnType<typeof createServices>
