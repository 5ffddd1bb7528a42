/**
 * Spec §3 (admin login result): the admin's id, role set and name are kept in local storage.
 * They only greet and pre-fill; every permission is decided by the server from the session.
 */
export const ADMIN_IDENTITY_KEYS = { userId: 'apdcl.admin.userId', roles: 'apdcl.admin.roles', name: 'apdcl.admin.userName' } as const

export function storeAdminIdentity(a: { userId: string; userName: string; roles: string[] }): void {
  try {
    localStorage.setItem(ADMIN_IDENTITY_KEYS.userId, a.userId)
    localStorage.setItem(ADMIN_IDENTITY_KEYS.roles, JSON.stringify(a.roles))
    localStorage.setItem(ADMIN_IDENTITY_KEYS.name, a.userName)
  } catch {
    // storage may be off (private mode): nothing depends on it
  }
}

export function storedAdminUserId(): string {
  try {
    return localStorage.getItem(ADMIN_IDENTITY_KEYS.userId) ?? ''
  } catch {
    return ''
  }
}

export function clearAdminIdentity(): void {
  try {
    for (const key of Object.values(ADMIN_IDENTITY_KEYS)) localStorage.removeItem(key)
  } catch {
    // nothing to clear
  }
}
