import { useCallback } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { formatDate } from '#shared/format'
import { apiUrl } from '#client/lib/api'
import type { HomeLine } from '#client/pages/index/+data'
import { TimedPart } from '../layout/TimedPart'
import { useLinks } from '../layout/paths'
import { isExternal } from './localize'

interface LegacyNews {
  type: string
  name: string
}

/**
 * Loads the current news lines from the home page's own endpoint (GET /api/web/newsList →
 * { newsList }: the newest `news` documents, the same rows as /NewsNotification).
 */
async function loadNews(signal: AbortSignal): Promise<LegacyNews[]> {
  const res = await fetch(apiUrl('/api/web/newsList'), { signal, headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`news ${res.status}`)
  const body = (await res.json()) as { newsList?: LegacyNews[] }
  if (!Array.isArray(body.newsList)) throw new Error('news: bad answer')
  return body.newsList
}

/** Fresh items keep the server's translation and link when they are already known. */
function merge(fresh: LegacyNews[], known: HomeLine[]): HomeLine[] {
  const byEnglish = new Map(known.map((k) => [k.en, k]))
  return fresh.map((f, i) => byEnglish.get(f.name) ?? { id: -1 - i, html: f.name, lang: 'en', link: null, ownLink: /<a[\s>]/i.test(f.name), type: f.type })
}

function NewsList({ items }: { items: HomeLine[] }) {
  const { t } = useTranslation('home')
  const locale = usePageContext().locale ?? 'en'
  if (!items.length) return <p className="empty-state">{t('news.empty')}</p>
  return (
    <ul className="news-list">
      {items.map((n) => {
        const text = <span lang={n.lang !== locale ? n.lang : undefined} dangerouslySetInnerHTML={{ __html: n.html }} />
        const external = n.link ? isExternal(n.link) : false
        return (
          <li key={n.id} className="news-list__item">
            <span className="news-list__meta">
              <span className={'badge ' + (n.type === 'notification' ? 'badge--warning' : 'badge--info')}>{t(n.type === 'notification' ? 'news.typeNotification' : 'news.typeNews')}</span>
              {n.date ? <span className="small muted">{formatDate(n.date, locale)}</span> : null}
            </span>
            <span className="news-list__text">
              {n.link && !n.ownLink ? (
                <a href={n.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {text}
                </a>
              ) : (
                text
              )}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * News & Notifications card. The server renders the list; the browser then refreshes it from
 * the legacy API inside a <TimedPart>, so a stale cached page still shows the latest news and
 * a request that never answers ends in an error with a retry after 120 s.
 */
export function NewsCard({ news }: { news: HomeLine[] }) {
  const { t } = useTranslation('home')
  const { href } = useLinks()
  const load = useCallback((signal: AbortSignal) => loadNews(signal), [])
  return (
    <section className="card card--accent home-card" aria-labelledby="news-title">
      <h2 id="news-title" className="card__title">
        {t('news.title')}
      </h2>
      <div className="card__body">
        <TimedPart load={load} fallback={<NewsList items={news} />} keepFallbackOnError className="news-card__part">
          {(fresh) => <NewsList items={merge(fresh, news)} />}
        </TimedPart>
      </div>
      <div className="card__footer">
        <a className="btn btn--secondary btn--small" href={href('/NewsNotification')}>
          {t('news.viewAll')}
          <span className="visually-hidden"> {t('news.viewAllHint')}</span>
        </a>
      </div>
    </section>
  )
}
