import { useData } from 'vike-react/useData'
import { CHANGE_KINDS, changeOtpSchema, changeRequestSchema, METER_CHANGE_REASONS, NAME_CHANGE_FILE, NAME_CHANGE_REASONS, type ChangeKind } from '#shared/workflow/forms/requests'
import { CONNECTION_CATEGORIES, PHASES } from '#shared/workflow/forms/newConnection'
import type { FormFieldProps } from '#client/components/forms/PostForm'
import { CheckboxField, FileField, InputField, RadioField, SelectField, TextAreaField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { OtpStepForm } from '#client/components/applications/OtpStepForm'
import { HowItWorks } from '#client/components/requests/HowItWorks'
import { useRequests } from '#client/components/requests/useRequests'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

const isKind = (v: unknown): v is ChangeKind => typeof v === 'string' && (CHANGE_KINDS as readonly string[]).includes(v)

/** The fields of one change (step 2). */
function ChangeFields({ kind, field }: { kind: ChangeKind; field: (name: string) => FormFieldProps }) {
  const { t } = useRequests()
  switch (kind) {
    case 'load_change':
      return <InputField {...field('newLoadKw')} label={t('change.newLoadKw')} hint={t('change.newLoadHint')} inputMode="decimal" maxLength={6} />
    case 'category_change':
      return (
        <SelectField
          {...field('newCategory')}
          label={t('change.newCategory')}
          placeholder={t('choose')}
          options={CONNECTION_CATEGORIES.map((c) => ({ value: c, label: t(`applications:categories.${c}`) }))}
        />
      )
    case 'name_change':
      return (
        <>
          <InputField {...field('newName')} label={t('change.newName')} maxLength={100} autoComplete="name" />
          <RadioField {...field('nameReason')} label={t('change.nameReason')} options={NAME_CHANGE_REASONS.map((r) => ({ value: r, label: t(`change.nameReasons.${r}`) }))} />
          <FileField {...field(NAME_CHANGE_FILE)} label={t('change.document')} hint={t('forms:fileHint')} />
        </>
      )
    case 'phase_change':
      return <RadioField {...field('newPhase')} label={t('change.newPhase')} options={PHASES.map((p) => ({ value: p, label: t(`applications:phases.${p}`) }))} />
    case 'meter_change':
      return <RadioField {...field('meterReason')} label={t('change.meterReason')} options={METER_CHANGE_REASONS.map((r) => ({ value: r, label: t(`change.meterReasons.${r}`) }))} />
  }
}

/** Load, category, name, phase and meter change on an existing connection (issue 10 §3), proven by an OTP; ends at /PrintAck. */
export default function Page() {
  const { post } = useData<Data>()
  const { t, href } = useRequests()
  return (
    <>
      <ListingHeader title={t('change.title')} lead={t('change.lead')} />
      <div className="container section apply-layout">
        <HowItWorks steps={t('change.how', { returnObjects: true }) as string[]}>
          <p className="small">{t('change.oneAtATime')}</p>
          <p className="small">{t('change.nameDocument')}</p>
        </HowItWorks>
        <div>
          <OtpStepForm
            form="change"
            action={href('/OnlineChangeProcess')}
            label={t('change.formLabel')}
            post={post}
            sendSchema={changeOtpSchema}
            submitSchema={changeRequestSchema}
            carry={['kind']}
            files={post?.values.kind === 'name_change' ? [{ name: NAME_CHANGE_FILE, required: true }] : []}
            submitLabel={t('change.submit')}
            busyText={t('change.sending')}
            stepOne={(field) => <RadioField {...field('kind')} label={t('change.kind')} options={CHANGE_KINDS.map((k) => ({ value: k, label: t(`change.kinds.${k}`) }))} />}
            stepTwo={(field, _info, values) => {
              const kind = isKind(values.kind) ? values.kind : null
              return kind ? (
                <>
                  <p className="on-record">
                    <strong>{t('change.asking', { kind: t(`change.kinds.${kind}`) })}</strong>
                  </p>
                  <ChangeFields kind={kind} field={field} />
                  <TextAreaField {...field('remarks')} label={t('change.remarks')} maxLength={500} />
                  <CheckboxField {...field('declaration')} label={t('change.declaration')} />
                </>
              ) : null
            }}
          />
        </div>
      </div>
    </>
  )
}
