import { useEffect, useState } from 'react'
import { readSession } from './sessionStore'

/**
 * Whether this tab holds a consumer login (the sessionStorage copy of spec §3). Read after
 * hydration only: the server renders every header anonymous (pages are cached), so the first
 * client render must match it.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    setSignedIn(readSession() !== null)
  }, [])
  return signedIn
}
