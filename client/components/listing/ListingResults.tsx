import type { ReactNode } from 'react'
import { pageCount, shownRange } from './pagination'
import { isFiltered, listHref, type ListParams } from './query'
import { Pagination } from './Pagination'
import { useListing } from './useListing'

interface Props {
  action: string
  params: ListParams
  total: number
  pageSize: number
  /** entries on this page */
  count: number
  children: ReactNode
}

/**
 * Result count, the entries (children), pagination, or the empty state with a way out
 * (clear the filters, or back to page 1 past the end).
 */
export function ListingResults({ action, params, total, pageSize, count, children }: Props) {
  const { t, num } = useListing()
  const filtered = isFiltered(params)
  const [from, to] = shownRange(total, params.page, pageSize)
  const qualifiers = [params.q ? t('results.for', { q: params.q }) : '', params.year ? t('results.inYear', { year: num(params.year).replace(/,/g, '') }) : ''].filter(Boolean)
  return (
    <>
      <p className="listing-count" role="status">
        {count > 0 ? [t('results.showing', { from: num(from), to: num(to), total: num(total) }), ...qualifiers].join(' ') : null}
      </p>
      {count > 0 ? (
        children
      ) : (
        <div className="empty-state">
          {total > 0 && params.page > pageCount(total, pageSize) ? (
            <>
              <p>{t('results.pastEnd')}</p>
              <p>
                <a href={listHref(action, { q: params.q, year: params.year })}>{t('results.firstPage')}</a>
              </p>
            </>
          ) : filtered ? (
            <>
              <p>
                <strong>{t('results.noMatch')}</strong>
              </p>
              <p>{t('results.noMatchHint')}</p>
              <p>
                <a href={action}>{t('filter.clear')}</a>
              </p>
            </>
          ) : (
            <p>{t('results.none')}</p>
          )}
        </div>
      )}
      <Pagination action={action} params={params} total={total} pageSize={pageSize} />
    </>
  )
}
