/** Where the gateway returns, and where a consumer looks an order up by consumer number and transaction id. */
import { useData } from 'vike-react/useData'
import { PaymentStatusView } from '#client/components/prepaid/PaymentStatusView'
import type { Data } from './+data'

export default function Page() {
  return <PaymentStatusView data={useData<Data>()} />
}
