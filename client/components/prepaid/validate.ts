/**
 * Field checks of the prepaid forms, shared by the server (+data, through the zod schemas in
 * query.ts) and the browser (instant feedback), so both say the same. Each answers null or
 * an i18n key: the spec's exact messages are in the `messages` namespace.
 */
import { isValidConsumerNo } from '../../../shared/divisionCodes'

/** ₹100 to ₹50,000 in whole rupees (docs/design/issue3-contracts.md). */
export const RECHARGE_MIN_RUPEES = 100
export const RECHARGE_MAX_RUPEES = 50_000
export const QUICK_AMOUNTS = [200, 500, 1000, 2000] as const

/** Spaces a visitor may type between digit groups are dropped. */
export const normalizeDigits = (raw: string) => raw.replace(/\s+/g, '')

export function consumerNoError(raw: string): string | null {
  const v = normalizeDigits(raw)
  if (!v) return 'prepaid:errors.consNoRequired'
  if (!/^\d+$/.test(v)) return 'messages:numbersOnly'
  if (!isValidConsumerNo(v)) return 'messages:chatConsumerInvalid'
  return null
}

/** Our order id or the gateway's transaction id: up to 64 letters, digits, '_', '-', '.' or ':'. */
export function txnIdError(raw: string): string | null {
  const v = raw.trim()
  if (!v) return 'prepaid:errors.txnIdRequired'
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(v)) return 'prepaid:errors.txnIdInvalid'
  return null
}

/** Meter numbers: 4 to 32 letters and digits (spaces and dashes ignored). */
export function meterNoError(raw: string): string | null {
  const v = raw.replace(/[\s-]/g, '')
  if (!v) return 'prepaid:errors.meterNoRequired'
  if (!/^[A-Za-z0-9]{4,32}$/.test(v)) return 'prepaid:errors.meterNoInvalid'
  return null
}

export function receiptNoError(raw: string): string | null {
  const v = raw.trim()
  if (!v) return 'prepaid:errors.receiptNoRequired'
  if (!/^[A-Za-z0-9_-]{4,32}$/.test(v)) return 'prepaid:errors.receiptNoInvalid'
  return null
}

/** Whole rupees between the limits; answers the amount in rupees or an error key. */
export function parseRechargeAmount(raw: string): { rupees: number } | { error: string } {
  const v = raw.trim().replace(/,/g, '')
  if (!v) return { error: 'prepaid:errors.amountRequired' }
  if (!/^\d+$/.test(v)) return { error: 'prepaid:errors.amountWhole' }
  const rupees = Number(v)
  if (rupees < RECHARGE_MIN_RUPEES || rupees > RECHARGE_MAX_RUPEES) return { error: 'prepaid:errors.amountRange' }
  return { rupees }
}
