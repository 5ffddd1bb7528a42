import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { otsRegisterSchema, otsStartSchema } from '#shared/workflow/forms/ots'
import { formatDate, formatNumber } from '#shared/format'
import { FromRecord } from '#client/components/common/FromRecord'
import { SelectField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { OtpStepForm } from '#client/components/applications/OtpStepForm'
import { useApplications } from '#client/components/applications/useApplications'
import { Steps } from '#client/components/applications/Steps'
import { OtsOfferView } from '#client/components/registration/OtsOffer'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** /OneTimeSettlement: the schemes running, then consumer number → eligibility and OTP → the offer, instalments and OTP → /PrintSOSS. */
export default function Page() {
  const { schemes, post } = useData<Data>()
  const { t } = useTranslation('ots')
  const { href, money, locale } = useApplications()
  const n = (v: number) => formatNumber(v, locale)
  return (
    <>
      <ListingHeader title={t('title')} lead={t('lead')} />
      <div className="container section apply-layout">
        <Steps title={t('howTitle')} steps={t('how', { returnObjects: true }) as string[]}>
          <p>
            <a className="btn btn--link" href={href('/OTSStatus')}>
              {t('statusLink')}
            </a>
          </p>
        </Steps>
        <div>
          <OtpStepForm
            form="ots"
            action={href('/OneTimeSettlement')}
            label={t('formLabel')}
            post={post}
            sendSchema={otsStartSchema}
            submitSchema={otsRegisterSchema}
            submitLabel={t('submit')}
            busyText={t('sending')}
            stepTwo={(field, info) => {
              const max = Number(info.maxInstalments ?? 1)
              return (
                <>
                  {typeof info.payablePaise === 'number' ? (
                    <section aria-labelledby="offer-title">
                      <h2 id="offer-title">{t('offerTitle')}</h2>
                      <OtsOfferView
                        withInstalments={false}
                        offer={{
                          scheme: String(info.scheme),
                          principalPaise: Number(info.principalPaise),
                          surchargePaise: Number(info.surchargePaise),
                          waiverPct: Number(info.waiverPct),
                          waiverPaise: Number(info.waiverPaise),
                          payablePaise: Number(info.payablePaise),
                          since: String(info.since),
                          asOf: String(info.asOf),
                          ageMonths: Number(info.ageMonths),
                        }}
                      />
                    </section>
                  ) : null}
                  <SelectField
                    {...field('instalments')}
                    defaultValue={field('instalments').defaultValue ?? '1'}
                    label={t('instalments')}
                    hint={t('instalmentsHint', { max: n(max) })}
                    placeholder={t('instalmentsPlaceholder')}
                    options={Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: n(i + 1) }))}
                  />
                </>
              )
            }}
          />
          <section className="section" aria-labelledby="schemes-title">
            <h2 id="schemes-title">{t('schemesTitle')}</h2>
            {schemes.length ? (
              <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="schemes-title">
                <table className="table" data-testid="ots-schemes">
                  <caption>{t('schemesCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('schemeCode')}</th>
                      <th scope="col">{t('schemeMonths')}</th>
                      <th scope="col">{t('schemeWaiver')}</th>
                      <th scope="col">{t('schemeInstalments')}</th>
                      <th scope="col">{t('schemeMinimum')}</th>
                      <th scope="col">{t('schemeValid')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {schemes.map((s) => (
                      <tr key={s.code}>
                        {/* the scheme's code is its identifier in the records (ots_schemes), written as is */}
                        <th scope="row">
                          <FromRecord>{s.code}</FromRecord>
                        </th>
                        <td>{t('monthsN', { n: n(s.minArrearMonths) })}</td>
                        <td>{t('pctN', { n: n(s.surchargeWaiverPct) })}</td>
                        <td>{n(s.maxInstalments)}</td>
                        <td>{money(s.minArrearPaise)}</td>
                        <td>{t('validRange', { from: formatDate(s.validFrom, locale), to: formatDate(s.validTo, locale) })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>{t('noSchemes')}</p>
            )}
          </section>
        </div>
      </div>
    </>
  )
}
