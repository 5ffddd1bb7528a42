// Site-wide search under load (issue 14, ADR 024): GET /api/search over the 10,000 benchmark
// tenders (bench/lib.mjs) and `documents` bulk documents of every listed category (inserted
// here), with a spread of queries: one word that matches every tender, rarer words, two words,
// an Assamese word, a prefix, a year filter and a kind filter. Budget: p99 (bench/budgets.json
// `search.p99MaxMs`). The first search indexes what the inserts queued; it runs before the load.
import autocannon from 'autocannon'
import { summarize } from './lib.mjs'

const TOPICS = [
  ['Notice on', 'জাননী'],
  ['Circular regarding', 'চাকুলাৰ'],
  ['Office order for', 'কাৰ্যালয়ৰ আদেশ'],
  ['Clarification about', 'স্পষ্টীকৰণ'],
  ['Press release on', 'সংবাদ বিজ্ঞপ্তি'],
  ['Annual report of', 'বাৰ্ষিক প্ৰতিবেদন'],
]
const SUBJECTS = ['meter testing', 'feeder maintenance', 'substation upgrade', 'load shedding', 'billing cycle', 'solar rooftop', 'smart meters', 'safety drive', 'new connections', 'tariff revision']
const PLACES = ['Guwahati', 'Jorhat', 'Dibrugarh', 'Silchar', 'Tezpur', 'Nagaon', 'Bongaigaon', 'Goalpara', 'Barpeta', 'Tinsukia', 'Lakhimpur', 'Karimganj']
const CATEGORIES = ['notice', 'circular', 'officeOrder', 'clarification', 'pressRelease', 'report', 'form', 'document']

const pad = (n) => String(n).padStart(2, '0')

/** Inserts `count` published documents spread over ten years and the categories above. */
export async function insertSearchDocuments(db, count, now = new Date()) {
  const started = Date.now()
  for (let from = 0; from < count; from += 500) {
    const rows = []
    for (let i = from; i < Math.min(count, from + 500); i++) {
      const [topic, topicAs] = TOPICS[i % TOPICS.length]
      const subject = SUBJECTS[(i * 7) % SUBJECTS.length]
      const place = PLACES[(i * 5) % PLACES.length]
      const d = new Date(now.getTime() - ((i * 3650) / count) * 86_400_000)
      rows.push({
        category: CATEGORIES[i % CATEGORIES.length],
        name: `${topic} ${subject} in ${place} circle, reference ${i}`,
        name_as: `${place} চক্ৰৰ ${topicAs}, প্ৰসংগ ${i}`,
        date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
        published: true,
      })
    }
    await db('documents').insert(rows)
  }
  return Date.now() - started
}

const QUERIES = [
  { q: 'transformers' },
  { q: 'meter testing' },
  { q: 'Guwahati' },
  { q: 'substation upgrade Jorhat' },
  { q: 'সংবাদ', lang: 'as' },
  { q: 'feed' },
  { q: 'tariff', kind: 'document' },
  { q: 'commissioning', year: '2022' },
  { q: 'reference 12345' },
  { q: 'safety' },
]

/** Runs the query mix against `base` for `duration` seconds; the first search (the indexing) first. */
export async function searchScenario(base, { duration, connections }) {
  const qs = QUERIES.map((q) => `/api/search?${new URLSearchParams(q).toString()}`)
  const t0 = Date.now()
  const first = await fetch(base + qs[0])
  if (first.status !== 200) throw new Error(`the first search answered ${first.status}`)
  const indexedMs = Date.now() - t0
  // each other query once, alone: answers not yet kept (the server keeps answers per index
  // generation: server/services/search), so this is what a new query costs
  const uncachedMs = []
  for (const q of qs.slice(1)) {
    const t = performance.now()
    const res = await fetch(base + q)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${q} answered ${res.status}`)
    uncachedMs.push(Math.round(performance.now() - t))
  }
  let seq = 0
  const r = await autocannon({
    url: base,
    duration,
    connections,
    timeout: 30,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: qs[seq++ % qs.length] }) }],
  })
  return { name: 'search (mixed queries)', path: '/api/search', indexedMs, uncachedMaxMs: Math.max(...uncachedMs), ...summarize(r) }
}

/** The budget: every answer a 200, p99 within it. */
export function checkSearch(r, budget, fail) {
  if (r.non2xx || r.errors) fail(`${r.path}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`)
  if (!(r.p99 <= budget.p99MaxMs)) fail(`${r.path}: p99 ${r.p99} ms on ${budget.documents} documents and the benchmark tenders (budget ≤ ${budget.p99MaxMs} ms)`)
}
