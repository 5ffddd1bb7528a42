/** Recharge a prepaid meter: the public page (one component with the Test and Mb variants). */
import { useData } from 'vike-react/useData'
import { RechargeFlow } from '#client/components/prepaid/RechargeFlow'
import type { Data } from './+data'

export default function Page() {
  return <RechargeFlow data={useData<Data>()} />
}
