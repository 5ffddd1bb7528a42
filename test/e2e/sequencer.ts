import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The e2e files in the order that ends soonest on a few workers: the longest first (the route
 * sweep takes several minutes), then vitest's own order (the durations of the last run, else file
 * size). Without this, a clean clone has no durations and the sweep may start last, alone.
 */
const LONGEST_FIRST = ['test/e2e/routes.test.ts', 'test/e2e/eodb.test.ts', 'test/e2e/login.test.ts']

export default class E2eSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.replace(/\\/g, '/').endsWith(name))
      return i === -1 ? LONGEST_FIRST.length : i
    }
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f)
  }
}
