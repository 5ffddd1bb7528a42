import { CONSUMER_NO_LENGTH } from '../constants'

/**
 * The allowed division codes: the first three digits of every consumer number (spec §5).
 * One list for the whole product (consumer records, forms, the chat assistant). The codes
 * come in three zone blocks: 001–070 Lower Assam, 101–170 Central Assam, 201–260 Upper
 * Assam, 200 codes in all.
 */
export const DIVISION_CODE_BLOCKS: ReadonlyArray<{ zone: string; from: number; to: number }> = [
  { zone: 'Lower Assam', from: 1, to: 70 },
  { zone: 'Central Assam', from: 101, to: 170 },
  { zone: 'Upper Assam', from: 201, to: 260 },
]

function codesOf(blocks: typeof DIVISION_CODE_BLOCKS): string[] {
  const codes: string[] = []
  for (const b of blocks) for (let n = b.from; n <= b.to; n++) codes.push(String(n).padStart(3, '0'))
  return codes
}

/** Every allowed code, ascending. */
export const DIVISION_CODE_LIST: readonly string[] = Object.freeze(codesOf(DIVISION_CODE_BLOCKS))
export const DIVISION_CODES: ReadonlySet<string> = new Set(DIVISION_CODE_LIST)

/** The zone block a division code belongs to (undefined when the code is not allowed). */
export function zoneOfDivision(code: string): string | undefined {
  if (!DIVISION_CODES.has(code)) return undefined
  const n = Number(code)
  return DIVISION_CODE_BLOCKS.find((b) => n >= b.from && n <= b.to)?.zone
}

/** 12 digits whose first three are an allowed division code. No trimming: callers decide. */
export function isValidConsumerNo(s: string): boolean {
  return s.length === CONSUMER_NO_LENGTH && /^\d+$/.test(s) && DIVISION_CODES.has(s.slice(0, 3))
}
