import { BASE_PATH } from '#shared/locale'
import { ADMIN_LOGIN_PATH } from '#shared/admin/roles'
import { ADMIN_UNREACHABLE } from '#shared/admin/login'

/** A refused admin call: the server's message and its per-field problems (`path` is the field name). */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Array<{ path: string; message: string }> = [],
  ) {
    super(message)
  }
}

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Calls the admin API (`/api/admin<path>`, same origin) with the session's CSRF token on every
 * write. JSON in (`json`) or a multipart form (`form`, for uploads); JSON out. A 401 (the session
 * ended or expired) sends the browser to the login page with the way back.
 */
export async function adminCall<T = Record<string, unknown>>(csrf: string, path: string, init: { method?: AdminMethod; json?: unknown; form?: FormData } = {}): Promise<T> {
  const method = init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET')
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (method !== 'GET') headers['X-CSRF-Token'] = csrf
  let body: BodyInit | undefined
  if (init.form) body = init.form
  else if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.json)
  }
  let res: Response
  try {
    res = await fetch(`/api/admin${path}`, { method, headers, body, credentials: 'same-origin' })
  } catch {
    throw new AdminApiError(ADMIN_UNREACHABLE, 0)
  }
  const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: Array<{ path: string; message: string }> }
  if (res.status === 401 && typeof window !== 'undefined') {
    const back = window.location.pathname.slice(BASE_PATH.length) + window.location.search
    window.location.assign(`${BASE_PATH}${ADMIN_LOGIN_PATH}?expired=1&next=${encodeURIComponent(back)}`)
  }
  if (!res.ok) throw new AdminApiError(data.message ?? `The server answered ${res.status}.`, res.status, data.errors ?? [])
  return data as T
}

/** A file download of the admin API (CSV exports): a plain link works, the session cookie goes along. */
export const adminHref = (path: string) => `/api/admin${path}`
