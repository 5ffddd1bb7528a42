import { useData } from 'vike-react/useData'
import { TENDER_CATEGORIES, TENDER_CATEGORY_LABELS, TENDER_LIMITS } from '#shared/admin/tenders'
import type { AdminTenderDetail } from '#shared/admin/contract'
import { AdminCheckbox, AdminFile, AdminForm, AdminInput, AdminSelect, AdminTextArea } from '#client/components/admin/AdminForm'
import { adminDay, AdminPage, AdminSection, AdminTable, adminTime } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { site, TenderState } from '#client/components/admin/tenders'
import type { CreateTenderData } from './+data'

const CATEGORY_OPTIONS = TENDER_CATEGORIES.map((value) => ({ value, label: TENDER_CATEGORY_LABELS[value] }))

/** /AdminCreateTender (issue 11 §2 Tenders; spec §3 Tender): a new draft, or `?id=` to edit one. */
export default function Page() {
  const { tender, notFound, recent } = useData<CreateTenderData>()
  const admin = useAdmin()
  const editing = tender !== null
  return (
    <AdminPage
      title={editing ? `Edit tender ${tender.tenderNo}` : 'Create tender'}
      lead={
        editing
          ? 'Change the details of this tender. A published tender shows the change on the public tender pages and in /api/tenderCurrent as soon as it is saved; a draft stays hidden until it is published.'
          : 'Enter the details of a new tender. It is saved as a draft that the public does not see: add its documents next (bid document, corrigenda, a cancellation), then publish it on the Publish tenders screen. Dates are days; fields marked optional may stay empty.'
      }
    >
      {notFound ? (
        <p className="admin-empty" role="status">
          No tender has that number in its address. Create a new one below, or choose one from the list.
        </p>
      ) : null}
      <TenderForm key={tender?.id ?? 'new'} tender={tender} call={admin.call} />
      {editing ? (
        <p className="standalone-link">
          <a href={site(`/AdminUpdateTenderDocs?id=${tender.id}`)}>Documents of this tender ({tender.documentCount})</a>
        </p>
      ) : null}

      <AdminSection id="recent-tenders" title="Recently changed tenders">
        <AdminTable
          id="recent-tenders-table"
          caption="The latest tenders: edit one, or give it documents"
          head={['Tender number', 'Description', 'State', 'Documents', 'Last changed', 'Actions']}
          isEmpty={!recent.length}
          empty="No tender yet."
        >
          {recent.map((t) => (
            <tr key={t.id}>
              <td>{t.tenderNo}</td>
              <td>{t.description}</td>
              <td>
                <TenderState published={t.published} />
              </td>
              <td>{t.documentCount}</td>
              <td>{adminTime(t.updatedAt)}</td>
              <td>
                <div className="admin-links">
                  <a href={site(`/AdminCreateTender?id=${t.id}`)} aria-label={`Edit ${t.tenderNo}`}>
                    Edit
                  </a>
                  <a href={site(`/AdminUpdateTenderDocs?id=${t.id}`)} aria-label={`Documents of ${t.tenderNo}`}>
                    Documents
                  </a>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
        <p className="standalone-link">
          <a href={site('/AdminUpdateTenderDocs')}>All tenders and their documents</a>
        </p>
      </AdminSection>
    </AdminPage>
  )
}

function TenderForm({ tender, call }: { tender: AdminTenderDetail | null; call: ReturnType<typeof useAdmin>['call'] }) {
  const editing = tender !== null
  const nitIsLink = !!tender?.nit && /^https?:\/\//i.test(tender.nit)
  return (
    <AdminForm
      id="tender-form"
      submitLabel={editing ? 'Save changes' : 'Create draft tender'}
      resetAfter={!editing}
      action={(data) => (editing ? call(`/tenders/${tender.id}`, { method: 'PUT', form: data }) : call('/tenders', { form: data }))}
      success={(result) => {
        const saved = (result as { tender: AdminTenderDetail }).tender
        return editing ? (
          <>Saved: {saved.tenderNo}.</>
        ) : (
          <>
            Draft {saved.tenderNo} created. <a href={site(`/AdminUpdateTenderDocs?id=${saved.id}`)}>Add its documents</a>
          </>
        )
      }}
    >
      <AdminSelect name="category" label="Listing" options={CATEGORY_OPTIONS} defaultValue={tender?.category ?? 'tender'} required />
      <AdminInput
        name="tender_no"
        label="Tender number"
        hint="For example APDCL/CGM(PP&D)/SS/2026-27/001; unique in its listing."
        defaultValue={tender?.tenderNo}
        maxLength={TENDER_LIMITS.tenderNo}
        required
      />
      <AdminTextArea name="description" label="Description (English)" hint="Plain text, no HTML." defaultValue={tender?.description} maxLength={TENDER_LIMITS.description} required />
      <AdminTextArea
        name="description_as"
        label="Description (Assamese, optional)"
        hint="Shown on the Assamese pages; the English text is shown when empty."
        defaultValue={tender?.descriptionAs}
        maxLength={TENDER_LIMITS.description}
        lang="as"
      />
      <AdminInput name="tender_date" type="date" label="Tender date" hint="Decides the financial-year listing: current, previous or archive." defaultValue={tender?.tenderDate} required />
      <AdminInput name="prebid_date" type="date" label="Pre-bid meeting date (optional)" defaultValue={tender?.prebidDate} />
      <AdminInput name="bid_start_date" type="date" label="Bid start date (optional)" defaultValue={tender?.bidStartDate} />
      <AdminInput name="bid_end_date" type="date" label="Bid end date (optional)" hint="Not before the bid start date." defaultValue={tender?.bidEndDate} />
      <AdminInput name="bid_opening_date" type="date" label="Bid opening date (optional)" hint="Not before the bid end date." defaultValue={tender?.bidOpeningDate} />
      <AdminFile
        name="nit_file"
        label="Notice inviting tender (PDF, optional)"
        hint={editing && tender.nit && !nitIsLink ? 'A PDF is attached; a new file replaces it.' : 'A PDF of at most 20 MB; or give a link below.'}
        accept="application/pdf,.pdf"
      />
      <AdminInput
        name="nit"
        type="url"
        label="Link to the notice inviting tender (optional)"
        hint="A web address (https://…), used when no PDF is attached."
        defaultValue={nitIsLink ? tender.nit : undefined}
        maxLength={500}
      />
      {editing && tender.nit ? <AdminCheckbox name="remove_nit" label="Remove the notice inviting tender" /> : null}
      <AdminCheckbox name="new_flag" label="Mark as new (the NEW badge on the public list)" defaultChecked={tender ? tender.isNew : true} />
      {editing ? (
        <p>
          State: <TenderState published={tender.published} /> (tender date {adminDay(tender.tenderDate)})
        </p>
      ) : null}
    </AdminForm>
  )
}
