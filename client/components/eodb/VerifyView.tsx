import { useState, type FormEvent } from 'react'
import { isEodbMessageKey } from '#shared/eodb/contract'
import { formatDate } from '#shared/format'
import type { FormPostState } from '#shared/input/schema'
import { checkVerifyInput, isConsumerNoProblem } from '#shared/eodb/verify'
import { formValues } from '#shared/input/fields'
import { BusyOverlay } from '../common/BusyOverlay'
import { ErrorSummary, fieldId, TextField, useRefusals, useShownProblems, type FieldError } from '../forms/CheckedForm'
import { ReportShell } from './ReportShell'
import { useEodb } from './useEodb'

const FORM = 'eodb-verify'
const ROUTE = '/EodbThirdPartyVerification'

/**
 * /EodbThirdPartyVerification: consumer number, then the meter number or the consumer's full
 * name (matched whole: server/services/eodb/verify.ts). The form posts to its own page (server/routes/forms/eodb.ts) and works without
 * JavaScript; with it the same check (shared/eodb/verify.ts) runs before it leaves and a
 * refused form stays with its error summary. The answer is genuine (category, connection date)
 * or not found, nothing more.
 */
export function VerifyView({ post }: { post: FormPostState | null }) {
  const e = useEodb()
  const { t, href, locale } = e
  const mine = post && (post.form === FORM || post.form === '') ? post : null
  const values = mine?.values ?? {}
  const [refused, refuse] = useRefusals<FieldError>()
  const [busy, setBusy] = useState(false)
  /** a problem's words: a consumer number's as every form words it (issue 23 §6), the contract's, or (another refusal of the whole form) the limit's */
  const words = (key: string) => e.problem(isConsumerNoProblem(key) || isEodbMessageKey(key) ? key : 'verifyLimited')
  const { errors, errorOf } = useShownProblems(refused?.list ?? (mine?.problems ?? []).map((p) => ({ field: p.field === 'form' ? 'submit' : p.field, text: words(p.key) })), refused?.attempt)
  const result = mine?.step === 'result' ? mine.info : null

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault()
    const checked = checkVerifyInput(formValues(new FormData(event.currentTarget)))
    if (!checked.ok) {
      event.preventDefault()
      refuse(checked.problems.map((p) => ({ field: p.field, text: words(p.key) })))
      return
    }
    refuse([])
    setBusy(true)
  }

  return (
    <ReportShell title={t('titles.verify')} lead={t('leads.verify')}>
      {result ? (
        <section className={`eodb-verdict ${result.genuine ? 'eodb-verdict--genuine' : 'eodb-verdict--missing'}`} aria-labelledby="eodb-verdict" data-testid="eodb-verdict">
          <h2 id="eodb-verdict">{result.genuine ? t('verify.genuine') : t('verify.notFound')}</h2>
          {result.genuine ? (
            <>
              <p>{t('verify.genuineText')}</p>
              <dl className="eodb-facts">
                <div>
                  <dt>{t('verify.consumerNo')}</dt>
                  <dd>{values.consumerNo}</dd>
                </div>
                <div>
                  <dt>{t('verify.category')}</dt>
                  <dd data-testid="eodb-verdict-category">{String((locale === 'as' ? result.categoryAs : result.category) ?? '')}</dd>
                </div>
                <div>
                  <dt>{t('verify.connectedOn')}</dt>
                  <dd data-testid="eodb-verdict-date">{result.connectedOn ? formatDate(String(result.connectedOn), locale) : t('verify.connectedUnknown')}</dd>
                </div>
              </dl>
            </>
          ) : (
            <p>{t('verify.notFoundText')}</p>
          )}
          <p>
            <a className="btn btn--secondary" href={href(ROUTE)}>
              {t('verify.another')}
            </a>
          </p>
        </section>
      ) : (
        <form className="form eodb-verify" method="post" action={href(ROUTE)} noValidate onSubmit={onSubmit} aria-label={t('verify.formLabel')} aria-busy={busy || undefined}>
          <ErrorSummary form={FORM} title={t('verify.errorTitle')} errors={errors} />
          <TextField
            form={FORM}
            name="consumerNo"
            label={t('verify.consumerNo')}
            hint={t('verify.consumerNoHint')}
            inputMode="numeric"
            maxLength={20}
            defaultValue={values.consumerNo}
            error={errorOf('consumerNo')}
          />
          <fieldset className="fieldset eodb-verify__either">
            <legend className="fieldset__legend">{t('verify.either')}</legend>
            <TextField form={FORM} name="meterNo" label={t('verify.meterNo')} hint={t('verify.meterNoHint')} maxLength={32} defaultValue={values.meterNo} error={errorOf('meterNo')} />
            <TextField form={FORM} name="name" label={t('verify.name')} hint={t('verify.nameHint')} maxLength={100} defaultValue={values.name} error={errorOf('name')} />
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" id={fieldId(FORM, 'submit')} disabled={busy}>
              {t('verify.submit')}
            </button>
          </div>
          {busy ? <BusyOverlay className="busy-overlay" live="polite" block="p" text={t('verify.sending')} /> : null}
        </form>
      )}
      <p className="muted">{t('verify.privacy')}</p>
    </ReportShell>
  )
}
