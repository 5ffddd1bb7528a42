/**
 * The user list's filter (issue 11 §2 /AdminViewUsers, GET /api/admin/users) and the words of the
 * roles, shared by the page and the API. No React, no server modules.
 */
import { ADMIN_PASSWORD, ADMIN_ROLES, type AdminRole } from './roles'
import { ADMIN_USER_STATES, type AdminUserState } from './contract'

export const USERS_PAGE_SIZE = 25

/** What each role is called on the admin screens. */
export const ROLE_LABELS: Readonly<Record<AdminRole, string>> = {
  super_admin: 'Super admin (users, roles, audit log, rule tables)',
  content_editor: 'Content editor (documents, news, banners, gallery, careers, contacts)',
  tender_manager: 'Tender manager (create, documents, publish)',
  complaint_officer: 'Complaint and application officer (queues)',
  dc_operator: 'Prepaid DC operator (DC portal)',
  outage_manager: 'Outage manager (outages, planned shutdowns)',
}

/** The short name of a role for tables. */
export const roleShort = (role: string) => role.replace(/_/g, ' ')

export const ROLE_OPTIONS = ADMIN_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))

/** The password rule in words (the forms' hints, the API's message). */
export const PASSWORD_RULE = `At least ${ADMIN_PASSWORD.minLength} characters and at most ${ADMIN_PASSWORD.maxBytes} bytes (about ${ADMIN_PASSWORD.maxBytes} letters; fewer for Assamese letters).`

export interface UserQuery {
  q: string
  role: AdminRole | ''
  state: AdminUserState | ''
  page: number
}

/** Reads the list's filter from a query; unknown values are left out (a list filter never fails). */
export function parseUserQuery(search: Record<string, unknown>): UserQuery {
  const one = (k: string) => {
    const v = search[k]
    const s = Array.isArray(v) ? v[0] : v
    return typeof s === 'string' ? s.trim() : ''
  }
  const role = one('role')
  const state = one('state')
  const page = one('page')
  return {
    q: one('q').slice(0, 100),
    role: (ADMIN_ROLES as readonly string[]).includes(role) ? (role as AdminRole) : '',
    state: (ADMIN_USER_STATES as readonly string[]).includes(state) ? (state as AdminUserState) : '',
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  }
}

/** The query string of a filter (the pager's links), without the empty fields. */
export function userQueryString(q: UserQuery, page = q.page): string {
  const p = new URLSearchParams()
  if (q.q) p.set('q', q.q)
  if (q.role) p.set('role', q.role)
  if (q.state) p.set('state', q.state)
  if (page > 1) p.set('page', String(page))
  const s = p.toString()
  return s ? `?${s}` : ''
}
