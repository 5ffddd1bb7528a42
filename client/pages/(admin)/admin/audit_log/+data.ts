import type { PageContextServer } from 'vike/types'
import type { FieldError } from '#client/components/forms/CheckedForm'
import { problemText } from '#shared/input/problem'
import { AUDIT_QUERY_WORDS, auditFilterOf, parseAuditQuery, type AuditQuery } from '#shared/admin/audit'
import type { AdminAuditPage } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface AuditLogData {
  title: string
  query: AuditQuery
  /** fields of the filter that could not be read (shown beside them; left out of the filter) */
  problems: FieldError[]
  log: AdminAuditPage
  actions: string[]
  entities: string[]
}

/** /admin/audit_log (issue 11 §4): the filter from the query string, one page of entries, the filter's choices. */
export async function data(pageContext: PageContextServer): Promise<AuditLogData> {
  requireAdminPage(pageContext)
  const { query, problems: found } = parseAuditQuery(pageContext.urlParsed.search)
  const problems: FieldError[] = found.map((p) => ({ field: p.field, text: problemText(AUDIT_QUERY_WORDS, p) }))
  const { audit } = pageContext.services
  const [log, actions, entities] = await Promise.all([audit.list(auditFilterOf(query)), audit.actions(), audit.entities()])
  return { title: 'Audit log', query, problems, log, actions, entities }
}
