/** The receipt of a (smart) prepaid recharge, printable, with its PDF. */
import { useData } from 'vike-react/useData'
import { ReceiptView } from '#client/components/prepaid/ReceiptView'
import type { Data } from './+data'

export default function Page() {
  return <ReceiptView data={useData<Data>()} />
}
