/**
 * Signing a demo mobile in inside a browser context, so the context carries the httpOnly
 * session cookie and the page's sessionStorage can be filled too:
 * - `signIn`, for tests whose subject is not the login: a fixture that starts the session in
 *   the e2e server's database (the session service itself, as the OTP check would) and hands
 *   the browser its cookie (issue 25: no OTP round trip, proof of work or outbox read);
 * - `signInWithOtp`, for the tests of the login itself: the way the login dialog does it
 *   (login → OTP from the outbox → verify).
 */
import type { APIResponse, BrowserContext, Page } from 'playwright-core'
import { altchaHeader, challengeOf, solveChallenge } from '../../client/lib/proofOfWork'
import { createDb } from '../../server/db/knex'
import { createBillingService } from '../../server/services/billing'
import { createConsumerSessionService } from '../../server/services/consumerSessions'
import { E2E_SESSION_COOKIE } from '../helpers/server'
import { e2eSqliteFile } from './site'

export interface SignedIn {
  accessToken: string
  consList: string[]
  connType: string
}

/** The newest 6-digit OTP sent to a mobile (GET /dev/sms-outbox). */
export async function otpFromOutbox(context: BrowserContext, baseUrl: string, mobile: string): Promise<string> {
  const res = await context.request.get(`${baseUrl}/dev/sms-outbox?mobile=${mobile}`)
  const body = (await res.json()) as { messages?: Array<{ text: string }> }
  // the newest OTP message, in either language (the SMS after a payment goes to the same outbox)
  const code = /\b(\d{6})\b/.exec(body.messages?.find((m) => /\bOTP\b|অ’টিপি/.test(m.text))?.text ?? '')?.[1]
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}`)
  return code
}

/**
 * Starts the mobile's one session (ending any earlier one, as a force logout would) in the
 * database of this worker's e2e server, and gives `context` its cookie; `page` (when given, on
 * a /website/ page) also gets the sessionStorage keys. What the login answers, without the login.
 */
export async function signIn(context: BrowserContext, baseUrl: string, mobile: string, page?: Page): Promise<SignedIn> {
  const db = createDb({ sqlitePath: e2eSqliteFile(), DATABASE_URL: undefined, DB_POOL_MAX: 1 })
  try {
    const consumers = await createBillingService(db).consumersByMobile(mobile)
    if (consumers.length === 0) throw new Error(`${mobile} has no consumer number in the e2e database`)
    const accessToken = await createConsumerSessionService({ db }).create(mobile, { userAgent: 'e2e sign-in fixture' })
    // as the server sets it in production (__Host-: secure, path /, no domain attribute)
    await context.addCookies([{ name: E2E_SESSION_COOKIE, value: accessToken, domain: new URL(baseUrl).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }])
    const body: SignedIn = { accessToken, consList: consumers.map((c) => c.consumerNo), connType: consumers[0].connType }
    if (page) await storeLogin(page, body, mobile)
    return body
  } finally {
    await db.destroy()
  }
}

/**
 * Ends any live session of the mobile (force logout), then logs in through the OTP, as the
 * login dialog does. The cookie lands in `context`; `page` (when given, on a /website/ page)
 * also gets the sessionStorage keys.
 */
export async function signInWithOtp(context: BrowserContext, baseUrl: string, mobile: string, page?: Page): Promise<SignedIn> {
  const headers = { Origin: baseUrl, 'Content-Type': 'application/json' }
  // an OTP for the same mobile within the resend wait (1 s on the e2e server) answers 429 with
  // Retry-After: wait it out, as a person pressing Resend would
  // after the first OTP the server asks for proof of work (428): solved as the pages do
  const requestOtp = async (src: 'portal' | 'portal-fl'): Promise<APIResponse> => {
    for (let attempt = 0; ; attempt++) {
      const send = (extra: Record<string, string> = {}) => context.request.post(`${baseUrl}/auth/login`, { headers: { ...headers, ...extra }, data: { mobileNo: mobile, type: 'old', src } })
      let res = await send()
      if (res.status() === 428) {
        const challenge = challengeOf(((await res.json()) as { challenge?: unknown }).challenge)
        const number = challenge ? await solveChallenge(challenge) : null
        if (challenge && number !== null) res = await send({ 'X-Altcha': altchaHeader(challenge, number) })
      }
      if (res.status() !== 429 || attempt >= 5) return res
      const wait = Number(res.headers()['retry-after'] ?? '1')
      await new Promise((r) => setTimeout(r, Math.min(Math.max(wait, 1), 5) * 1000 + 100))
    }
  }
  let login = await requestOtp('portal')
  if (login.status() === 409) {
    await requestOtp('portal-fl')
    const fl = await otpFromOutbox(context, baseUrl, mobile)
    const out = await context.request.post(`${baseUrl}/auth/forceLogout`, { headers, data: { mobileNo: mobile, otpNo: fl } })
    if (!out.ok()) throw new Error(`force logout of ${mobile} failed: ${out.status()} ${await out.text()}`)
    login = await requestOtp('portal')
  }
  if (!login.ok()) throw new Error(`login of ${mobile} failed: ${login.status()} ${await login.text()}`)
  const otp = await otpFromOutbox(context, baseUrl, mobile)
  const verify = await context.request.post(`${baseUrl}/auth/otp/verify`, { headers, data: { mobileNo: mobile, otpNo: otp, src: 'portal' } })
  if (!verify.ok()) throw new Error(`OTP verify of ${mobile} failed: ${verify.status()} ${await verify.text()}`)
  const body = (await verify.json()) as SignedIn
  if (page) await storeLogin(page, body, mobile)
  return body
}

/** Gives a tab the stored login of spec §3 (session storage), as the login dialog does. */
export async function storeLogin(page: Page, body: SignedIn, mobile: string): Promise<void> {
  await page.evaluate(
    ([b, m]) => {
      sessionStorage.setItem('accessToken', b.accessToken)
      sessionStorage.setItem('consList', JSON.stringify(b.consList))
      sessionStorage.setItem('mobile', m)
      sessionStorage.setItem('selectedCons', b.consList[0])
    },
    [body, mobile] as const,
  )
}

/** Logs the context's session out (so the next test of that mobile starts clean). */
export async function signOut(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.request.post(`${baseUrl}/auth/logout`, { headers: { Origin: baseUrl } })
}
