import { randomBytes } from 'node:crypto'
import { ConfigError, loadConfig } from '../../server/config'

/**
 * A secret of this run: random, so the production environment of the tests publishes no value
 * a deployment could copy (config.ts refuses the published development values outside demo mode).
 */
const secret = (bytes = 32) => randomBytes(bytes).toString('base64url')

/**
 * The DLT template ids SMS_TRANSPORT=http needs: every kind of SMS in English and in Assamese
 * (SMS_TEMPLATE_SETTINGS in server/config.ts; the OTP's English one is SMS_TEMPLATE_ID).
 */
export const DLT_TEMPLATE_IDS = {
  SMS_TEMPLATE_ID: '1107000000000000001',
  SMS_TEMPLATE_PAYMENT_RECEIPT: '1107000000000000002',
  SMS_TEMPLATE_RECHARGE_TOKEN: '1107000000000000003',
  SMS_TEMPLATE_RECHARGE_RECEIPT: '1107000000000000004',
  SMS_TEMPLATE_DUE_REMINDER: '1107000000000000005',
  SMS_TEMPLATE_LOW_BALANCE: '1107000000000000006',
  SMS_TEMPLATE_WORK_CREATED: '1107000000000000007',
  SMS_TEMPLATE_WORK_STATE: '1107000000000000008',
  SMS_TEMPLATE_WORK_ESCALATED: '1107000000000000009',
  SMS_TEMPLATE_COMPLAINT_CREATED: '1107000000000000010',
  SMS_TEMPLATE_SHUTDOWN_PUBLISHED: '1107000000000000011',
  SMS_TEMPLATE_SHUTDOWN_EVE: '1107000000000000012',
  SMS_TEMPLATE_FEEDBACK_RECEIVED: '1107000000000000013',
  SMS_TEMPLATE_CONSUMER_NUMBERS: '1107000000000000015',
  SMS_TEMPLATE_OTP_AS: '1107000000000000101',
  SMS_TEMPLATE_PAYMENT_RECEIPT_AS: '1107000000000000102',
  SMS_TEMPLATE_RECHARGE_TOKEN_AS: '1107000000000000103',
  SMS_TEMPLATE_RECHARGE_RECEIPT_AS: '1107000000000000104',
  SMS_TEMPLATE_DUE_REMINDER_AS: '1107000000000000105',
  SMS_TEMPLATE_LOW_BALANCE_AS: '1107000000000000106',
  SMS_TEMPLATE_WORK_CREATED_AS: '1107000000000000107',
  SMS_TEMPLATE_WORK_STATE_AS: '1107000000000000108',
  SMS_TEMPLATE_WORK_ESCALATED_AS: '1107000000000000109',
  SMS_TEMPLATE_COMPLAINT_CREATED_AS: '1107000000000000110',
  SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS: '1107000000000000111',
  SMS_TEMPLATE_SHUTDOWN_EVE_AS: '1107000000000000112',
  SMS_TEMPLATE_FEEDBACK_RECEIVED_AS: '1107000000000000113',
  SMS_TEMPLATE_CONSUMER_NUMBERS_AS: '1107000000000000115',
} as const

/** A complete production configuration (no demo convenience): the server starts with it. Its secrets are new on every run. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMS_TRANSPORT: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  ...DLT_TEMPLATE_IDS,
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_ABCDEF123456',
  // Razorpay issues 24-character key secrets
  RAZORPAY_KEY_SECRET: secret(18),
  RAZORPAY_WEBHOOK_SECRET: secret(),
  OTP_HASH_KEY: secret(),
  SESSION_SECRET: secret(),
  STS_VENDING_KEY: randomBytes(8).toString('hex').toUpperCase(),
  TRUST_PROXY: '10.0.0.0/8',
  UPI_PAYEE_VPA: 'apdcl.bills@sbi',
  UPI_PAYEE_NAME: 'APDCL',
  BOT_API_KEY: secret(),
  PUBLIC_ORIGIN: 'https://www.apdcl.example',
} as const

/** The lines a configuration is refused with (fails the test when it is accepted). */
export function refusal(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    return err.lines
  }
  throw new Error('the configuration was accepted')
}
