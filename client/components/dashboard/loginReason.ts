/** The abort reason of a dashboard's 401 (`throw render(401, reason)` in +data), read by the error page. */
export interface LoginRequiredReason {
  loginRequired: true
  /** true when a session cookie was sent but refused (ended, idle, revoked, unknown) */
  expired: boolean
}

export function loginRequiredReason(reason: unknown): LoginRequiredReason | undefined {
  const r = reason as Partial<LoginRequiredReason> | undefined
  return r && typeof r === 'object' && r.loginRequired === true ? { loginRequired: true, expired: r.expired === true } : undefined
}
