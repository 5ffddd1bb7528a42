import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { SEARCH_KINDS, SEARCH_MAX_PAGE, SEARCH_MAX_QUERY, type Highlighted, type SearchHit } from '#shared/search/contract'
import { ErrorSummary, LabelledField, useShownProblems } from '#client/components/forms/CheckedForm'
import { FileLink } from '#client/components/listing/FileLink'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { pageWindow } from '#client/components/listing/pagination'
import { useListing } from '#client/components/listing/useListing'
import '#client/components/listing/listing.css'
import './search.css'
import type { Data } from './+data'

const FORM = 'site-search'

/** Marked words as <mark>, the rest as text: nothing of it is HTML. */
function Marked({ runs }: { runs: Highlighted }) {
  return (
    <>
      {runs.map((r, i) =>
        r.match ? (
          <mark key={i} className="search-hit__match">
            {r.text}
          </mark>
        ) : (
          <span key={i}>{r.text}</span>
        ),
      )}
    </>
  )
}

/**
 * Site-wide search (issue 14): a GET form (works without scripts), the ranked results with the
 * matched words marked, narrowing by kind and year with their counts, and pages of twenty. The
 * site's services and information pages that match come first; relevance or newest first
 * (issue 24 §5); a file's type and size beside its link.
 */
export default function Page() {
  const { raw, errors, answer } = useData<Data>()
  const { t } = useTranslation('search')
  const { href, date, num, locale } = useListing()
  const action = href('/Search')
  const link = (over: Partial<Record<'q' | 'kind' | 'year' | 'page' | 'sort', string>>) => {
    const p = new URLSearchParams()
    const next = { q: raw.q, kind: raw.kind, year: raw.year, sort: raw.sort, ...over }
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v)
    return `${action}?${p.toString()}`
  }
  const hitHref = (hit: SearchHit) => {
    const [path, query] = hit.route.split('?')
    return href(path) + (query ? `?${query}` : '')
  }
  const years = answer?.facets.years ?? []
  const kinds = answer?.facets.kinds ?? []
  const page = answer?.page ?? 1
  const plain = (s: string) => s.replace(/,/g, '')
  const { errors: shownErrors } = useShownProblems(errors.map((f) => ({ field: f === 'lang' ? 'q' : f, text: t(`errors.${f}`) })))

  return (
    <>
      <ListingHeader title={t('title')} lead={t('lead')} />
      <div className="container section listing search-page">
        <form className="filters search-form" role="search" method="get" action={action} noValidate aria-label={t('form.label')}>
          <ErrorSummary form={FORM} title={t('errors.summary')} errors={shownErrors} />
          <LabelledField id={`${FORM}-q`} label={t('form.q')} hint={t('form.qHint')} error={errors.includes('q') ? t('errors.q') : undefined} className="search-form__q">
            {(aria) => <input className="input" type="search" name="q" defaultValue={raw.q} maxLength={SEARCH_MAX_QUERY} autoComplete="off" enterKeyHint="search" {...aria} />}
          </LabelledField>
          <LabelledField id={`${FORM}-kind`} label={t('form.kind')} error={errors.includes('kind') ? t('errors.kind') : undefined}>
            {(aria) => (
              <select className="select" name="kind" defaultValue={raw.kind} {...aria}>
                <option value="">{t('form.allKinds')}</option>
                {SEARCH_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kindsPlural.${k}`)}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <LabelledField id={`${FORM}-year`} label={t('form.year')} error={errors.includes('year') ? t('errors.year') : undefined}>
            {(aria) => (
              <select className="select" name="year" defaultValue={raw.year} {...aria}>
                <option value="">{t('form.allYears')}</option>
                {[...new Set([...years.map((y) => String(y.year)), ...(raw.year ? [raw.year] : [])])].map((y) => (
                  <option key={y} value={y}>
                    {/^\d+$/.test(y) ? plain(num(Number(y))) : y}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <LabelledField id={`${FORM}-sort`} label={t('form.sort')} error={errors.includes('sort') ? t('errors.sort') : undefined}>
            {(aria) => (
              <select className="select" name="sort" defaultValue={raw.sort} {...aria}>
                <option value="">{t('form.sortRelevance')}</option>
                <option value="newest">{t('form.sortNewest')}</option>
              </select>
            )}
          </LabelledField>
          {errors.includes('page') ? <input type="hidden" name="page" value="" id={`${FORM}-page`} /> : null}
          <button type="submit" className="btn btn--primary">
            {t('form.submit')}
          </button>
          {raw.kind || raw.year ? (
            <a className="btn btn--link" href={link({ kind: '', year: '', page: '' })}>
              {t('form.clear')}
            </a>
          ) : null}
        </form>

        {answer === null ? (
          errors.length ? null : (
            <p className="search-page__start">{t('results.start')}</p>
          )
        ) : answer.terms.length === 0 ? (
          <p className="search-page__start">{t('results.noWords')}</p>
        ) : (
          <section className="search-results" aria-labelledby="search-results-heading">
            <h2 id="search-results-heading" className="section-title">
              {t('results.heading')}
            </h2>
            <p className="search-results__count" role="status">
              {answer.total === 0 ? t('results.none', { q: raw.q }) : t('results.count', { count: answer.total, n: num(answer.total), q: raw.q })}
              {answer.pages > 1 ? ` · ${t('results.pageOf', { page: num(page), pages: num(answer.pages) })}` : null}
            </p>
            {answer.total === 0 ? <p>{t('results.noneTips')}</p> : null}

            {kinds.length > 1 || years.length > 1 ? (
              <nav className="search-facets" aria-label={t('results.filtersHeading')}>
                {kinds.length > 1 ? (
                  <div className="search-facets__group">
                    <h3 className="search-facets__title">{t('results.byKind')}</h3>
                    <ul>
                      {kinds.map((k) => (
                        <li key={k.kind}>
                          <a href={link({ kind: raw.kind === k.kind ? '' : k.kind, page: '' })} aria-current={raw.kind === k.kind ? 'true' : undefined}>
                            {t(`kindsPlural.${k.kind}`)} ({num(k.count)})
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {years.length > 1 ? (
                  <div className="search-facets__group">
                    <h3 className="search-facets__title">{t('results.byYear')}</h3>
                    <ul>
                      {years.map((y) => (
                        <li key={y.year}>
                          <a href={link({ year: raw.year === String(y.year) ? '' : String(y.year), page: '' })} aria-current={raw.year === String(y.year) ? 'true' : undefined}>
                            {plain(num(y.year))} ({num(y.count)})
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </nav>
            ) : null}

            <ol className="search-hits" start={(page - 1) * answer.pageSize + 1}>
              {answer.hits.map((hit, i) => (
                <li key={`${hit.kind}-${hit.route}-${i}`} className="search-hit">
                  <p className="search-hit__meta">
                    <span className={`search-hit__kind search-hit__kind--${hit.kind}`}>{t(hit.kind === 'page' && hit.category === 'service' ? 'kinds.service' : `kinds.${hit.kind}`)}</span>
                    {hit.date ? <span className="search-hit__date">{t('results.dated', { date: date(hit.date) })}</span> : null}
                  </p>
                  <h3 className="search-hit__title" lang={hit.lang === locale ? undefined : hit.lang}>
                    <a href={hitHref(hit)}>
                      <Marked runs={hit.title} />
                    </a>
                  </h3>
                  {hit.snippet.length ? (
                    <p className="search-hit__snippet" lang={hit.lang === locale ? undefined : hit.lang}>
                      <Marked runs={hit.snippet} />
                    </p>
                  ) : null}
                  {hit.fileLocation ? <FileLink fileLocation={hit.fileLocation} context={hit.title.map((r) => r.text).join('')} label={t('results.openFile')} /> : null}
                </li>
              ))}
            </ol>

            {answer.total > SEARCH_MAX_PAGE * answer.pageSize ? <p className="muted">{t('results.moreThanShown', { shown: num(SEARCH_MAX_PAGE * answer.pageSize) })}</p> : null}

            {answer.pages > 1 ? (
              <nav className="pagination" aria-label={t('results.pages')}>
                <ul className="pagination__list">
                  {pageWindow(page, answer.pages).map((slot, i) =>
                    slot === 'gap' ? (
                      <li key={`gap${i}`} className="pagination__gap" aria-hidden="true">
                        …
                      </li>
                    ) : (
                      <li key={slot}>
                        <a className="pagination__link" href={link({ page: String(slot) })} aria-current={slot === page ? 'page' : undefined}>
                          {num(slot)}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              </nav>
            ) : null}
          </section>
        )}
      </div>
    </>
  )
}
