/**
 * The mobile registered in this browser a moment ago (/ConsumerRegistration), so its first
 * login says `type: 'new'` (spec §3 Login request). The server decides by its own record
 * (consumer_registrations); this is the client's side of the same claim. Storage may be
 * blocked: then the login simply says 'old' and the server still treats it as the first.
 */
const KEY = 'apdcl.newRegistration'

export function rememberNewRegistration(mobile: string): void {
  try {
    window.localStorage.setItem(KEY, mobile)
  } catch {
    // storage blocked
  }
}

/** 'new' when `mobile` was registered in this browser and has not logged in since. */
export function loginTypeFor(mobile: string): 'new' | 'old' {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(KEY) === mobile ? 'new' : 'old'
  } catch {
    return 'old'
  }
}

export function forgetNewRegistration(): void {
  try {
    window.localStorage.removeItem(KEY)
  } catch {
    // storage blocked
  }
}
