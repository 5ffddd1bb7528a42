import type { ReactNode } from 'react'
import { COMPLAINT_CATEGORIES, COMPLAINT_SUBCATEGORIES, type ComplaintCategory } from '#shared/workflow/rules'
import { fieldId, LabelledField } from '#client/components/forms/CheckedForm'
import { FileInput } from '#client/components/forms/FileInput'
import type { FormFieldProps } from '#client/components/forms/PostForm'
import { useComplaints } from './useComplaints'

/**
 * The sub-category select: every category's problems grouped by category (the form without
 * JavaScript, where the category may change after the page came), or only the chosen
 * category's problems once the page's script runs and a category is chosen.
 */
export function SubcategoryField({ field, category, label, hint }: { field: FormFieldProps; category: string; label: ReactNode; hint?: ReactNode }) {
  const { t } = useComplaints()
  const groups = (COMPLAINT_CATEGORIES as readonly string[]).includes(category) ? [category as ComplaintCategory] : COMPLAINT_CATEGORIES
  return (
    <LabelledField id={fieldId(field.form, field.name)} label={label} hint={hint} error={field.error}>
      {(aria) => (
        <select className="select" name={field.name} defaultValue={field.defaultValue ?? ''} {...aria}>
          <option value="">{t('register.choose')}</option>
          {groups.map((c) => (
            <optgroup key={c} label={t(`categories.${c}`)}>
              {COMPLAINT_SUBCATEGORIES[c].map((s) => (
                <option key={s} value={s}>
                  {t(`subcategories.${s}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </LabelledField>
  )
}

/** The optional photo (JPEG or PNG; the server decides by the bytes), in the page's language (FileInput). A refused form asks for it again. */
export function PhotoField({ field, label, hint }: { field: FormFieldProps; label: ReactNode; hint?: ReactNode }) {
  return (
    <LabelledField id={fieldId(field.form, field.name)} label={label} hint={hint} error={field.error}>
      {(aria) => <FileInput name={field.name} accept=".jpg,.jpeg,.png,image/jpeg,image/png" {...aria} />}
    </LabelledField>
  )
}
