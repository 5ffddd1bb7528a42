import { navigate } from 'vike/client/router'
import { CAREER_DOC_TYPES, CONTENT_LIMITS, type ContentQuery } from '#shared/adminContent'
import type { AdminCareer, AdminContentPage } from '#shared/contract/admin'
import { AdminCheckbox, AdminFile, AdminForm, AdminInput, AdminSelect, AdminTextArea } from '#client/components/admin/AdminForm'
import { AdminSection, AdminTable, Pager } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { ConfirmDelete, contentHref, day, FileCell, ListFilter, RowButton, StateBadge, withoutEmptyFiles } from './parts'

const short = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s)

function CareerForm({ editing, today, query }: { editing: AdminCareer | null; today: string; query: ContentQuery }) {
  const admin = useAdmin()
  return (
    <AdminForm
      id={editing ? 'career-edit' : 'career-add'}
      submitLabel={editing ? 'Save the career notice' : 'Add the career notice'}
      resetAfter={!editing}
      success={editing ? 'The career notice was saved; /Career shows the change now.' : 'The career notice was added. Open its documents in the list to attach more files.'}
      action={(data) => {
        const form = withoutEmptyFiles(data)
        return editing ? admin.call(`/content/careers/${editing.id}`, { method: 'PUT', form }) : admin.call('/content/careers', { method: 'POST', form })
      }}
    >
      <AdminTextArea name="description" label="Description in English" required rows={3} maxLength={CONTENT_LIMITS.description} defaultValue={editing?.description} />
      <AdminTextArea name="description_as" label="Description in Assamese" lang="as" rows={3} maxLength={CONTENT_LIMITS.description} defaultValue={editing?.descriptionAs} />
      <AdminFile name="adv" label="Advertisement (PDF, optional)" hint={editing?.adv ? 'Leave empty to keep the current advertisement. PDF only, at most 20 MB.' : 'PDF only, at most 20 MB.'} accept="application/pdf,.pdf" />
      {editing?.adv ? <AdminCheckbox name="remove_adv" label="Remove the current advertisement" /> : null}
      <AdminInput name="adv_date" type="date" label="Advertisement date" defaultValue={editing ? editing.advDate : today} />
      <AdminInput name="apply_link" label="Apply link (optional)" hint="A web address (https://…) or a page of this site." maxLength={CONTENT_LIMITS.link} defaultValue={editing?.applyLink} />
      <AdminCheckbox name="new_flag" label="Mark as new (the NEW badge)" defaultChecked={editing?.isNew ?? false} />
      <AdminCheckbox name="published" label="Published: shown on /Career" defaultChecked={editing?.published ?? true} />
      {editing ? (
        <p className="standalone-link">
          <a href={contentHref(query)}>Stop editing and add a new notice instead</a>
        </p>
      ) : null}
    </AdminForm>
  )
}

/** One career notice's documents: add a PDF (title in both languages, type, date), delete. */
function CareerDocuments({ career, query, today }: { career: AdminCareer; query: ContentQuery; today: string }) {
  const admin = useAdmin()
  return (
    <AdminSection id="career-docs-title" title={`Documents of “${short(career.description)}”: ${career.documents.length}`}>
      <AdminForm
        id="career-doc-add"
        submitLabel="Add the document"
        resetAfter
        success="The document was added at the end of the list."
        action={(data) => admin.call(`/content/careers/${career.id}/documents`, { method: 'POST', form: withoutEmptyFiles(data) })}
      >
        <AdminFile name="file" label="PDF file" hint="PDF only, at most 20 MB." required accept="application/pdf,.pdf" />
        <AdminInput name="title" label="Title in English" required maxLength={CONTENT_LIMITS.docTitle} />
        <AdminInput name="title_as" label="Title in Assamese" lang="as" maxLength={CONTENT_LIMITS.docTitle} />
        <AdminSelect name="doc_type" label="Type of document" required options={CAREER_DOC_TYPES.map((t) => ({ value: t, label: t }))} placeholder="Choose…" />
        <AdminInput name="date" type="date" label="Date" defaultValue={today} />
        <AdminCheckbox name="new_flag" label="Mark as new (the NEW badge)" />
      </AdminForm>
      <AdminTable id="career-doc-table" caption="The notice's documents in order" head={['Type', 'Title', 'Date', 'File', 'Actions']} isEmpty={!career.documents.length} empty="This notice has no documents yet.">
        {career.documents.map((d) => (
          <tr key={d.id}>
            <td>{d.docType}</td>
            <td>
              {d.title}
              {d.isNew ? <span className="badge badge--new">New</span> : null}
              {d.titleAs ? (
                <span className="admin-cell-sub" lang="as">
                  {d.titleAs}
                </span>
              ) : null}
            </td>
            <td>{day(d.date)}</td>
            <td>
              <FileCell location={d.fileLocation} about={d.title} />
            </td>
            <td>
              <ConfirmDelete id={`career-doc-delete-${d.id}`} about={d.title} run={() => admin.call(`/content/careers/${career.id}/documents/${d.id}`, { method: 'DELETE' })} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <p className="standalone-link">
        <a href={contentHref(query)}>Close the documents</a>
      </p>
    </AdminSection>
  )
}

/** Career notices (spec §3 Career): description in both languages, advertisement, apply link, state, and their documents. */
export function CareersSection({ query, list, editing, career, today }: { query: ContentQuery; list: AdminContentPage<AdminCareer>; editing: AdminCareer | null; career: AdminCareer | null; today: string }) {
  const admin = useAdmin()
  return (
    <>
      {career ? <CareerDocuments career={career} query={query} today={today} /> : null}
      <AdminSection id="career-form-title" title={editing ? `Edit “${short(editing.description)}”` : 'Add a career notice'}>
        <div key={editing?.id ?? 'new'}>
          <CareerForm editing={editing} today={today} query={query} />
        </div>
      </AdminSection>
      <AdminSection id="career-list-title" title={`Career notices: ${list.total}`}>
        <ListFilter id="career-filter" query={query} />
        <AdminTable id="career-table" caption="Career notices, newest advertisement first" head={['Description', 'Advertisement', 'Documents', 'State', 'Actions']} isEmpty={!list.items.length} empty={query.q || query.state ? 'No notice matches this filter.' : 'There are no career notices yet.'}>
          {list.items.map((c) => (
            <tr key={c.id} aria-current={career?.id === c.id || editing?.id === c.id ? 'true' : undefined}>
              <td>
                {c.description}
                {c.isNew ? <span className="badge badge--new">New</span> : null}
                {c.descriptionAs ? (
                  <span className="admin-cell-sub" lang="as">
                    {c.descriptionAs}
                  </span>
                ) : null}
              </td>
              <td>
                <FileCell location={c.adv} about={short(c.description)} /> <span className="admin-cell-sub">{day(c.advDate)}</span>
              </td>
              <td>{c.documents.length}</td>
              <td>
                <StateBadge published={c.published} />
              </td>
              <td>
                <div className="admin-actions">
                  <a className="admin-cell-link" href={contentHref(query, { career: c.id })}>
                    Documents<span className="visually-hidden">: {short(c.description)}</span>
                  </a>
                  <a className="admin-cell-link" href={contentHref(query, { edit: c.id, page: query.page })}>
                    Edit<span className="visually-hidden">: {short(c.description)}</span>
                  </a>
                  <RowButton label={c.published ? 'Unpublish' : 'Publish'} about={short(c.description)} primary={!c.published} run={() => admin.call(`/content/careers/${c.id}/${c.published ? 'unpublish' : 'publish'}`, { method: 'POST' })} />
                  <ConfirmDelete
                    id={`career-delete-${c.id}`}
                    about={short(c.description)}
                    run={() => admin.call(`/content/careers/${c.id}`, { method: 'DELETE' })}
                    after={career?.id === c.id || editing?.id === c.id ? () => navigate(contentHref(query)) : undefined}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => contentHref(query, { page: p })} />
      </AdminSection>
    </>
  )
}
