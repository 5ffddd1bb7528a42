import type { Logger } from 'pino'
import type { Config } from '../../config'
import type { Db } from '../../db/knex'
import { createHttpTransport } from './http'
import { createOutboxTransport, type OutboxMessage } from './outbox'
import type { SmsTransport } from './types'

export { SmsDeliveryError, SmsSkippedError, type SmsMessage, type SmsTransport } from './types'
export type { OutboxMessage } from './outbox'
export { smsSegments, SMS_SEGMENT_LIMITS, type SmsSegments } from './segments'

export interface SmsService extends SmsTransport {
  /** Messages stored by the outbox transport, newest first; undefined for a real transport. */
  outbox?: { list(mobile: string, limit?: number): Promise<OutboxMessage[]> }
}

/** The configured SMS transport (SMS_TRANSPORT). */
export function createSmsService(deps: { db: Db; config: Config; logger: Logger; now?: () => number }): SmsService {
  const { config, logger } = deps
  if (config.SMS_TRANSPORT === 'http') {
    // config.ts has already refused to boot without a URL and a template id
    return createHttpTransport({
      url: config.SMS_HTTP_URL as string,
      senderId: config.SMS_SENDER_ID,
      templateId: config.SMS_TEMPLATE_ID as string,
      token: config.SMS_HTTP_TOKEN,
      timeoutMs: config.SMS_HTTP_TIMEOUT_MS,
      logger,
    })
  }
  if (config.isProduction) {
    logger.warn('SMS_TRANSPORT=outbox: no SMS leaves this server and /dev/sms-outbox shows every OTP; demo deployments only')
  }
  const outbox = createOutboxTransport({ db: deps.db, logger, templateId: config.SMS_TEMPLATE_ID, now: deps.now })
  return { kind: 'outbox', send: (m) => outbox.send(m), outbox }
}
