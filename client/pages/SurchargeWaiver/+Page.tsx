import { useData } from 'vike-react/useData'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { schemeConsumerSchema, surchargeWaiverSchema, SURCHARGE_WAIVER_RULES } from '#shared/workflow/forms/schemes'
import { formatDate, formatMonth, formatPaise } from '#shared/format'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'
import { CheckboxField } from '#client/components/forms/fields'
import { OtpStepForm } from '#client/components/applications/OtpStepForm'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** `period:paise;…` of the server's step-2 info (server/routes/forms/schemes.ts) as rows. */
function billsOf(info: unknown): Array<{ period: string; paise: number }> {
  if (typeof info !== 'string' || !info) return []
  return info.split(';').flatMap((part) => {
    const [period, paise] = part.split(':')
    return /^\d{4}-\d{2}$/.test(period ?? '') && /^\d+$/.test(paise ?? '') ? [{ period, paise: Number(paise) }] : []
  })
}

/**
 * The late-payment surcharge waiver (issue 10 §3): the consumer number (eligibility from the
 * bills and payments, then the OTP to the registered mobile), then the amount with its bills,
 * the declaration and the OTP; ends at /PrintAck. Works without JavaScript.
 */
export default function Page() {
  const { post } = useData<Data>()
  const { t } = useTranslation(['schemes', 'forms'])
  const locale: Locale = usePageContext().locale ?? 'en'
  const href = (route: string) => BASE_PATH + localizedPath(route, locale)
  const money = (paise: number) => formatPaise(paise, locale)
  return (
    <>
      <ListingHeader title={t('waiver.title')} lead={t('waiver.lead')} />
      <div className="container section apply-layout">
        <aside className="apply-aside" aria-label={t('waiver.rulesTitle')}>
          <section className="card">
            <div className="card__body">
              <h2 className="card__title">{t('waiver.rulesTitle')}</h2>
              <ul>
                {(t('waiver.rules', { returnObjects: true }) as string[]).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="small muted">{t('window', { from: formatDate(SURCHARGE_WAIVER_RULES.validFrom, locale), to: formatDate(SURCHARGE_WAIVER_RULES.validTo, locale) })}</p>
            </div>
          </section>
        </aside>
        <div>
          <OtpStepForm
            form="waiver"
            action={href('/SurchargeWaiver')}
            label={t('waiver.formLabel')}
            post={post}
            sendSchema={schemeConsumerSchema}
            submitSchema={surchargeWaiverSchema}
            submitLabel={t('waiver.submit')}
            busyText={t('waiver.sending')}
            stepTwo={(field, info) => {
              const bills = billsOf(info.bills)
              return (
                <>
                  {typeof info.waiverPaise === 'number' ? (
                    <section className="card card--accent" aria-labelledby="waiver-amount-title" data-testid="waiver-amount">
                      <div className="card__body">
                        <h2 className="card__title" id="waiver-amount-title">
                          {t('waiver.amountTitle')}
                        </h2>
                        <p>
                          {t('waiver.amount')}: <strong>{money(info.waiverPaise)}</strong>
                        </p>
                        {bills.length ? (
                          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="waiver-bills-caption">
                            <table className="table">
                              <caption id="waiver-bills-caption">{t('waiver.billsCaption')}</caption>
                              <thead>
                                <tr>
                                  <th scope="col">{t('waiver.month')}</th>
                                  <th scope="col">{t('waiver.surcharge')}</th>
                                </tr>
                              </thead>
                              <tbody>
                                {bills.map((b) => (
                                  <tr key={b.period}>
                                    <td>{formatMonth(b.period, locale)}</td>
                                    <td>{money(b.paise)}</td>
                                  </tr>
                                ))}
                              </tbody>
                            </table>
                          </div>
                        ) : null}
                        <p className="small muted">{t('waiver.adjusted')}</p>
                      </div>
                    </section>
                  ) : null}
                  <CheckboxField {...field('declaration')} label={t('waiver.declarationText')} />
                </>
              )
            }}
          />
        </div>
      </div>
    </>
  )
}
