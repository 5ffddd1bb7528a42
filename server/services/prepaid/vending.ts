/**
 * Vending: turns a paid recharge of a keypad PREPAID meter into a 20-digit STS credit token
 * (server/services/prepaid/sts.ts). Pure module: no database, no clock of its own.
 *
 * The meter's STS parameters are derived from its meter number alone, deterministically
 * (ADR 008), because the billing system keeps only the meter number:
 *   - decoder reference number = the meter number, which must be 11 or 13 digits;
 *   - supply group code (6 digits) = '60' + the first four digits of the meter number
 *     (the meter series stands for the supply group of this test vending set-up);
 *   - tariff index = 01; key revision number = the meter's (prepaid_meters.key_revision, 1–9,
 *     set on the DC portal's consumer master), 1 by default.
 * Change any of them and the decoder key, hence every token, changes.
 *
 * Energy vended = amount ÷ the consumer's energy rate (first slab of the tariff), rounded UP
 * to 0.1 kWh (consumer's favour); sts.encodeAmount rounds up again to a representable value.
 */
import { decodeCreditToken, issueCreditToken, StsError, type DecodedCreditToken, type StsMeter, type VendingKey } from './sts'

export const STS_TARIFF_INDEX = 1
export const STS_KEY_REVISION = 1

/** The STS parameters of a keypad meter, from its meter number and key revision (see the module comment). */
export function stsMeterOf(meterNo: string, keyRevision: number = STS_KEY_REVISION): StsMeter {
  const digits = typeof meterNo === 'string' ? meterNo.trim() : ''
  if (!/^(\d{11}|\d{13})$/.test(digits)) {
    throw new StsError('BAD_METER', `meter number ${JSON.stringify(meterNo)} is not an 11- or 13-digit STS meter number`)
  }
  if (!Number.isInteger(keyRevision) || keyRevision < 1 || keyRevision > 9) {
    throw new StsError('BAD_METER', `key revision ${JSON.stringify(keyRevision)} is not an STS key revision number (1 to 9)`)
  }
  return {
    meterNo: digits,
    supplyGroupCode: '60' + digits.slice(0, 4),
    tariffIndex: STS_TARIFF_INDEX,
    keyRevision,
  }
}

/**
 * Energy (0.1 kWh units) bought by `amountPaise` at `ratePaisePerKwh`, rounded up:
 * ceil(amount × 10 ÷ rate), in integers (no float rounding).
 */
export function unitsForAmount(amountPaise: number, ratePaisePerKwh: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError(`amount must be a positive whole number of paise, got ${amountPaise}`)
  if (!Number.isSafeInteger(ratePaisePerKwh) || ratePaisePerKwh <= 0) throw new RangeError(`rate must be a positive whole number of paise per kWh, got ${ratePaisePerKwh}`)
  return Math.ceil((amountPaise * 10) / ratePaisePerKwh)
}

/** kWh (one decimal) bought by `amountPaise` at `ratePaisePerKwh`, rounded up to 0.1 kWh. */
export function kWhForAmount(amountPaise: number, ratePaisePerKwh: number): number {
  return unitsForAmount(amountPaise, ratePaisePerKwh) / 10
}

export interface VendInput {
  meterNo: string
  amountPaise: number
  /** the consumer's energy rate, paise per kWh */
  ratePaisePerKwh: number
  vendingKey: VendingKey
  /** when the recharge was paid: becomes the token identifier (minutes since 2014-01-01) */
  paidAt: Date
  /** 4-bit random (tests); drawn from the CSPRNG otherwise */
  random?: number
  /** the meter's STS key revision number (default 1) */
  keyRevision?: number
}

export interface VendedToken {
  /** 20 digits */
  token: string
  /** the kWh the meter credits (≥ the kWh paid for) */
  kWh: number
  /** the token identifier */
  tid: number
  /** made with a configured test vending key: standard-shaped, not certified */
  testKey: true
}

/** Issues the STS credit token of a paid recharge. */
export function vendCreditToken(input: VendInput): VendedToken {
  const meter = stsMeterOf(input.meterNo, input.keyRevision)
  const kWh = kWhForAmount(input.amountPaise, input.ratePaisePerKwh)
  const issued = issueCreditToken({ kWh, meter, vendingKey: input.vendingKey, date: input.paidAt, random: input.random })
  return { token: issued.token, kWh: issued.kWh, tid: issued.tid, testKey: true }
}

/** Decodes a token vended for `meterNo` under `keyRevision` (reprint checks and tests). Throws StsError when it does not decode. */
export function decodeVendedToken(token: string, meterNo: string, vendingKey: VendingKey, keyRevision: number = STS_KEY_REVISION): DecodedCreditToken {
  return decodeCreditToken(token, stsMeterOf(meterNo, keyRevision), vendingKey)
}
