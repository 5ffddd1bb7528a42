import os from 'node:os'

/**
 * How many e2e files run at once (and how many production servers globalSetup starts, one a
 * worker, each with its own database: ./site.ts): E2E_WORKERS, else 2, never more than the
 * machine's cores. `E2E_WORKERS=1` runs the files one after another.
 *
 * Two at once on two cores is about 1.8 times faster. It needs tests that wait for the
 * answer of what they clicked (formSuite's `landed()`, waitForURL, expect.poll on the
 * expected text), never a read of the page right after a click: on busy cores the old page
 * is still there then (the CI rehearsal of 2026-11-25 failed that way).
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS ?? 2)
  const wanted = Number.isInteger(asked) && asked > 0 ? asked : 2
  return Math.max(1, Math.min(wanted, os.availableParallelism()))
}
