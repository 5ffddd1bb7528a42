import { useData } from 'vike-react/useData'
import { OutageDashboardView } from '#client/components/eodb/OutageDashboardView'
import type { Data } from './+data'

/** /EodbOutageDashboard: outages now and planned, by circle, on a tile map; refreshes itself. */
export default function Page() {
  return <OutageDashboardView initial={useData<Data>().dashboard} />
}
