import { createHash } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib'
import { describe, expect, it, vi } from 'vitest'
import { desktopOtp, requestLoginOtp, type FetchLike } from '#client/components/login/loginApi'
import { altchaHeader, challengeOf, sha256Hex, solveChallenge, withProofOfWork, type AltchaChallenge } from './proofOfWork'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A challenge as the server makes it (altcha-lib createChallenge): SHA-256 of salt + the secret number. */
function challengeFor(number: number, maxnumber = 5_000, salt = 'a1b2c3d4e5f6?expires=1999999999;'): AltchaChallenge {
  return { algorithm: 'SHA-256', challenge: sha256(salt + String(number)), maxnumber, salt, signature: sha256('signature-' + salt) }
}

interface Call {
  url: string
  headers: Record<string, string>
}

/** A fetch that gives the answers in turn and records each call's headers. */
function answers(...list: Array<{ status: number; body: unknown }>): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = []
  return {
    calls,
    fetch: async (url, init = {}) => {
      calls.push({ url, headers: { ...(init.headers as Record<string, string>) } })
      const a = list[Math.min(calls.length - 1, list.length - 1)]
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': 'application/json' } })
    },
  }
}

const decode = (header: string) => JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Record<string, unknown>
const required = (c: AltchaChallenge) => ({ status: 428, body: { status: 'error', code: 'CHALLENGE_REQUIRED', message: 'Please wait…', challenge: c } })
const sent = { status: 200, body: { status: 'success', message: 'OTP Sent Successfully !' } }

describe('sha256Hex', () => {
  it('agrees with node:crypto, across the padding boundaries and for non-ASCII text', () => {
    const texts = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(63), 'a'.repeat(64), 'a'.repeat(119), 'a'.repeat(200), 'অসম ৰ ৱ', 'salt?expires=1;12345']
    for (let n = 0; n < 300; n++) texts.push('x'.repeat(n % 97) + String(n * 7919))
    for (const t of texts) expect(sha256Hex(t), JSON.stringify(t)).toBe(sha256(t))
  })
})

describe('solveChallenge (ALTCHA SHA-256)', () => {
  it('finds the number of a challenge, in the first batch, across batches and at maxnumber', async () => {
    for (const n of [0, 7, 1_999, 2_000, 4_999, 5_000]) expect(await solveChallenge(challengeFor(n))).toBe(n)
  })
  it('answers null when no number up to maxnumber fits, or when aborted', async () => {
    expect(await solveChallenge(challengeFor(901, 900))).toBeNull()
    const aborted = new AbortController()
    aborted.abort()
    expect(await solveChallenge(challengeFor(3), aborted.signal)).toBeNull()
  })
  it('gives the event loop a turn while it works', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 0)
    await solveChallenge(challengeFor(4_999))
    clearInterval(timer)
    expect(ticks).toBeGreaterThan(0)
  })
  it('accepts only a well-formed SHA-256 challenge', () => {
    const c = challengeFor(1)
    expect(challengeOf(c)).toEqual(c)
    expect(challengeOf({ ...c, algorithm: 'SHA-1' })).toBeNull()
    expect(challengeOf({ ...c, challenge: 'zz' })).toBeNull()
    expect(challengeOf({ ...c, maxnumber: 1e9 })).toBeNull()
    expect(challengeOf({ ...c, maxnumber: -1 })).toBeNull()
    expect(challengeOf({ ...c, salt: '' })).toBeNull()
    expect(challengeOf(null)).toBeNull()
  })
  it("solves a challenge of the server's library (altcha-lib), which then accepts the header", async () => {
    const server = await createChallenge({ hmacKey: 'test-key', maxNumber: 2_000, expires: new Date(Date.now() + 60_000) })
    const c = challengeOf(JSON.parse(JSON.stringify(server)))
    expect(c).not.toBeNull()
    const n = await solveChallenge(c!)
    expect(n).not.toBeNull()
    expect(await verifySolution(altchaHeader(c!, n!), 'test-key', true)).toBe(true)
  })
  it('the X-Altcha header is base64 of {algorithm, challenge, number, salt, signature}', () => {
    const c = challengeFor(42)
    expect(decode(altchaHeader(c, 42))).toEqual({ algorithm: 'SHA-256', challenge: c.challenge, number: 42, salt: c.salt, signature: c.signature })
  })
})

describe('OTP calls answer a 428 with the solved challenge', () => {
  it('login: 428 then 200 → the same request once more with X-Altcha; Checking… shown meanwhile', async () => {
    const c = challengeFor(2_345)
    const s = answers(required(c), sent)
    const onChecking = vi.fn()
    expect(await requestLoginOtp('9000000001', 'portal', s.fetch, onChecking)).toEqual({ kind: 'sent' })
    expect(s.calls).toHaveLength(2)
    expect(s.calls[0].headers['X-Altcha']).toBeUndefined()
    expect(s.calls[1].url).toBe('/auth/login')
    expect(decode(s.calls[1].headers['X-Altcha'])).toMatchObject({ number: 2_345, challenge: c.challenge, salt: c.salt, signature: c.signature })
    expect(onChecking.mock.calls).toEqual([[true], [false]])
  })
  it('force-logout OTP and the desktop generate / regenerate go through it too', async () => {
    const fl = answers(required(challengeFor(10)), sent)
    expect(await requestLoginOtp('9000000001', 'portal-fl', fl.fetch)).toEqual({ kind: 'sent' })
    expect(fl.calls).toHaveLength(2)
    for (const regenerate of [false, true]) {
      const s = answers(required(challengeFor(99)), sent)
      expect(await desktopOtp('9000000001', regenerate, s.fetch)).toEqual({ kind: 'sent' })
      expect(s.calls.map((c) => c.url)).toEqual(Array(2).fill(`/api/${regenerate ? 'reGenerateOtp' : 'generateOtp'}?mobNo=9000000001`))
      expect(decode(s.calls[1].headers['X-Altcha']).number).toBe(99)
    }
  })
  it('the repeat refused (400 CHALLENGE_INVALID) or asked again (428): a check failure, never a third try', async () => {
    const invalid = answers(required(challengeFor(5)), { status: 400, body: { status: 'error', code: 'CHALLENGE_INVALID', message: 'The security check failed. Please try again.' } })
    expect(await requestLoginOtp('9', 'portal', invalid.fetch)).toEqual({ kind: 'checkFailed', code: 'CHALLENGE_INVALID' })
    const again = answers(required(challengeFor(5)), required(challengeFor(6)))
    expect(await desktopOtp('9', true, again.fetch)).toEqual({ kind: 'checkFailed', code: 'CHALLENGE_REQUIRED' })
    expect(again.calls).toHaveLength(2)
  })
  it('an unusable challenge is not solved: the 428 is the answer', async () => {
    const s = answers({ status: 428, body: { code: 'CHALLENGE_REQUIRED', challenge: { algorithm: 'MD5' } } }, sent)
    const onChecking = vi.fn()
    expect(await requestLoginOtp('9', 'portal', s.fetch, onChecking)).toEqual({ kind: 'checkFailed', code: 'CHALLENGE_REQUIRED' })
    expect(s.calls).toHaveLength(1)
    expect(onChecking).not.toHaveBeenCalled()
  })
  it('other answers pass through untouched', async () => {
    const send = vi.fn(async () => ({ status: 409, body: { message: 'already logged in' } }))
    expect(await withProofOfWork(send)).toEqual({ status: 409, body: { message: 'already logged in' } })
    expect(send).toHaveBeenCalledTimes(1)
  })
})
