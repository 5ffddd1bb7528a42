import { CAREER_DOC_TYPES, CONTENT_LIMITS, type ContentQuery } from '#shared/admin/content'
import type { AdminCareer, AdminContentPage } from '#shared/admin/contract'
import { AdminCheckbox, AdminFile, AdminForm, AdminInput, AdminSelect, AdminTextArea } from '#client/components/admin/AdminForm'
import { ConfirmDelete } from '#client/components/admin/actions'
import { AsSub, CellLink } from '#client/components/admin/lists'
import { adminDay, AdminSection, AdminTable, StateBadge } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { ContentPager, contentHref, FileCell, ListFilter, NewAndPublished, RowActions, saveTo, StopEditing, withoutEmptyFiles } from './parts'

const short = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s)

function CareerForm({ editing, today, query }: { editing: AdminCareer | null; today: string; query: ContentQuery }) {
  const admin = useAdmin()
  return (
    <AdminForm
      id={editing ? 'career-edit' : 'career-add'}
      submitLabel={editing ? 'Save the career notice' : 'Add the career notice'}
      resetAfter={!editing}
      success={editing ? 'The career notice was saved; /Career shows the change now.' : 'The career notice was added. Open its documents in the list to attach more files.'}
      action={saveTo(admin.call, '/content/careers', editing?.id)}
    >
      <AdminTextArea name="description" label="Description in English" required rows={3} maxLength={CONTENT_LIMITS.description} defaultValue={editing?.description} />
      <AdminTextArea name="description_as" label="Description in Assamese" lang="as" rows={3} maxLength={CONTENT_LIMITS.description} defaultValue={editing?.descriptionAs} />
      <AdminFile
        name="adv"
        label="Advertisement (PDF, optional)"
        hint={editing?.adv ? 'Leave empty to keep the current advertisement. PDF only, at most 20 MB.' : 'PDF only, at most 20 MB.'}
        accept="application/pdf,.pdf"
      />
      {editing?.adv ? <AdminCheckbox name="remove_adv" label="Remove the current advertisement" /> : null}
      <AdminInput name="adv_date" type="date" label="Advertisement date" defaultValue={editing ? editing.advDate : today} />
      <AdminInput name="apply_link" label="Apply link (optional)" hint="A web address (https://…) or a page of this site." maxLength={CONTENT_LIMITS.link} defaultValue={editing?.applyLink} />
      <NewAndPublished item={editing} shownOn="/Career" />
      {editing ? <StopEditing href={contentHref(query)} what="notice" /> : null}
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
      <AdminTable
        id="career-doc-table"
        caption="The notice's documents in order"
        head={['Type', 'Title', 'Date', 'File', 'Actions']}
        isEmpty={!career.documents.length}
        empty="This notice has no documents yet."
      >
        {career.documents.map((d) => (
          <tr key={d.id}>
            <td>{d.docType}</td>
            <td>
              {d.title}
              {d.isNew ? <span className="badge badge--new">New</span> : null}
              <AsSub text={d.titleAs} />
            </td>
            <td>{adminDay(d.date)}</td>
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
export function CareersSection({
  query,
  list,
  editing,
  career,
  today,
}: {
  query: ContentQuery
  list: AdminContentPage<AdminCareer>
  editing: AdminCareer | null
  career: AdminCareer | null
  today: string
}) {
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
        <AdminTable
          id="career-table"
          caption="Career notices, newest advertisement first"
          head={['Description', 'Advertisement', 'Documents', 'State', 'Actions']}
          isEmpty={!list.items.length}
          empty={query.q || query.state ? 'No notice matches this filter.' : 'There are no career notices yet.'}
        >
          {list.items.map((c) => (
            <tr key={c.id} aria-current={career?.id === c.id || editing?.id === c.id ? 'true' : undefined}>
              <td>
                {c.description}
                {c.isNew ? <span className="badge badge--new">New</span> : null}
                <AsSub text={c.descriptionAs} />
              </td>
              <td>
                <FileCell location={c.adv} about={short(c.description)} /> <span className="admin-cell-sub">{adminDay(c.advDate)}</span>
              </td>
              <td>{c.documents.length}</td>
              <td>
                <StateBadge published={c.published} />
              </td>
              <td>
                <RowActions query={query} path="/content/careers" idPrefix="career" item={c} about={short(c.description)} open={career?.id === c.id || editing?.id === c.id}>
                  <CellLink href={contentHref(query, { career: c.id })} label="Documents" about={short(c.description)} />
                </RowActions>
              </td>
            </tr>
          ))}
        </AdminTable>
        <ContentPager query={query} list={list} />
      </AdminSection>
    </>
  )
}
