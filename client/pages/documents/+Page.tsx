import { useData } from 'vike-react/useData'
import { useTranslation } from '#client/lib/useTranslation'
import { DocumentTable } from '#client/components/listing/DocumentTable'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { ListingResults } from '#client/components/listing/ListingResults'
import { RtiIntro } from '#client/components/listing/RtiIntro'
import { PlannedShutdowns } from '#client/components/listing/PlannedShutdowns'
import { SearchFilter } from '#client/components/listing/SearchFilter'
import { useListing } from '#client/components/listing/useListing'
import '#client/components/listing/listing.css'
import type { Data } from './+data'

/** Every document listing (/Circulars, /AS_Circulars, /RTI…): one page fed by the route's category. */
export default function Page() {
  const { route, title, params, isRti, shutdowns, result } = useData<Data>()
  const { t, href } = useListing()
  const { t: ts } = useTranslation('shutdowns')
  const action = href(route)
  return (
    <>
      <ListingHeader title={title} />
      <div className="container section listing">
        {isRti ? <RtiIntro /> : null}
        {isRti ? (
          <h2 className="section-title" id="rti-documents">
            {t('rti.documentsHeading')}
          </h2>
        ) : null}
        {shutdowns ? <PlannedShutdowns rows={shutdowns} /> : null}
        {shutdowns ? (
          <h2 className="section-title" id="shutdown-documents">
            {ts('documentsHeading')}
          </h2>
        ) : null}
        <SearchFilter action={action} params={params} years={result.years} />
        <ListingResults action={action} params={params} total={result.total} pageSize={result.pageSize} count={result.items.length}>
          <DocumentTable rows={result.items} caption={t('doc.caption', { title })} />
        </ListingResults>
      </div>
    </>
  )
}
