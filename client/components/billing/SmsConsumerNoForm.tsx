import { useRef, useState, type FormEvent } from 'react'
import { validateMobile } from '../login/validateMobile'
import { ErrorSummary, TextField, type FieldError } from '../forms/CheckedForm'
import type { SmsOutcome } from '#shared/billingInput'
import { useBilling } from './useBilling'
import { apiUrl } from '#client/lib/api'

const FORM = 'knowsms'

/**
 * "Send my consumer numbers to my registered mobile" (POST /api/knowConsNo/sms). The answer is
 * the same whether or not the mobile is registered, so nobody learns who is a consumer.
 */
export function SmsConsumerNoForm({ outcome }: { outcome: SmsOutcome | null }) {
  const { t, locale } = useBilling()
  const invalid = outcome === 'mobileEmpty' || outcome === 'mobileInvalid'
  const [errors, setErrors] = useState<FieldError[]>(invalid ? [{ field: 'mobileNo', text: t(`messages:${outcome}`) }] : [])
  const [sent, setSent] = useState(outcome === 'sent')
  const [failure, setFailure] = useState<string | null>(outcome === 'limited' ? t('knowConsNo.limited') : null)
  const [pending, setPending] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const mobile = String(new FormData(event.currentTarget).get('mobileNo') ?? '').trim()
    const problem = validateMobile(mobile)
    setSent(false)
    setFailure(null)
    if (problem) {
      setErrors([{ field: 'mobileNo', text: t(`messages:${problem}`) }])
      return
    }
    setErrors([])
    setPending(true)
    try {
      const res = await fetch(apiUrl('/api/knowConsNo/sms'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ mobileNo: mobile }),
      })
      const body = (await res.json().catch(() => null)) as { status?: string; message?: string } | null
      if (res.ok && body?.status === 'success') setSent(true)
      else if (res.status === 400 && body?.message) setErrors([{ field: 'mobileNo', text: body.message }])
      else if (res.status === 429) setFailure(t('knowConsNo.limited'))
      else setFailure(body?.message || t('messages:networkError'))
    } catch {
      setFailure(t('messages:networkError'))
    } finally {
      setPending(false)
    }
  }

  const error = errors[0]?.text
  return (
    <form
      className="form billing-form"
      method="post"
      action="/api/knowConsNo/sms"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="knowsms-title"
    >
      <input type="hidden" name="lang" value={locale} />
      <h2 className="section-title" id="knowsms-title">
        {t('knowConsNo.byMobile')}
      </h2>
      <p>{t('knowConsNo.byMobileLead')}</p>
      <ErrorSummary form={FORM} title={t('form.errorTitle')} errors={errors} />
      <TextField
        form={FORM}
        name="mobileNo"
        label={t('form.mobile')}
        hint={t('form.mobileHint')}
        error={error}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        inputRef={inputRef}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t('knowConsNo.send')}
        </button>
        {pending ? (
          <span className="loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('form.sending')}
          </span>
        ) : null}
      </div>
      <div aria-live="polite">
        {sent ? (
          <p className="alert alert--success" data-testid="sms-sent">
            {t('knowConsNo.smsSent')}
          </p>
        ) : null}
        {failure ? (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  )
}
