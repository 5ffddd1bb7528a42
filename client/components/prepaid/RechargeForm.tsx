import { useRef, useState, type FormEvent } from 'react'
import { ErrorSummary, useRefusals, useShownProblems } from '../forms/CheckedForm'
import { BusyOverlay } from '../common/BusyOverlay'
import { newIdempotencyKey, usePlaceOrder } from '../payments/createOrder'
import { RepeatPaymentDialog } from '../payments/RepeatPaymentDialog'
import type { InputProblem } from '#shared/input/problem'
import { usePrepaid } from './usePrepaid'
import { parseRechargeAmount, QUICK_AMOUNTS, RECHARGE_MAX_RUPEES, RECHARGE_MIN_RUPEES } from './validate'

export type RechargeChannel = 'web' | 'mobile-app'

interface Props {
  consumerNo: string
  channel: RechargeChannel
  /** the test vending flow labels its button */
  submitLabel: string
}

/**
 * The amount (whole rupees, ₹100–₹50,000, with quick picks) and the Recharge button. It posts
 * the order with an Idempotency-Key made once per form view and kept while the amount stays
 * the same, so a retry after a lost answer never makes a second order; then it hands the
 * browser to the gateway's page. When the meter was recharged (or a recharge started) in the
 * last 30 minutes it asks first (RepeatPaymentDialog).
 */
export function RechargeForm({ consumerNo, channel, submitLabel }: Props) {
  const { t, locale, money } = usePrepaid()
  const [amount, setAmount] = useState('')
  const [refused, refuse] = useRefusals<InputProblem>()
  // busy until the gateway's page replaces this one; back from it with the browser's Back button
  // (page restored from the cache) the form is usable again, and the same order key is reused
  // if the amount is unchanged
  const { busy, error: serverError, clearError, place, repeat } = usePlaceOrder()
  const submit = useRef<HTMLButtonElement>(null)
  const attempt = useRef<{ key: string; rupees: number } | null>(null)
  const { errors: summary, errorOf } = useShownProblems(
    (refused?.list ?? []).map((e) => ({ field: e.field, text: t(e.key) })),
    refused?.attempt,
  )
  const amountError = errorOf('amount')

  /** whole rupees without the paise: ₹ 1,000 */
  const whole = (rupees: number) => money(rupees * 100).replace(/[.][0-9০-৯]{2}$/, '')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    clearError()
    const parsed = parseRechargeAmount(amount)
    if ('error' in parsed) {
      refuse([{ field: 'amount', key: parsed.error }])
      return
    }
    refuse([])
    if (!attempt.current || attempt.current.rupees !== parsed.rupees) attempt.current = { key: newIdempotencyKey('rc_'), rupees: parsed.rupees }
    await place({ purpose: 'recharge', consumerNo, amountPaise: parsed.rupees * 100, locale, channel }, attempt.current.key, t('recharge.orderFailed'))
  }

  return (
    <>
      <form className="form prepaid-recharge" onSubmit={onSubmit} noValidate aria-labelledby="recharge-title" aria-busy={busy}>
        <h2 id="recharge-title" className="section-title">
          {t('recharge.formTitle')}
        </h2>
        <ErrorSummary form="recharge" title={t('form.errorTitle')} errors={summary} />
        {serverError ? (
          <div className="alert alert--error" role="alert">
            <p>{serverError}</p>
          </div>
        ) : null}
        <fieldset className="prepaid-quick">
          <legend className="field__label">{t('recharge.quickPicks')}</legend>
          <div className="cluster">
            {QUICK_AMOUNTS.map((r) => (
              <button
                key={r}
                type="button"
                className={'btn btn--secondary btn--small' + (amount === String(r) ? ' is-selected' : '')}
                aria-pressed={amount === String(r)}
                onClick={() => {
                  setAmount(String(r))
                  refuse([])
                }}
              >
                {whole(r)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="recharge-amount">
            {t('recharge.amountLabel')}
          </label>
          <span className="field__hint" id="recharge-amount-hint">
            {t('recharge.amountHint', { min: whole(RECHARGE_MIN_RUPEES), max: whole(RECHARGE_MAX_RUPEES) })}
          </span>
          {amountError ? (
            <span className="field__error" id="recharge-amount-error">
              {amountError}
            </span>
          ) : null}
          <div className="prepaid-amount">
            <span aria-hidden="true">₹</span>
            <input
              className="input"
              id="recharge-amount"
              name="amount"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? 'recharge-amount-hint recharge-amount-error' : 'recharge-amount-hint'}
            />
          </div>
        </div>
        <p className="small muted">{t('recharge.gatewayNote')}</p>
        <div className="form-actions">
          <button ref={submit} type="submit" className="btn btn--accent" disabled={busy}>
            {submitLabel}
          </button>
        </div>
        {busy ? <BusyOverlay className="prepaid-overlay" live="polite" text={t('recharge.redirecting')} /> : null}
      </form>
      <RepeatPaymentDialog question={repeat} returnFocusRef={submit} />
    </>
  )
}
