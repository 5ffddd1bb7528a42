import { useState, type FormEvent } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import type { ReminderSettings } from '#shared/dashboard/insights'
import { formatNumber } from '#shared/format'
import type { Locale } from '#shared/locale'
import {
  checkReminderInput,
  LOW_BALANCE_RUPEES,
  REMINDER_DAYS,
  REMINDER_PROBLEM_EN,
  REMINDER_PROBLEM_FIELD,
  REMINDER_PROBLEMS,
  type ReminderInput,
  type ReminderOutcome,
  type ReminderProblem,
} from '#shared/dashboard/reminders'
import { apiUrl } from '#client/lib/api'
import { useApiMessage } from '#client/lib/apiMessage'
import { ErrorSummary, fieldId, TextField, type FieldError, useRefusals, useShownProblems } from '../forms/CheckedForm'
import { FormOutcome, SubmitRow } from '../forms/FormStatus'
import { TitledSection } from '../common/TitledSection'
import { useLinks } from '../layout/paths'
import { money } from './format'

const FORM = 'reminders'
/** the API path; the form posts to it without JavaScript (same origin: the cross-site check needs it) */
const PATH = '/api/consumer/reminders'

/** What the consumer has chosen now, in words. */
export function reminderNow(t: (key: string, o?: Record<string, unknown>) => string, s: ReminderSettings, locale: Locale): string {
  if (s.kind === 'due') return s.dueDays === null ? t('reminders.nowDueOff') : t('reminders.nowDue', { count: s.dueDays, days: formatNumber(s.dueDays, locale) })
  return s.lowBalancePaise === null ? t('reminders.nowLowOff') : t('reminders.nowLow', { amount: money(s.lowBalancePaise, locale) })
}

/** The words of a problem, and the field it belongs to. */
function useProblemText() {
  const { t } = useTranslation('insights')
  const { locale } = useLinks()
  const range = { min: formatNumber(LOW_BALANCE_RUPEES.min, locale), max: formatNumber(LOW_BALANCE_RUPEES.max, locale) }
  return (problem: ReminderProblem): FieldError => ({ field: REMINDER_PROBLEM_FIELD[problem], text: t(`reminders.problems.${problem}`, range) })
}

/** A radio button with its label (the whole label is the touch target). */
function Radio({ name, value, label, checked, id }: { name: string; value: string; label: string; checked: boolean; id?: string }) {
  return (
    <label className="checkbox radio">
      <input type="radio" name={name} value={value} defaultChecked={checked} id={id} />
      <span>{label}</span>
    </label>
  )
}

/**
 * The SMS reminder choice of a dashboard (issue 9 §3): a reminder some days before the due
 * date (postpaid) or a low-balance alert below an amount (prepaid). A POST form that works
 * without JavaScript (the API answers it with 303 back here, ?reminders=<outcome>); with
 * JavaScript the same checks run first and the choice is saved without leaving the page. The
 * error summary takes the focus when it appears.
 */
export function RemindersCard({ settings: initial, outcome, typedThreshold }: { settings: ReminderSettings; outcome: ReminderOutcome | null; typedThreshold: string | null }) {
  const { t } = useTranslation('insights')
  const { locale } = useLinks()
  const problemText = useProblemText()
  const { say } = useApiMessage()
  const [settings, setSettings] = useState(initial)
  const [refused, refuse] = useRefusals<FieldError>(outcome && outcome !== 'saved' ? [problemText(outcome)] : [])
  const { errors, errorOf } = useShownProblems(refused?.list ?? [], refused?.attempt)
  const [saved, setSaved] = useState(outcome === 'saved')
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const due = settings.kind === 'due'
  // a threshold refused without JavaScript was typed with the alert on: show it so
  const lowOn = outcome === 'thresholdEmpty' || outcome === 'thresholdInvalid' || outcome === 'thresholdRange' || settings.lowBalancePaise !== null

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    const input: ReminderInput = due ? { dueDays: data.get('dueDays') ?? undefined } : { lowBalance: data.get('lowBalance') ?? undefined, threshold: data.get('threshold') ?? undefined }
    setSaved(false)
    setFailure(null)
    const checked = checkReminderInput(settings.kind, input)
    if (!checked.ok) {
      refuse(checked.problems.map((e) => problemText(e.key)))
      return
    }
    refuse([])
    setPending(true)
    try {
      const res = await fetch(apiUrl(PATH), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ consNo: settings.consumerNo, ...input }),
      })
      const body = (await res.json().catch(() => null)) as { status?: string; reminders?: ReminderSettings; message?: string } | null
      if (res.ok && body?.reminders) {
        setSettings(body.reminders)
        setSaved(true)
        return
      }
      // a problem the server found with the choice: in the page's words
      const problem = REMINDER_PROBLEMS.find((p) => REMINDER_PROBLEM_EN[p] === body?.message)
      if (res.status === 400 && problem) refuse([problemText(problem)])
      else setFailure(say(body))
    } catch {
      setFailure(say(null))
    } finally {
      setPending(false)
    }
  }

  const range = { min: formatNumber(LOW_BALANCE_RUPEES.min, locale), max: formatNumber(LOW_BALANCE_RUPEES.max, locale) }
  const legendError = (field: 'dueDays' | 'lowBalance') =>
    errorOf(field) ? (
      <span className="field__error" id={`${fieldId(FORM, field)}-error`}>
        {errorOf(field)}
      </span>
    ) : null
  return (
    <TitledSection id="reminders-title" title={t('reminders.title')} className="card dash-card" titleClassName="card__title" testId="reminders">
      <div className="card__body">
        <p>{due ? t('reminders.leadDue') : t('reminders.leadLowBalance')}</p>
        <p className="dash-tools__now" data-testid="reminder-now">
          {reminderNow(t, settings, locale)}
        </p>
        <form className="form" method="post" action={PATH} noValidate onSubmit={(e) => void submit(e)} aria-label={t('reminders.formLabel')}>
          <input type="hidden" name="consNo" value={settings.consumerNo} />
          <input type="hidden" name="lang" value={locale} />
          <ErrorSummary form={FORM} title={t('reminders.errorTitle')} errors={errors} />
          {due ? (
            <fieldset className="field dash-tools__choices" aria-describedby={errorOf('dueDays') ? `${fieldId(FORM, 'dueDays')}-error` : undefined}>
              <legend className="field__label">{t('reminders.dueLegend')}</legend>
              {legendError('dueDays')}
              <Radio name="dueDays" value="off" label={t('reminders.dueOff')} checked={settings.dueDays === null} id={fieldId(FORM, 'dueDays')} />
              {REMINDER_DAYS.map((d) => (
                <Radio key={d} name="dueDays" value={String(d)} label={t('reminders.dueDays', { count: d, days: formatNumber(d, locale) })} checked={settings.dueDays === d} />
              ))}
            </fieldset>
          ) : (
            <>
              <fieldset className="field dash-tools__choices" aria-describedby={errorOf('lowBalance') ? `${fieldId(FORM, 'lowBalance')}-error` : undefined}>
                <legend className="field__label">{t('reminders.lowLegend')}</legend>
                {legendError('lowBalance')}
                <Radio name="lowBalance" value="off" label={t('reminders.lowOff')} checked={!lowOn} id={fieldId(FORM, 'lowBalance')} />
                <Radio name="lowBalance" value="on" label={t('reminders.lowOn')} checked={lowOn} />
              </fieldset>
              <TextField
                form={FORM}
                name="threshold"
                label={t('reminders.threshold')}
                hint={t('reminders.thresholdHint', range)}
                error={errorOf('threshold')}
                defaultValue={typedThreshold ?? (settings.lowBalancePaise === null ? '' : String(settings.lowBalancePaise / 100))}
                inputMode="numeric"
                maxLength={12}
                className="dash-tools__threshold"
              />
            </>
          )}
          <p className="muted small">{due ? t('reminders.onceDue') : t('reminders.onceLow')}</p>
          <SubmitRow label={t('reminders.save')} pending={pending} pendingLabel={t('reminders.saving')} />
          <FormOutcome done={saved ? t('reminders.saved') : null} doneTestId="reminder-saved" failure={failure} />
        </form>
      </div>
    </TitledSection>
  )
}
