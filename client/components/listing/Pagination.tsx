import { pageCount, pageWindow } from './pagination'
import { listHref, type ListParams } from './query'
import { useListing } from './useListing'

interface Props {
  action: string
  params: ListParams
  total: number
  pageSize: number
}

/** Numbered pages with previous/next; the current page carries aria-current. Hidden for one page. */
export function Pagination({ action, params, total, pageSize }: Props) {
  const { t, num } = useListing()
  const count = pageCount(total, pageSize)
  if (count <= 1) return null
  const page = Math.min(params.page, count)
  const href = (p: number) => listHref(action, { q: params.q, year: params.year, page: p })
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        {page > 1 ? (
          <li>
            <a className="pagination__link" href={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
              <span className="visually-hidden"> ({t('pagination.previousPage')})</span>
            </a>
          </li>
        ) : null}
        {pageWindow(page, count).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <a className="pagination__link" href={href(slot)} aria-current={slot === page ? 'page' : undefined} aria-label={t('pagination.page', { page: num(slot) })}>
                {num(slot)}
              </a>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <a className="pagination__link" href={href(page + 1)} rel="next">
              {t('pagination.next')}
              <span className="visually-hidden"> ({t('pagination.nextPage')})</span>
              <span aria-hidden="true"> ›</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
