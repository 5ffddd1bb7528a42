import type { ReactNode } from 'react'
import { formatDmy, formatDmyTime } from '#shared/format'
import { DataTable } from '#client/components/layout/DataTable'

/** The admin screens' common pieces: a page heading with its lead, a section, a table that scrolls inside itself, an empty state. */
export function AdminPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title">{title}</h1>
      {lead ? <p className="admin-page__lead">{lead}</p> : null}
      {children}
    </section>
  )
}

export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** A data table (the site's DataTable: captioned, scrolls inside its box) with an empty state instead of an empty table. */
export function AdminTable({ id, caption, head, children, empty, isEmpty }: { id: string; caption: string; head: readonly ReactNode[]; children: ReactNode; empty?: ReactNode; isEmpty?: boolean }) {
  if (isEmpty) return <p className="admin-empty">{empty ?? 'Nothing here yet.'}</p>
  return (
    <DataTable id={id} caption={caption} className="table admin-table" columns={[...head]}>
      {children}
    </DataTable>
  )
}

/** Epoch ms or an ISO time, as '05 Apr 2026, 14:05' (India time). */
export function adminTime(value: number | string | null | undefined): string {
  if (value == null) return '—'
  const iso = typeof value === 'number' ? new Date(value).toISOString() : value
  return formatDmyTime(iso, 'en')
}

/** An ISO date as '05 Apr 2026'; '—' when none. */
export const adminDay = (iso: string | null | undefined) => (iso ? formatDmy(iso, 'en') : '—')

/** A small state badge: Published, or `unpublished` ('Not published', 'Draft'). */
export function StateBadge({ published, unpublished = 'Not published' }: { published: boolean; unpublished?: string }) {
  return <span className={`badge ${published ? 'badge--success' : 'badge--warning'}`}>{published ? 'Published' : unpublished}</span>
}

/** Pages of a list: previous and next links keeping the other query parameters. */
export function Pager({ page, pageSize, total, hrefFor }: { page: number; pageSize: number; total: number; hrefFor: (page: number) => string }) {
  const last = Math.max(1, Math.ceil(total / pageSize))
  if (last <= 1) return null
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <a href={hrefFor(page - 1)}>Previous page</a> : null}
      <span>
        Page {page} of {last} ({total} in all)
      </span>
      {page < last ? <a href={hrefFor(page + 1)}>Next page</a> : null}
    </nav>
  )
}
