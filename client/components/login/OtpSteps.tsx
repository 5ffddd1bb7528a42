import type { ChangeEventHandler, RefObject } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { MobileField, OtpField } from './Field'

/**
 * The mobile step of both login forms (the dialog's LoginForm, the header's QuickLoginForm):
 * the mobile field, then 'Change mobile number' once it is locked (an OTP went out) or the
 * form's submit button while it is not.
 */
export function MobileStep({
  id,
  inputRef,
  submitRef,
  error,
  name,
  value,
  locked,
  busy,
  onChange,
  onChangeNumber,
  submitLabel,
}: {
  id: string
  inputRef: RefObject<HTMLInputElement>
  submitRef: RefObject<HTMLButtonElement>
  error: string | null
  name: string
  value: string
  locked: boolean
  busy: boolean
  onChange: ChangeEventHandler<HTMLInputElement>
  onChangeNumber: () => void
  submitLabel: string
}) {
  const { t } = useTranslation('login')
  return (
    <>
      <MobileField id={id} inputRef={inputRef} label={t('mobileLabel')} hint={t('mobileHint')} error={error} name={name} value={value} readOnly={locked} onChange={onChange} />
      {locked ? (
        <p className="login-form__change">
          <button type="button" className="btn btn--link" onClick={onChangeNumber}>
            {t('changeNumber')}
          </button>
        </p>
      ) : (
        <div className="form-actions">
          <button ref={submitRef} type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
            {submitLabel}
          </button>
        </div>
      )}
    </>
  )
}

/**
 * An OTP field with its form's submit button (Verify, Force Logout's submit) and, when
 * `resend` is given, the Resend button beside it.
 */
export function OtpStep({
  id,
  inputRef,
  label,
  hint,
  error,
  note,
  name,
  value,
  onChange,
  busy,
  submitLabel,
  submitClassName = 'btn btn--primary',
  resend,
}: {
  id: string
  inputRef: RefObject<HTMLInputElement>
  label: string
  hint: string
  error: string | null
  note?: string | null
  name: string
  value: string
  onChange: ChangeEventHandler<HTMLInputElement>
  busy: boolean
  submitLabel: string
  submitClassName?: string
  resend?: { label: string; onClick: () => void }
}) {
  return (
    <>
      <OtpField id={id} inputRef={inputRef} label={label} hint={hint} error={error} note={note} name={name} value={value} onChange={onChange} />
      <div className="form-actions">
        <button type="submit" className={submitClassName} aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
        {resend ? (
          <button type="button" className="btn btn--secondary" aria-disabled={busy || undefined} onClick={resend.onClick}>
            {resend.label}
          </button>
        ) : null}
      </div>
    </>
  )
}

/** The OTP step of both login forms: the OTP sent to `mobile`, Verify and Resend. */
export function VerifyOtpStep({
  mobile,
  onResend,
  ...field
}: Pick<Parameters<typeof OtpStep>[0], 'id' | 'inputRef' | 'error' | 'note' | 'value' | 'onChange' | 'busy'> & {
  mobile: string
  onResend: () => void
}) {
  const { t } = useTranslation('login')
  return <OtpStep {...field} label={t('otpLabel')} hint={t('otpHint', { mobile })} name="otpNo" submitLabel={t('verify')} resend={{ label: t('resend'), onClick: onResend }} />
}
