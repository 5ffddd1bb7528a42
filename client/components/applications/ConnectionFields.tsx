import { CONNECTION_CATEGORIES, PHASES } from '#shared/workflow/forms/rules'
import { InputField, RadioField, SelectField } from '../forms/fields'
import type { FormFieldProps } from '../forms/PostForm'
import { useApplications } from './useApplications'

/** Category, load, distance and phase: the question of the cost estimate, also part of the new connection form. */
export function ConnectionFields({ field }: { field: (name: string) => FormFieldProps }) {
  const { t } = useApplications()
  return (
    <>
      <SelectField {...field('category')} label={t('newConn.category')} placeholder={t('newConn.choose')} options={CONNECTION_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} />
      <div className="form-grid">
        <InputField {...field('loadKw')} label={t('newConn.loadKw')} hint={t('newConn.loadHint')} inputMode="decimal" maxLength={6} />
        <InputField {...field('distanceM')} label={t('newConn.distanceM')} hint={t('newConn.distanceHint')} inputMode="decimal" maxLength={6} />
      </div>
      <RadioField {...field('phase')} label={t('newConn.phase')} options={PHASES.map((p) => ({ value: p, label: t(`phases.${p}`) }))} />
    </>
  )
}
