import { useData } from 'vike-react/useData'
import { auditDiff, auditQueryString } from '#shared/admin/audit'
import { BASE_PATH } from '#shared/locale'
import { LabelledField } from '#client/components/forms/CheckedForm'
import { FilterForm, FilterProblems } from '#client/components/admin/lists'
import { AdminPage, AdminSection, AdminTable, adminTime, Pager } from '#client/components/admin/ui'
import type { AuditLogData } from './+data'

const PATH = '/admin/audit_log'

/**
 * /admin/audit_log (issue 11 §4): every admin write with who, when, what and the values before
 * and after, newest first; filtered by a GET form (the filter stays in the address, so a filtered
 * view can be bookmarked or shared), 25 entries a page. Read only: nothing here (or anywhere)
 * changes or deletes an entry.
 */
export default function Page() {
  const { query, problems, log, actions, entities } = useData<AuditLogData>()
  const errorOf = (field: string) => problems.find((p) => p.field === field)?.text
  const filtered = Boolean(query.actor || query.action || query.entity || query.entityId || query.from || query.to)
  return (
    <AdminPage
      title="Audit log"
      lead="Every change made in the admin area: who made it, when, from which address, what it was, and the values before and after (only the values that changed are shown). Narrow the list by user, action, kind of record, record id or dates. The log is append-only: no screen and no call can change or delete an entry."
    >
      <FilterProblems id="audit-problem-title" title="Part of the filter was left out" anchor="audit-" problems={problems} />
      <FilterForm action={BASE_PATH + PATH} label="Filter the audit log" clear={filtered ? BASE_PATH + PATH : null}>
        <LabelledField id="audit-actor" label="User id" error={errorOf('actor')}>
          {(aria) => <input className="input" name="actor" type="text" defaultValue={query.actor} maxLength={32} autoComplete="off" {...aria} />}
        </LabelledField>
        <LabelledField id="audit-action" label="Action" error={errorOf('action')}>
          {(aria) => (
            <select className="select" name="action" defaultValue={query.action} {...aria}>
              <option value="">Any action</option>
              {[...new Set([...actions, ...(query.action ? [query.action] : [])])].map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField id="audit-entity" label="Kind of record" error={errorOf('entity')}>
          {(aria) => (
            <select className="select" name="entity" defaultValue={query.entity} {...aria}>
              <option value="">Any kind</option>
              {[...new Set([...entities, ...(query.entity ? [query.entity] : [])])].map((e) => (
                <option key={e} value={e}>
                  {e.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField id="audit-entity_id" label="Record id" error={errorOf('entity_id')}>
          {(aria) => <input className="input" name="entity_id" type="text" defaultValue={query.entityId} maxLength={100} autoComplete="off" {...aria} />}
        </LabelledField>
        <LabelledField id="audit-from" label="From (date)" error={errorOf('from')}>
          {(aria) => <input className="input" name="from" type="date" defaultValue={query.from} {...aria} />}
        </LabelledField>
        <LabelledField id="audit-to" label="To (date)" error={errorOf('to')}>
          {(aria) => <input className="input" name="to" type="date" defaultValue={query.to} {...aria} />}
        </LabelledField>
      </FilterForm>

      <AdminSection id="audit-entries" title={`Entries (${log.total}${filtered ? ' matching' : ''})`}>
        <AdminTable
          id="audit-table"
          caption={`Audit log entries, newest first (page ${log.page})`}
          head={['When', 'Who', 'Action', 'Record', 'What changed', 'Address']}
          isEmpty={!log.rows.length}
          empty={filtered ? 'No entry matches this filter.' : 'Nothing has been recorded yet.'}
        >
          {log.rows.map((r) => {
            const diff = auditDiff(r.before, r.after)
            return (
              <tr key={r.id}>
                <td>{adminTime(r.at)}</td>
                <td>{r.actor}</td>
                <td>{r.action}</td>
                <td>
                  {r.entity.replace(/_/g, ' ')}
                  {r.entityId ? <span className="admin-cell-sub">{r.entityId}</span> : null}
                </td>
                <td>
                  {diff.length ? (
                    <ul className="audit-diff">
                      {diff.map((d) => (
                        <li key={d.key}>
                          <span className="audit-diff__key">{d.key}</span>: <del className="audit-diff__before">{d.before}</del> <span aria-hidden="true">→</span>
                          <span className="visually-hidden"> became </span> <ins className="audit-diff__after">{d.after}</ins>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="muted">no values</span>
                  )}
                </td>
                <td>{r.ip ?? '—'}</td>
              </tr>
            )
          })}
        </AdminTable>
        <Pager page={log.page} pageSize={log.pageSize} total={log.total} hrefFor={(p) => `${BASE_PATH}${PATH}${auditQueryString(query, p)}`} />
      </AdminSection>
    </AdminPage>
  )
}
