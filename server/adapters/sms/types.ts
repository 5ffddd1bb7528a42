import type { ErrorCode } from '#shared/contract/errors'
import { AppError } from '../../errors'

/** One SMS to one Indian mobile number (10 digits, no country code). */
export interface SmsMessage {
  mobile: string
  text: string
  /** DLT template id the text was registered under (transports fill in the configured one) */
  templateId?: string
}

export interface SmsTransport {
  readonly kind: 'outbox' | 'http'
  send(message: SmsMessage): Promise<void>
}

/** The gateway refused, timed out or could not be reached. Never carries the message text. */
export class SmsDeliveryError extends AppError {
  status = 502
  code: ErrorCode = 'SMS_FAILED'
  constructor(message = 'The SMS could not be sent') {
    super(message)
  }
}
