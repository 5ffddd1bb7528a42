// The status lookup of applications and complaints (issue 10 §5): POST /api/applications/status
// with the number and mobile of random items among `count` bulk ones (seeds/bulkWork.ts), under
// autocannon; the budget is its p99 (bench/budgets.json `applications.statusP99MaxMs`). The
// query-plan test (test/api/query-plans.test.ts) checks the same lookup goes through an index.
import autocannon from 'autocannon'
import { summarize } from './lib.mjs'

/** Runs the lookup against `base`; `numberOf(i)` and `mobileOf(i)` name bulk item i. */
export async function statusLookupScenario(base, { count, duration, connections, numberOf, mobileOf }) {
  let seq = 0
  const r = await autocannon({
    url: base,
    duration,
    connections,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/applications/status',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          // a spread of items over the whole table (a fixed stride, so runs repeat)
          const i = (seq++ * 7919) % count
          return { ...req, body: JSON.stringify({ applNo: numberOf(i), mobile: mobileOf(i) }) }
        },
      },
    ],
  })
  return { name: `status lookup (${count} items)`, path: '/api/applications/status', ...summarize(r) }
}

/** The budget's checks: every answer a 200, p99 within the budget. */
export function checkStatusLookup(r, budget, fail) {
  if (r.non2xx || r.errors) fail(`${r.path}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`)
  if (!(r.p99 <= budget.statusP99MaxMs)) fail(`${r.path}: p99 ${r.p99} ms on ${budget.count} items (budget ≤ ${budget.statusP99MaxMs} ms)`)
}
