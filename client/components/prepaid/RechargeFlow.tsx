import { TitledSection } from '../common/TitledSection'
import type { RechargeData } from '#client/loaders/prepaid/data.server'
import { AccountSummary } from './AccountSummary'
import { LookupForm } from './LookupForm'
import { NotPrepaid } from './NotPrepaid'
import { PrepaidPage } from './PrepaidPage'
import { RechargeForm } from './RechargeForm'
import { TokenDiagnosticsTable } from './TokenDiagnosticsTable'
import type { RechargeVariant } from './types'
import { queryOf, usePrepaid } from './usePrepaid'

const ROUTE: Record<RechargeVariant, string> = {
  standard: '/RechargePrepaid',
  test: '/RechargePrepaidTest',
  mobile: '/RechargePrepaidMb',
}

/**
 * The recharge of a prepaid meter, one component for its three pages: the public page, the
 * test vending flow (labelled, with token diagnostics for a meter technician) and the mobile
 * app's web view (no site chrome; the gateway returns with &app=1).
 */
export function RechargeFlow({ data }: { data: RechargeData }) {
  const { t, href } = usePrepaid()
  const { variant, form, result } = data
  const action = href(ROUTE[variant])
  return (
    <PrepaidPage title={t(`recharge.title.${variant}`)} lead={t(`recharge.lead.${variant}`)} breadcrumbs={variant !== 'mobile'}>
      {variant === 'test' ? (
        <div className="alert alert--warning prepaid-test-banner">
          <h2 className="prepaid-alert__title">{t('test.bannerTitle')}</h2>
          <p>{t('test.bannerText')}</p>
        </div>
      ) : null}
      <div className="prepaid-columns">
        <div className="stack">
          <LookupForm action={action} idPrefix="lookup" fields={['consNo']} form={form} submitLabel={t('recharge.find')} label={t('recharge.findLabel')} />
          {result.kind === 'notPrepaid' ? <NotPrepaid consumerNo={result.consumerNo} connType={result.connType} /> : null}
          {result.kind === 'ok' ? (
            <section className="card" aria-labelledby="account-title">
              <div className="card__body">
                <h2 id="account-title" className="card__title">
                  {t('account.title')}
                </h2>
                <AccountSummary account={result.account} />
                {result.account.connType === 'SMART PREPAID' && variant !== 'mobile' ? (
                  <p>
                    <a href={href('/SmartPrepaidBalance' + queryOf({ consNo: result.account.consumerNo }))}>{t('recharge.seeBalance')}</a>
                  </p>
                ) : null}
                {result.account.connType === 'PREPAID' && variant !== 'mobile' ? (
                  <p>
                    <a href={href('/ReprintVoucher')}>{t('recharge.seeVouchers')}</a>
                  </p>
                ) : null}
              </div>
            </section>
          ) : null}
        </div>
        <div className="stack">
          {result.kind === 'ok' ? (
            <>
              <RechargeForm
                consumerNo={result.account.consumerNo}
                channel={variant === 'mobile' ? 'mobile-app' : 'web'}
                submitLabel={t(variant === 'test' ? 'recharge.submitTest' : 'recharge.submit')}
              />
              <noscript>
                <p className="alert alert--info">{t('recharge.noScript')}</p>
              </noscript>
            </>
          ) : (
            <TitledSection id="howto-title" title={t('howto.title')} className="prepaid-howto">
              <ol>
                <li>{t('howto.step1')}</li>
                <li>{t('howto.step2')}</li>
                <li>{t('howto.step3')}</li>
                <li>{t('howto.step4')}</li>
              </ol>
              <p className="small muted">{t('howto.note')}</p>
            </TitledSection>
          )}
        </div>
      </div>
      {variant === 'test' && result.kind === 'ok' ? (
        // for meter technicians: behind a disclosure, so a consumer sees the recharge first (issue 9 §2)
        <details className="section prepaid-diagnostics" id="diagnostics">
          <summary>
            <h2 id="diag-title" className="prepaid-diagnostics__title">
              {t('test.diagnosticsTitle')}
            </h2>
          </summary>
          <p>{t('test.diagnosticsLead')}</p>
          {result.account.connType === 'PREPAID' ? <TokenDiagnosticsTable vouchers={result.recent} /> : <p className="empty-state">{t('test.smartNoToken')}</p>}
        </details>
      ) : null}
    </PrepaidPage>
  )
}
