import { AboutSection } from './PageParts'
import type { PaymentStatusData } from '#client/loaders/prepaid/data.server'
import { LookupForm } from './LookupForm'
import { PrepaidPage } from './PrepaidPage'
import { StatusView } from './StatusView'
import { usePrepaid } from './usePrepaid'

/** /PaymentStatus: the gateway's return page and the order lookup form. */
export function PaymentStatusView({ data }: { data: PaymentStatusData }) {
  const { t, href } = usePrepaid()
  const { form, result, app } = data
  const lookup = (
    <LookupForm
      action={href('/PaymentStatus')}
      idPrefix="status"
      fields={['consNo', 'txnId']}
      form={form}
      hidden={app ? { app: '1' } : {}}
      submitLabel={t('status.find')}
      label={t('status.findLabel')}
    />
  )
  return (
    <PrepaidPage title={t('status.pageTitle')} lead={t('status.lead')} breadcrumbs={!app}>
      {result.kind === 'ok' ? (
        <div className="stack">
          <StatusView result={result} app={app} />
          <details className="prepaid-another no-print">
            <summary>{t('status.another')}</summary>
            {lookup}
          </details>
        </div>
      ) : (
        <div className="prepaid-columns">
          {lookup}
          <AboutSection idPrefix="status" title={t('status.aboutTitle')}>
            <p>{t('status.about1')}</p>
            <p>{t('status.about2')}</p>
          </AboutSection>
        </div>
      )}
    </PrepaidPage>
  )
}
