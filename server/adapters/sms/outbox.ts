import { maskMobile } from '#shared/billing/input'
import type { Logger } from 'pino'
import type { Db } from '../../db/knex'
import { type SmsMessage, type SmsTransport } from './types'

export interface OutboxMessage {
  mobile: string
  text: string
  createdAt: string
}

/**
 * The default transport: messages are stored in sms_outbox (read by GET /dev/sms-outbox in
 * tests and demos) and a log line says one was sent, without its text (it may hold an OTP).
 */
export function createOutboxTransport(deps: { db: Db; logger: Logger; templateId?: string; now?: () => number }): SmsTransport & {
  list(mobile: string, limit?: number): Promise<OutboxMessage[]>
} {
  const now = deps.now ?? Date.now
  return {
    kind: 'outbox',
    async send(message: SmsMessage) {
      const templateId = message.templateId ?? deps.templateId ?? null
      await deps.db('sms_outbox').insert({ mobile: message.mobile, text: message.text, template_id: templateId, created_at: now() })
      deps.logger.info({ sms: { transport: 'outbox', mobile: maskMobile(message.mobile), templateId } }, 'sms stored in outbox')
    },
    async list(mobile: string, limit = 50) {
      const rows: Array<{ mobile: string; text: string; created_at: number | string }> = await deps
        .db('sms_outbox')
        .select('mobile', 'text', 'created_at')
        .where({ mobile })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)
      return rows.map((r) => ({ mobile: r.mobile, text: r.text, createdAt: new Date(Number(r.created_at)).toISOString() }))
    },
  }
}
