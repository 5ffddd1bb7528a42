import type { ReactNode } from 'react'
import { navigate } from 'vike/client/router'
import { CONTENT_STATES, contentQueryString, type ContentQuery } from '#shared/admin/content'
import { BASE_PATH } from '#shared/locale'
import { uploadUrl } from '#shared/uploads'
import { ConfirmDelete, RowButton } from '#client/components/admin/actions'
import { AdminCheckbox } from '#client/components/admin/AdminForm'
import { AdminAlert, CellLink, FilterSelect, FilterText } from '#client/components/admin/lists'
import { Pager } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'

type AdminCall = ReturnType<typeof useAdmin>['call']

/** The content screen's common pieces (issue 11 §2 /AdminUploadDocuments). */

export const CONTENT_PATH = '/AdminUploadDocuments'

/** The screen's address for a section (and its filter), with more parameters. */
export const contentHref = (q: Pick<ContentQuery, 'section' | 'category' | 'q' | 'state'>, extra: Parameters<typeof contentQueryString>[1] = {}) =>
  BASE_PATH + CONTENT_PATH + contentQueryString(q, extra)

/** The words of sanitized HTML without its tags (for screen-reader labels). */
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()

/** A form's data without the file inputs left empty (the server then keeps the current file). */
export function withoutEmptyFiles(data: FormData): FormData {
  const out = new FormData()
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string' && value.size === 0 && !value.name) continue
    out.append(name, value)
  }
  return out
}

/** A stored file's link (opens the public download), or a dash. */
export function FileCell({ location, label = 'PDF', about }: { location: string | null; label?: string; about: string }) {
  if (!location) return <>—</>
  return (
    <a className="admin-file-link" href={uploadUrl(location)}>
      {label}
      <span className="visually-hidden">: {about}</span>
    </a>
  )
}

/** The list's filter: a GET form (part of the title, state), keeping the section; `children` adds fields. */
export function ListFilter({ id, query, search = true, states = true, children }: { id: string; query: ContentQuery; search?: boolean; states?: boolean; children?: ReactNode }) {
  return (
    <form className="cluster admin-filters" method="get" action={BASE_PATH + CONTENT_PATH} aria-label="Filter the list">
      <input type="hidden" name="section" value={query.section} />
      {children}
      {search ? <FilterText id={`${id}-q`} label="Words in the title" value={query.q} /> : null}
      {states ? <FilterSelect id={`${id}-state`} name="state" label="State" value={query.state} any="All" options={STATE_OPTIONS} /> : null}
      <button type="submit" className="btn btn--secondary">
        Show
      </button>
    </form>
  )
}

const STATE_OPTIONS = CONTENT_STATES.map((s) => ({ value: s, label: s === 'published' ? 'Published' : 'Not published' }))

/** The list's pages, keeping the section and its filter. */
export function ContentPager({ query, list }: { query: ContentQuery; list: { page: number; pageSize: number; total: number } }) {
  return <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => contentHref(query, { page: p })} />
}

/** An add or edit form's call: `<path>` (POST) or `<path>/<id>` (PUT) with the form's data, empty file inputs left out. */
export const saveTo =
  (call: AdminCall, path: string, editingId: number | undefined) =>
  (data: FormData): Promise<unknown> => {
    const form = withoutEmptyFiles(data)
    return editingId !== undefined ? call(`${path}/${editingId}`, { method: 'PUT', form }) : call(path, { method: 'POST', form })
  }

/** Under an edit form: back to adding a new one. */
export function StopEditing({ href, what }: { href: string; what: string }) {
  return (
    <p className="standalone-link">
      <a href={href}>Stop editing and add a new {what} instead</a>
    </p>
  )
}

/** The NEW badge and the published box of an item (new: not new, published). */
export function NewAndPublished({ item, shownOn }: { item: { isNew: boolean; published: boolean } | null; shownOn: string }) {
  return (
    <>
      <AdminCheckbox name="new_flag" label="Mark as new (the NEW badge)" defaultChecked={item?.isNew ?? false} />
      <AdminCheckbox name="published" label={`Published: shown on ${shownOn}`} defaultChecked={item?.published ?? true} />
    </>
  )
}

/**
 * A list row's actions: `children` (its other links) first, then Edit, Publish or Unpublish
 * (when the item has a state) and Delete (`<path>/<id>`; the form is left when it showed the
 * item: `open`). `deleteAbout` names the item in the delete question when it says more.
 */
export function RowActions({
  query,
  path,
  idPrefix,
  item,
  about,
  deleteAbout,
  open,
  children,
}: {
  query: ContentQuery
  path: string
  idPrefix: string
  item: { id: number; published?: boolean }
  about: string
  deleteAbout?: string
  open: boolean
  children?: ReactNode
}) {
  const admin = useAdmin()
  const { id, published } = item
  return (
    <div className="admin-actions">
      {children}
      <CellLink href={contentHref(query, { edit: id, page: query.page })} label="Edit" about={about} />
      {published === undefined ? null : (
        <RowButton label={published ? 'Unpublish' : 'Publish'} about={about} primary={!published} run={() => admin.call(`${path}/${id}/${published ? 'unpublish' : 'publish'}`, { method: 'POST' })} />
      )}
      <ConfirmDelete
        id={`${idPrefix}-delete-${id}`}
        about={deleteAbout ?? about}
        run={() => admin.call(`${path}/${id}`, { method: 'DELETE' })}
        after={open ? () => navigate(contentHref(query)) : undefined}
      />
    </div>
  )
}

/** "There is no … with the id …" when an id of the address was not found. */
export function Missing({ id }: { id: string | null }) {
  if (!id) return null
  return <AdminAlert>Nothing with the id {id} was found here; it may have been deleted.</AdminAlert>
}
