import type { ReceiptData } from './data.server'
import { LookupForm } from './LookupForm'
import { PrepaidHeader } from './PrepaidHeader'
import { RechargeReceipt } from './RechargeReceipt'
import { queryOf, usePrepaid } from './usePrepaid'
import './prepaid.css'

/** /AdSmtPrdRct: a recharge receipt by consumer number and receipt number. */
export function ReceiptView({ data }: { data: ReceiptData }) {
  const { t, href } = usePrepaid()
  const { form, result } = data
  return (
    <>
      <PrepaidHeader title={t('receipt.pageTitle')} lead={t('receipt.lead')} />
      <div className="container section prepaid">
        {result.kind === 'ok' ? (
          <div className="stack">
            <RechargeReceipt account={result.account} recharge={result.recharge} />
            <p className="no-print">
              {result.account.connType === 'SMART PREPAID' ? (
                <a href={href('/SmartPrepaidBalance' + queryOf({ consNo: result.account.consumerNo }))}>{t('receipt.backToBalance')}</a>
              ) : (
                <a href={href('/ReprintVoucher')}>{t('recharge.seeVouchers')}</a>
              )}
            </p>
          </div>
        ) : (
          <div className="prepaid-columns">
            <LookupForm
              key={JSON.stringify(form)}
              action={href('/AdSmtPrdRct')}
              idPrefix="receipt"
              fields={['consNo', 'receiptNo']}
              values={form.values}
              errors={form.errors}
              submitLabel={t('receipt.find')}
              label={t('receipt.findLabel')}
            />
            <section aria-labelledby="receipt-about" className="no-print">
              <h2 id="receipt-about" className="section-title">
                {t('receipt.aboutTitle')}
              </h2>
              <p>{t('receipt.about1')}</p>
              <p>
                <a href={href('/SmartPrepaidBalance')}>{t('receipt.about2')}</a>
              </p>
            </section>
          </div>
        )}
      </div>
    </>
  )
}
