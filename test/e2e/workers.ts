import os from 'node:os'

/**
 * How many e2e files run at once (and how many production servers globalSetup starts, one a
 * worker, each with its own database: ./site.ts): E2E_WORKERS, else 1, never more than the
 * machine's cores.
 *
 * The default is 1 until the form tests wait for their answers instead of reading the page
 * right after a click: with two files at once on two cores, test/e2e/requests.test.ts read a
 * form's page before its answer had arrived (CI rehearsal of 2026-11-25). `E2E_WORKERS=2`
 * runs two at a time (about 1.8 times faster) for whoever makes those waits race-free.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS ?? 1)
  const wanted = Number.isInteger(asked) && asked > 0 ? asked : 1
  return Math.max(1, Math.min(wanted, os.availableParallelism()))
}
