import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import E2eSequencer from './test/e2e/sequencer'
import { e2eWorkers } from './test/e2e/workers'

const alias = {
  '#shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '#client': fileURLToPath(new URL('./client', import.meta.url)),
  '#server': fileURLToPath(new URL('./server', import.meta.url)),
}

/**
 * The API files that mock modules (vi.mock): they run isolated, each in a fresh module graph.
 * Every other API file shares its worker's modules with the files before it (isolate: false):
 * importing the server once per worker instead of once per file took the API pass from 7 to
 * under 3 minutes (issue 25). Those files share nothing else: each has its own app, database
 * (test/helpers/db.ts), temporary folders and port.
 */
const API_DIR = fileURLToPath(new URL('./test/api/', import.meta.url))
const MOCKING_API_FILES = fs
  .readdirSync(API_DIR)
  .filter((f) => f.endsWith('.test.ts') && /\bvi\.(?:do)?mock\(/.test(fs.readFileSync(API_DIR + f, 'utf8')))
  .map((f) => `test/api/${f}`)

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'seeds/**/*.test.ts', 'test/unit/**/*.test.ts'],
          environment: 'node',
          // no unit file mocks a module: they share their worker's module graph (36 s → 13 s;
          // a file that needs vi.mock goes to a project of its own, as the API's do)
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          exclude: MOCKING_API_FILES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api-mocks',
          include: MOCKING_API_FILES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // a poll waits for the page, not for the clock: with two files at once on two cores a
          // state can take more than the default second to appear (a wrong state still fails)
          expect: { poll: { timeout: 15_000 } },
          // files run on a few workers at once, each against a server and database of its own
          // (test/e2e/workers.ts, test/e2e/site.ts); the route sweep also runs its routes on a few
          // lanes of its own (E2E_SWEEP_LANES)
          maxWorkers: e2eWorkers(),
          // no retry (issue 25): a test that fails once is a bug, in the product or the test. The
          // error summary that sometimes missed the focus was a test reading the page before the
          // form's answer had loaded (test/helpers/browser.ts submitToPage, hydrated)
          sequence: { sequencer: E2eSequencer },
          maxConcurrency: 6,
          globalSetup: ['test/e2e/globalSetup.ts'],
        },
      },
    ],
  },
})
