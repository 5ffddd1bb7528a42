/** The test vending flow: the same recharge, labelled, with diagnostics for a meter technician. */
import { useData } from 'vike-react/useData'
import { RechargeFlow } from '#client/components/prepaid/RechargeFlow'
import type { Data } from './+data'

export default function Page() {
  return <RechargeFlow data={useData<Data>()} />
}
