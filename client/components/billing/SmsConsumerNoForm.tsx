import { useRef, useState, type FormEvent } from 'react'
import { validateMobile } from '../login/validateMobile'
import { ErrorSummary, TextField, type FieldError, useRefusals, useShownProblems } from '../forms/CheckedForm'
import { FormOutcome, SubmitRow } from '../forms/FormStatus'
import type { SmsOutcome } from '#shared/billing/input'
import { useBilling } from './useBilling'
import { apiUrl } from '#client/lib/api'
import { useApiMessage } from '#client/lib/apiMessage'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

const FORM = 'knowsms'

/**
 * "Send my consumer numbers to my registered mobile" (POST /api/knowConsNo/sms). The answer is
 * the same whether or not the mobile is registered, so nobody learns who is a consumer.
 */
export function SmsConsumerNoForm({ outcome }: { outcome: SmsOutcome | null }) {
  const { t, locale } = useBilling()
  const { say } = useApiMessage()
  const invalid = outcome === 'mobileEmpty' || outcome === 'mobileInvalid'
  const [refused, refuse] = useRefusals<FieldError>(invalid ? [{ field: 'mobileNo', text: t(`messages:${outcome}`) }] : [])
  const { errors } = useShownProblems(refused?.list ?? [], refused?.attempt)
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
      refuse([{ field: 'mobileNo', text: t(`messages:${problem}`) }])
      return
    }
    refuse([])
    setPending(true)
    try {
      const res = await fetch(apiUrl('/api/knowConsNo/sms'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ mobileNo: mobile }),
      })
      const body = (await res.json().catch(() => null)) as { status?: string } | null
      if (res.ok && body?.status === 'success') setSent(true)
      // the server's refusal in the page's language (shared/apiMessage.ts)
      else if (res.status === 400) refuse([{ field: 'mobileNo', text: say(body, 'messages:mobileInvalid') }])
      else if (res.status === 429) setFailure(say(body, 'billing:knowConsNo.limited'))
      else setFailure(say(body))
    } catch {
      setFailure(say(null))
    } finally {
      setPending(false)
    }
  }

  const error = errors[0]?.text
  return (
    <form className="form billing-form" method="post" action="/api/knowConsNo/sms" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="knowsms-title">
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
        maxLength={MOBILE_INPUT_MAX}
        inputRef={inputRef}
      />
      <SubmitRow label={t('knowConsNo.send')} pending={pending} pendingLabel={t('form.sending')} />
      <FormOutcome done={sent ? t('knowConsNo.smsSent') : null} doneTestId="sms-sent" failure={failure} />
    </form>
  )
}
