import { useData } from 'vike-react/useData'
import { ContactTable } from '#client/components/listing/ContactTable'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { SearchFilter } from '#client/components/listing/SearchFilter'
import { useListing } from '#client/components/listing/useListing'
import '#client/components/listing/listing.css'
import type { Data } from './+data'

/** Contacts under the 8 type codes (key officials … AGM), with a name/office filter. */
export default function Page() {
  const { title, params, total, shown, groups } = useData<Data>()
  const { t, href, num } = useListing()
  const action = href('/Contact')
  return (
    <>
      <ListingHeader title={title} lead={t('contact.customerCare')} />
      <div className="container section listing">
        <SearchFilter action={action} params={params} years={[]} searchLabelKey="filter.searchContacts" />
        <p className="listing-count" role="status">
          {shown > 0 ? t('results.showing', { from: num(1), to: num(shown), total: num(shown) }) + (params.q ? ' ' + t('results.for', { q: params.q }) : '') : null}
        </p>
        {groups.length > 1 ? (
          <nav className="listing-switch" aria-label={t('contact.jumpTo')}>
            <ul className="cluster">
              {groups.map((g) => (
                <li key={g.code}>
                  <a className="btn btn--secondary btn--small" href={`#contact-group-${g.code}`}>
                    {t(`contact.groups.${g.code}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {groups.map((g) => (
          <section key={g.code} className="contact-group" aria-labelledby={`contact-group-${g.code}`}>
            <h2 className="section-title" id={`contact-group-${g.code}`}>
              {t(`contact.groups.${g.code}`)} <span className="contact-group__count">({num(g.contacts.length)})</span>
            </h2>
            <ContactTable code={g.code} contacts={g.contacts} />
          </section>
        ))}
        {shown === 0 ? (
          <div className="empty-state">
            {total > 0 ? (
              <>
                <p>
                  <strong>{t('results.noMatch')}</strong>
                </p>
                <p>
                  <a href={action}>{t('filter.clear')}</a>
                </p>
              </>
            ) : (
              <p>{t('results.none')}</p>
            )}
          </div>
        ) : null}
      </div>
    </>
  )
}
