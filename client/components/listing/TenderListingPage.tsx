import { useData } from 'vike-react/useData'
import { ListingHeader } from './ListingHeader'
import { ListingResults } from './ListingResults'
import { SearchFilter } from './SearchFilter'
import { TenderCard } from './TenderCard'
import { TENDER_ROUTES, type TenderListing, type TenderPageData } from '#client/loaders/listing/tenderData'
import { useListing } from './useListing'
import './listing.css'

const OTHER_LINKS: Array<[TenderListing, string]> = [
  ['current', 'tender.linkCurrent'],
  ['previous', 'tender.linkPrevious'],
  ['archive', 'tender.linkArchive'],
  ['rdss', 'tender.linkRdss'],
]

/** The page of every tender listing (/TenderCurrent, /TenderPrevious, /TenderArchive, /RdssProject). */
export function TenderListingPage() {
  const { listing, route, title, params, result } = useData<TenderPageData>()
  const { t, href } = useListing()
  const action = href(route)
  return (
    <>
      <ListingHeader title={title} />
      <div className="container section listing">
        {listing === 'rdss' ? (
          <div className="prose listing-intro">
            <p>{t('tender.rdssIntro1')}</p>
            <p>{t('tender.rdssIntro2')}</p>
          </div>
        ) : null}
        <nav className="listing-switch" aria-label={t('tender.otherYears')}>
          <ul className="cluster">
            {OTHER_LINKS.map(([key, label]) => (
              <li key={key}>
                <a className={`btn btn--small ${key === listing ? 'btn--primary' : 'btn--secondary'}`} href={href(TENDER_ROUTES[key])} aria-current={key === listing ? 'page' : undefined}>
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SearchFilter action={action} params={params} years={result.years} searchLabelKey="filter.searchTenders" />
        <ListingResults action={action} params={params} total={result.total} pageSize={result.pageSize} count={result.items.length}>
          <div className="tender-list">
            {result.items.map((tender) => (
              <TenderCard key={tender.id} tender={tender} />
            ))}
          </div>
        </ListingResults>
      </div>
    </>
  )
}
