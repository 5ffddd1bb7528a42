import { constants, brotliCompress, gzip } from 'node:zlib'
import { promisify } from 'node:util'

/** The content codings we send, best first: brotli is smaller than gzip for the same bytes. */
export const CODINGS = ['br', 'gzip', 'identity'] as const
export type Coding = (typeof CODINGS)[number]

/** The file name suffix of each precompressed variant (scripts/precompress.mjs writes them). */
export const VARIANT_SUFFIX = { br: '.br', gzip: '.gz' } as const satisfies Record<Exclude<Coding, 'identity'>, string>

/**
 * The coding to answer with, of those `available`, for an Accept-Encoding header (RFC 9110
 * §12.5.3): the highest q-value wins, ties go to our order (br, gzip, identity); `q=0`
 * excludes a coding, `*` stands for every coding not named; identity, when not named, is
 * acceptable as the last resort. When nothing available is acceptable the answer is identity
 * all the same (the RFC allows that rather than a 406, and a browser never asks so).
 */
export function negotiateEncoding(header: string | undefined, available: readonly Coding[]): Coding {
  if (!header) return 'identity'
  const q = new Map<string, number>()
  entries: for (const part of header.split(',')) {
    const [name, ...params] = part.split(';')
    const coding = name.trim().toLowerCase()
    if (!coding) continue
    let weight = 1
    for (const p of params) {
      if (!/^\s*q\s*=/i.test(p)) continue
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)
      // an entry whose weight we cannot read says nothing we could honour
      if (!m) continue entries
      weight = Math.min(Number(m[1]), 1)
    }
    q.set(coding, weight)
  }
  const star = q.get('*')
  // identity not named: acceptable, but after anything the client did name (weights go down to 0.001)
  const weightOf = (coding: Coding) => q.get(coding) ?? star ?? (coding === 'identity' ? 0.0001 : 0)
  let best: Coding = 'identity'
  let bestWeight = 0
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue
    const w = weightOf(coding)
    if (w > bestWeight) {
      best = coding
      bestWeight = w
    }
  }
  return best
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Brotli and gzip of a body, off the event loop. The levels are a trade: a page is compressed
 * once per cache entry while requests wait for it (brotli 5 is within a few per cent of 9 on
 * our HTML at a tenth of the time); the build's static files take the maximum (11 and 9).
 */
export async function encodeBody(body: Buffer, levels: { brotli: number; gzip: number }): Promise<Record<Coding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: levels.gzip }),
  ])
  return { br, gzip: gz, identity: body }
}
