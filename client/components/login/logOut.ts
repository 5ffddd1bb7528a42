import { apiUrl } from '#client/lib/api'
import { clear } from './sessionStore'

/**
 * Logs the consumer out: the server's session first (POST /auth/logout drops the httpOnly
 * cookie), then this tab's stored copy. False when the server could not be told: the stored
 * copy stays, so the page still offers Log out and says it failed. The dashboards' strip and
 * the phone menu both log out through here.
 */
export async function logOutConsumer(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(apiUrl('/auth/logout'), { method: 'POST', credentials: 'same-origin' })
    if (!res.ok) return false
  } catch {
    return false
  }
  clear()
  return true
}
