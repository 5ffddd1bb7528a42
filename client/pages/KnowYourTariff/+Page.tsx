import { useData } from 'vike-react/useData'
import { BillingHelp } from '../../components/billing/BillingHelp'
import { CheckedForm, fieldId, TextField } from '../../components/forms/CheckedForm'
import { checkCalcQuery, readCalcQuery } from '../../components/billing/tariffInput'
import { TariffResult, TariffSchedule } from '../../components/billing/TariffTables'
import { useBilling } from '../../components/billing/useBilling'
import { ListingHeader } from '../../components/listing/ListingHeader'
import '../../components/billing/billing.css'
import type { Data } from './+data'

const FORM = 'calc'

/** The bill calculator (tariff engine, computed on the server) and the tariff schedule of a category. */
export default function Page() {
  const { categories, query, tariff, errors, result } = useData<Data>()
  const b = useBilling()
  const { t, href } = b
  const codes = categories.map((c) => c.code)
  const radio = (name: 'mode' | 'paid', value: string, checked: boolean, label: string) => (
    <label className="checkbox" key={value}>
      <input type="radio" name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
    </label>
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
            return r.ok ? [] : r.errors.map((e) => ({ field: e.field, text: b.problem(e.problem) }))
          }}
        >
          {(errorOf) => (
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
                      {c.code} — {t(`tariffNames.${c.code}`, { defaultValue: c.name })}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                form={FORM}
                name="load"
                label={t('tariff.load')}
                hint={t('tariff.loadHint')}
                error={errorOf('load')}
                defaultValue={query.load}
                inputMode="decimal"
                maxLength={9}
              />
              <fieldset className="billing-fieldset">
                <legend>{t('tariff.mode')}</legend>
                <div className="billing-radios">
                  {radio('mode', 'units', query.mode === 'units', t('tariff.modeUnits'))}
                  {radio('mode', 'readings', query.mode === 'readings', t('tariff.modeReadings'))}
                </div>
                <TextField
                  form={FORM}
                  name="units"
                  label={t('tariff.units')}
                  error={errorOf('units')}
                  defaultValue={query.units}
                  inputMode="numeric"
                  maxLength={9}
                />
                <div className="billing-grid">
                  <TextField
                    form={FORM}
                    name="previous"
                    label={t('tariff.previous')}
                    error={errorOf('previous')}
                    defaultValue={query.previous}
                    inputMode="numeric"
                    maxLength={9}
                  />
                  <TextField
                    form={FORM}
                    name="current"
                    label={t('tariff.current')}
                    error={errorOf('current')}
                    defaultValue={query.current}
                    inputMode="numeric"
                    maxLength={9}
                  />
                </div>
                <p className="small muted">{t('tariff.modeHint')}</p>
              </fieldset>
              <fieldset className="billing-fieldset">
                <legend>{t('tariff.paid')}</legend>
                <div className="billing-radios">
                  {radio('paid', 'before', query.paid === 'before', t('tariff.paidBefore'))}
                  {radio('paid', 'after', query.paid === 'after', t('tariff.paidAfter'))}
                </div>
              </fieldset>
            </>
          )}
        </CheckedForm>

        {result && tariff ? <TariffResult result={result} tariff={tariff} /> : null}
        {tariff ? <TariffSchedule tariff={tariff} /> : null}
        <p className="small muted">{t('tariff.disclaimer')}</p>
        <BillingHelp />
      </div>
    </>
  )
}
