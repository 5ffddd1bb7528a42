import { useData } from 'vike-react/useData'
import { ReliabilityReportView } from '#client/components/eodb/ReliabilityReportView'
import type { Data } from './+data'

/** /EodbSaidiSaifiReport: SAIFI, SAIDI, CAIDI and MAIFI per month, circle and division. */
export default function Page() {
  return <ReliabilityReportView data={useData<Data>()} />
}
