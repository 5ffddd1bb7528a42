import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import { DEV_PAYMENT_WEBHOOK_SECRET, type Config } from '../../config'
import type { Db } from '../../db/knex'
import { RazorpayGateway } from './razorpay'
import { SandboxGateway } from './sandbox'
import type { PaymentGateway } from './types'

export { RazorpayGateway } from './razorpay'
export { SandboxGateway, SANDBOX_ACTIONS, sandboxCheckoutPath, type SandboxAction, type SandboxTransaction } from './sandbox'
export { signBody, verifyBodySignature } from './signature'
export * from './types'

type GatewayConfig = Pick<Config, 'PAYMENT_GATEWAY' | 'paymentWebhookSecret' | 'isProduction'> &
  Partial<Pick<Config, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_API_URL'>>

/**
 * The sandbox's callback secret. Without PAYMENT_WEBHOOK_SECRET the process signs and checks
 * with a random secret of its own, so the in-process sandbox still works and nobody can forge
 * a callback with the development default published in the source.
 */
export function webhookSecret(config: GatewayConfig, logger?: Logger): string {
  if (config.paymentWebhookSecret === DEV_PAYMENT_WEBHOOK_SECRET && config.isProduction) {
    logger?.warn('PAYMENT_WEBHOOK_SECRET is not set: the sandbox signs its callbacks with a random per-process secret')
    return randomBytes(32).toString('hex')
  }
  return config.paymentWebhookSecret
}

/** The configured payment gateway (PAYMENT_GATEWAY: the demo sandbox, ADR 008, or Razorpay, ADR 014). */
export function createPaymentGateway(deps: { db: Db; config: GatewayConfig; logger?: Logger; now?: () => number }): PaymentGateway {
  switch (deps.config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return new SandboxGateway({ db: deps.db, secret: webhookSecret(deps.config, deps.logger), now: deps.now })
    case 'razorpay': {
      const c = deps.config
      // config.ts refuses PAYMENT_GATEWAY=razorpay without these; this guards other callers
      if (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET || !c.RAZORPAY_WEBHOOK_SECRET) {
        throw new Error('PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET')
      }
      return new RazorpayGateway({
        db: deps.db,
        keyId: c.RAZORPAY_KEY_ID,
        keySecret: c.RAZORPAY_KEY_SECRET,
        webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: c.RAZORPAY_API_URL ?? 'https://api.razorpay.com',
        logger: deps.logger,
        now: deps.now,
      })
    }
  }
}
