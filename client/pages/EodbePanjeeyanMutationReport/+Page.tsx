import { useData } from 'vike-react/useData'
import { TurnaroundReportView } from '#client/components/eodb/TurnaroundReportView'
import type { Data } from './+data'

/** /EodbePanjeeyanMutationReport: monthly counts and the days taken. */
export default function Page() {
  return <TurnaroundReportView kind="mutation" data={useData<Data>()} />
}
