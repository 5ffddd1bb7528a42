import request from 'supertest'
import type { Express } from 'express'

/** The newest OTP sent to a mobile, read from the outbox as a demo user would (payment SMS go there too). */
export async function latestOtp(app: Express, mobile: string): Promise<string> {
  const res = await request(app).get(`/dev/sms-outbox?mobile=${mobile}`)
  const messages: Array<{ text: string }> = res.body.messages ?? []
  // the OTP's SMS in either language (Assamese: অ’টিপি)
  const text = messages.find((m) => /\bOTP\b|অ’টিপি/.test(m.text))?.text ?? ''
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}`)
  return code
}

export const wrongOtp = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** A test clock: starts at a fixed instant; `skip` moves past every 15-minute limit window. */
export function testClock(start = Date.UTC(2026, 10, 22, 6, 0, 0)) {
  const c = {
    t: start,
    now: () => c.t,
    advance: (ms: number) => void (c.t += ms),
    skip: () => void (c.t += 16 * 60_000),
  }
  return c
}

/** The X-Altcha header that answers a 428 challenge (what the login pages compute in the browser). */
export async function solveAltcha(challenge: { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string }): Promise<string> {
  const { solveChallenge } = await import('altcha-lib')
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber ?? 1_000_000).promise
  if (!solution) throw new Error('the challenge has no solution')
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

/**
 * An OTP-sending request as the pages make it: sent once, and when the server asks for proof
 * of work (428 CHALLENGE_REQUIRED) sent again with the solved challenge.
 */
export function withPow(send: (headers: Record<string, string>) => PromiseLike<request.Response>): Promise<request.Response> & PowRequest {
  const answer = (async () => {
    const first = await send({})
    if (first.status !== 428) return first
    return send({ 'X-Altcha': await solveAltcha(first.body.challenge) })
  })()
  // `.expect(status)` as supertest's, so a helper can answer either
  return Object.assign(answer, {
    expect: (status: number) =>
      answer.then((res) => {
        if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text.slice(0, 500)}`)
        return res
      }),
  })
}

/** A request made through withPow or supertest: awaited for its answer, or `.expect(status)`. */
export type PowRequest = PromiseLike<request.Response> & { expect(status: number): PromiseLike<request.Response> }
