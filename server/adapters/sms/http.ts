import { maskMobile } from '#shared/billing/input'
import type { Logger } from 'pino'
import { SmsDeliveryError, type SmsMessage, type SmsTransport } from './types'

export interface HttpSmsOptions {
  url: string
  senderId: string
  templateId: string
  token?: string
  timeoutMs: number
  logger: Logger
}

/**
 * A DLT-compliant HTTP gateway: POST JSON { sender, to, templateId, text } with an optional
 * bearer token. Any failure (timeout, network, non-2xx) becomes an SmsDeliveryError; neither
 * the error nor the log carries the text or the gateway's answer (which may echo it).
 */
export function createHttpTransport(opts: HttpSmsOptions): SmsTransport {
  return {
    kind: 'http',
    async send(message: SmsMessage) {
      const templateId = message.templateId ?? opts.templateId
      const started = Date.now()
      const log = { transport: 'http', mobile: maskMobile(message.mobile), templateId }
      let status: number
      try {
        const res = await fetch(opts.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          },
          body: JSON.stringify({ sender: opts.senderId, to: '91' + message.mobile, templateId, text: message.text }),
          signal: AbortSignal.timeout(opts.timeoutMs),
          redirect: 'error',
        })
        status = res.status
        await res.body?.cancel().catch(() => undefined)
      } catch (err) {
        const e = err as { name?: string }
        const reason = e?.name === 'TimeoutError' || e?.name === 'AbortError' ? 'timeout' : 'network'
        opts.logger.warn({ sms: { ...log, reason, ms: Date.now() - started } }, 'sms gateway unreachable')
        throw new SmsDeliveryError(reason === 'timeout' ? 'The SMS gateway did not answer in time' : 'The SMS gateway could not be reached')
      }
      if (status < 200 || status >= 300) {
        opts.logger.warn({ sms: { ...log, status, ms: Date.now() - started } }, 'sms gateway refused')
        throw new SmsDeliveryError(`The SMS gateway refused the message (HTTP ${status})`)
      }
      opts.logger.info({ sms: { ...log, status, ms: Date.now() - started } }, 'sms sent')
    },
  }
}
