/**
 * Field checks of the prepaid forms, shared by the server (+data, through the zod schemas in
 * query.ts) and the browser (instant feedback), so both say the same. Each answers null or
 * an i18n key: the spec's exact messages are in the `messages` namespace.
 */
import { checkConsumerNo, checkMeterNo, checkReceiptRef, checkRupees, normalizeDigits } from '#shared/input/fields'

/** ₹100 to ₹50,000 in whole rupees (docs/design/issue3-contracts.md). */
export const RECHARGE_MIN_RUPEES = 100
export const RECHARGE_MAX_RUPEES = 50_000
export const QUICK_AMOUNTS = [200, 500, 1000, 2000] as const

export { normalizeDigits }

/**
 * The prepaid pages' words for the shared consumer-number check (shared/billing/input.ts): a
 * wrong length or division code says what every other form says (`billing:problems.*`).
 */
export function consumerNoError(raw: string): string | null {
  const r = checkConsumerNo(raw)
  if (r.ok) return null
  if (r.key === 'consNoEmpty') return 'prepaid:errors.consNoRequired'
  if (r.key === 'numbersOnly') return 'messages:numbersOnly'
  return `billing:problems.${r.key}`
}

/** Our order id or the gateway's transaction id: up to 64 letters, digits, '_', '-', '.' or ':'. */
export function txnIdError(raw: string): string | null {
  const v = raw.trim()
  if (!v) return 'prepaid:errors.txnIdRequired'
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(v)) return 'prepaid:errors.txnIdInvalid'
  return null
}

/** Meter numbers (shared check); the prepaid forms also ignore dashes. */
export function meterNoError(raw: string): string | null {
  const r = checkMeterNo(raw.replace(/-/g, ''))
  return r.ok ? null : r.key === 'meterNoEmpty' ? 'prepaid:errors.meterNoRequired' : 'prepaid:errors.meterNoInvalid'
}

/** Receipt numbers (shared check), at most 32 characters here. */
export function receiptNoError(raw: string): string | null {
  const r = checkReceiptRef(raw, 32)
  return r.ok ? null : r.key === 'receiptEmpty' ? 'prepaid:errors.receiptNoRequired' : 'prepaid:errors.receiptNoInvalid'
}

/** Whole rupees between the limits (the catalogue's rule, checkRupees); answers the amount in rupees or an error key. */
export function parseRechargeAmount(raw: string): { rupees: number } | { error: string } {
  const r = checkRupees(raw, { min: RECHARGE_MIN_RUPEES, max: RECHARGE_MAX_RUPEES })
  if (r.ok) return { rupees: r.value }
  return { error: r.key === 'rupeesEmpty' ? 'prepaid:errors.amountRequired' : r.key === 'rupeesInvalid' ? 'prepaid:errors.amountWhole' : 'prepaid:errors.amountRange' }
}
