/** Reprint a prepaid voucher: consumer number and meter number, then the recent tokens. */
import { useData } from 'vike-react/useData'
import { ReprintVoucherView } from '#client/components/prepaid/ReprintVoucherView'
import type { Data } from './+data'

export default function Page() {
  return <ReprintVoucherView data={useData<Data>()} />
}
