import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import { DEV_PAYMENT_WEBHOOK_SECRET, type Config } from '../../config'
import type { Db } from '../../db/knex'
import { SandboxGateway } from './sandbox'
import type { PaymentGateway } from './types'

export { SandboxGateway, SANDBOX_ACTIONS, type SandboxAction, type SandboxTransaction } from './sandbox'
export { signBody, verifyBodySignature } from './signature'
export * from './types'

type GatewayConfig = Pick<Config, 'PAYMENT_GATEWAY' | 'paymentWebhookSecret' | 'isProduction'>

/**
 * The callback secret. In production the published development default is never used: without
 * PAYMENT_WEBHOOK_SECRET the process signs and checks with a random secret of its own, so the
 * in-process sandbox still works and nobody can forge a callback from the public source.
 */
export function webhookSecret(config: GatewayConfig, logger?: Logger): string {
  if (config.isProduction && config.paymentWebhookSecret === DEV_PAYMENT_WEBHOOK_SECRET) {
    logger?.warn('PAYMENT_WEBHOOK_SECRET is not set: using a random per-process secret (only the in-process sandbox can deliver callbacks)')
    return randomBytes(32).toString('hex')
  }
  return config.paymentWebhookSecret
}

/** The configured payment gateway (PAYMENT_GATEWAY; only 'sandbox' exists today, ADR 008). */
export function createPaymentGateway(deps: { db: Db; config: GatewayConfig; logger?: Logger; now?: () => number }): PaymentGateway {
  switch (deps.config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return new SandboxGateway({ db: deps.db, secret: webhookSecret(deps.config, deps.logger), now: deps.now })
  }
}
