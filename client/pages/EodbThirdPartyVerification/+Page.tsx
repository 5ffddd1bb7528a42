import { useData } from 'vike-react/useData'
import { VerifyView } from '#client/components/eodb/VerifyView'
import type { Data } from './+data'

/** /EodbThirdPartyVerification: is this connection genuine? */
export default function Page() {
  return <VerifyView post={useData<Data>().post} />
}
