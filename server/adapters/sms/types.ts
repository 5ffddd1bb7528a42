import type { ErrorCode } from '#shared/errors'
import { AppError } from '../../errors'

/** One SMS to one Indian mobile number (10 digits, no country code). */
export interface SmsMessage {
  mobile: string
  text: string
  /** DLT template id the text was registered under (transports fill in the configured one) */
  templateId?: string
  /**
   * Set on a message a public form triggers (an acknowledgement), naming its kind: it counts
   * against the receiving number's daily cap (SMS_FORM_DAILY_CAP) and is skipped past it
   * (server/services/smsDailyCap.ts). OTPs, receipts and officers' decisions leave it unset.
   */
  publicForm?: string
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

/** A public form's SMS not sent: its number had reached the day's cap (recorded in sms_skipped and logged). Callers treat it as not sent. */
export class SmsSkippedError extends Error {
  constructor(public readonly kind: string) {
    super('SMS skipped: the daily cap of this mobile number is reached')
    this.name = 'SmsSkippedError'
  }
}
