import { CATEGORY_CHOICES, CONTENT_LIMITS, DOCUMENT_SUB_TYPES, FILE_CATEGORIES, isHtmlCategory, type ContentQuery } from '#shared/admin/content'
import type { AdminContentPage, AdminDocument } from '#shared/admin/contract'
import type { DocumentCategory } from '#shared/content/contract'
import { AdminCheckbox, AdminFile, AdminForm, AdminInput, AdminSelect, AdminTextArea } from '#client/components/admin/AdminForm'
import { FilterSelect } from '#client/components/admin/lists'
import { adminDay, AdminSection, AdminTable, StateBadge } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { ContentPager, contentHref, FileCell, ListFilter, NewAndPublished, plain, RowActions, saveTo, StopEditing } from './parts'

const CATEGORY_OPTIONS = FILE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_CHOICES[c] }))

const subTypeLabel = (category: DocumentCategory, value: string | null) => (value ? (DOCUMENT_SUB_TYPES[category].choices.find((c) => c.value === value)?.label ?? value) : '—')

/** The add or edit form of a document of `category` (news and marquee: HTML text with a link or a PDF). */
function DocumentForm({ category, editing, today, query }: { category: DocumentCategory; editing: AdminDocument | null; today: string; query: ContentQuery }) {
  const admin = useAdmin()
  const html = isHtmlCategory(category)
  const rule = DOCUMENT_SUB_TYPES[category]
  const what = category === 'marquee' ? 'marquee item' : category === 'news' ? 'news item' : 'document'
  const formId = editing ? 'doc-edit' : 'doc-add'
  return (
    <AdminForm
      id={formId}
      submitLabel={editing ? `Save the ${what}` : `Add the ${what}`}
      resetAfter={!editing}
      success={editing ? `The ${what} was saved; the public pages show the change now.` : `The ${what} was added. If published, the public pages show it now.`}
      action={saveTo(admin.call, '/content/documents', editing?.id)}
    >
      {editing ? null : <input type="hidden" name="category" value={category} />}
      {html ? (
        <>
          <AdminTextArea
            name="name"
            label="Text in English"
            hint="Simple formatting is kept: <b>, <i>, <u>, <strong>, <em>, <br> and links <a href=…>. Anything else (scripts, pictures, styles, event handlers) is removed when saved."
            required
            rows={3}
            maxLength={CONTENT_LIMITS.html}
            defaultValue={editing?.name}
          />
          <AdminTextArea
            name="name_as"
            label="Text in Assamese"
            hint="Shown on the Assamese pages; the English text is shown there when this is empty."
            lang="as"
            rows={3}
            maxLength={CONTENT_LIMITS.html}
            defaultValue={editing?.nameAs}
          />
        </>
      ) : (
        <>
          <AdminInput name="name" label="Title in English" required maxLength={CONTENT_LIMITS.name} defaultValue={editing?.name} />
          <AdminInput
            name="name_as"
            label="Title in Assamese"
            hint="Shown on the Assamese pages; the English title is shown there when this is empty."
            lang="as"
            maxLength={CONTENT_LIMITS.name}
            defaultValue={editing?.nameAs}
          />
        </>
      )}
      {category === 'marquee' ? (
        <input type="hidden" name="sub_type" value="headline" />
      ) : rule.choices.length ? (
        <AdminSelect
          name="sub_type"
          label={category === 'news' ? 'Type' : 'Sub-type (the public page that lists it)'}
          required={rule.required}
          options={rule.choices}
          placeholder={rule.required ? 'Choose…' : 'None: only the main list of the category'}
          defaultValue={editing?.subType ?? ''}
        />
      ) : null}
      <AdminInput name="date" type="date" label="Date" required defaultValue={editing?.date ?? today} />
      {html ? (
        <AdminInput
          name="link"
          label="Link (optional)"
          hint="A page of this site such as /website/PayBill, or a web address (https://…). Give a link or a PDF file, not both."
          maxLength={CONTENT_LIMITS.link}
          defaultValue={editing?.link}
        />
      ) : null}
      <AdminFile
        name="file"
        label={html ? 'PDF file (optional)' : 'PDF file'}
        hint={editing?.fileLocation ? 'Leave empty to keep the current file. PDF only, at most 20 MB.' : 'PDF only, at most 20 MB.'}
        required={!html && !editing}
        accept="application/pdf,.pdf"
      />
      {html && editing?.fileLocation ? <AdminCheckbox name="remove_file" label="Remove the current file" /> : null}
      <NewAndPublished item={editing} shownOn="the public pages" />
      {editing ? <StopEditing href={contentHref(query)} what="one" /> : null}
    </AdminForm>
  )
}

/**
 * A category's documents: the form (add, or edit with ?edit=), the list with its filter, each
 * row with edit, publish or unpublish, and delete. Documents of the file categories (section
 * 'documents', with the category chosen), marquee items or news items.
 */
export function DocumentsSection({ query, list, editing, today }: { query: ContentQuery; list: AdminContentPage<AdminDocument>; editing: AdminDocument | null; today: string }) {
  const category: DocumentCategory = query.section === 'documents' ? query.category : (query.section as 'marquee' | 'news')
  const html = isHtmlCategory(category)
  const what = category === 'marquee' ? 'marquee items' : category === 'news' ? 'news items' : 'documents'
  const titleOf = (d: AdminDocument) => (html ? plain(d.name) : d.name)
  return (
    <>
      {query.section === 'documents' ? (
        <ListFilter id="doc-filter" query={query}>
          <FilterSelect id="doc-filter-category" name="category" label="Category" value={query.category} options={CATEGORY_OPTIONS} />
        </ListFilter>
      ) : null}

      <AdminSection id="doc-form-title" title={editing ? `Edit: ${titleOf(editing).slice(0, 80)}` : `Add to ${CATEGORY_CHOICES[category]}`}>
        <div key={editing?.id ?? `new-${category}`}>
          <DocumentForm category={category} editing={editing} today={today} query={query} />
        </div>
      </AdminSection>

      <AdminSection id="doc-list-title" title={`${CATEGORY_CHOICES[category]}: ${list.total} ${what}`}>
        {query.section !== 'documents' ? <ListFilter id="doc-filter" query={query} /> : null}
        <AdminTable
          id="doc-table"
          caption={`The ${what}, newest first`}
          head={['Title', 'Assamese', ...(DOCUMENT_SUB_TYPES[category].choices.length > 1 ? ['Sub-type'] : []), 'Date', html ? 'Link or file' : 'File', 'State', 'Actions']}
          isEmpty={!list.items.length}
          empty={query.q || query.state ? `No ${what} match this filter.` : `There are no ${what} yet.`}
        >
          {list.items.map((d) => (
            <tr key={d.id} aria-current={editing?.id === d.id ? 'true' : undefined}>
              <td>
                {html ? <span className="admin-html" dangerouslySetInnerHTML={{ __html: d.name }} /> : d.name}
                {d.isNew ? <span className="badge badge--new">New</span> : null}
              </td>
              <td>
                {d.nameAs ? (
                  html ? (
                    <span lang="as" className="admin-html" dangerouslySetInnerHTML={{ __html: d.nameAs }} />
                  ) : (
                    <span lang="as">{d.nameAs}</span>
                  )
                ) : (
                  <span className="muted">not yet</span>
                )}
              </td>
              {DOCUMENT_SUB_TYPES[category].choices.length > 1 ? <td>{subTypeLabel(category, d.subType)}</td> : null}
              <td>{adminDay(d.date)}</td>
              <td>{d.link ? <span className="admin-cell-sub">{d.link}</span> : <FileCell location={d.fileLocation} about={titleOf(d)} />}</td>
              <td>
                <StateBadge published={d.published} />
              </td>
              <td>
                <RowActions query={query} path="/content/documents" idPrefix="doc" item={d} about={titleOf(d)} open={editing?.id === d.id} />
              </td>
            </tr>
          ))}
        </AdminTable>
        <ContentPager query={query} list={list} />
      </AdminSection>
    </>
  )
}
