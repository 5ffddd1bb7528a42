import { useData } from 'vike-react/useData'
import { NscReportView } from '#client/components/eodb/NscReportView'
import type { Data } from './+data'

/** /EodbNscReport: new service connections against the legal deadlines; links the four detail pages. */
export default function Page() {
  return <NscReportView data={useData<Data>()} />
}
