// Writes brotli (.br, quality 11) and gzip (.gz, level 9) next to each compressible file of the
// built client, so the server sends them as they are (server/http/staticAssets.ts) instead of
// compressing on every request. Called by scripts/build-server.mjs after `vite build`;
// `node scripts/precompress.mjs <dir>` runs it alone. A variant is kept only when it is smaller
// than the original. Already compressed formats (woff, woff2, images but SVG, PDF) are skipped.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** Text formats worth compressing (by extension). */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.html', '.xml', '.webmanifest', '.map', '.ico'])

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

function filesUnder(dir) {
  const out = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(abs))
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name).toLowerCase())) out.push(abs)
  }
  return out
}

/** Compresses one file; resolves with the bytes before and of each variant written. */
async function precompressFile(file) {
  const data = await fs.promises.readFile(file)
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ])
  const written = { size: data.length, br: 0, gz: 0 }
  for (const [suffix, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    const target = file + suffix
    if (bytes.length < data.length) {
      await fs.promises.writeFile(target, bytes)
      written[suffix.slice(1)] = bytes.length
    } else {
      // a variant of an earlier build of this file would be served in its place
      await fs.promises.rm(target, { force: true })
    }
  }
  return written
}

/** Precompresses every compressible file under `dir`, a few at a time (zlib's thread pool). */
export async function precompressDir(dir, { concurrency = 4 } = {}) {
  if (!fs.existsSync(dir)) throw new Error(`precompress: no built client in ${dir} (run vite build first)`)
  const files = filesUnder(dir)
  const totals = { files: files.length, size: 0, br: 0, gz: 0 }
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const w = await precompressFile(files[next++])
      totals.size += w.size
      totals.br += w.br || w.size
      totals.gz += w.gz || w.size
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker))
  return totals
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2]
  if (!dir || !fs.existsSync(dir)) {
    console.error('usage: node scripts/precompress.mjs <built client folder>')
    process.exit(2)
  }
  const t = await precompressDir(dir)
  console.log(`precompressed ${t.files} files: ${t.size} B → br ${t.br} B, gzip ${t.gz} B`)
}
