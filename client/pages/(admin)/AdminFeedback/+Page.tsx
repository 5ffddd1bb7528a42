import { useData } from 'vike-react/useData'
import type { FeedbackEntry } from '#shared/feedback/contract'
import type { FeedbackTopic } from '#shared/feedback/input'
import { BASE_PATH } from '#shared/locale'
import { AdminPage, AdminSection, AdminTable, adminTime, Pager } from '#client/components/admin/ui'
import '#client/components/gigw/gigw.css'
import type { AdminFeedbackData } from './+data'

const PATH = '/AdminFeedback'

const TOPICS: Record<FeedbackTopic, string> = {
  content: 'Content of a page',
  accessibility: 'Accessibility',
  broken: 'A page or link does not work',
  services: 'Online services',
  suggestion: 'Suggestion',
  other: 'Other',
}

const SMS: Record<FeedbackEntry['sms'], string> = { none: 'no mobile given', sent: 'SMS sent', failed: 'SMS not sent: gateway failure or the daily cap of that mobile (reference shown on the page)' }

/**
 * /AdminFeedback (issue 14, GIGW 3.0): what the public sent through /Feedback, newest first,
 * 25 a page, for the content editors to answer and to act on. Read only.
 */
export default function Page() {
  const { list } = useData<AdminFeedbackData>()
  return (
    <AdminPage
      title="Website feedback"
      lead="What visitors wrote through the feedback form of the website, newest first. Answer by the mobile number or e-mail address the sender gave, and quote the reference. Feedback about a page's content goes to the officer who owns that content; accessibility problems are answered within 15 days (see the accessibility statement)."
    >
      <AdminSection id="feedback-list" title={`Feedback (${list.total})`}>
        <AdminTable
          id="feedback-table"
          caption={`Website feedback, newest first (page ${list.page})`}
          head={['Received', 'Reference', 'From', 'Topic and page', 'Message']}
          isEmpty={!list.rows.length}
          empty="No feedback has been received yet."
        >
          {list.rows.map((r) => (
            <tr key={r.id}>
              <td>{adminTime(r.receivedAt)}</td>
              <td>
                {r.reference}
                <span className="admin-cell-sub">{r.locale === 'as' ? 'Assamese page' : 'English page'}</span>
              </td>
              <td>
                {r.name}
                {r.mobile ? <span className="admin-cell-sub">{r.mobile}</span> : null}
                {r.email ? (
                  <span className="admin-cell-sub">
                    <a href={`mailto:${r.email}?subject=${encodeURIComponent(`Your feedback ${r.reference}`)}`}>{r.email}</a>
                  </span>
                ) : null}
                <span className="admin-cell-sub">{SMS[r.sms]}</span>
              </td>
              <td>
                {TOPICS[r.topic] ?? r.topic}
                {r.page ? <span className="admin-cell-sub">{r.page}</span> : null}
              </td>
              <td className="feedback-message">{r.message}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => `${BASE_PATH}${PATH}?page=${p}`} />
      </AdminSection>
    </AdminPage>
  )
}
