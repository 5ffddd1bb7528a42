import { describe, expect, it } from 'vitest'
import {
  MAX_AMOUNT_KWH,
  MAX_AMOUNT_UNITS,
  StsError,
  TID_MAX,
  crc16,
  dateOfTokenIdentifier,
  decodeAmount,
  decodeAmountUnits,
  decodeCreditToken,
  deriveDecoderKey,
  desDecryptBlock,
  desEncryptBlock,
  encodeAmount,
  formatToken,
  issueCreditToken,
  parseToken,
  tokenIdentifier,
  type StsMeter,
} from './sts'

const VK = '0123456789ABCDEF'
const meterA: StsMeter = { meterNo: '01234567890', supplyGroupCode: '123456', tariffIndex: 1, keyRevision: 1 }
const meterB: StsMeter = { ...meterA, meterNo: '01234567891' }
const DATE = new Date('2026-03-15T10:42:31Z')

function code(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    if (e instanceof StsError) return e.code
    throw e
  }
  return undefined
}

describe('amount encoding', () => {
  it('has the IEC 62055-41 range boundaries', () => {
    expect(decodeAmountUnits(0x3fff)).toBe(16383) // e=0 max
    expect(decodeAmountUnits(1 << 14)).toBe(16384) // e=1 min follows directly
    expect(decodeAmountUnits((1 << 14) | 0x3fff)).toBe(180214)
    expect(decodeAmountUnits(2 << 14)).toBe(180224)
    expect(decodeAmountUnits((2 << 14) | 0x3fff)).toBe(1818524)
    expect(decodeAmountUnits(3 << 14)).toBe(1818624)
    expect(decodeAmountUnits(0xffff)).toBe(18201624)
    expect(MAX_AMOUNT_UNITS).toBe(18201624)
    expect(MAX_AMOUNT_KWH).toBe(1820162.4)
  })

  it('encodes exact amounts exactly', () => {
    expect(encodeAmount(0)).toBe(0)
    expect(encodeAmount(12.3)).toBe(123)
    expect(encodeAmount(0.1)).toBe(1)
    expect(encodeAmount(1638.3)).toBe(0x3fff)
    expect(encodeAmount(1638.4)).toBe(1 << 14)
    expect(encodeAmount(MAX_AMOUNT_KWH)).toBe(0xffff)
    expect(decodeAmount(encodeAmount(0.3))).toBe(0.3)
  })

  it('rounds up in the consumer’s favour', () => {
    expect(decodeAmount(encodeAmount(12.31))).toBe(12.4)
    expect(decodeAmount(encodeAmount(0.01))).toBe(0.1)
    // e=1 has 1 kWh steps: 1638.45 kWh → 1639.4 (16394 units = 16384 + 1·10)
    expect(decodeAmount(encodeAmount(1638.45))).toBe(1639.4)
    // gap between e=1 max (18021.4) and e=2 min (18022.4)
    expect(decodeAmount(encodeAmount(18021.5))).toBe(18022.4)
  })

  it('never gives less and is the smallest representable amount ≥ request', () => {
    for (let i = 0; i < 5000; i++) {
      const kWh = Math.round(Math.random() * 10 ** (1 + (i % 6)) * 100) / 100
      if (kWh > MAX_AMOUNT_KWH) continue
      const bits = encodeAmount(kWh)
      const got = decodeAmountUnits(bits)
      expect(got).toBeGreaterThanOrEqual(Math.round(kWh * 100) / 10 - 1e-9)
      if (bits > 0) {
        // previous representable value (same exponent m-1, or the top of the exponent below) is < request
        const prev = (bits & 0x3fff) > 0 ? decodeAmountUnits(bits - 1) : decodeAmountUnits((((bits >>> 14) - 1) << 14) | 0x3fff)
        expect(prev).toBeLessThan(kWh * 10 - 1e-9)
      }
    }
  })

  it('round-trips every representable value', () => {
    for (let bits = 0; bits <= 0xffff; bits += 7) {
      expect(encodeAmount(decodeAmount(bits))).toBe(bits)
    }
  })

  it('refuses out-of-range amounts with a typed error', () => {
    expect(code(() => encodeAmount(-0.1))).toBe('AMOUNT_OUT_OF_RANGE')
    expect(code(() => encodeAmount(NaN))).toBe('AMOUNT_OUT_OF_RANGE')
    expect(code(() => encodeAmount(Infinity))).toBe('AMOUNT_OUT_OF_RANGE')
    expect(code(() => encodeAmount(MAX_AMOUNT_KWH + 0.01))).toBe('AMOUNT_OUT_OF_RANGE')
    expect(code(() => decodeAmount(0x10000))).toBe('AMOUNT_OUT_OF_RANGE')
  })
})

describe('token identifier', () => {
  it('counts minutes since 2014-01-01T00:00Z', () => {
    expect(tokenIdentifier(new Date('2014-01-01T00:00:00Z'))).toBe(0)
    expect(tokenIdentifier(new Date('2014-01-01T00:01:59Z'))).toBe(1)
    expect(tokenIdentifier(new Date('2014-01-02T00:00:00Z'))).toBe(1440)
    expect(dateOfTokenIdentifier(TID_MAX).toISOString()).toBe('2045-11-24T20:15:00.000Z')
    expect(tokenIdentifier(dateOfTokenIdentifier(TID_MAX))).toBe(TID_MAX)
  })

  it('round-trips dates to the minute', () => {
    for (let i = 0; i < 500; i++) {
      const tid = Math.floor(Math.random() * (TID_MAX + 1))
      expect(tokenIdentifier(dateOfTokenIdentifier(tid))).toBe(tid)
    }
  })

  it('refuses dates outside the range', () => {
    expect(code(() => tokenIdentifier(new Date('2013-12-31T23:59:59Z')))).toBe('DATE_OUT_OF_RANGE')
    expect(code(() => tokenIdentifier(new Date('2045-11-24T20:16:00Z')))).toBe('DATE_OUT_OF_RANGE')
    expect(code(() => tokenIdentifier(new Date('nope')))).toBe('DATE_OUT_OF_RANGE')
    expect(code(() => dateOfTokenIdentifier(TID_MAX + 1))).toBe('DATE_OUT_OF_RANGE')
  })
})

describe('crc16 (reflected 0x8005 = 0xA001, init 0xFFFF, no xorout: CRC-16/MODBUS)', () => {
  it('matches the catalogue check value', () => {
    expect(crc16(Buffer.from('123456789', 'ascii'))).toBe(0x4b37)
  })
  it('matches a hand-checked value and the empty input', () => {
    expect(crc16(new Uint8Array())).toBe(0xffff)
    // MODBUS frame 01 03 00 00 00 01 carries CRC bytes 84 0A (low byte first) → 0x0A84
    expect(crc16(Buffer.from([0x01, 0x03, 0x00, 0x00, 0x00, 0x01]))).toBe(0x0a84)
  })
})

describe('DES and decoder keys', () => {
  it('single DES matches the FIPS known answer', () => {
    const key = Buffer.from('133457799BBCDFF1', 'hex')
    const ct = desEncryptBlock(key, Buffer.from('0123456789ABCDEF', 'hex'))
    expect(ct.toString('hex')).toBe('85e813540f0ab405')
    expect(desDecryptBlock(key, ct).toString('hex')).toBe('0123456789abcdef')
  })

  it('derives a deterministic 8-byte key that differs per meter and per field', () => {
    const a = deriveDecoderKey(VK, meterA)
    expect(a).toHaveLength(8)
    expect(deriveDecoderKey(VK, meterA).equals(a)).toBe(true)
    expect(deriveDecoderKey(Buffer.from(VK, 'hex'), meterA).equals(a)).toBe(true)
    const others = [
      deriveDecoderKey(VK, meterB),
      deriveDecoderKey(VK, { ...meterA, supplyGroupCode: '123457' }),
      deriveDecoderKey(VK, { ...meterA, tariffIndex: 2 }),
      deriveDecoderKey(VK, { ...meterA, keyRevision: 2 }),
      deriveDecoderKey('1123456789ABCDEF', meterA),
    ]
    // DES ignores the low (parity) bit of each key byte: such keys are the same key
    expect(deriveDecoderKey('0123456789ABCDEE', meterA).equals(a)).toBe(true)
    for (const k of others) expect(k && k.equals(a)).toBe(false)
  })

  it('refuses bad meters and keys', () => {
    expect(code(() => deriveDecoderKey(VK, { ...meterA, meterNo: '123' }))).toBe('BAD_METER')
    expect(code(() => deriveDecoderKey(VK, { ...meterA, supplyGroupCode: '12345' }))).toBe('BAD_METER')
    expect(code(() => deriveDecoderKey(VK, { ...meterA, tariffIndex: 100 }))).toBe('BAD_METER')
    expect(code(() => deriveDecoderKey(VK, { ...meterA, keyRevision: 0 }))).toBe('BAD_METER')
    expect(code(() => deriveDecoderKey('abc', meterA))).toBe('BAD_VENDING_KEY')
    expect(code(() => deriveDecoderKey(new Uint8Array(7), meterA))).toBe('BAD_VENDING_KEY')
  })
})

describe('credit tokens', () => {
  it('issues a 20-digit test-key token that decodes to the same amount and identifier', () => {
    const t = issueCreditToken({ kWh: 25.5, meter: meterA, vendingKey: VK, date: DATE, random: 5 })
    expect(t.token).toMatch(/^\d{20}$/)
    expect(t.testKey).toBe(true)
    expect(t.kWh).toBe(25.5)
    expect(t.tid).toBe(tokenIdentifier(DATE))
    const d = decodeCreditToken(t.token, meterA, VK)
    expect(d).toMatchObject({ class: 0, subclass: 0, random: 5, tid: t.tid, kWh: 25.5, amountBits: t.amountBits, crcOk: true })
    expect(d.date.toISOString()).toBe('2026-03-15T10:42:00.000Z')
  })

  it('is deterministic for a fixed random and changes with it', () => {
    const a = issueCreditToken({ kWh: 10, meter: meterA, vendingKey: VK, date: DATE, random: 3 })
    const b = issueCreditToken({ kWh: 10, meter: meterA, vendingKey: VK, date: DATE, random: 3 })
    const c = issueCreditToken({ kWh: 10, meter: meterA, vendingKey: VK, date: DATE, random: 4 })
    expect(a.token).toBe(b.token)
    expect(c.token).not.toBe(a.token)
  })

  it('round-trips many amounts and dates, always 20 digits, credit never below request', () => {
    const start = new Date('2014-01-01T00:00:00Z').getTime()
    const span = TID_MAX * 60_000
    for (let i = 0; i < 400; i++) {
      const kWh = Math.max(0.01, Math.round(Math.random() * 10 ** (1 + (i % 6)) * 100) / 100)
      const date = new Date(start + Math.floor(Math.random() * span))
      const t = issueCreditToken({ kWh, meter: meterA, vendingKey: VK, date })
      expect(t.token).toMatch(/^\d{20}$/)
      const d = decodeCreditToken(t.token, meterA, VK)
      expect(d.tid).toBe(tokenIdentifier(date))
      expect(d.kWh).toBe(t.kWh)
      expect(d.kWh * 10).toBeGreaterThanOrEqual(Math.round(kWh * 100) / 10 - 1e-9)
    }
  })

  it('handles the boundaries (smallest/largest amount, first/last TID)', () => {
    for (const [kWh, date] of [
      [0.1, dateOfTokenIdentifier(0)],
      [MAX_AMOUNT_KWH, dateOfTokenIdentifier(TID_MAX)],
    ] as const) {
      for (let random = 0; random < 16; random++) {
        const t = issueCreditToken({ kWh, meter: meterA, vendingKey: VK, date, random })
        expect(t.token).toHaveLength(20)
        expect(decodeCreditToken(t.token, meterA, VK)).toMatchObject({ kWh, tid: tokenIdentifier(date), random })
      }
    }
  })

  it('does not decode for another meter or another vending key', () => {
    for (let random = 0; random < 16; random++) {
      const t = issueCreditToken({ kWh: 50, meter: meterA, vendingKey: VK, date: DATE, random })
      expect(code(() => decodeCreditToken(t.token, meterB, VK))).toBe('CRC_MISMATCH')
      expect(code(() => decodeCreditToken(t.token, { ...meterA, keyRevision: 2 }, VK))).toBe('CRC_MISMATCH')
      expect(code(() => decodeCreditToken(t.token, meterA, 'FEDCBA9876543210'))).toBe('CRC_MISMATCH')
    }
  })

  it('rejects any single mistyped digit', () => {
    const t = issueCreditToken({ kWh: 100, meter: meterA, vendingKey: VK, date: DATE, random: 9 })
    for (let pos = 0; pos < 20; pos++) {
      for (let d = 0; d < 10; d++) {
        if (String(d) === t.token[pos]) continue
        const bad = t.token.slice(0, pos) + d + t.token.slice(pos + 1)
        const c = code(() => decodeCreditToken(bad, meterA, VK))
        expect(['CRC_MISMATCH', 'MALFORMED_TOKEN']).toContain(c)
      }
    }
  })

  it('rejects malformed tokens and bad inputs', () => {
    expect(code(() => decodeCreditToken('1234', meterA, VK))).toBe('MALFORMED_TOKEN')
    expect(code(() => decodeCreditToken('99999999999999999999', meterA, VK))).toBe('MALFORMED_TOKEN')
    expect(code(() => issueCreditToken({ kWh: 0, meter: meterA, vendingKey: VK, date: DATE }))).toBe('AMOUNT_OUT_OF_RANGE')
    expect(code(() => issueCreditToken({ kWh: 10, meter: meterA, vendingKey: VK, date: DATE, random: 16 }))).toBe('BAD_RANDOM')
    expect(code(() => issueCreditToken({ kWh: 10, meter: meterA, vendingKey: VK, date: new Date('2013-01-01') }))).toBe('DATE_OUT_OF_RANGE')
  })

  it('formats as 4-4-4-4-4 and accepts the formatted form back', () => {
    const t = issueCreditToken({ kWh: 7, meter: meterA, vendingKey: VK, date: DATE, random: 0 })
    const shown = formatToken(t.token)
    expect(shown).toMatch(/^\d{4} \d{4} \d{4} \d{4} \d{4}$/)
    expect(formatToken(t.token, '-')).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}$/)
    expect(parseToken(shown)).toBe(BigInt(t.token))
    expect(decodeCreditToken(shown, meterA, VK).kWh).toBe(7)
    expect(formatToken('00000000000000000001')).toBe('0000 0000 0000 0000 0001')
  })
})
