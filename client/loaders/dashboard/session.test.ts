import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { guard } from '#client/pages/(dashboards)/+guard.server'
import { loginRequiredReason } from '#client/components/dashboard/loginReason'

/** The abort a guard threw (Vike's render(401, reason)). */
function abortOf(fn: () => void): { abortStatusCode?: number; abortReason?: unknown } {
  try {
    fn()
  } catch (err) {
    return (err as { _pageContextAbort?: { abortStatusCode?: number; abortReason?: unknown } })._pageContextAbort ?? {}
  }
  throw new Error('expected the guard to abort')
}

const withSession = (consumerSession: unknown) => ({ consumerSession }) as unknown as PageContextServer

describe('the dashboards’ guard', () => {
  it('lets a live session through', () => {
    const session = { id: 1, mobile: '9000000001', createdAt: 0, lastSeenAt: 0, expiresAt: 1 }
    expect(() => guard(withSession({ state: 'active', session }))).not.toThrow()
  })

  it('answers 401 "please log in" without a session cookie', () => {
    const a = abortOf(() => guard(withSession({ state: 'none' })))
    expect(a.abortStatusCode).toBe(401)
    expect(a.abortReason).toEqual({ loginRequired: true, expired: false })
  })

  it('answers 401 "session expired" for a refused cookie, but not for an empty one', () => {
    for (const reason of ['unknown', 'revoked', 'idle', 'expired']) {
      expect(abortOf(() => guard(withSession({ state: 'refused', reason }))).abortReason).toEqual({ loginRequired: true, expired: true })
    }
    expect(abortOf(() => guard(withSession({ state: 'refused', reason: 'missing' }))).abortReason).toEqual({ loginRequired: true, expired: false })
  })

  it('recognises only the dashboards’ own 401 reason', () => {
    expect(loginRequiredReason({ loginRequired: true, expired: true })).toEqual({ loginRequired: true, expired: true })
    expect(loginRequiredReason({ loginRequired: true })).toEqual({ loginRequired: true, expired: false })
    expect(loginRequiredReason('Unauthorized')).toBeUndefined()
    expect(loginRequiredReason({ titleKey: 'x', textKey: 'y' })).toBeUndefined()
  })
})
