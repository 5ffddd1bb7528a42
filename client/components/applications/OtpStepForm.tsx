import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import type { z } from 'zod'
import type { FormPostState } from '#shared/input/schema'
import { normalizeDigits } from '#shared/input/fields'
import { PostForm, type FileSlot, type FormFieldProps } from '../forms/PostForm'
import { InputField } from '../forms/fields'

/**
 * A two-step form proven by an OTP to a consumer number's registered mobile (issue 10 §3),
 * that works without JavaScript: the page half of server/http/otpStepForm.ts.
 *
 *   Step 1 (`stepOne`): the consumer number and the step's own choices, posted with
 *   `action=send`; the server answers the same page with `post.step === 'otp'` and
 *   `post.info.mobileMasked`. Step 2 (`stepTwo`): the request's fields and the OTP, posted with
 *   `action=submit`, the consumer number and the `carry` fields of step 1 as hidden inputs;
 *   the server sends the browser on (303) or answers step 2 again with the problems. Below
 *   step 2, "Send the OTP again" is a small form of its own (`action=send`, `step=otp`) and a
 *   link starts over with another number.
 *
 * Use (a page whose +data returns `{ post: pageContext.formPost ?? null }`):
 *
 *   <OtpStepForm form="holding" action={href('/HoldingNoUpdate')} label={t('holding.formLabel')}
 *     post={post} sendSchema={requestOtpSchema} submitSchema={holdingUpdateSchema}
 *     submitLabel={t('holding.submit')}
 *     stepTwo={(field, info) => <InputField {...field('holdingNo')} label={…} />} />
 *
 * with the server's route built by `otpStepRoute({ route: '/HoldingNoUpdate', form: 'holding',
 * sendSchema, submitSchema, submit })` in server/routes/forms/, listed in
 * server/routes/formPages.ts. The words of both steps are `forms:otpStep.*`; the problems
 * `forms:problems.*`. A page that opens at step 2 by a GET (e.g. /TanUpdate?consNo=…) passes
 * `initial` ({ consNo, info }) from its +data.
 */

type Info = NonNullable<FormPostState['info']>

interface Props<Send extends z.ZodType, Submit extends z.ZodType> {
  /** the form's name: ids' prefix and `post.form`, the same as the server route's */
  form: string
  /** the URL both steps post to (the page's own, in its language) */
  action: string
  /** the accessible name of the form */
  label: string
  post: FormPostState | null | undefined
  sendSchema: Send
  submitSchema: Submit
  /** step 2 without a POST (a GET with the consumer number) */
  initial?: { consNo: string; info: Info } | null
  /** step 1's fields beyond the consumer number */
  stepOne?: (field: (name: string) => FormFieldProps) => ReactNode
  /** step 2's fields before the OTP; `values` are step 1's (e.g. the chosen kind) */
  stepTwo: (field: (name: string) => FormFieldProps, info: Info, values: Record<string, string>) => ReactNode
  /** step 1's fields carried into step 2 as hidden inputs */
  carry?: readonly string[]
  /** the files of step 2 (a multipart form) */
  files?: readonly FileSlot[]
  submitLabel: string
  busyText?: string
}

export function OtpStepForm<Send extends z.ZodType, Submit extends z.ZodType>(props: Props<Send, Submit>) {
  const { form, action, label, post, sendSchema, submitSchema, initial, stepOne, stepTwo, carry = [], files, submitLabel, busyText } = props
  const { t } = useTranslation('forms')
  const mine = post && (post.form === form || post.form === '') ? post : null
  const atOtp = mine ? mine.step === 'otp' : Boolean(initial)

  if (!atOtp) {
    return (
      <PostForm form={form} action={action} label={label} post={mine} schema={sendSchema} hidden={{ action: 'send' }} submitLabel={t('otpStep.send')} busyText={t('otpStep.sendingOtp')}>
        {(field) => (
          <>
            <InputField {...field('consNo')} label={t('otpStep.consNo')} hint={t('otpStep.consNoHint')} inputMode="numeric" maxLength={14} />
            {stepOne?.(field)}
          </>
        )}
      </PostForm>
    )
  }

  const values = mine?.values ?? {}
  const info: Info = mine?.info ?? initial?.info ?? {}
  const consNo = normalizeDigits(values.consNo ?? initial?.consNo ?? '')
  const kept: Record<string, string> = { consNo }
  for (const name of carry) if (typeof values[name] === 'string') kept[name] = values[name]
  return (
    <>
      <p className="alert alert--info otp-sent" data-testid="otp-sent">
        {t('otpStep.sentTo', { mobile: String(info.mobileMasked ?? ''), consNo })}
      </p>
      <PostForm form={form} action={action} label={label} post={mine} schema={submitSchema} files={files} hidden={{ action: 'submit', ...kept }} submitLabel={submitLabel} busyText={busyText}>
        {(field) => (
          <>
            {stepTwo(field, info, { ...values, ...kept })}
            <InputField {...field('otp')} label={t('otpStep.otp')} hint={t('otpStep.otpHint')} inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </>
        )}
      </PostForm>
      <div className="otp-again">
        <form method="post" action={action} aria-label={t('otpStep.resendLabel')}>
          <input type="hidden" name="action" value="send" />
          <input type="hidden" name="step" value="otp" />
          {Object.entries(kept).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn--secondary">
            {t('otpStep.resend')}
          </button>
        </form>
        <a className="btn btn--link" href={action}>
          {t('otpStep.otherNumber')}
        </a>
      </div>
    </>
  )
}
