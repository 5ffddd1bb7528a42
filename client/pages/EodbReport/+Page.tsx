import { useData } from 'vike-react/useData'
import { EodbLandingView } from '#client/components/eodb/EodbLandingView'
import type { Data } from './+data'

/** /EodbReport: the ease-of-doing-business reports, each with its latest figure. */
export default function Page() {
  const { summary } = useData<Data>()
  return <EodbLandingView summary={summary} />
}
