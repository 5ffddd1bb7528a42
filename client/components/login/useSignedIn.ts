import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { readSession, SESSION_CHANGED_EVENT } from './sessionStore'

/**
 * Whether the visitor is signed in, for the header (issue 24 §4). The server's word comes
 * first: `pageContext.signedIn`, true when a live session cookie came with the request (such a
 * page is rendered for that visitor alone and never cached; every cached page says false), so
 * the first paint and the hydration agree. After hydration the tab's stored login (the
 * sessionStorage copy of spec §3) counts too, and is read again whenever it is saved or cleared:
 * a login made in this page's dialog, a page the browser kept from before the login.
 */
export function useSignedIn(): boolean {
  const server = usePageContext().signedIn === true
  const [stored, setStored] = useState(false)
  useEffect(() => {
    const read = () => setStored(readSession() !== null)
    read()
    window.addEventListener(SESSION_CHANGED_EVENT, read)
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, read)
  }, [])
  return server || stored
}
