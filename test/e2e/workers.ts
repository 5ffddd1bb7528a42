import os from 'node:os'

/**
 * How many e2e files run at once (and how many production servers globalSetup starts):
 * E2E_WORKERS, else 2, never more than the machine's cores. Each file drives its own Chromium
 * and waits on its server much of the time, so two at once overlap the waiting on 2 cores.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS ?? 2)
  const wanted = Number.isInteger(asked) && asked > 0 ? asked : 2
  return Math.max(1, Math.min(wanted, os.availableParallelism()))
}
