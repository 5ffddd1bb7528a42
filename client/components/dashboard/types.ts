import type { ConnType } from '#shared/constants'

/** The signed-in strip of every dashboard (built on the server by session.server.ts). */
export interface SessionStrip {
  /** ******0005 (shared/billing/input.ts maskMobile) */
  maskedMobile: string
  consumers: Array<{ consumerNo: string; connType: ConnType; name: string }>
  /** the consumer number on show, if any */
  selected: string | null
  /** the first dashboard after the mobile was registered (/ConsumerRegistration): the welcome shows, once */
  welcome?: boolean
}
