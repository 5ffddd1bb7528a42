import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { solveAltcha, testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

/**
 * A proof-of-work solution is spent once for its challenge's whole life. It was kept in a
 * fixed-window counter of 10 minutes: a solution spent just before a window's end was good
 * again after it (bot.test.ts saw a replay answered 200 about once in 30 runs).
 */
describe(`proof-of-work solutions are single-use (${TEST_DB})`, () => {
  let t: TestApp
  // the services’ clock 10 s before a 10-minute boundary (in the past: the challenge, made on the real clock, is still valid), where the old window rolled over
  const clock = testClock(Math.floor(Date.now() / 600_000) * 600_000 - 10_000)
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now })
  })
  afterAll(async () => t.close())

  it('a used solution is refused across a window boundary, and kept until its challenge ends', async () => {
    const challenge = t.services!.otpChallenge
    const solution = await solveAltcha(await challenge.create())
    expect(await challenge.verify(solution)).toBe(true)
    expect(await challenge.verify(solution)).toBe(false)
    clock.advance(20_000)
    expect(await challenge.verify(solution)).toBe(false)
    // the record outlives its pruning until the challenge's own expiry
    await t.services!.rateLimit.prune()
    expect(await challenge.verify(solution)).toBe(false)
  })

  it('once: true the first time, false until the time given, gone after it', async () => {
    const rl = t.services!.rateLimit
    const until = clock.now() + 60_000
    expect(await rl.once('once:test', until)).toBe(true)
    expect(await rl.once('once:test', until)).toBe(false)
    clock.advance(61_000)
    await rl.prune()
    expect(await rl.once('once:test', until + 120_000)).toBe(true)
  })
})
