import { useData } from 'vike-react/useData'
import { BASE_PATH } from '#shared/locale'
import { AdminPage, AdminSection, AdminTable, adminTime } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import type { DashboardData } from './+data'

/** /admin/admin_dashboard (issue 11 §2): what needs attention, with links to the screen that deals with it. */
export default function Page() {
  const { summary } = useData<DashboardData>()
  const { overdue, drafts, recentUploads, failedLogins } = summary
  const locked = failedLogins?.filter((u) => u.locked) ?? []
  const admin = useAdmin()
  const link = (path: string, text: string) => (
    <p className="standalone-link">
      <a href={BASE_PATH + path}>{text}</a>
    </p>
  )
  return (
    <AdminPage title="Admin dashboard" lead={`Welcome, ${admin.name}. What needs attention now; every figure is read when this page opens.`}>
      {locked.length ? (
        <div className="alert alert--warning" role="alert" id="locked-accounts">
          <p>
            <strong>{locked.length === 1 ? 'An admin account is locked' : `${locked.length} admin accounts are locked`}</strong> after failed logins:{' '}
            {locked.map((u) => `${u.userId} (until ${adminTime(u.lockedUntil)})`).join(', ')}. Someone may be guessing passwords: see the failed logins below and the audit log.
          </p>
        </div>
      ) : null}
      {overdue ? (
        <AdminSection id="overdue" title="Past their deadline">
          <ul className="admin-figures">
            <li>
              <strong>{overdue.complaints}</strong> complaints
            </li>
            <li>
              <strong>{overdue.applications}</strong> applications and requests
            </li>
          </ul>
          <AdminTable
            id="overdue-table"
            caption="The oldest items past their deadline"
            head={['Number', 'Kind', 'State', 'Deadline', 'Officer level']}
            isEmpty={!overdue.oldest.length}
            empty="Nothing is past its deadline."
          >
            {overdue.oldest.map((w) => (
              <tr key={w.workNo}>
                <td>{w.workNo}</td>
                <td>{w.kind.replaceAll('_', ' ')}</td>
                <td>{w.state.replaceAll('_', ' ')}</td>
                <td>{adminTime(w.dueAt)}</td>
                <td>{w.level}</td>
              </tr>
            ))}
          </AdminTable>
          {link('/AdminComplaintStatus?overdue=1', 'Open the complaint and application desk')}
        </AdminSection>
      ) : null}

      {drafts ? (
        <AdminSection id="drafts" title="Drafts waiting to be published">
          <p>
            {drafts.tenders.length} tender drafts and {drafts.documents} unpublished documents.
          </p>
          <AdminTable id="drafts-table" caption="Tender drafts" head={['Tender number', 'Description', 'Last changed']} isEmpty={!drafts.tenders.length} empty="No tender is waiting to be published.">
            {drafts.tenders.map((t) => (
              <tr key={t.id}>
                <td>{t.tenderNo}</td>
                <td>{t.description}</td>
                <td>{adminTime(t.updatedAt)}</td>
              </tr>
            ))}
          </AdminTable>
          {admin.can('tenders.publish') ? link('/AdminPublishTender', 'Publish tenders') : null}
        </AdminSection>
      ) : null}

      {recentUploads ? (
        <AdminSection id="uploads" title="Recent uploads">
          <AdminTable id="uploads-table" caption="The latest documents with a file" head={['Category', 'Title', 'Uploaded']} isEmpty={!recentUploads.length} empty="No document has been uploaded yet.">
            {recentUploads.map((d) => (
              <tr key={d.id}>
                <td>{d.category}</td>
                <td>{d.name}</td>
                <td>{adminTime(d.createdAt)}</td>
              </tr>
            ))}
          </AdminTable>
          {admin.can('content.edit') ? link('/AdminUploadDocuments', 'Upload documents') : null}
        </AdminSection>
      ) : null}

      {failedLogins ? (
        <AdminSection id="failed-logins" title="Failed logins">
          <AdminTable
            id="failed-table"
            caption="Admin accounts with failed logins since their last good one"
            head={['User id', 'Name', 'Failed tries', 'Locked until', 'Last failure']}
            isEmpty={!failedLogins.length}
            empty="No failed logins."
          >
            {failedLogins.map((u) => (
              <tr key={u.userId}>
                <td>{u.userId}</td>
                <td>{u.name}</td>
                <td>{u.failedCount}</td>
                <td>{u.locked ? adminTime(u.lockedUntil) : 'No'}</td>
                <td>{adminTime(u.lastFailedAt)}</td>
              </tr>
            ))}
          </AdminTable>
          {link('/AdminViewUsers', 'Manage users (unlock an account)')}
        </AdminSection>
      ) : null}
      {admin.can('dc.operate') ? (
        <AdminSection id="dc" title="Prepaid DC portal">
          <p>Prepaid consumers by division, balances, the low-balance list and today's recharges.</p>
          {link('/dcPortal/dc_dashboard', 'Open the prepaid DC dashboard')}
        </AdminSection>
      ) : null}
    </AdminPage>
  )
}
