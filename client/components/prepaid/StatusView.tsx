import type { PaymentStatusData } from '#client/loaders/prepaid/data.server'
import { PrintActions } from './PrintActions'
import type { PaymentOrderStatus } from './types'
import { isOpenStatus } from './types'
import { usePendingPoll } from './usePendingPoll'
import { queryOf, usePrepaid } from './usePrepaid'
import { Voucher } from './Voucher'
import { FactList } from '../common/FactList'
import { Money } from '../common/Money'
import { ReceiptSheet } from './ReceiptSheet'
import { useSignedIn } from '../login/useSignedIn'

type Ok = Extract<PaymentStatusData['result'], { kind: 'ok' }>

const BADGE: Record<PaymentOrderStatus, string> = {
  PAID: 'badge--success',
  PENDING: 'badge--warning',
  CREATED: 'badge--warning',
  FAILED: 'badge--danger',
  CANCELLED: 'badge--muted',
}
const ALERT: Record<PaymentOrderStatus, string> = {
  PAID: 'alert--success',
  PENDING: 'alert--warning',
  CREATED: 'alert--warning',
  FAILED: 'alert--error',
  CANCELLED: 'alert--info',
}

/** The order found by consumer number and transaction id: its status and what it brought. */
export function StatusView({ result, app }: { result: Ok; app: boolean }) {
  const { t, money, dateTime, href } = usePrepaid()
  const { order, account, recharge, billReceipt } = result
  const open = isOpenStatus(order.status)
  const poll = usePendingPoll(open, order.consumerNo, order.orderId, order.status)
  const retry = order.purpose === 'bill' ? href('/PayBill' + queryOf({ consNo: order.consumerNo })) : href((app ? '/RechargePrepaidMb' : '/RechargePrepaid') + queryOf({ consNo: order.consumerNo }))
  const smart = account?.connType === 'SMART PREPAID'
  // a signed-in consumer goes back where the payment started (issue 9 §2); read after hydration
  const signedIn = useSignedIn()
  return (
    <div className="stack">
      <section className={`alert ${ALERT[order.status]} prepaid-status`} aria-labelledby="status-title">
        <h2 id="status-title" className="prepaid-alert__title">
          <span className={`badge ${BADGE[order.status]}`}>{t(`status.badge.${order.status}`)}</span> {t(`status.title.${order.status}`)}
        </h2>
        <p>{t(`status.text.${order.status}`)}</p>
        <p className="prepaid-status__amount" data-testid="status-amount">
          {t('receipt.amount')}:{' '}
          <strong>
            <Money>{money(order.amountPaise)}</Money>
          </strong>
        </p>
        {open ? (
          <p className="small" role="status" aria-live="polite">
            {poll === 'stopped' ? t('status.pollStopped') : poll === 'polling' ? t('status.polling') : null}
          </p>
        ) : null}
        {signedIn && !app && !open ? (
          <p className="no-print">
            <a className="btn btn--secondary" href={href('/ConsumerDashboard')}>
              {t('status.backToDashboard')}
            </a>
          </p>
        ) : null}
        {order.status === 'FAILED' || order.status === 'CANCELLED' ? (
          <p>
            <a className="btn btn--primary" href={retry}>
              {t(order.purpose === 'bill' ? 'status.retryBill' : 'status.retryRecharge')}
            </a>
          </p>
        ) : null}
      </section>

      {/* a keypad meter's token right under the outcome: at the top of a phone's screen (issue 9 §2) */}
      {order.status === 'PAID' && order.purpose === 'recharge' && order.token && order.receiptNo ? (
        <>
          <Voucher
            token={order.token}
            consumerNo={order.consumerNo}
            meterNo={order.meterNo ?? recharge?.meterNo ?? ''}
            amountPaise={order.amountPaise}
            receiptNo={order.receiptNo}
            at={order.paidAt ?? order.createdAt}
            diagnostics={recharge?.diagnostics ?? null}
          />
          <PrintActions receiptNo={order.receiptNo} consumerNo={order.consumerNo} what={t('print.voucher')} kind="voucher" token={order.token} />
          {!app ? (
            <ul className="link-list no-print">
              <li>
                <a href={href('/ReprintVoucher')}>{t('status.reprintLater')}</a>
              </li>
              <li>
                <a href={href('/RechargePrepaidTest' + queryOf({ consNo: order.consumerNo }))}>{t('status.diagnostics')}</a>
              </li>
            </ul>
          ) : null}
        </>
      ) : null}

      <FactList
        className="prepaid-facts"
        facts={[
          { label: t('status.txnId'), value: order.orderId, className: 'prepaid-break', record: true },
          { label: t('status.gatewayTxnId'), value: order.gatewayTxnId, className: 'prepaid-break', record: true },
          { label: t('account.consumerNo'), value: order.consumerNo },
          account && { label: t('account.name'), value: account.maskedName, record: true },
          { label: t('status.purpose'), value: t(`status.purposes.${order.purpose}`) },
          {
            label: t('receipt.amount'),
            value: (
              <strong>
                <Money>{money(order.amountPaise)}</Money>
              </strong>
            ),
          },
          { label: t('status.createdAt'), value: dateTime(order.createdAt) },
          order.paidAt ? { label: t('status.paidAt'), value: dateTime(order.paidAt) } : null,
          { label: t('receipt.receiptNo'), value: order.receiptNo, className: 'prepaid-nowrap' },
          order.status === 'PAID' &&
            smart &&
            order.balancePaise !== null && {
              label: t('status.newBalance'),
              value: (
                <strong className="prepaid-new-balance">
                  <Money>{money(order.balancePaise)}</Money>
                </strong>
              ),
            },
        ]}
      />

      {order.status === 'PAID' && order.purpose === 'recharge' && smart && order.receiptNo ? (
        <>
          <p>{t('status.smartCredited')}</p>
          <ul className="link-list no-print">
            <li>
              <a href={href('/AdSmtPrdRct' + queryOf({ consNo: order.consumerNo, receiptNo: order.receiptNo }))}>{t('status.smartReceipt')}</a>
            </li>
            {!app ? (
              <li>
                <a href={href('/SmartPrepaidBalance' + queryOf({ consNo: order.consumerNo }))}>{t('status.smartBalance')}</a>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}

      {order.status === 'PAID' && order.purpose === 'bill' && order.receiptNo ? (
        <>
          <ReceiptSheet
            id="bill-receipt-title"
            title={t('status.billReceiptTitle')}
            facts={[
              { label: t('receipt.receiptNo'), value: order.receiptNo, className: 'prepaid-nowrap' },
              { label: t('account.consumerNo'), value: order.consumerNo },
              billReceipt && { label: t('account.name'), value: billReceipt.maskedName, record: true },
              billReceipt && { label: t('status.billNo'), value: billReceipt.billNo },
              { label: t('receipt.amount'), value: <Money>{money(order.amountPaise)}</Money> },
              { label: t('receipt.date'), value: dateTime(order.paidAt) },
              { label: t('receipt.txnId'), value: order.orderId, className: 'prepaid-break', record: true },
            ]}
          />
          <PrintActions receiptNo={order.receiptNo} consumerNo={order.consumerNo} what={t('print.receipt')} />
        </>
      ) : null}
    </div>
  )
}
