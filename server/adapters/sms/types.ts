import { AppError } from '../../http/errors'

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
  code = 'SMS_FAILED'
  constructor(message = 'The SMS could not be sent') {
    super(message)
  }
}

/** For logs: only the last four digits of a mobile number. */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? '*'.repeat(mobile.length - 4) + mobile.slice(-4) : '****'
}
