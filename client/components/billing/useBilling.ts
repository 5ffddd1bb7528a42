import { useTranslation } from '#client/lib/useTranslation'
import { useLinks } from '../layout/paths'
import type { FieldError, FieldSpec } from '../forms/CheckedForm'
import { count, dmy, dmyTime, money, monthLabel } from './format'
import { checkConsumerNo } from '#shared/input/fields'
import { MESSAGE_PROBLEMS, type ProblemKey } from './types'
import type { InputProblem } from '#shared/input/problem'

/** The bill services' translator (namespaces 'billing' and 'messages'), links and formatters in the page's locale. */
export function useBilling() {
  const { t } = useTranslation(['billing', 'messages'])
  const { href, locale } = useLinks()
  const problem = (key: ProblemKey | string) => (MESSAGE_PROBLEMS.has(key) ? t(`messages:${key}`) : t(`billing:problems.${key}`))
  return {
    t,
    locale,
    href,
    /** words of a problem key */
    problem,
    /** server problems in words */
    fieldErrors: (errors: ReadonlyArray<InputProblem>): FieldError[] => errors.map((e) => ({ field: e.field, text: problem(e.key) })),
    /** the browser's check of a consumer-number field */
    checkConsNo: (data: FormData, field = 'consNo'): FieldError[] => {
      const r = checkConsumerNo(String(data.get(field) ?? ''))
      return r.ok ? [] : [{ field, text: problem(r.key) }]
    },
    /** what every bill-service lookup form shares: the summary's title and the form's look */
    form: { errorTitle: t('form.errorTitle'), className: 'form billing-form' },
    /** the 12-digit consumer-number box of a lookup form */
    consNoField: (defaultValue: string | undefined): FieldSpec => ({
      name: 'consNo',
      label: t('form.consNo'),
      hint: t('form.consNoHint'),
      defaultValue,
      inputMode: 'numeric',
      maxLength: 20,
    }),
    money: (paise: number) => money(paise, locale),
    date: (iso: string | null | undefined) => dmy(iso, locale),
    dateTime: (iso: string | null | undefined) => dmyTime(iso, locale),
    month: (period: string) => monthLabel(period, locale),
    num: (n: number, decimals = 0) => count(n, locale, decimals),
  }
}
