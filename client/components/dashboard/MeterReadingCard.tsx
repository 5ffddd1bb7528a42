import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import type { MeterReadingCard as CardData, MeterReadingQuestion, MeterReadingStatus } from '#shared/meterReading/contract'
import type { Locale } from '#shared/locale'
import {
  checkReading,
  FORM_PROBLEMS,
  implausibility,
  METER_PHOTO,
  METER_PROBLEMS,
  READING_MAX,
  READING_MAX_CHARS,
  unitsSince,
  type ImplausibleReason,
  type MeterProblem,
  type PhotoProblem,
} from '#shared/meterReading/rules'
import { apiUrl } from '#client/lib/api'
import { useApiMessage } from '#client/lib/apiMessage'
import { ErrorSummary, fieldId, LabelledField, TextField, type FieldError, useRefusals, useShownProblems } from '../forms/CheckedForm'
import { FileInput } from '../forms/FileInput'
import { FormOutcome, SubmitRow } from '../forms/FormStatus'
import { TitledSection } from '../common/TitledSection'
import { useLinks } from '../layout/paths'
import { dmy, dmyTime, kwh, periodLabel } from './format'
import './meterReading.css'

const FORM = 'meter-reading'
/** the API path; the form posts to it without JavaScript (same origin: the cross-site check needs it) */
const PATH = '/api/consumer/meter-reading'
/** the largest photo, as the server's upload check (server/services/uploads.ts) */
const PHOTO_MAX_BYTES = 2 * 1024 * 1024

type Problem = MeterProblem | PhotoProblem
/** A question to confirm: its reason and the reading it is about (null: the reading typed could not be read). */
type Question = { reason: ImplausibleReason; reading: number | null }

const isMeterProblem = (p: string): p is MeterProblem => (METER_PROBLEMS as readonly string[]).includes(p)

/** The words of a problem (the card's, or the forms' for a photo refused by the upload check) and the field it belongs to. */
function useProblemText() {
  const { t } = useTranslation(['insights', 'forms'])
  const { locale } = useLinks()
  return (problem: Problem, cycle: string): FieldError => ({
    field: problem.startsWith('reading') ? 'reading' : 'photo',
    text: isMeterProblem(problem) ? t(`insights:meterReading.problems.${problem}`, { max: kwh(READING_MAX, locale), month: periodLabel(cycle, locale) }) : t(`forms:problems.${problem}`),
  })
}

/** The question of an implausible reading, in words. */
function questionText(t: (k: string, o?: Record<string, unknown>) => string, q: Question, status: MeterReadingStatus, locale: Locale): string {
  const history = { lastReading: status.lastReading?.reading ?? null, usualUnits: status.usualUnits, multiplyingFactor: status.multiplyingFactor }
  const units = q.reading === null ? null : unitsSince(q.reading, history)
  const values = {
    reading: q.reading === null ? '' : kwh(q.reading, locale),
    last: history.lastReading === null ? '' : kwh(history.lastReading, locale),
    units: units === null ? '' : kwh(units, locale),
    usual: status.usualUnits === null ? '' : kwh(Math.round(status.usualUnits), locale),
  }
  return t(`meterReading.question.${q.reason}`, values)
}

/** The reading stored for the cycle: the figure, when it was sent, the photo (served to this session only). */
function StoredReading({ status }: { status: MeterReadingStatus }) {
  const { t } = useTranslation('insights')
  const { locale } = useLinks()
  const s = status.stored!
  const photo = `${PATH}/photo?consNo=${status.consumerNo}&cycle=${status.cycle}&v=${Date.parse(s.submittedAt)}`
  return (
    <div className="meter-stored" data-testid="meter-stored">
      <h3 className="meter-stored__title">{t('meterReading.storedTitle')}</h3>
      <div className="meter-stored__body">
        <img className="meter-stored__photo" src={photo} alt={t('meterReading.photoAlt')} width={96} height={96} loading="lazy" />
        <div>
          <p className="meter-stored__reading" data-testid="meter-stored-reading">
            {t('meterReading.storedReading', { reading: kwh(s.reading, locale) })}
          </p>
          <p className="small">{t('meterReading.storedWhen', { when: dmyTime(s.submittedAt, locale) })}</p>
          {s.confirmedImplausible && s.reason ? <p className="small">{t(`meterReading.confirmed.${s.reason}`)}</p> : null}
          <p className="small muted">{t('meterReading.replaces', { date: dmy(status.lastDay, locale) })}</p>
        </div>
      </div>
    </div>
  )
}

/** The confirm step of an implausible reading: the question and the box that confirms it. It takes the focus when it appears. */
function ConfirmStep({ text, again }: { text: string; again: boolean }) {
  const { t } = useTranslation('insights')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [text])
  return (
    <div className="alert alert--warning meter-confirm" role="alert" aria-labelledby={`${FORM}-confirm-title`} tabIndex={-1} ref={ref} data-testid="meter-confirm">
      <h3 id={`${FORM}-confirm-title`} className="meter-confirm__title">
        {t('meterReading.confirmTitle')}
      </h3>
      <p>{text}</p>
      <div className="checkbox">
        <input type="checkbox" id={fieldId(FORM, 'confirm')} name="confirm" value="on" />
        <label htmlFor={fieldId(FORM, 'confirm')}>{t('meterReading.confirmLabel')}</label>
      </div>
      <p className="small">{again ? t('meterReading.confirmHintAgain') : t('meterReading.confirmHint')}</p>
    </div>
  )
}

/**
 * The self meter reading of a postpaid dashboard (issue 14, ADR 025): the bill the reading is
 * for and the last day to send it, the last billed reading, the reading stored for the cycle
 * with its photo, and the form: the reading and a photo of the meter. A POST form that works
 * without JavaScript (multipart; the API answers it with 303 back here, ?meterReading=<outcome>,
 * and the photo is attached again); with JavaScript the same checks run first (the reading,
 * the photo's size, the plausibility against the last bills) and the reading is sent without
 * leaving the page. An implausible reading asks to be confirmed (a box to tick), not as an
 * error; the error summary takes the focus when it appears, the question too.
 */
export function MeterReadingCard({ data }: { data: CardData }) {
  const { t } = useTranslation('insights')
  const { locale } = useLinks()
  const problemText = useProblemText()
  const { say } = useApiMessage()
  const initial = data.outcome
  const [status, setStatus] = useState(data.status)
  const initialProblems = initial?.kind === 'problems' ? initial.problems : []
  const [refused, refuse] = useRefusals<FieldError>(initialProblems.filter((p) => !FORM_PROBLEMS.has(p as MeterProblem)).map((p) => problemText(p, data.status.cycle)))
  const { errors, errorOf } = useShownProblems(refused?.list ?? [], refused?.attempt)
  const formProblem = initialProblems.find((p) => FORM_PROBLEMS.has(p as MeterProblem))
  const [failure, setFailure] = useState<string | null>(formProblem ? problemText(formProblem, data.status.cycle).text : null)
  const typed = data.typedReading === null ? null : checkReading(data.typedReading)
  const [question, setQuestion] = useState<Question | null>(initial?.kind === 'confirm' ? { reason: initial.reason, reading: typed?.ok ? typed.value : null } : null)
  const [saved, setSaved] = useState(initial?.kind === 'saved')
  const [pending, setPending] = useState(false)
  // a form that came back without JavaScript lost its file: it asks for the photo again
  const [photoAgain, setPhotoAgain] = useState(!!initial && initial.kind !== 'saved')
  const history = { lastReading: status.lastReading?.reading ?? null, usualUnits: status.usualUnits, multiplyingFactor: status.multiplyingFactor }

  async function refresh() {
    try {
      const res = await fetch(apiUrl(`${PATH}?consNo=${status.consumerNo}`), { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      const body = (await res.json().catch(() => null)) as { meterReading?: MeterReadingStatus } | null
      if (res.ok && body?.meterReading) setStatus(body.meterReading)
    } catch {
      // the failure already says what happened; the page's next load shows the new cycle
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const data = new FormData(form)
    setSaved(false)
    setFailure(null)
    const found: Problem[] = []
    const reading = checkReading(data.get('reading') ?? '')
    if (!reading.ok) found.push(reading.key)
    const file = data.get(METER_PHOTO)
    if (!(file instanceof File) || file.size === 0) found.push('photoMissing')
    else if (file.size > PHOTO_MAX_BYTES) found.push('fileTooLarge')
    if (found.length) {
      refuse(found.map((p) => problemText(p, status.cycle)))
      return
    }
    refuse([])
    const kwhValue = (reading as { value: number }).value
    // the box confirms the reading it was asked about, not another one typed since
    const confirmed = data.get('confirm') === 'on' && question !== null && question.reading === kwhValue
    if (!confirmed) {
      data.delete('confirm')
      const reason = implausibility(kwhValue, history)
      if (reason) {
        setQuestion({ reason, reading: kwhValue })
        return
      }
    }
    setPending(true)
    try {
      const res = await fetch(apiUrl(PATH), { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: data })
      const body = (await res.json().catch(() => null)) as {
        meterReading?: MeterReadingStatus
        confirm?: MeterReadingQuestion
        problem?: string
        errors?: Array<{ problem?: string }>
      } | null
      if (res.ok && body?.meterReading) {
        setStatus(body.meterReading)
        setQuestion(null)
        setPhotoAgain(false)
        setSaved(true)
        form.reset()
        return
      }
      if (res.status === 409 && body?.confirm) {
        setQuestion({ reason: body.confirm.reason, reading: body.confirm.reading })
        return
      }
      if (res.status === 409 && body?.problem && FORM_PROBLEMS.has(body.problem as MeterProblem)) {
        setQuestion(null)
        setFailure(problemText(body.problem as MeterProblem, status.cycle).text)
        // the cycle's bill is made or being made: the card moves on to what the server says now
        if (body.problem === 'billMade' || body.problem === 'windowClosed') await refresh()
        return
      }
      const problems = (body?.errors ?? []).map((e) => e.problem).filter((p): p is string => typeof p === 'string')
      if (res.status === 400 && problems.length) refuse(problems.map((p) => problemText(p as Problem, status.cycle)))
      else setFailure(say(body))
    } catch {
      setFailure(say(null))
    } finally {
      setPending(false)
    }
  }

  return (
    <TitledSection id="meter-reading-title" title={t('meterReading.title')} className="card dash-card" titleClassName="card__title" testId="meter-reading">
      <div className="card__body">
        <p>{t('meterReading.lead')}</p>
        <dl className="dash-facts">
          <div className="dash-facts__row">
            <dt>{t('meterReading.forBill')}</dt>
            <dd data-testid="meter-cycle">{periodLabel(status.cycle, locale)}</dd>
          </div>
          <div className="dash-facts__row">
            <dt>{t('meterReading.lastDay')}</dt>
            <dd data-testid="meter-last-day">{dmy(status.lastDay, locale)}</dd>
          </div>
          <div className="dash-facts__row">
            <dt>{t('meterReading.lastReading')}</dt>
            <dd data-testid="meter-last-reading">
              {status.lastReading
                ? t('meterReading.lastReadingValue', { reading: kwh(status.lastReading.reading, locale), date: dmy(status.lastReading.billDate, locale) })
                : t('meterReading.noLastReading')}
            </dd>
          </div>
        </dl>
        {status.stored ? <StoredReading status={status} /> : null}
        {status.open ? (
          <form className="form" method="post" action={`${PATH}?lang=${locale}`} encType="multipart/form-data" noValidate onSubmit={(e) => void submit(e)} aria-label={t('meterReading.formLabel')}>
            <input type="hidden" name="consNo" value={status.consumerNo} />
            <input type="hidden" name="cycle" value={status.cycle} />
            <input type="hidden" name="lang" value={locale} />
            <ErrorSummary form={FORM} title={t('meterReading.errorTitle')} errors={errors} />
            <TextField
              form={FORM}
              name="reading"
              label={t('meterReading.reading')}
              hint={t('meterReading.readingHint')}
              error={errorOf('reading')}
              defaultValue={data.typedReading ?? ''}
              inputMode="decimal"
              maxLength={READING_MAX_CHARS}
              className="meter-form__reading"
            />
            <LabelledField
              id={fieldId(FORM, METER_PHOTO)}
              label={t('meterReading.photo')}
              hint={photoAgain ? `${t('meterReading.photoHint')} ${t('meterReading.photoAgain')}` : t('meterReading.photoHint')}
              error={errorOf(METER_PHOTO)}
            >
              {(aria) => <FileInput name={METER_PHOTO} accept=".jpg,.jpeg,.png,image/jpeg,image/png" {...aria} />}
            </LabelledField>
            {question ? <ConfirmStep text={questionText(t, question, status, locale)} again={photoAgain} /> : null}
            <SubmitRow label={t('meterReading.send')} pending={pending} pendingLabel={t('meterReading.sending')} />
            <FormOutcome done={saved ? t('meterReading.saved') : null} doneTestId="meter-saved" failure={failure} />
          </form>
        ) : (
          <>
            <p className="alert alert--info" data-testid="meter-closed">
              {t('meterReading.closed', { month: periodLabel(status.cycle, locale) })}
            </p>
            <FormOutcome done={null} doneTestId="meter-saved" failure={failure} />
          </>
        )}
      </div>
    </TitledSection>
  )
}
