import request from 'supertest'
import type { Express } from 'express'

/** The newest OTP sent to a mobile, read from the outbox as a demo user would. */
export async function latestOtp(app: Express, mobile: string): Promise<string> {
  const res = await request(app).get(`/dev/sms-outbox?mobile=${mobile}`)
  const text: string = res.body.messages?.[0]?.text ?? ''
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
