import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { otsStartSchema, otsStatusVerifySchema } from '#shared/workflow/forms/ots'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { OtpStepForm } from '#client/components/applications/OtpStepForm'
import { WorkHistory } from '#client/components/applications/WorkStatus'
import { useApplications } from '#client/components/applications/useApplications'
import { OtsFacts, OtsOfferView } from '#client/components/registration/OtsOffer'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** /OTSStatus: a settlement's offer, state and history, from work access (?applNo=) or by consumer number and OTP. */
export default function Page() {
  const { workNo, item, offer, post } = useData<Data>()
  const { t } = useTranslation('ots')
  const { href } = useApplications()
  return (
    <>
      <ListingHeader title={t('statusTitle')} lead={t('statusLead')} />
      <div className="container section">
        {item && offer ? (
          <>
            <section className="card card--accent" aria-labelledby="ots-title">
              <div className="card__body">
                <h2 className="card__title" id="ots-title">
                  {t('title')}
                </h2>
                <OtsFacts item={item} testId="ots-facts" withDeadline />
                <h3>{t('offerTitle')}</h3>
                <OtsOfferView offer={offer} />
                <p className="ack-actions">
                  <a className="btn btn--primary" href={href(`/PrintSOSS?applNo=${item.workNo}`)}>
                    {t('printLink')}
                  </a>
                  <a className="btn btn--secondary" href={href('/OTSStatus')}>
                    {t('another')}
                  </a>
                </p>
              </div>
            </section>
            <WorkHistory item={item} />
          </>
        ) : (
          <>
            {workNo ? (
              <p className="alert alert--info" role="status">
                {t('noAccess')}
              </p>
            ) : null}
            <OtpStepForm
              form="otsStatus"
              action={href('/OTSStatus')}
              label={t('statusFormLabel')}
              post={post}
              sendSchema={otsStartSchema}
              submitSchema={otsStatusVerifySchema}
              submitLabel={t('statusSubmit')}
              busyText={t('statusSending')}
              stepTwo={() => null}
            />
            <p>
              <a className="btn btn--link" href={href('/OneTimeSettlement')}>
                {t('registerLink')}
              </a>
            </p>
          </>
        )}
      </div>
    </>
  )
}
