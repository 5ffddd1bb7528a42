import { useData } from 'vike-react/useData'
import { CareerCard } from '#client/components/listing/CareerCard'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { ListingResults } from '#client/components/listing/ListingResults'
import { SearchFilter } from '#client/components/listing/SearchFilter'
import { useListing } from '#client/components/listing/useListing'
import '#client/components/listing/listing.css'
import type { Data } from './+data'

/** Job openings with their advertisements, apply links and documents. */
export default function Page() {
  const { title, params, result } = useData<Data>()
  const { href } = useListing()
  const action = href('/Career')
  return (
    <>
      <ListingHeader title={title} />
      <div className="container section listing">
        <SearchFilter action={action} params={params} years={result.years} />
        <ListingResults action={action} params={params} total={result.total} pageSize={result.pageSize} count={result.items.length}>
          <div className="tender-list">
            {result.items.map((career) => (
              <CareerCard key={career.id} career={career} />
            ))}
          </div>
        </ListingResults>
      </div>
    </>
  )
}
