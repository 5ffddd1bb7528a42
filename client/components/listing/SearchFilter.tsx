import type { FormEvent } from 'react'
import { navigate } from 'vike/client/router'
import { isFiltered, listHref, type ListParams } from './query'
import { useListing } from './useListing'

interface Props {
  /** full URL of the listing (with base and AS_ prefix), the form's action */
  action: string
  params: ListParams
  /** years to offer, newest first; no year filter when empty */
  years: number[]
  /** i18n key of the search label */
  searchLabelKey?: string
}

/**
 * A GET form (works without JavaScript); with JavaScript it navigates client-side.
 * Filtering always happens on the server in the page's +data.
 */
export function SearchFilter({ action, params, years, searchLabelKey = 'filter.search' }: Props) {
  const { t, num } = useListing()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void navigate(listHref(action, { q: String(form.get('q') ?? '').trim(), year: String(form.get('year') ?? '') }))
  }
  const key = `${params.q}|${params.year ?? ''}`
  return (
    <form className="filters" role="search" method="get" action={action} onSubmit={onSubmit} aria-label={t('filter.label')} key={key}>
      <div className="field">
        <label className="field__label" htmlFor="listing-q">
          {t(searchLabelKey)}
        </label>
        <input className="input" type="search" id="listing-q" name="q" defaultValue={params.q} maxLength={100} />
      </div>
      {years.length > 0 ? (
        <div className="field listing-filter__year">
          <label className="field__label" htmlFor="listing-year">
            {t('filter.year')}
          </label>
          <select className="select" id="listing-year" name="year" defaultValue={params.year ? String(params.year) : ''}>
            <option value="">{t('filter.allYears')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {num(y).replace(/,/g, '')}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary">
        {t('filter.apply')}
      </button>
      {isFiltered(params) ? (
        <a className="btn btn--link" href={action}>
          {t('filter.clear')}
        </a>
      ) : null}
    </form>
  )
}
