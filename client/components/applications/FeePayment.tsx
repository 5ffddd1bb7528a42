import type { WorkItem } from '#shared/workflow/contract'
import type { FormPostState } from '#shared/input/schema'
import { feePaymentSchema } from '#shared/workflow/forms/applicationFee'
import { PostForm } from '../forms/PostForm'
import { useApplications } from './useApplications'

/** An application fee's latest payment order, as the acknowledgement's +data reads it (server/services/payments/applicationFees.ts). */
export interface FeeOrderView {
  orderId: string
  status: 'CREATED' | 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED'
  createdAt: string
}

/**
 * "Pay ₹… now" on the acknowledgement of an application awaiting its fee (issue 10 §3, ADR 018):
 * a form posting to the page itself (works without JavaScript), whose answer sends the browser
 * to the payment gateway; the gateway sends it back to the acknowledgement. A payment already
 * started is said so (pressing again goes back to it, never a second payment); a failed one
 * may be tried again.
 */
export function FeePayment({ item, feeOrder, post }: { item: WorkItem; feeOrder: FeeOrderView | null; post: FormPostState | null }) {
  const { t, href, money, dateTime } = useApplications()
  const open = feeOrder?.status === 'CREATED' || feeOrder?.status === 'PENDING'
  const failed = feeOrder?.status === 'FAILED' || feeOrder?.status === 'CANCELLED'
  return (
    <section className="fee-pay" aria-labelledby="fee-pay-title" data-testid="fee-pay">
      <h3 id="fee-pay-title">{t('ack.payTitle')}</h3>
      {open && feeOrder ? (
        <p className="alert alert--info" data-testid="fee-open">
          {t('ack.payOpen', { date: dateTime(feeOrder.createdAt) })}
        </p>
      ) : null}
      {failed ? (
        <p className="alert alert--warning" data-testid="fee-failed">
          {t('ack.payFailed')}
        </p>
      ) : null}
      <PostForm
        form="fee"
        action={href(`/PrintAck?applNo=${item.workNo}`)}
        label={t('ack.payTitle')}
        post={post}
        schema={feePaymentSchema}
        hidden={{ applNo: item.workNo, amountPaise: String(item.feePaise) }}
        submitLabel={t('ack.payNow', { amount: money(item.feePaise) })}
        busyText={t('ack.payRedirecting')}
      >
        {() => <p className="small muted">{t('ack.payNote')}</p>}
      </PostForm>
      <p className="small">{t('ack.payLater')}</p>
    </section>
  )
}
