/**
 * Which applications and complaints a browser may open without signing in (issue 10): those
 * it made, and those whose number and applicant's mobile it gave on a status page. Kept in one
 * httpOnly, SameSite=Lax cookie (`cookies.work`) signed with the session secret
 * (HMAC-SHA256): a list of (number, expiry), at most 10, each valid for a day. A signed-in
 * consumer also opens the items of their own mobile (checked where an item is read).
 * Documents are served only to these, or to an officer (the admin area).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { isWorkNo } from '#shared/workflow/rules'

const MAX_ITEMS = 10
export const WORK_ACCESS_TTL_MS = 24 * 3_600_000

type Entry = [workNo: string, expiresAt: number]

export function createWorkAccess(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`work-access|${payload}`).digest('base64url')

  /** The numbers a cookie value grants (expired and malformed entries dropped). */
  function granted(cookie: string | undefined): string[] {
    if (!cookie) return []
    const dot = cookie.lastIndexOf('.')
    if (dot < 1) return []
    const payload = cookie.slice(0, dot)
    const given = Buffer.from(cookie.slice(dot + 1))
    const expected = Buffer.from(sign(payload))
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return []
    try {
      const entries = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
      if (!Array.isArray(entries)) return []
      const t = now()
      return entries.filter((e): e is Entry => Array.isArray(e) && typeof e[0] === 'string' && isWorkNo(e[0]) && typeof e[1] === 'number' && e[1] > t).map((e) => e[0])
    } catch {
      return []
    }
  }

  /** The cookie value granting `workNo` as well (newest first; beyond 10 the oldest drop out). */
  function grant(cookie: string | undefined, workNo: string): string {
    const t = now()
    const kept = granted(cookie).filter((n) => n !== workNo)
    const entries: Entry[] = [workNo, ...kept.slice(0, MAX_ITEMS - 1)].map((n): Entry => [n, t + WORK_ACCESS_TTL_MS])
    const payload = Buffer.from(JSON.stringify(entries)).toString('base64url')
    return `${payload}.${sign(payload)}`
  }

  return { granted, grant }
}

export type WorkAccess = ReturnType<typeof createWorkAccess>
