import { useData } from 'vike-react/useData'
import { TanForm } from '#client/components/requests/TanForm'
import type { Data } from './+data'

/** Compliance of Sec 194Q, step 2: the TAN on record (masked), the OTP and the new TAN; ends at /PrintAck. */
export default function Page() {
  const { post, initial } = useData<Data>()
  return <TanForm route="/TanUpdate" post={post} initial={initial} />
}
