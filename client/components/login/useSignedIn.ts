import { useEffect, useState } from 'react'
import { readSession, SESSION_CHANGED_EVENT } from './sessionStore'

/**
 * Whether this tab holds a consumer login (the sessionStorage copy of spec §3). Read after
 * hydration only: the server renders every header anonymous (pages are cached), so the first
 * client render must match it. Read again whenever the stored login is saved or cleared
 * (e.g. a dashboard's 401 panel clears it after the header has hydrated).
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    const read = () => setSignedIn(readSession() !== null)
    read()
    window.addEventListener(SESSION_CHANGED_EVENT, read)
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, read)
  }, [])
  return signedIn
}
