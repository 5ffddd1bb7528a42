// The cold page cache scenario (issue 7 §4): `requests` concurrent GETs of one page that no
// one has asked for yet, on a server with the anonymous page cache on. The server answers
// each with X-Page-Cache: miss (this request rendered), shared (waited for that render) or
// hit (found it cached); exactly one render and no time-out is the budget, p99 under a limit.

/** Runs the scenario against `base`; returns the counts and latencies. */
export async function coldCacheScenario(base, { path, requests, timeoutMs, headers }) {
  const one = async () => {
    const started = performance.now()
    try {
      const res = await fetch(base + path, { headers, signal: AbortSignal.timeout(timeoutMs) })
      await res.arrayBuffer()
      return { ms: performance.now() - started, status: res.status, cache: res.headers.get('x-page-cache') ?? 'none' }
    } catch (err) {
      const timedOut = err?.name === 'TimeoutError' || err?.name === 'AbortError'
      return { ms: performance.now() - started, status: 0, cache: timedOut ? 'timeout' : 'error' }
    }
  }
  const answers = await Promise.all(Array.from({ length: requests }, one))
  const count = (kind) => answers.filter((a) => a.cache === kind).length
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b)
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
  return {
    requests,
    renders: count('miss'),
    shared: count('shared'),
    hits: count('hit'),
    timeouts: count('timeout'),
    errors: count('error') + answers.filter((a) => a.status !== 0 && a.status !== 200).length,
    uncached: count('none'),
    p50: pct(0.5),
    p99: pct(0.99),
    max: sorted[sorted.length - 1],
  }
}

/** Prints the result and records a failure for each budget it misses. */
export function checkColdCache(r, budget, fail) {
  const ms = (x) => `${Math.round(x)} ms`
  console.log(
    `cold page cache: ${r.requests} concurrent GET ${budget.path} → ${r.renders} render(s), ${r.shared} shared, ${r.hits} cache hits, ` +
      `${r.timeouts} time-outs, ${r.errors} errors; p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`,
  )
  if (r.renders !== budget.renders) fail(`cold page cache: ${r.renders} renders of ${budget.path} for ${r.requests} concurrent requests (budget ${budget.renders})`)
  if (r.timeouts || r.errors || r.uncached) fail(`cold page cache: ${r.timeouts} time-outs, ${r.errors} errors, ${r.uncached} answers without X-Page-Cache`)
  if (!(r.p99 < budget.p99MaxMs)) fail(`cold page cache: p99 ${ms(r.p99)} (budget < ${budget.p99MaxMs} ms)`)
}
