import type { ConnType } from '#shared/constants'
import { consumerDetails } from './loginApi'
import { clear, readSession } from './sessionStore'

/**
 * 'already logged in', but perhaps by this very tab (ADR 012 "Same-tab resume"): when the tab
 * holds a login of `mobile` whose details still load, its connection type (the flow goes on to
 * the dashboard without an OTP); otherwise null. A stored login the server refuses is cleared.
 */
export async function resumeStoredSession(mobile: string): Promise<ConnType | null> {
  const stored = readSession()
  if (!stored || stored.mobile !== mobile) return null
  const details = await consumerDetails(stored.accessToken, stored.selectedCons, stored.mobile)
  if (details.kind === 'found') return details.connType
  if (details.kind === 'sessionExpired') clear()
  return null
}
