import { useData } from 'vike-react/useData'
import { NscReportView } from '#client/components/eodb/NscReportView'
import type { Data } from './+data'

/** /EodbDomesticDetails: the new service connections of the domestic category. */
export default function Page() {
  return <NscReportView data={useData<Data>()} category="domestic" />
}
