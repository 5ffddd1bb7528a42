import { useRef, type RefObject } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { formatDmyTime, formatPaise } from '#shared/format'
import { repeatState, repeatValues } from '#shared/payments/repeat'
import { FactList } from '../common/FactList'
import { Dialog } from '../layout/Dialog'
import { useLinks } from '../layout/paths'
import type { RepeatQuestion } from './createOrder'
import './payments.css'

/**
 * The repeat-payment question (issue 7 §2): the same bill or meter was paid, or a payment of it
 * started, in the last 30 minutes. A modal dialog shows that payment (amount, time, status, a
 * link to its status page and receipt) and asks: 'Pay again' repeats the order, confirmed;
 * "Don't pay again" (or Escape) closes it and focus goes back to `returnFocusRef`.
 */
export function RepeatPaymentDialog({ question, returnFocusRef }: { question: RepeatQuestion | null; returnFocusRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('payments')
  const { href, locale } = useLinks()
  const messageRef = useRef<HTMLParagraphElement>(null)
  const f = question?.first
  const state = f ? repeatState(f) : 'pending'
  const statusHref = f && question ? href(`/PaymentStatus?consNo=${question.consumerNo}&txnId=${encodeURIComponent(f.orderId)}`) : ''

  return (
    <Dialog
      open={!!question}
      onClose={() => question?.dismiss()}
      title={f ? t(`repeat.title.${f.purpose}`) : ''}
      className="repeat-payment"
      id="repeat-payment"
      initialFocusRef={messageRef}
      returnFocusRef={returnFocusRef}
    >
      {f && question ? (
        <>
          <p ref={messageRef} tabIndex={-1} className="repeat-payment__question" data-testid="repeat-question">
            {t(`repeat.message.${f.purpose}.${state}`, repeatValues(f, locale))}
          </p>
          <FactList
            className="repeat-payment__facts"
            testId="repeat-first"
            facts={[
              { label: t('repeat.amount'), value: formatPaise(f.amountPaise, locale, { nbsp: true }), testId: 'repeat-amount' },
              { label: t('repeat.status'), value: t(`repeat.statuses.${f.status}`), testId: 'repeat-status' },
              state === 'paid' && f.paidAt ? { label: t('repeat.paidAt'), value: formatDmyTime(f.paidAt, locale) } : { label: t('repeat.startedAt'), value: formatDmyTime(f.createdAt, locale) },
              { label: t('repeat.txnId'), value: f.orderId, testId: 'repeat-txn', record: true },
              { label: t('repeat.receiptNo'), value: f.receiptNo, testId: 'repeat-receipt' },
            ]}
          />
          {state === 'pending' ? <p className="small">{t('repeat.pendingNote')}</p> : null}
          <p>
            <a href={statusHref} data-testid="repeat-link">
              {t(state === 'paid' ? 'repeat.viewReceipt' : 'repeat.viewStatus')}
            </a>
          </p>
          <div className="form-actions repeat-payment__actions">
            <button type="button" className="btn btn--secondary" onClick={question.dismiss}>
              {t('repeat.dontPay')}
            </button>
            <button type="button" className="btn btn--accent" onClick={question.confirm}>
              {t('repeat.payAgain')}
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  )
}
