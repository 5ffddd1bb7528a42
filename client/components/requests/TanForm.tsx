import type { FormPostState } from '#shared/input/schema'
import { requestOtpSchema, tanUpdateSchema } from '#shared/workflow/forms/requests'
import { InputField } from '../forms/fields'
import { ListingHeader } from '../listing/ListingHeader'
import { OtpStepForm } from '../applications/OtpStepForm'
import { HowItWorks } from './HowItWorks'
import { useRequests } from './useRequests'
import '../applications/applications.css'

/**
 * The TAN update (Compliance of Sec 194Q) of /TanUpdateOtp (step 1, which goes on to
 * /TanUpdate?consNo=…) and /TanUpdate (step 2: the TAN on record, masked, the OTP and the new TAN).
 */
export function TanForm({
  route,
  post,
  initial,
}: {
  route: '/TanUpdateOtp' | '/TanUpdate'
  post: FormPostState | null
  initial?: { consNo: string; info: NonNullable<FormPostState['info']> } | null
}) {
  const { t, href } = useRequests()
  return (
    <>
      <ListingHeader title={t(route === '/TanUpdate' ? 'tan.title' : 'tan.titleOtp')} lead={t('tan.lead')} />
      <div className="container section apply-layout">
        <HowItWorks steps={t('tan.how', { returnObjects: true }) as string[]} />
        <div>
          <OtpStepForm
            form="tan"
            action={href(route)}
            label={t('tan.formLabel')}
            post={post}
            initial={initial}
            sendSchema={requestOtpSchema}
            submitSchema={tanUpdateSchema}
            submitLabel={t('tan.submit')}
            busyText={t('tan.sending')}
            stepTwo={(field, info) => (
              <>
                <p className="on-record" data-testid="on-record">
                  {info.tanMasked ? t('tan.onRecord', { tan: String(info.tanMasked) }) : t('tan.noneOnRecord')}
                </p>
                <InputField {...field('tan')} label={t('tan.tan')} hint={t('tan.tanHint')} maxLength={10} />
              </>
            )}
          />
        </div>
      </div>
    </>
  )
}
