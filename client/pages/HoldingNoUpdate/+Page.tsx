import { useData } from 'vike-react/useData'
import { holdingUpdateSchema, requestOtpSchema } from '#shared/workflow/forms/requests'
import { InputField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { OtpStepForm } from '#client/components/applications/OtpStepForm'
import { HowItWorks } from '#client/components/requests/HowItWorks'
import { useRequests } from '#client/components/requests/useRequests'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** The municipal holding number of a connection, changed at once when the OTP is right (issue 10 §3); ends at /PrintAck. */
export default function Page() {
  const { post } = useData<Data>()
  const { t, href } = useRequests()
  return (
    <>
      <ListingHeader title={t('holding.title')} lead={t('holding.lead')} />
      <div className="container section apply-layout">
        <HowItWorks steps={t('holding.how', { returnObjects: true }) as string[]}>
          <p>
            <a className="btn btn--secondary" href={href('/LoadHoldingNo')}>
              {t('holding.lookupLink')}
            </a>
          </p>
        </HowItWorks>
        <div>
          <OtpStepForm
            form="holding"
            action={href('/HoldingNoUpdate')}
            label={t('holding.formLabel')}
            post={post}
            sendSchema={requestOtpSchema}
            submitSchema={holdingUpdateSchema}
            submitLabel={t('holding.submit')}
            busyText={t('holding.sending')}
            stepTwo={(field, info) => (
              <>
                <p className="on-record" data-testid="on-record">
                  {info.holdingMasked ? t('holding.onRecord', { holding: String(info.holdingMasked) }) : t('holding.noneOnRecord')}
                </p>
                <InputField {...field('holdingNo')} label={t('holding.holdingNo')} hint={t('holding.holdingHint')} maxLength={40} />
              </>
            )}
          />
        </div>
      </div>
    </>
  )
}
