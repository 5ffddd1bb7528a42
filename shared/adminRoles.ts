/**
 * The admin roles and what each may do (issue 11 §1; docs/roles.md). One place: the server
 * decides every permission from this table; the admin pages only hide what a role cannot use.
 * A user may hold several roles. No React, no server modules.
 */
export const ADMIN_ROLES = ['super_admin', 'content_editor', 'tender_manager', 'complaint_officer', 'dc_operator'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]

export const PERMISSIONS = [
  'users.manage',
  'roles.manage',
  'audit.read',
  'content.edit',
  'tenders.edit',
  'tenders.publish',
  'work.act',
  'dc.operate',
] as const
export type Permission = (typeof PERMISSIONS)[number]

export const ROLE_PERMISSIONS: Readonly<Record<AdminRole, readonly Permission[]>> = {
  // users, roles, the audit log
  super_admin: ['users.manage', 'roles.manage', 'audit.read'],
  // documents, marquee, news, banners, gallery, careers, contacts
  content_editor: ['content.edit'],
  // create tenders, their documents, publish
  tender_manager: ['tenders.edit', 'tenders.publish'],
  // the complaint and application queues
  complaint_officer: ['work.act'],
  // the prepaid DC portal
  dc_operator: ['dc.operate'],
}

/** Whether any of `roles` grants `permission`. */
export const can = (roles: readonly string[], permission: Permission) =>
  roles.some((r) => (ROLE_PERMISSIONS as Record<string, readonly Permission[] | undefined>)[r]?.includes(permission))

/** Admin passwords: at least 12 characters; bcrypt reads at most 72 bytes, so longer ones are refused. */
export const ADMIN_PASSWORD = { minLength: 12, maxBytes: 72 } as const

/** Admin user ids: 3 to 32 letters, digits, '.', '_' or '-' (case kept, compared as typed). */
export const ADMIN_USER_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/
