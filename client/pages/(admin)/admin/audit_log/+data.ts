import type { PageContextServer } from 'vike/types'
import { auditFilterOf, parseAuditQuery, type AuditQuery, type AuditQueryProblem } from '#shared/admin/audit'
import type { AdminAuditPage } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface AuditLogData {
  title: string
  query: AuditQuery
  /** fields of the filter that could not be read (shown beside them; left out of the filter) */
  problems: AuditQueryProblem[]
  log: AdminAuditPage
  actions: string[]
  entities: string[]
}

/** /admin/audit_log (issue 11 §4): the filter from the query string, one page of entries, the filter's choices. */
export async function data(pageContext: PageContextServer): Promise<AuditLogData> {
  requireAdminPage(pageContext)
  const { query, problems } = parseAuditQuery(pageContext.urlParsed.search)
  const { audit } = pageContext.services
  const [log, actions, entities] = await Promise.all([audit.list(auditFilterOf(query)), audit.actions(), audit.entities()])
  return { title: 'Audit log', query, problems, log, actions, entities }
}
