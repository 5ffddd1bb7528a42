import { useData } from 'vike-react/useData'
import type { AdminTender } from '#shared/admin/contract'
import { adminDay, AdminPage, AdminSection, AdminTable, adminTime, Pager } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { ConfirmedAction } from '#client/components/admin/actions'
import { publicListingOf, site } from '#client/components/admin/tenders'
import type { PublishTenderData } from './+data'

const PATH = '/AdminPublishTender'

/** /AdminPublishTender (issue 11 §2 Tenders): draft → published and back, each with a confirmation step. */
export default function Page() {
  const { drafts, published } = useData<PublishTenderData>()
  const admin = useAdmin()
  const href = (key: 'dpage' | 'ppage', page: number) => {
    const p = new URLSearchParams()
    const other = key === 'dpage' ? ['ppage', published.page] : ['dpage', drafts.page]
    if (page > 1) p.set(key, String(page))
    if (Number(other[1]) > 1) p.set(String(other[0]), String(other[1]))
    const s = p.toString()
    return site(PATH + (s ? `?${s}` : ''))
  }
  const docs = (t: AdminTender) => (
    <>
      {t.documentCount}
      {t.cancelled ? (
        <>
          {' '}
          <span className="badge badge--danger">Cancelled</span>
        </>
      ) : null}
    </>
  )
  return (
    <AdminPage
      title="Publish tenders"
      lead="Drafts are tenders the public does not see yet. Publishing one shows it at once on its public page (the current, previous or archive financial-year list, or the RDSS list) and in /api/tenderCurrent: the page cache is cleared. Unpublishing takes a tender off the public pages again; both ask for a confirmation first."
    >
      <AdminSection id="drafts" title={`Drafts waiting to be published (${drafts.total})`}>
        <AdminTable
          id="drafts-table"
          caption="Draft tenders with their document counts"
          head={['Tender number', 'Description', 'Tender date', 'Documents', 'Last changed', 'Publish']}
          isEmpty={!drafts.tenders.length}
          empty="No draft is waiting: every tender is published."
        >
          {drafts.tenders.map((t) => (
            <tr key={t.id}>
              <td>
                <a className="admin-cell-link" href={site(`/AdminUpdateTenderDocs?id=${t.id}`)}>
                  {t.tenderNo}
                </a>
              </td>
              <td>{t.description}</td>
              <td>{adminDay(t.tenderDate)}</td>
              <td>{docs(t)}</td>
              <td>{adminTime(t.updatedAt)}</td>
              <td>
                <ConfirmedAction
                  id={`publish-${t.id}`}
                  label="Publish"
                  question={
                    <>
                      Publish {t.tenderNo}? It shows at once on {publicListingOf(t).label.toLowerCase()} ({publicListingOf(t).path}) with {t.documentCount} document{t.documentCount === 1 ? '' : 's'}.
                    </>
                  }
                  confirmLabel="Yes, publish"
                  run={() => admin.call(`/tenders/${t.id}/publish`, { method: 'POST' })}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={drafts.page} pageSize={drafts.pageSize} total={drafts.total} hrefFor={(p) => href('dpage', p)} />
        <p className="standalone-link">
          <a href={site('/AdminCreateTender')}>Create a new tender</a>
        </p>
      </AdminSection>

      <AdminSection id="published" title={`Published tenders (${published.total})`}>
        <AdminTable
          id="published-table"
          caption="Published tenders, the latest changed first"
          head={['Tender number', 'Description', 'Listed on', 'Documents', 'Published', 'Unpublish']}
          isEmpty={!published.tenders.length}
          empty="No tender is published."
        >
          {published.tenders.map((t) => {
            const listing = publicListingOf(t)
            return (
              <tr key={t.id}>
                <td>
                  <a className="admin-cell-link" href={site(`/AdminUpdateTenderDocs?id=${t.id}`)}>
                    {t.tenderNo}
                  </a>
                </td>
                <td>{t.description}</td>
                <td>
                  <a className="admin-cell-link" href={site(listing.path)}>
                    {listing.label}
                  </a>
                </td>
                <td>{docs(t)}</td>
                <td>{t.publishedAt ? adminTime(t.publishedAt) : 'Before this screen'}</td>
                <td>
                  <ConfirmedAction
                    id={`unpublish-${t.id}`}
                    label="Unpublish"
                    danger
                    question={<>Unpublish {t.tenderNo}? It leaves the public pages at once and becomes a draft again.</>}
                    confirmLabel="Yes, unpublish"
                    run={() => admin.call(`/tenders/${t.id}/unpublish`, { method: 'POST' })}
                  />
                </td>
              </tr>
            )
          })}
        </AdminTable>
        <Pager page={published.page} pageSize={published.pageSize} total={published.total} hrefFor={(p) => href('ppage', p)} />
      </AdminSection>
    </AdminPage>
  )
}
