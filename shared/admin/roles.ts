/**
 * The admin roles and what each may do (issue 11 §1; docs/roles.md). One place: the server
 * decides every permission from this table; the admin pages only hide what a role cannot use.
 * A user may hold several roles. No React, no server modules.
 */
export const ADMIN_ROLES = ['super_admin', 'content_editor', 'tender_manager', 'complaint_officer', 'dc_operator', 'outage_manager'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]

export const PERMISSIONS = ['users.manage', 'roles.manage', 'audit.read', 'content.edit', 'tenders.edit', 'tenders.publish', 'work.act', 'dc.operate', 'rules.edit', 'outages.manage'] as const
export type Permission = (typeof PERMISSIONS)[number]

export const ROLE_PERMISSIONS: Readonly<Record<AdminRole, readonly Permission[]>> = {
  // users, roles, the audit log, the rule tables of the applications (cost estimate, OTS, deadlines)
  super_admin: ['users.manage', 'roles.manage', 'audit.read', 'rules.edit'],
  // documents, marquee, news, banners, gallery, careers, contacts
  content_editor: ['content.edit'],
  // create tenders, their documents, publish
  tender_manager: ['tenders.edit', 'tenders.publish'],
  // the complaint and application queues
  complaint_officer: ['work.act'],
  // the prepaid DC portal
  dc_operator: ['dc.operate'],
  // outages (record, close) and planned shutdowns (publish, cancel) of the 11 kV feeders (issue 13)
  outage_manager: ['outages.manage'],
}

/** Whether any of `roles` grants `permission`. */
export const can = (roles: readonly string[], permission: Permission) => roles.some((r) => (ROLE_PERMISSIONS as Record<string, readonly Permission[] | undefined>)[r]?.includes(permission))

/** Admin passwords: at least 12 characters; bcrypt reads at most 72 bytes, so longer ones are refused. */
export const ADMIN_PASSWORD = { minLength: 12, maxBytes: 72 } as const

/** Admin user ids: 3 to 32 letters, digits, '.', '_' or '-' (case kept, compared as typed). */
export const ADMIN_USER_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/

/**
 * The admin pages (spec §2 admin routes, English only: no `AS_` mirrors) and the permission each
 * needs; null: any signed-in admin. `/AdminLogin` is open. The pages' guard
 * (client/pages/(admin)/+guard.server.ts) and the navigation read this table; the API checks
 * the same permissions on every call.
 */
export const ADMIN_PAGES: Readonly<Record<string, { permission: Permission | null; label: string }>> = {
  '/admin/admin_dashboard': { permission: null, label: 'Dashboard' },
  '/AdminComplaintStatus': { permission: 'work.act', label: 'Complaints and applications' },
  '/AdminCreateTender': { permission: 'tenders.edit', label: 'Create tender' },
  '/AdminUpdateTenderDocs': { permission: 'tenders.edit', label: 'Tender documents' },
  '/AdminPublishTender': { permission: 'tenders.publish', label: 'Publish tenders' },
  '/AdminUploadDocuments': { permission: 'content.edit', label: 'Documents and content' },
  '/AdminCreateContact': { permission: 'content.edit', label: 'Create contact' },
  '/AdminUpdateContact': { permission: 'content.edit', label: 'Update contacts' },
  '/AdminUserCreate': { permission: 'users.manage', label: 'Create user' },
  '/AdminViewUsers': { permission: 'users.manage', label: 'Users' },
  '/admin/audit_log': { permission: 'audit.read', label: 'Audit log' },
  '/admin/rules': { permission: 'rules.edit', label: 'Rule tables' },
  '/admin/outages': { permission: 'outages.manage', label: 'Outages' },
  '/admin/shutdowns': { permission: 'outages.manage', label: 'Planned shutdowns' },
  '/AdminFeedback': { permission: 'content.edit', label: 'Website feedback' },
  '/dcPortal/dc_dashboard': { permission: 'dc.operate', label: 'Prepaid DC dashboard' },
  '/dcPortal/updatePrepaidConsDetails': { permission: 'dc.operate', label: 'Prepaid consumer master' },
}

export const ADMIN_LOGIN_PATH = '/AdminLogin'
export const ADMIN_HOME_PATH = '/admin/admin_dashboard'

/** Whether a logical path (no base, no `AS_`) is an admin page, the login included. */
export const isAdminPath = (path: string) => path === ADMIN_LOGIN_PATH || Object.hasOwn(ADMIN_PAGES, path)

/** The pages a role set may open, in menu order. */
export const adminPagesFor = (roles: readonly string[]) =>
  Object.entries(ADMIN_PAGES)
    .filter(([, p]) => p.permission === null || can(roles, p.permission))
    .map(([path, p]) => ({ path, label: p.label }))

/** What an admin page knows of its admin (pageContext.adminSession): the CSRF token its writes send back. */
export interface AdminPageSession {
  userId: string
  name: string
  roles: AdminRole[]
  csrf: string
}
