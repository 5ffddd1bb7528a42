import { useData } from 'vike-react/useData'
import { BillingHelp } from '#client/components/billing/BillingHelp'
import { CheckedForm, fieldId, TextField } from '#client/components/forms/CheckedForm'
import { checkCalcQuery, readCalcQuery } from '#client/components/billing/tariffInput'
import { TariffResult, TariffSchedule } from '#client/components/billing/TariffTables'
import { useBilling } from '#client/components/billing/useBilling'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/billing/billing.css'
import type { Data } from './+data'

const FORM = 'calc'

/** The bill calculator (tariff engine, computed on the server) and the tariff schedule of a category. */
export default function Page() {
  const { categories, query, tariff, errors, result } = useData<Data>()
  const b = useBilling()
  const { t, href } = b
  const codes = categories.map((c) => c.code)
  /** a group of radio buttons, the query's choice checked */
  const radios = (name: 'mode' | 'paid', options: ReadonlyArray<readonly [value: string, label: string]>) => (
    <div className="billing-radios">
      {options.map(([value, label]) => (
        <label className="checkbox" key={value}>
          <input type="radio" name={name} value={value} defaultChecked={query[name] === value} />
          <span>{label}</span>
        </label>
      ))}
    </div>
  )
  return (
    <>
      <ListingHeader title={t('tariff.title')} lead={t('tariff.lead')} />
      <div className="container section">
        <CheckedForm
          key={JSON.stringify(query) + errors.length}
          form={FORM}
          action={href('/KnowYourTariff')}
          label={t('tariff.formLabel')}
          {...b.form}
          submitLabel={t('tariff.submit')}
          serverErrors={b.fieldErrors(errors)}
          check={(d) => {
            const entries: Record<string, string> = {}
            d.forEach((v, k) => {
              entries[k] = String(v)
            })
            const r = checkCalcQuery(readCalcQuery(entries), codes)
            return r.ok ? [] : r.problems.map((e) => ({ field: e.field, text: b.problem(e.key) }))
          }}
        >
          {(errorOf) => {
            /** a whole-number box: the units, or a meter reading */
            const reading = (name: 'units' | 'previous' | 'current') => (
              <TextField form={FORM} name={name} label={t(`tariff.${name}`)} error={errorOf(name)} defaultValue={query[name]} inputMode="numeric" maxLength={9} />
            )
            return (
              <>
                <div className="field">
                  <label className="field__label" htmlFor={fieldId(FORM, 'category')}>
                    {t('tariff.category')}
                  </label>
                  {errorOf('category') ? (
                    <span className="field__error" id={`${fieldId(FORM, 'category')}-error`}>
                      {errorOf('category')}
                    </span>
                  ) : null}
                  <select
                    className="select"
                    id={fieldId(FORM, 'category')}
                    name="category"
                    defaultValue={query.category}
                    aria-invalid={errorOf('category') ? true : undefined}
                    aria-describedby={errorOf('category') ? `${fieldId(FORM, 'category')}-error` : undefined}
                  >
                    {categories.map((c) => (
                      <option key={c.code} value={c.code}>
                        {t(`tariffNames.${c.code}`, { defaultValue: `${c.code} ${c.name}` })}
                      </option>
                    ))}
                  </select>
                </div>
                <TextField form={FORM} name="load" label={t('tariff.load')} hint={t('tariff.loadHint')} error={errorOf('load')} defaultValue={query.load} inputMode="decimal" maxLength={9} />
                <fieldset className="billing-fieldset">
                  <legend>{t('tariff.mode')}</legend>
                  {radios('mode', [
                    ['units', t('tariff.modeUnits')],
                    ['readings', t('tariff.modeReadings')],
                  ])}
                  {reading('units')}
                  <div className="billing-grid">
                    {reading('previous')}
                    {reading('current')}
                  </div>
                  <p className="small muted">{t('tariff.modeHint')}</p>
                </fieldset>
                <fieldset className="billing-fieldset">
                  <legend>{t('tariff.paid')}</legend>
                  {radios('paid', [
                    ['before', t('tariff.paidBefore')],
                    ['after', t('tariff.paidAfter')],
                  ])}
                </fieldset>
              </>
            )
          }}
        </CheckedForm>

        {result && tariff ? <TariffResult result={result} tariff={tariff} /> : null}
        {tariff ? <TariffSchedule tariff={tariff} /> : null}
        <p className="small muted">{t('tariff.disclaimer')}</p>
        <BillingHelp />
      </div>
    </>
  )
}
