import { useData } from 'vike-react/useData'
import { TENDER_CANCELLATION, TENDER_DOC_TYPES, TENDER_LIMITS, tenderQueryString } from '#shared/admin/tenders'
import { ADMIN_TENDER_STATES, type AdminTenderDetail, type AdminTenderDocument } from '#shared/admin/contract'
import { uploadUrl } from '#shared/uploads'
import { AdminCheckbox, AdminFile, AdminForm, AdminInput, AdminSelect, AdminTextArea } from '#client/components/admin/AdminForm'
import { ActionError, ConfirmedAction, useAction } from '#client/components/admin/actions'
import { FilterForm, FilterSelect, FilterText } from '#client/components/admin/lists'
import { adminDay, AdminPage, AdminSection, AdminTable, adminTime, Pager } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { publicListingOf, site, TenderState } from '#client/components/admin/tenders'
import type { TenderDocsData } from './+data'

const TYPE_OPTIONS = TENDER_DOC_TYPES.map((value) => ({ value, label: value }))
const STATE_OPTIONS = ADMIN_TENDER_STATES.map((s) => ({ value: s, label: s === 'draft' ? 'Drafts' : 'Published' }))
const PATH = '/AdminUpdateTenderDocs'

/** /AdminUpdateTenderDocs (issue 11 §2 Tenders): a tender's documents in order, uploads, order, removal; spec §3's Cancellation rule. */
export default function Page() {
  const { tender, notFound, query, list } = useData<TenderDocsData>()
  return (
    <AdminPage
      title={tender ? `Documents of tender ${tender.tenderNo}` : 'Tender documents'}
      lead="Choose a tender to see its documents in the order the public reads them, upload a new document as a PDF with its title in English and Assamese, change the order, or remove one. A document of type Cancellation ends the public list of the tender's documents: whatever comes after it stays here but is never shown."
    >
      {notFound ? (
        <p className="admin-empty" role="status">
          No tender has that number in its address. Choose one from the list below.
        </p>
      ) : null}
      {tender ? <TenderDocuments tender={tender} /> : null}

      <AdminSection id="choose-tender" title={tender ? 'Another tender' : 'Choose a tender'}>
        <FilterForm action={site(PATH)} label="Find tenders" submit="Find">
          <FilterText id="tender-q" label="Tender number or words of the description" value={query.q} />
          <FilterSelect id="tender-state" name="state" label="State" value={query.state} any="Drafts and published" options={STATE_OPTIONS} />
        </FilterForm>
        <AdminTable
          id="tender-list"
          caption={`Tenders (${list.total})`}
          head={['Tender number', 'Description', 'State', 'Documents', 'Last changed', 'Open']}
          isEmpty={!list.tenders.length}
          empty="No tender matches."
        >
          {list.tenders.map((t) => (
            <tr key={t.id} aria-current={tender?.id === t.id ? 'true' : undefined}>
              <td>{t.tenderNo}</td>
              <td>{t.description}</td>
              <td>
                <TenderState published={t.published} />
              </td>
              <td>
                {t.documentCount}
                {t.cancelled ? ' (cancelled)' : ''}
              </td>
              <td>{adminTime(t.updatedAt)}</td>
              <td>
                <div className="admin-links">
                  <a href={site(PATH + tenderQueryString(query, query.page, { id: String(t.id) }))} aria-label={`Documents of ${t.tenderNo}`}>
                    Documents
                  </a>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => site(PATH + tenderQueryString(query, p, tender ? { id: String(tender.id) } : {}))} />
        <p className="standalone-link">
          <a href={site('/AdminCreateTender')}>Create a new tender</a>
        </p>
      </AdminSection>
    </AdminPage>
  )
}

function TenderDocuments({ tender }: { tender: AdminTenderDetail }) {
  const admin = useAdmin()
  const { busy: moving, error: moveError, act } = useAction('The order could not be changed.')
  const docs = tender.documents
  const listing = publicListingOf(tender)
  const hidden = docs.filter((d) => !d.listed).length

  async function move(index: number, by: -1 | 1) {
    const order = docs.map((d) => d.id)
    const [id] = order.splice(index, 1)
    order.splice(index + by, 0, id)
    await act(() => admin.call(`/tenders/${tender.id}/documents/order`, { method: 'PUT', json: { order } }))
  }

  return (
    <>
      <AdminSection id="tender-summary" title={`Tender ${tender.tenderNo}`}>
        <p>{tender.description}</p>
        <p>
          <TenderState published={tender.published} /> Tender date {adminDay(tender.tenderDate)}.{' '}
          {tender.published ? (
            <>
              Listed on <a href={site(listing.path)}>{listing.label}</a>: every change here shows there at once.
            </>
          ) : (
            'A draft: the public does not see it until it is published.'
          )}
        </p>
        <div className="admin-links">
          <a href={site(`/AdminCreateTender?id=${tender.id}`)}>Edit the tender's details</a>
          {admin.can('tenders.publish') ? <a href={site('/AdminPublishTender')}>Publish tenders</a> : null}
        </div>
      </AdminSection>

      <AdminSection id="tender-documents" title="Documents in public order">
        <div className="admin-note" role="note">
          <p>
            <strong>Cancellation:</strong> the public list of a tender's documents stops at its first document of type {TENDER_CANCELLATION} (spec §3). The cancellation itself is listed; documents
            after it are kept here, marked "not listed", and never shown on the tender pages or in /api/tenderCurrent.
          </p>
          {hidden ? (
            <p>
              {hidden} document{hidden === 1 ? ' is' : 's are'} after the cancellation and not listed. Move {hidden === 1 ? 'it' : 'them'} up to list {hidden === 1 ? 'it' : 'them'} again.
            </p>
          ) : null}
        </div>
        <ActionError error={moveError} />
        <AdminTable
          id="documents-table"
          caption={`Documents of ${tender.tenderNo} (${docs.length})`}
          head={['No.', 'Type', 'Title', 'Date', 'New', 'File', 'Public', 'Order', 'Remove']}
          isEmpty={!docs.length}
          empty="This tender has no documents yet. Upload the first one below."
        >
          {docs.map((d, i) => (
            <tr key={d.id} className={d.listed ? undefined : 'admin-row--unlisted'}>
              <td>{i + 1}</td>
              <td>{d.type === TENDER_CANCELLATION ? <span className="badge badge--danger">{d.type}</span> : d.type}</td>
              <td>
                {d.title}
                {d.titleAs ? (
                  <>
                    <br />
                    <span lang="as">{d.titleAs}</span>
                  </>
                ) : (
                  <>
                    <br />
                    <span className="muted small">No Assamese title: the English one is shown.</span>
                  </>
                )}
              </td>
              <td>{adminDay(d.date)}</td>
              <td>{d.isNew ? 'Yes' : 'No'}</td>
              <td>
                <DocLink doc={d} />
              </td>
              <td>{d.listed ? 'Listed' : 'Not listed (after the cancellation)'}</td>
              <td>
                <div className="admin-actions">
                  <button type="button" className="btn btn--secondary btn--small" disabled={moving || i === 0} onClick={() => move(i, -1)} aria-label={`Move ${d.title} up`}>
                    Up
                  </button>
                  <button type="button" className="btn btn--secondary btn--small" disabled={moving || i === docs.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${d.title} down`}>
                    Down
                  </button>
                </div>
              </td>
              <td>
                <ConfirmedAction
                  id={`remove-${d.id}`}
                  label="Remove"
                  danger
                  question={
                    <>
                      Remove “{d.title}” and its file? {tender.published ? 'It disappears from the public page at once.' : ''}
                    </>
                  }
                  confirmLabel="Yes, remove"
                  run={() => admin.call(`/tenders/${tender.id}/documents/${d.id}`, { method: 'DELETE' })}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>

      <AdminSection id="upload-document" title="Upload a document">
        <p>
          One PDF file of at most 20 MB: it is checked by its contents, not its name, and stored under a name the server makes. The new document goes to the end of the list
          {docs.some((d) => !d.listed || d.type === TENDER_CANCELLATION) ? ', after the cancellation: move it up if the public should see it' : ''}.
        </p>
        <AdminForm
          id="document-form"
          submitLabel="Upload document"
          resetAfter
          action={(data) => admin.call(`/tenders/${tender.id}/documents`, { form: data })}
          success={(result) => {
            const t = (result as { tender: AdminTenderDetail }).tender
            const added = t.documents[t.documents.length - 1]
            return added ? <>Uploaded: {added.title}.</> : 'Uploaded.'
          }}
        >
          <AdminFile name="file" label="PDF file" hint="PDF only, at most 20 MB." accept="application/pdf,.pdf" required />
          <AdminSelect name="type" label="Type" options={TYPE_OPTIONS} placeholder="Choose the type" required />
          <AdminInput name="title" label="Title (English)" maxLength={TENDER_LIMITS.docTitle} required />
          <AdminTextArea
            name="title_as"
            label="Title (Assamese, optional)"
            hint="Shown on the Assamese pages; the English title is shown when empty."
            maxLength={TENDER_LIMITS.docTitle}
            lang="as"
            rows={2}
          />
          <AdminInput name="date" type="date" label="Date (optional)" />
          <AdminCheckbox name="new_flag" label="Mark as new (the NEW badge)" defaultChecked />
        </AdminForm>
      </AdminSection>
    </>
  )
}

function DocLink({ doc }: { doc: AdminTenderDocument }) {
  const href = doc.fileLocation ? uploadUrl(doc.fileLocation) : null
  if (!href) return <span className="muted">No file</span>
  return (
    <a className="admin-file-link" href={href} rel="external">
      PDF<span className="visually-hidden">: {doc.title}</span>
    </a>
  )
}
