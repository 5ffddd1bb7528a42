/**
 * STS (IEC 62055-41) credit tokens for PREPAID meters — pure module, node:crypto only.
 *
 * Token layout (66 bits, shown as 20 decimal digits, zero-padded):
 *   class (2) | subclass (4) | random (4) | TID (24) | amount (16) | CRC-16 (16)
 * The 64 bits after the class are the "data block". It is encrypted with the per-meter
 * decoder key, then the 2 class bits are inserted by the IEC 62055-41 class transposition:
 * bits 27 and 28 of the encrypted block move to bits 64 and 65 of the 66-bit number and the
 * class bits take their place (bit 28 = class MSB, bit 27 = class LSB).
 *
 * Variant choices (all documented, see also the individual functions):
 * - Amount: IEC 62055-41 (2014 ed.) 2-bit exponent / 14-bit mantissa, 0.1 kWh units,
 *   value = m                                 for e = 0
 *   value = m·10^e + Σ_{n=1..e} 2^14·10^(n-1)  for e = 1..3   (non-overlapping ranges)
 *   max = 18 201 624 units = 1 820 162.4 kWh. Always rounded UP (consumer's favour).
 * - TID: minutes since 2014-01-01T00:00:00Z (base date 2014), 24 bits (valid to 2045-11-24T20:15Z).
 * - CRC: CRC-16 with polynomial x^16+x^15+x^2+1 (0x8005), reflected (0xA001), init 0xFFFF,
 *   no final XOR — i.e. CRC-16/MODBUS, check value 0x4B37 over ASCII "123456789".
 *   Computed over the 50 bits class|subclass|random|TID|amount, right-aligned in 7 bytes
 *   (6 leading zero bits), most significant byte first. The CRC value is stored as a
 *   16-bit integer in the low 16 bits of the data block.
 * - Cipher: DEA (encryption algorithm code 09, i.e. single DES-ECB on the 64-bit block).
 *   OpenSSL 3 hides 'des-ecb' in the legacy provider, so single DES is computed as
 *   'des-ede-ecb' with key K‖K (E_K∘D_K∘E_K = E_K), verified against the FIPS 46 known answer.
 *   (STA, algorithm code 07, is not implemented.)
 * - Decoder key: DKGA-02-style derivation with DES (see deriveDecoderKey).
 * A configured vending key here is a TEST vending key: tokens are standard-shaped but
 * are not certified/interoperable with real meters (real vending keys are licensed,
 * held in an HSM). Every issued token is labelled testKey: true.
 */
import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto'

// ---------------------------------------------------------------------------------------
// Errors

export type StsErrorCode = 'AMOUNT_OUT_OF_RANGE' | 'DATE_OUT_OF_RANGE' | 'BAD_METER' | 'BAD_VENDING_KEY' | 'BAD_RANDOM' | 'MALFORMED_TOKEN' | 'CRC_MISMATCH' | 'WRONG_TOKEN_CLASS'

export class StsError extends Error {
  readonly code: StsErrorCode
  constructor(code: StsErrorCode, message: string) {
    super(message)
    this.name = 'StsError'
    this.code = code
  }
}

// ---------------------------------------------------------------------------------------
// Amount: 16 bits = 2-bit exponent | 14-bit mantissa, units of 0.1 kWh

const MANTISSA_MAX = 0x3fff // 16383
const EXPONENT_MAX = 3

/** Offset (in 0.1 kWh units) at which exponent e starts: Σ_{n=1..e} 2^14·10^(n-1). */
function exponentOffset(e: number): number {
  let off = 0
  for (let n = 1; n <= e; n++) off += 16384 * 10 ** (n - 1)
  return off
}

/** Largest encodable amount in 0.1 kWh units (18 201 624). */
export const MAX_AMOUNT_UNITS = exponentOffset(EXPONENT_MAX) + MANTISSA_MAX * 10 ** EXPONENT_MAX
/** Largest encodable amount in kWh (1 820 162.4). */
export const MAX_AMOUNT_KWH = MAX_AMOUNT_UNITS / 10

/** kWh → whole 0.1 kWh units, rounded up, tolerant of float noise (12.3 → 123, not 124). */
function kWhToUnitsCeil(kWh: number): number {
  const raw = kWh * 10
  const nearest = Math.round(raw)
  if (Math.abs(raw - nearest) < 1e-7) return nearest
  return Math.ceil(raw)
}

/** Decoded value (0.1 kWh units) of a 16-bit amount field. */
export function decodeAmountUnits(bits: number): number {
  if (!Number.isInteger(bits) || bits < 0 || bits > 0xffff) {
    throw new StsError('AMOUNT_OUT_OF_RANGE', `amount field must be a 16-bit integer, got ${bits}`)
  }
  const e = bits >>> 14
  const m = bits & MANTISSA_MAX
  return m * 10 ** e + exponentOffset(e)
}

/**
 * Encode kWh as the STS 16-bit amount. The encoded value is the smallest representable
 * amount ≥ kWh (never less credit than paid for). Refuses negative, non-finite and
 * too-large amounts with StsError('AMOUNT_OUT_OF_RANGE').
 */
export function encodeAmount(kWh: number): number {
  if (typeof kWh !== 'number' || !Number.isFinite(kWh) || kWh < 0) {
    throw new StsError('AMOUNT_OUT_OF_RANGE', `amount must be a finite, non-negative kWh value, got ${kWh}`)
  }
  const units = kWhToUnitsCeil(kWh)
  if (units > MAX_AMOUNT_UNITS) {
    throw new StsError('AMOUNT_OUT_OF_RANGE', `amount ${kWh} kWh exceeds the STS maximum of ${MAX_AMOUNT_KWH} kWh`)
  }
  for (let e = 0; e <= EXPONENT_MAX; e++) {
    const step = 10 ** e
    const m = Math.max(0, Math.ceil((units - exponentOffset(e)) / step))
    if (m <= MANTISSA_MAX) return (e << 14) | m
  }
  /* c8 ignore next */
  throw new StsError('AMOUNT_OUT_OF_RANGE', `amount ${kWh} kWh cannot be encoded`)
}

/** 16-bit amount field → kWh (one decimal). */
export function decodeAmount(bits: number): number {
  return decodeAmountUnits(bits) / 10
}

// ---------------------------------------------------------------------------------------
// Token identifier: minutes since the 2014 base date, 24 bits

export const TID_BASE_DATE = new Date(Date.UTC(2014, 0, 1, 0, 0, 0))
export const TID_MAX = 0xffffff
const MINUTE_MS = 60_000

/** Minutes since 2014-01-01T00:00:00Z (truncated to the minute). */
export function tokenIdentifier(date: Date): number {
  const t = date instanceof Date ? date.getTime() : NaN
  if (!Number.isFinite(t)) throw new StsError('DATE_OUT_OF_RANGE', 'token date is not a valid Date')
  const minutes = Math.floor((t - TID_BASE_DATE.getTime()) / MINUTE_MS)
  if (minutes < 0 || minutes > TID_MAX) {
    throw new StsError('DATE_OUT_OF_RANGE', `token date ${date.toISOString()} is outside the base-2014 TID range (${TID_BASE_DATE.toISOString()} … ${dateOfTokenIdentifier(TID_MAX).toISOString()})`)
  }
  return minutes
}

/** TID → the start of its minute as a Date. */
export function dateOfTokenIdentifier(tid: number): Date {
  if (!Number.isInteger(tid) || tid < 0 || tid > TID_MAX) {
    throw new StsError('DATE_OUT_OF_RANGE', `token identifier must be a 24-bit integer, got ${tid}`)
  }
  return new Date(TID_BASE_DATE.getTime() + tid * MINUTE_MS)
}

// ---------------------------------------------------------------------------------------
// CRC-16: x^16+x^15+x^2+1, reflected (0xA001), init 0xFFFF, xorout 0 (CRC-16/MODBUS)

export function crc16(data: Uint8Array): number {
  let crc = 0xffff
  for (const byte of data) {
    crc ^= byte
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1
  }
  return crc & 0xffff
}

/** CRC over class|subclass|random|TID|amount (50 bits) right-aligned in 7 bytes, MSB first. */
function tokenCrc(fields50: bigint): number {
  const bytes = Buffer.alloc(7)
  let v = fields50
  for (let i = 6; i >= 0; i--) {
    bytes[i] = Number(v & 0xffn)
    v >>= 8n
  }
  return crc16(bytes)
}

// ---------------------------------------------------------------------------------------
// DES (single, ECB, one 64-bit block) via des-ede-ecb with K‖K

function des(key: Buffer, block: Buffer, decrypt: boolean): Buffer {
  const k = Buffer.concat([key, key])
  const c = decrypt ? createDecipheriv('des-ede-ecb', k, null) : createCipheriv('des-ede-ecb', k, null)
  c.setAutoPadding(false)
  return Buffer.concat([c.update(block), c.final()])
}

/** Single-DES encryption of one 8-byte block (exported for known-answer tests). */
export function desEncryptBlock(key: Uint8Array, block: Uint8Array): Buffer {
  return des(Buffer.from(key), Buffer.from(block), false)
}
export function desDecryptBlock(key: Uint8Array, block: Uint8Array): Buffer {
  return des(Buffer.from(key), Buffer.from(block), true)
}

// ---------------------------------------------------------------------------------------
// Meters and decoder keys

export interface StsMeter {
  /** Meter number (decoder reference number), 11 or 13 digits. */
  meterNo: string
  /** Supply group code, 6 digits. */
  supplyGroupCode: string
  /** Tariff index, 0..99. */
  tariffIndex: number
  /** Key revision number, 1..9. */
  keyRevision: number
}

/** Issuer identification number used in the PAN (the STS default IIN). */
export const STS_IIN = '600727'
/** Key type written into the control block (2 = common/default-type decoder key). */
export const KEY_TYPE = 2

function checkMeter(meter: StsMeter): void {
  if (!meter || typeof meter.meterNo !== 'string' || !/^(\d{11}|\d{13})$/.test(meter.meterNo)) {
    throw new StsError('BAD_METER', 'meterNo must be 11 or 13 digits')
  }
  if (typeof meter.supplyGroupCode !== 'string' || !/^\d{6}$/.test(meter.supplyGroupCode)) {
    throw new StsError('BAD_METER', 'supplyGroupCode must be 6 digits')
  }
  if (!Number.isInteger(meter.tariffIndex) || meter.tariffIndex < 0 || meter.tariffIndex > 99) {
    throw new StsError('BAD_METER', 'tariffIndex must be an integer 0..99')
  }
  if (!Number.isInteger(meter.keyRevision) || meter.keyRevision < 1 || meter.keyRevision > 9) {
    throw new StsError('BAD_METER', 'keyRevision must be an integer 1..9')
  }
}

/**
 * Vending key: 8 bytes, given as a Buffer/Uint8Array or 16 hex digits. As with any DES key
 * the low bit of each byte is a parity bit and is ignored (56 effective bits).
 */
export type VendingKey = Uint8Array | string

function vendingKeyBytes(key: VendingKey): Buffer {
  const buf = typeof key === 'string' ? (/^[0-9a-fA-F]{16}$/.test(key) ? Buffer.from(key, 'hex') : null) : Buffer.from(key)
  if (!buf || buf.length !== 8) throw new StsError('BAD_VENDING_KEY', 'vending key must be 8 bytes (16 hex digits)')
  return buf
}

function hexBlock(hex16: string): Buffer {
  return Buffer.from(hex16, 'hex')
}

/**
 * DKGA-02-style decoder key derivation with DES:
 *   PANBlock     = rightmost 16 digits of (IIN ‖ meterNo), as 8 bytes of BCD
 *   CONTROLBlock = keyType(1) ‖ SGC(6) ‖ TI(2) ‖ KRN(1) ‖ "FFFFFF"   (16 nibbles)
 *   DK           = DES_vendingKey(PANBlock ⊕ CONTROLBlock) ⊕ PANBlock
 * Deterministic per (vending key, meter, SGC, tariff index, key revision): a change of any
 * of them gives a different decoder key. Standard-shaped, not certified.
 */
export function deriveDecoderKey(vendingKey: VendingKey, meter: StsMeter): Buffer {
  checkMeter(meter)
  const vk = vendingKeyBytes(vendingKey)
  const pan = hexBlock((STS_IIN + meter.meterNo).slice(-16))
  const control = hexBlock(`${KEY_TYPE}${meter.supplyGroupCode}${String(meter.tariffIndex).padStart(2, '0')}${meter.keyRevision}FFFFFF`)
  const data = Buffer.alloc(8)
  for (let i = 0; i < 8; i++) data[i] = pan[i] ^ control[i]
  const enc = des(vk, data, false)
  const dk = Buffer.alloc(8)
  for (let i = 0; i < 8; i++) dk[i] = enc[i] ^ pan[i]
  return dk
}

// ---------------------------------------------------------------------------------------
// Token assembly

export const TOKEN_CLASS_CREDIT = 0
export const SUBCLASS_ELECTRICITY = 0
const TOKEN_MAX = (1n << 66n) - 1n

function toBlock(v: bigint): Buffer {
  const b = Buffer.alloc(8)
  b.writeBigUInt64BE(v)
  return b
}

/** Insert the class bits into the encrypted 64-bit block (IEC 62055-41 class transposition). */
function insertClass(encrypted: bigint, tokenClass: number): bigint {
  const b28 = (encrypted >> 28n) & 1n
  const b27 = (encrypted >> 27n) & 1n
  let v = encrypted & ~((1n << 28n) | (1n << 27n))
  v |= BigInt((tokenClass >> 1) & 1) << 28n
  v |= BigInt(tokenClass & 1) << 27n
  return v | (b28 << 65n) | (b27 << 64n)
}

function extractClass(token: bigint): { tokenClass: number; encrypted: bigint } {
  const tokenClass = Number((((token >> 28n) & 1n) << 1n) | ((token >> 27n) & 1n))
  const b28 = (token >> 65n) & 1n
  const b27 = (token >> 64n) & 1n
  let encrypted = token & ((1n << 64n) - 1n) & ~((1n << 28n) | (1n << 27n))
  encrypted |= (b28 << 28n) | (b27 << 27n)
  return { tokenClass, encrypted }
}

export interface IssueCreditTokenInput {
  kWh: number
  meter: StsMeter
  vendingKey: VendingKey
  /** Issue time; becomes the TID. */
  date: Date
  /** 4-bit random value (0..15); drawn from crypto.randomInt when omitted. */
  random?: number
}

export interface IssuedCreditToken {
  /** 20 digits, zero-padded, no separators (use formatToken for display). */
  token: string
  tid: number
  amountBits: number
  /** The kWh the meter will credit (≥ the requested kWh). */
  kWh: number
  /** Always true: made with a configured test vending key, standard-shaped, not certified. */
  testKey: true
}

export function issueCreditToken(input: IssueCreditTokenInput): IssuedCreditToken {
  const { kWh, meter, vendingKey, date } = input
  if (typeof kWh !== 'number' || !(kWh > 0)) {
    throw new StsError('AMOUNT_OUT_OF_RANGE', `credit amount must be greater than 0 kWh, got ${kWh}`)
  }
  const random = input.random ?? randomInt(16)
  if (!Number.isInteger(random) || random < 0 || random > 15) {
    throw new StsError('BAD_RANDOM', `random must be an integer 0..15, got ${random}`)
  }
  const amountBits = encodeAmount(kWh)
  const tid = tokenIdentifier(date)
  const dk = deriveDecoderKey(vendingKey, meter)

  const fields50 = (BigInt(TOKEN_CLASS_CREDIT) << 48n) | (BigInt(SUBCLASS_ELECTRICITY) << 44n) | (BigInt(random) << 40n) | (BigInt(tid) << 16n) | BigInt(amountBits)
  const crc = tokenCrc(fields50)
  const block = ((fields50 & ((1n << 48n) - 1n)) << 16n) | BigInt(crc)
  const encrypted = des(dk, toBlock(block), false).readBigUInt64BE()
  const token66 = insertClass(encrypted, TOKEN_CLASS_CREDIT)
  return {
    token: token66.toString().padStart(20, '0'),
    tid,
    amountBits,
    kWh: decodeAmount(amountBits),
    testKey: true,
  }
}

export interface DecodedCreditToken {
  class: number
  subclass: number
  random: number
  tid: number
  date: Date
  amountBits: number
  kWh: number
  crcOk: boolean
}

/** Strip display separators (spaces, dashes) and check the token is 20 digits within 66 bits. */
export function parseToken(token: string): bigint {
  const digits = typeof token === 'string' ? token.replace(/[\s-]/g, '') : ''
  if (!/^\d{20}$/.test(digits)) throw new StsError('MALFORMED_TOKEN', 'token must be 20 digits')
  const v = BigInt(digits)
  if (v > TOKEN_MAX) throw new StsError('MALFORMED_TOKEN', 'token value exceeds 66 bits')
  return v
}

/**
 * Decrypt and check a credit token for a meter. Throws StsError with code CRC_MISMATCH when
 * the CRC does not match (wrong meter / key, or a mistyped digit), WRONG_TOKEN_CLASS when it
 * is not a credit token, MALFORMED_TOKEN when it is not a 66-bit 20-digit number.
 */
export function decodeCreditToken(token: string, meter: StsMeter, vendingKey: VendingKey): DecodedCreditToken {
  const value = parseToken(token)
  const dk = deriveDecoderKey(vendingKey, meter)
  const { tokenClass, encrypted } = extractClass(value)
  const block = des(dk, toBlock(encrypted), true).readBigUInt64BE()
  const crc = Number(block & 0xffffn)
  const data48 = block >> 16n
  const fields50 = (BigInt(tokenClass) << 48n) | data48
  if (tokenCrc(fields50) !== crc) {
    throw new StsError('CRC_MISMATCH', 'token does not decode for this meter (CRC mismatch): check the digits and the meter')
  }
  if (tokenClass !== TOKEN_CLASS_CREDIT) {
    throw new StsError('WRONG_TOKEN_CLASS', `token class ${tokenClass} is not a credit token`)
  }
  const subclass = Number((data48 >> 44n) & 0xfn)
  const random = Number((data48 >> 40n) & 0xfn)
  const tid = Number((data48 >> 16n) & 0xffffffn)
  const amountBits = Number(data48 & 0xffffn)
  return {
    class: tokenClass,
    subclass,
    random,
    tid,
    date: dateOfTokenIdentifier(tid),
    amountBits,
    kWh: decodeAmount(amountBits),
    crcOk: true,
  }
}

/** Display form: five groups of four digits, e.g. "1234 5678 9012 3456 7890". */
export function formatToken(token: string, separator = ' '): string {
  const digits = typeof token === 'string' ? token.replace(/[\s-]/g, '') : ''
  if (!/^\d{20}$/.test(digits)) throw new StsError('MALFORMED_TOKEN', 'token must be 20 digits')
  return digits.match(/\d{4}/g)!.join(separator)
}
