import { AboutSection } from './PageParts'
import type { ReceiptData } from '#client/loaders/prepaid/data.server'
import { LookupForm } from './LookupForm'
import { PrepaidPage } from './PrepaidPage'
import { RechargeReceipt } from './RechargeReceipt'
import { queryOf, usePrepaid } from './usePrepaid'

/** /AdSmtPrdRct: a recharge receipt by consumer number and receipt number. */
export function ReceiptView({ data }: { data: ReceiptData }) {
  const { t, href } = usePrepaid()
  const { form, result } = data
  return (
    <PrepaidPage title={t('receipt.pageTitle')} lead={t('receipt.lead')}>
      {result.kind === 'ok' ? (
        <div className="stack">
          <RechargeReceipt account={result.account} recharge={result.recharge} />
          <p className="no-print standalone-link">
            {result.account.connType === 'SMART PREPAID' ? (
              <a href={href('/SmartPrepaidBalance' + queryOf({ consNo: result.account.consumerNo }))}>{t('receipt.backToBalance')}</a>
            ) : (
              <a href={href('/ReprintVoucher')}>{t('recharge.seeVouchers')}</a>
            )}
          </p>
        </div>
      ) : (
        <div className="prepaid-columns">
          <LookupForm action={href('/AdSmtPrdRct')} idPrefix="receipt" fields={['consNo', 'receiptNo']} form={form} submitLabel={t('receipt.find')} label={t('receipt.findLabel')} />
          <AboutSection idPrefix="receipt" title={t('receipt.aboutTitle')}>
            <p>{t('receipt.about1')}</p>
            <p>
              <a href={href('/SmartPrepaidBalance')}>{t('receipt.about2')}</a>
            </p>
          </AboutSection>
        </div>
      )}
    </PrepaidPage>
  )
}
