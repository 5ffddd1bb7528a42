import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import type { FormPostState } from '#shared/input/schema'
import { IDENTITY_FILE, mobileChangeStartSchema, mobileChangeVerifySchema, registrationStartSchema, registrationVerifySchema } from '#shared/workflow/forms/registration'
import { PostForm, type FormFieldProps } from '#client/components/forms/PostForm'
import { FileField, InputField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { useApplications } from '#client/components/applications/useApplications'
import { LoginNow } from '#client/components/registration/LoginNow'
import { Steps } from '#client/components/applications/Steps'
import '#client/components/applications/applications.css'
import type { Data } from './+data'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

/** The identity document of a request an officer checks (the server's slot of the same name). */
const IDENTITY_SLOTS = [{ name: IDENTITY_FILE, required: true }] as const

/**
 * The step-2 part of a two-step form: the note of where the OTP went, the form with the OTP
 * (and, for a request an officer checks, `extra` fields and the identity document), "send
 * again" and "start over".
 */
function OtpStep({
  form,
  action,
  post,
  hidden,
  note,
  label,
  submitLabel,
  busyText,
  schema,
  officer,
  extra,
}: {
  form: string
  action: string
  post: FormPostState
  hidden: Record<string, string>
  note: string
  label: string
  submitLabel: string
  busyText: string
  schema: typeof registrationVerifySchema | typeof mobileChangeVerifySchema
  /** a request an officer checks: the identity document is asked for */
  officer?: boolean
  extra?: (field: (name: string) => FormFieldProps) => ReactNode
}) {
  const { t } = useTranslation('registration')
  return (
    <>
      <p className="alert alert--info otp-sent" data-testid={`${form}-otp-sent`}>
        {note}
      </p>
      <PostForm
        form={form}
        action={action}
        label={label}
        post={post}
        schema={schema}
        files={officer ? IDENTITY_SLOTS : []}
        extraCheck={officer && form === 'register' ? (v) => (v.applicantName?.trim() ? [] : [{ field: 'applicantName', key: 'nameEmpty' }]) : undefined}
        hidden={{ form, action: 'submit', ...hidden }}
        submitLabel={submitLabel}
        busyText={busyText}
      >
        {(field) => (
          <>
            {extra?.(field)}
            {officer ? <FileField {...field(IDENTITY_FILE)} label={t('officer.document')} hint={t('forms:fileHint')} /> : null}
            <InputField {...field('otp')} label={t('otp')} hint={t('otpHint')} inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </>
        )}
      </PostForm>
      <div className="otp-again">
        <form method="post" action={action} aria-label={t('resendLabel')}>
          <input type="hidden" name="form" value={form} />
          <input type="hidden" name="action" value="send" />
          <input type="hidden" name="step" value="otp" />
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn--secondary">
            {t('resend')}
          </button>
        </form>
        <a className="btn btn--link" href={action}>
          {t('startOver')}
        </a>
      </div>
    </>
  )
}

const pick = (values: Record<string, string>, names: readonly string[]) => Object.fromEntries(names.filter((n) => typeof values[n] === 'string').map((n) => [n, values[n]]))

/**
 * /ConsumerRegistration: link a mobile to a consumer number (an OTP to the mobile on record), or,
 * with none on record, send a request an officer approves (an OTP to the new mobile, the name and
 * an identity document); or ask to change a linked mobile (the same proof, an officer checks it).
 */
export default function Page() {
  const { post } = useData<Data>()
  const { t } = useTranslation('registration')
  const { href } = useApplications()
  const action = href('/ConsumerRegistration')
  const reg = post && post.form === 'register' ? post : null
  const chg = post && post.form === 'change' ? post : null
  const generic = post && post.form === '' ? post : null
  const linkedElsewhere = Boolean(reg?.problems.some((p) => p.key === 'linkedToOther'))
  const changeValues = chg?.values ?? (linkedElsewhere ? pick(reg?.values ?? {}, ['consNo']) : {})

  return (
    <>
      <ListingHeader title={t('title')} lead={t('lead')} />
      <div className="container section apply-layout">
        <Steps title={t('howTitle')} steps={t('how', { returnObjects: true }) as string[]} />
        <div>
          {reg?.step === 'done' ? (
            <section className="card card--accent" aria-labelledby="done-title" data-testid="registered">
              <div className="card__body">
                <h2 className="card__title" id="done-title">
                  {t('doneTitle')}
                </h2>
                <p>{t('doneText', { mobile: String(reg.info?.mobileMasked ?? ''), consNo: String(reg.info?.consumerNo ?? '') })}</p>
                <p className="ack-actions">
                  <LoginNow mobile={reg.values.mobile ?? ''} label={t('loginNow')} />
                </p>
                <p className="hint">{t('loginHint')}</p>
              </div>
            </section>
          ) : reg?.step === 'otp' && reg.info?.method === 'officer_check' ? (
            <section aria-labelledby="officer-title" data-testid="register-officer">
              <h2 className="card__title" id="officer-title">
                {t('officer.title')}
              </h2>
              <p data-testid="register-officer-next">{t('officer.next')}</p>
              <OtpStep
                form="register"
                action={action}
                post={reg}
                hidden={pick(reg.values, ['consNo', 'mobile'])}
                note={t('sentNew', { mobile: String(reg.info?.sentToMasked ?? ''), consNo: reg.values.consNo ?? '' })}
                label={t('officer.title')}
                submitLabel={t('officer.submit')}
                busyText={t('officer.sending')}
                schema={registrationVerifySchema}
                officer
                extra={(field) => <InputField {...field('applicantName')} label={t('officer.applicantName')} maxLength={100} autoComplete="name" />}
              />
            </section>
          ) : reg?.step === 'otp' ? (
            <OtpStep
              form="register"
              action={action}
              post={reg}
              hidden={pick(reg.values, ['consNo', 'mobile'])}
              note={t('sentOnRecord', { mobile: String(reg.info?.sentToMasked ?? ''), consNo: reg.values.consNo ?? '' })}
              label={t('formLabel')}
              submitLabel={t('submit')}
              busyText={t('registering')}
              schema={registrationVerifySchema}
            />
          ) : (
            <PostForm
              form="register"
              action={action}
              label={t('formLabel')}
              post={reg ?? generic}
              schema={registrationStartSchema}
              hidden={{ form: 'register', action: 'send' }}
              submitLabel={t('send')}
              busyText={t('sending')}
            >
              {(field) => (
                <>
                  <InputField {...field('consNo')} label={t('consNo')} hint={t('consNoHint')} inputMode="numeric" maxLength={14} />
                  <InputField {...field('mobile')} label={t('mobile')} hint={t('mobileHint')} type="tel" inputMode="numeric" maxLength={MOBILE_INPUT_MAX} autoComplete="tel-national" />
                </>
              )}
            </PostForm>
          )}

          {reg?.step === 'done' ? null : (
            <details className="card section-gap" open={Boolean(chg) || linkedElsewhere} data-testid="change-request">
              <summary className="card__body">
                <strong>{t('change.summary')}</strong>
              </summary>
              <div className="card__body">
                <p>{t('change.lead')}</p>
                {chg?.step === 'otp' ? (
                  <OtpStep
                    form="change"
                    action={action}
                    post={chg}
                    hidden={pick(chg.values, ['consNo', 'mobile', 'applicantName'])}
                    note={t('change.sentTo', { mobile: String(chg.info?.sentToMasked ?? '') })}
                    label={t('change.formLabel')}
                    submitLabel={t('change.submit')}
                    busyText={t('change.sending')}
                    schema={mobileChangeVerifySchema}
                    officer
                  />
                ) : (
                  <PostForm
                    form="change"
                    action={action}
                    label={t('change.formLabel')}
                    post={chg ?? { form: 'change', values: changeValues, problems: [] }}
                    schema={mobileChangeStartSchema}
                    hidden={{ form: 'change', action: 'send' }}
                    submitLabel={t('send')}
                    busyText={t('sending')}
                  >
                    {(field) => (
                      <>
                        <InputField {...field('applicantName')} label={t('change.applicantName')} maxLength={100} autoComplete="name" />
                        <InputField {...field('consNo')} label={t('consNo')} hint={t('consNoHint')} inputMode="numeric" maxLength={14} />
                        <InputField {...field('mobile')} label={t('change.mobile')} hint={t('mobileHint')} type="tel" inputMode="numeric" maxLength={MOBILE_INPUT_MAX} autoComplete="tel-national" />
                      </>
                    )}
                  </PostForm>
                )}
              </div>
            </details>
          )}
        </div>
      </div>
    </>
  )
}
