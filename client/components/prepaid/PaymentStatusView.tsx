import type { PaymentStatusData } from './data.server'
import { LookupForm } from './LookupForm'
import { PrepaidHeader } from './PrepaidHeader'
import { StatusView } from './StatusView'
import { usePrepaid } from './usePrepaid'
import './prepaid.css'

/** /PaymentStatus: the gateway's return page and the order lookup form. */
export function PaymentStatusView({ data }: { data: PaymentStatusData }) {
  const { t, href } = usePrepaid()
  const { form, result, app } = data
  const lookup = (
    <LookupForm
      key={JSON.stringify(form)}
      action={href('/PaymentStatus')}
      idPrefix="status"
      fields={['consNo', 'txnId']}
      values={form.values}
      errors={form.errors}
      hidden={app ? { app: '1' } : {}}
      submitLabel={t('status.find')}
      label={t('status.findLabel')}
    />
  )
  return (
    <>
      <PrepaidHeader title={t('status.pageTitle')} lead={t('status.lead')} breadcrumbs={!app} />
      <div className="container section prepaid">
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
            <section aria-labelledby="status-about" className="no-print">
              <h2 id="status-about" className="section-title">
                {t('status.aboutTitle')}
              </h2>
              <p>{t('status.about1')}</p>
              <p>{t('status.about2')}</p>
            </section>
          </div>
        )}
      </div>
    </>
  )
}
