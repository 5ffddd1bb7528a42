import { useData } from 'vike-react/useData'
import { TanForm } from '#client/components/requests/TanForm'
import type { Data } from './+data'

/** Compliance of Sec 194Q, step 1: the consumer number; the OTP sent, the browser goes on to /TanUpdate?consNo=…. */
export default function Page() {
  const { post } = useData<Data>()
  return <TanForm route="/TanUpdateOtp" post={post} />
}
