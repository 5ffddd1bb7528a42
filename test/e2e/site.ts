/**
 * Which e2e server a test file talks to. The e2e step runs its files on E2E_WORKERS workers
 * at once (test/e2e/workers.ts), and globalSetup starts one production server per worker, each
 * with its own database and uploads: a file gets the server of the worker running it
 * (VITEST_POOL_ID, 1 … workers, unique among the files running at the same time), so two files
 * never share a database, a rate limit or a demo mobile's sessions, as when they ran one by one.
 */
import { inject } from 'vitest'

const workerIndex = (count: number) => (Math.max(1, Number(process.env.VITEST_POOL_ID ?? '1')) - 1) % count

export function e2eBaseUrl(): string {
  const urls = inject('baseUrls')
  return urls[workerIndex(urls.length)]
}

/** The SQLite file behind e2eBaseUrl(): a test that needs a record no demo consumer has adds it there, under a number of its own. */
export function e2eSqliteFile(): string {
  const files = inject('sqliteFiles')
  return files[workerIndex(files.length)]
}
