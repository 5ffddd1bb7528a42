/**
 * The browser side of a consumer session (spec §3 "Session storage keeps accessToken,
 * consList, mobile, selectedCons"; docs/design/issue3-contracts.md). Written by the login
 * dialog after /auth/otp/verify, read by the dashboards, wiped by clear() on logout.
 * The httpOnly cookie apdcl.sid is what the server trusts; these keys are the page's copy.
 */

export const SESSION_KEYS = {
  accessToken: 'accessToken',
  consList: 'consList',
  mobile: 'mobile',
  selectedCons: 'selectedCons',
} as const

/** localStorage key written by the alternative desktop header login (answer VALID). */
export const LOCAL_MOBILE_KEY = 'mobile'

/** Window event sent when this tab's stored login is saved or cleared (useSignedIn listens). */
export const SESSION_CHANGED_EVENT = 'apdcl:session-changed'

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT))
}

export interface ConsumerSession {
  accessToken: string
  consList: string[]
  mobile: string
  selectedCons: string
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** window.sessionStorage / localStorage, or undefined (server, or storage blocked by the browser). */
function browserStorage(kind: 'sessionStorage' | 'localStorage'): KeyValueStore | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    return window[kind]
  } catch {
    return undefined
  }
}

/** Stores a fresh login; the first consumer number is the selected one (spec §4 step 3). */
export function saveSession(login: { accessToken: string; consList: readonly string[]; mobile: string }, storage: KeyValueStore | undefined = browserStorage('sessionStorage')): ConsumerSession {
  const session: ConsumerSession = {
    accessToken: login.accessToken,
    consList: [...login.consList],
    mobile: login.mobile,
    selectedCons: login.consList[0] ?? '',
  }
  try {
    storage?.setItem(SESSION_KEYS.accessToken, session.accessToken)
    storage?.setItem(SESSION_KEYS.consList, JSON.stringify(session.consList))
    storage?.setItem(SESSION_KEYS.mobile, session.mobile)
    storage?.setItem(SESSION_KEYS.selectedCons, session.selectedCons)
  } catch {
    // storage full or refused: the httpOnly cookie still carries the session
  }
  announceChange()
  return session
}

/** The stored session, or null when any key is missing or malformed. */
export function readSession(storage: KeyValueStore | undefined = browserStorage('sessionStorage')): ConsumerSession | null {
  if (!storage) return null
  const accessToken = storage.getItem(SESSION_KEYS.accessToken)
  const mobile = storage.getItem(SESSION_KEYS.mobile)
  const rawList = storage.getItem(SESSION_KEYS.consList)
  if (!accessToken || !mobile || !rawList) return null
  let consList: unknown
  try {
    consList = JSON.parse(rawList)
  } catch {
    return null
  }
  if (!Array.isArray(consList) || consList.length === 0 || !consList.every((c) => typeof c === 'string')) return null
  const stored = storage.getItem(SESSION_KEYS.selectedCons)
  const selectedCons = stored && consList.includes(stored) ? stored : consList[0]
  return { accessToken, consList, mobile, selectedCons }
}

/** Selects another consumer number of the session (ignored unless it is in consList). */
export function selectConsumer(consNo: string, storage: KeyValueStore | undefined = browserStorage('sessionStorage')): boolean {
  const session = readSession(storage)
  if (!session || !storage || !session.consList.includes(consNo)) return false
  storage.setItem(SESSION_KEYS.selectedCons, consNo)
  return true
}

/** Remembers the mobile of the alternative desktop login (spec §4: VALID stores it in local storage). */
export function rememberDesktopMobile(mobile: string, storage: KeyValueStore | undefined = browserStorage('localStorage')): void {
  storage?.setItem(LOCAL_MOBILE_KEY, mobile)
}

/**
 * Forgets the session on this tab: the four sessionStorage keys and the desktop login's
 * localStorage.mobile; the header then offers Log In again (useSignedIn). The one helper for
 * every place that learns the session is over: logout (after POST /auth/logout), a dashboard's
 * 401 panel (LoginRequired), 'Session Expired, Please log in again' from getConsDetails.
 */
export function clear(storage: KeyValueStore | undefined = browserStorage('sessionStorage'), local: KeyValueStore | undefined = browserStorage('localStorage')): void {
  try {
    for (const key of Object.values(SESSION_KEYS)) storage?.removeItem(key)
    local?.removeItem(LOCAL_MOBILE_KEY)
  } catch {
    // storage refused: nothing was stored either
  }
  announceChange()
}
