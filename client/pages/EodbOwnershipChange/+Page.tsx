import { useData } from 'vike-react/useData'
import { TurnaroundReportView } from '#client/components/eodb/TurnaroundReportView'
import type { Data } from './+data'

/** /EodbOwnershipChange: monthly counts and the days taken. */
export default function Page() {
  return <TurnaroundReportView kind="ownership" data={useData<Data>()} />
}
