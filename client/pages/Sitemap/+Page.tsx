import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { PageHeader } from '#client/components/static/PageHeader'
import type { SitemapLink } from '#client/loaders/gigw/sitemap.server'
import '#client/components/gigw/gigw.css'
import type { Data } from './+data'

/**
 * /Sitemap (issue 14, GIGW 3.0): every page of the site, grouped as the menus group them
 * (client/loaders/gigw/sitemap.server.ts builds the groups from the menus and shared/routes.ts).
 */
export default function Page() {
  const { groups } = useData<Data>()
  const { t } = useTranslation('gigw')
  return (
    <>
      <PageHeader title={t('sitemap.title')} lead={t('sitemap.lead')} />
      <div className="container section">
        <div className="sitemap">
          {groups.map((g) => (
            <section key={g.id} className="sitemap__group" aria-labelledby={`sitemap-${g.id}`}>
              <h2 id={`sitemap-${g.id}`} className="sitemap__title">
                {g.title}
              </h2>
              <Links links={g.links} />
            </section>
          ))}
        </div>
        <p className="small muted">{t('sitemap.external')}</p>
      </div>
    </>
  )
}

function Links({ links }: { links: SitemapLink[] }) {
  return (
    <ul className="sitemap__links">
      {links.map((l) => (
        <li key={l.label + l.href}>
          {l.children ? (
            <>
              <span className="sitemap__parent">{l.label}</span>
              <Links links={l.children} />
            </>
          ) : (
            <a href={l.href}>{l.label}</a>
          )}
        </li>
      ))}
    </ul>
  )
}
