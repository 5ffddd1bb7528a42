// Pieces of the benchmark (scripts/bench.mjs): the 10,000 extra tenders, the home page's
// JavaScript and CSS weight from the built client, and one autocannon run.
import autocannon from 'autocannon'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const pad = (n, w = 2) => String(n).padStart(w, '0')

/** An ISO date `daysAgo` days before `now` (UTC, no time-zone shift). */
function isoDaysAgo(now, daysAgo) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * 86_400_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/**
 * Bulk-inserts `count` tenders, each with two documents, in batches. Tender dates spread
 * evenly over the last ten years (about a thousand a financial year, the current one
 * included), the way an archive grows.
 */
export async function insertTenders(db, count, { batch = 250, now = new Date() } = {}) {
  const started = Date.now()
  const span = 3650
  for (let from = 0; from < count; from += batch) {
    const rows = []
    for (let i = from; i < Math.min(count, from + batch); i++) {
      const date = isoDaysAgo(now, Math.floor((i * span) / count))
      rows.push({
        category: 'tender',
        tender_no: `APDCL/BENCH/${date.slice(0, 4)}/${pad(i, 5)}`,
        description: `Supply, installation and commissioning of 11 kV distribution transformers, lot ${i} (benchmark data)`,
        description_as: `১১ কেভি বিতৰণ ট্ৰেন্সফৰ্মাৰ যোগান, স্থাপন আৰু কমিছনিং, লট ${i}`,
        tender_date: date,
        prebid_date: date,
        bid_start_date: date,
        bid_end_date: date,
        bid_opening_date: date,
        nit: 'NA',
        new_flag: i % 7 === 0,
        published: true,
      })
    }
    await insertBatch(db, rows).catch((err) => {
      // knex puts the whole statement in the message: keep the cause, drop the SQL
      throw new Error(`inserting benchmark tenders failed: ${String(err.message).split(' - ').pop()}`)
    })
  }
  return Date.now() - started
}

function insertBatch(db, rows) {
  return db.transaction(async (trx) => {
    const ids = await trx('tenders').insert(rows).returning('id')
    const docs = ids.flatMap((r, k) => {
      const id = typeof r === 'object' ? r.id : r
      return [
        { tender_id: id, sort_order: 0, title: 'Notice Inviting Tender', type: 'NIT', date: rows[k].tender_date, file_location: null, new_flag: false },
        { tender_id: id, sort_order: 1, title: 'Corrigendum 1', type: 'Corrigendum', date: rows[k].tender_date, file_location: null, new_flag: false },
      ]
    })
    await trx('tender_documents').insert(docs)
  })
}

/** The /website/assets/… files an HTML page references (scripts, module preloads, stylesheets). */
export function referencedAssets(html) {
  const js = new Set()
  const css = new Set()
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(m[1])
  for (const m of html.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)) js.add(m[1])
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (!href) continue
    if (/\brel="modulepreload"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag))) js.add(href)
    else if (/\brel="stylesheet"/.test(tag)) css.add(href)
  }
  return { js: [...js], css: [...css] }
}

/** Follows the static imports of the built JavaScript (not import()): what a visit loads eagerly. */
function staticClosure(files, clientDir) {
  const seen = new Set()
  const queue = [...files]
  while (queue.length) {
    const file = queue.pop()
    if (seen.has(file) || !fs.existsSync(file)) continue
    seen.add(file)
    const src = fs.readFileSync(file, 'utf8')
    for (const m of src.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
      const spec = m[1]
      const next = spec.startsWith('/') ? path.join(clientDir, spec.replace(/^\/website\//, '')) : path.resolve(path.dirname(file), spec)
      queue.push(next)
    }
  }
  return [...seen]
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** Gzip weight of a page's eager JavaScript (its script and module-preload tags, static imports followed) and its stylesheets, from the built client. */
export function pageWeight(html, clientDir) {
  const toFile = (url) => path.join(clientDir, new URL(url, 'http://x').pathname.replace(/^\/website\//, ''))
  const refs = referencedAssets(html)
  const missing = [...refs.js, ...refs.css].map(toFile).filter((f) => !fs.existsSync(f))
  const jsFiles = staticClosure(refs.js.map(toFile), clientDir)
  const cssFiles = refs.css.map(toFile).filter((f) => fs.existsSync(f))
  const sized = (files) => files.map((f) => ({ file: path.relative(clientDir, f), gzip: gzipSize(f) })).sort((a, b) => b.gzip - a.gzip)
  const js = sized(jsFiles)
  const css = sized(cssFiles)
  const sum = (list) => list.reduce((n, x) => n + x.gzip, 0)
  return { jsFiles: js, cssFiles: css, missing, jsGzip: sum(js), cssGzip: sum(css) }
}

/** The home page's weight (homeJsGzipMaxKB, homeCssGzipMaxKB): pageWeight of its HTML. */
export const homeWeight = pageWeight

/** The built client file (JS or CSS) whose size is closest to `bytes`. */
export function staticAssetLike(clientDir, bytes) {
  const files = []
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(js|css)$/.test(e.name)) files.push({ file: p, size: fs.statSync(p).size })
    }
  }
  walk(clientDir)
  if (!files.length) throw new Error(`no built JS or CSS under ${clientDir}`)
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))
  return { ...files[0], urlPath: '/website/' + path.relative(clientDir, files[0].file).split(path.sep).join('/') }
}

/** One autocannon run; resolves with the numbers the report needs. */
export async function load(url, { duration, connections, headers }) {
  const r = await autocannon({ url, duration, connections, headers, timeout: 30 })
  return { url, ...summarize(r) }
}

/** The numbers the report needs from an autocannon result. */
export function summarize(r) {
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    mean: r.latency.average,
    bytesPerReq: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}
