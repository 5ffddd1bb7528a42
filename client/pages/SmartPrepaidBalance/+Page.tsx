/** Smart prepaid balance: the balance, the last recharge, the last 7 days and the receipts. */
import { useData } from 'vike-react/useData'
import { SmartBalanceView } from '#client/components/prepaid/SmartBalanceView'
import type { Data } from './+data'

export default function Page() {
  return <SmartBalanceView data={useData<Data>()} />
}
