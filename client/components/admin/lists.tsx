import { LabelledField, type FieldError } from '#client/components/forms/CheckedForm'
import type { ReactNode } from 'react'

/** The admin lists' common pieces: the filter form and its fields, the problems of a filter, tabs, notes, cells. */

/** A list's filter: a GET form (the filter stays in the address, so a view can be bookmarked); `clear`: the unfiltered list's address, when a filter is set. */
export function FilterForm({
  action,
  label,
  submit = 'Filter',
  primary = false,
  clear,
  children,
}: {
  action: string
  label: string
  submit?: string
  primary?: boolean
  clear?: string | null
  children: ReactNode
}) {
  return (
    <form className="filters admin-filters" method="get" action={action} role="search" aria-label={label}>
      {children}
      <button type="submit" className={`btn ${primary ? 'btn--primary' : 'btn--secondary'}`}>
        {submit}
      </button>
      {clear ? (
        <a className="admin-cell-link" href={clear}>
          Clear the filter
        </a>
      ) : null}
    </form>
  )
}

/** A filter's words (the `q` of the address unless `name` says otherwise). */
export function FilterText({ id, name = 'q', label, value, maxLength = 100, autoComplete }: { id: string; name?: string; label: string; value: string; maxLength?: number; autoComplete?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input className="input" id={id} name={name} type="search" defaultValue={value} maxLength={maxLength} autoComplete={autoComplete} />
    </div>
  )
}

/** A filter's choice; `any`: the first choice, for no filter; `error`: why the value given was left out. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  any,
  options,
  error,
}: {
  id: string
  name: string
  label: string
  value: string
  any?: string
  options: ReadonlyArray<{ value: string; label: ReactNode }>
  error?: string
}) {
  return (
    <LabelledField id={id} label={label} error={error}>
      {(aria) => (
        <select className="select" name={name} defaultValue={value} {...aria}>
          {any !== undefined ? <option value="">{any}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  )
}

/** The parts of a GET filter that were left out, each linked to its field (`#<anchor><path>`); `children` adds a line. */
export function FilterProblems({ id, title, anchor, problems, children }: { id: string; title: string; anchor: string; problems: readonly FieldError[]; children?: ReactNode }) {
  if (!problems.length) return null
  return (
    <div className="error-summary" role="alert" aria-labelledby={id}>
      <h2 id={id} className="error-summary__title">
        {title}
      </h2>
      <ul>
        {problems.map((p) => (
          <li key={p.field}>
            <a href={`#${anchor}${p.field}`}>{p.text}</a>
          </li>
        ))}
      </ul>
      {children}
    </div>
  )
}

/** The kinds a screen shows one at a time, as links; the current one marked. */
export function TypeLinks({ label, links }: { label: string; links: ReadonlyArray<{ key: string | number; href: string; current: boolean; label: ReactNode }> }) {
  return (
    <nav aria-label={label}>
      <ul className="admin-type-links">
        {links.map((l) => (
          <li key={l.key}>
            <a href={l.href} aria-current={l.current ? 'page' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A note that something asked for is not there, or that a step failed. */
export function AdminAlert({ children }: { children: ReactNode }) {
  return (
    <p className="admin-note" role="alert">
      {children}
    </p>
  )
}

/** A row's link (Edit, Photos…) that names its row for screen readers. */
export function CellLink({ href, label, about }: { href: string; label: string; about: string }) {
  return (
    <a className="admin-cell-link" href={href}>
      {label}
      <span className="visually-hidden">: {about}</span>
    </a>
  )
}

/** The Assamese text under its English one in a cell, when there is one. */
export function AsSub({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <span className="admin-cell-sub" lang="as">
      {text}
    </span>
  )
}
