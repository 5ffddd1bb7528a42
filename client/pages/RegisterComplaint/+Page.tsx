import { useEffect, useState, type FormEvent } from 'react'
import { useData } from 'vike-react/useData'
import { COMPLAINT_PHOTO, isDangerCategory } from '#shared/workflow/forms/rules'
import { COMPLAINT_CATEGORIES, COMPLAINT_HOURS, deadlineRuleKey } from '#shared/workflow/rules'
import { DISTRICTS } from '#shared/districts'
import { PostForm } from '#client/components/forms/PostForm'
import { InputField, RadioField, SelectField, TextAreaField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { useComplaints } from '#client/components/complaints/useComplaints'
import { DangerNotice } from '#client/components/complaints/DangerNotice'
import { PhotoField, SubcategoryField } from '#client/components/complaints/ComplaintFields'
import '#client/components/applications/applications.css'
import '#client/components/complaints/complaints.css'
import type { Data } from './+data'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

const FORM = 'complaint'
// the schema (and zod) come when the form is first used, not with the page (issue 24 §6)
const loadComplaintSchema = () => import('#shared/workflow/forms/complaint').then((m) => m.complaintSchema)

/**
 * The in-house complaint desk (issue 10 §4): a POST form that works without JavaScript and
 * lands on /ComplaintStatus with the ticket. A danger category shows the 1912 number as soon as
 * it is chosen (with scripts), or a notice beside the category list (without).
 */
export default function Page() {
  const { post, deadlineHours } = useData<Data>()
  const { t, href, locale, hours } = useComplaints()
  const kept = post?.form === FORM ? post.values : {}
  const [category, setCategory] = useState(kept.category ?? '')
  // the script runs: the 1912 notice follows the choice, the problems follow the category
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const onCategory = (e: FormEvent<HTMLDivElement>) => {
    const input = e.target as HTMLInputElement
    if (input.name === 'category') setCategory(input.value)
  }
  return (
    <>
      <ListingHeader title={t('register.title')} lead={t('register.lead')} />
      <div className="container section apply-layout">
        <aside className="apply-aside" aria-labelledby="complaint-deadlines">
          <section className="card">
            <div className="card__body">
              <h2 className="card__title" id="complaint-deadlines">
                {t('register.deadlinesTitle')}
              </h2>
              <p className="small muted">{t('register.deadlinesLead')}</p>
              <ul className="plain-list">
                {COMPLAINT_CATEGORIES.map((c) => (
                  <li key={c}>
                    {t(`categories.${c}`)}: <strong>{hours(deadlineHours[deadlineRuleKey('complaint', c)] ?? COMPLAINT_HOURS[c])}</strong>
                  </li>
                ))}
              </ul>
              <h2 className="card__title">{t('register.statusTitle')}</h2>
              <p>
                <a className="btn btn--secondary" href={href('/ComplaintStatus')}>
                  {t('register.statusLink')}
                </a>
              </p>
            </div>
          </section>
        </aside>
        <PostForm
          form={FORM}
          action={href('/RegisterComplaint')}
          label={t('register.formLabel')}
          post={post}
          schema={loadComplaintSchema}
          files={[{ name: COMPLAINT_PHOTO, required: false }]}
          submitLabel={t('register.submit')}
          busyText={t('register.sending')}
        >
          {(field) => (
            <>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('register.sections.problem')}</legend>
                <div onChange={onCategory}>
                  <RadioField {...field('category')} label={t('register.category')} options={COMPLAINT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} />
                </div>
                {enhanced ? (
                  isDangerCategory(category) ? (
                    <DangerNotice live />
                  ) : null
                ) : (
                  <p className="alert alert--warning danger-static" data-testid="danger-static">
                    {t('register.dangerNotice')}
                  </p>
                )}
                <SubcategoryField field={field('subcategory')} category={enhanced ? category : ''} label={t('register.subcategory')} hint={t('register.subcategoryHint')} />
                <TextAreaField {...field('description')} label={t('register.description')} hint={t('register.descriptionHint')} maxLength={1000} />
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('register.sections.location')}</legend>
                <SelectField
                  {...field('district')}
                  label={t('register.district')}
                  placeholder={t('register.choose')}
                  options={DISTRICTS.map(([code, en, as]) => ({ value: code, label: locale === 'as' ? as : en }))}
                />
                <InputField {...field('locality')} label={t('register.locality')} maxLength={100} autoComplete="address-level3" />
                <InputField {...field('landmark')} label={t('register.landmark')} hint={t('register.landmarkHint')} maxLength={100} />
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('register.sections.contact')}</legend>
                <InputField {...field('name')} label={t('register.name')} autoComplete="name" maxLength={100} />
                <div className="form-grid">
                  <InputField
                    {...field('mobile')}
                    label={t('register.mobile')}
                    hint={t('register.mobileHint')}
                    type="tel"
                    inputMode="numeric"
                    maxLength={MOBILE_INPUT_MAX}
                    autoComplete="tel-national"
                  />
                  <InputField {...field('consNo')} label={t('register.consNo')} hint={t('register.consNoHint')} inputMode="numeric" maxLength={14} />
                </div>
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('register.sections.photo')}</legend>
                <PhotoField field={field(COMPLAINT_PHOTO)} label={t('register.photo')} hint={t('register.photoHint')} />
              </fieldset>
            </>
          )}
        </PostForm>
      </div>
    </>
  )
}
