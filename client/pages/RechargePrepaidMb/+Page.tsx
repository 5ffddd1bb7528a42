/** The recharge in the mobile app's web view (channel 'mobile-app'; the gateway returns with &app=1). */
import { useData } from 'vike-react/useData'
import { RechargeFlow } from '#client/components/prepaid/RechargeFlow'
import type { Data } from './+data'

export default function Page() {
  return <RechargeFlow data={useData<Data>()} />
}
