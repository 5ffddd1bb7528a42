import { Trans } from 'react-i18next'
import { Money } from '../common/Money'
import { useBilling } from './useBilling'

/**
 * What is payable today on a bill, first on PayBill and ViewBill (issue 24 §3): the line that
 * says until when (before or after the due date), then the amount on a line of its own.
 */
export function PayableDue({
  dueDate,
  afterDueDate,
  payablePaise,
  testIds,
}: {
  dueDate: string
  afterDueDate: boolean
  payablePaise: number
  /** the test ids of the line and of the amount's element */
  testIds: { due: string; amount: string; amountOnMoney?: boolean }
}) {
  const b = useBilling()
  return (
    <>
      <p className="muted" data-testid={testIds.due}>
        <Trans t={b.t} i18nKey={afterDueDate ? 'payBill.payableAfter' : 'payBill.payableBefore'} values={{ date: b.date(dueDate) }} components={{ date: <span className="date" /> }} />
      </p>
      <p className="billing-amount" data-testid={testIds.amountOnMoney ? undefined : testIds.amount}>
        <Money testId={testIds.amountOnMoney ? testIds.amount : undefined}>{b.money(payablePaise)}</Money>
      </p>
    </>
  )
}
