import { useData } from 'vike-react/useData'
import { NEW_CONNECTION_FILES } from '#shared/workflow/forms/rules'
import { AREA_CLASSES, deadlineRuleKey, NEW_CONNECTION_DAYS } from '#shared/workflow/rules'
import { DISTRICTS } from '#shared/districts'
import { PostForm } from '#client/components/forms/PostForm'
import { CheckboxField, FileField, InputField, RadioField, SelectField, TextAreaField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { useApplications } from '#client/components/applications/useApplications'
import { ConnectionFields } from '#client/components/applications/ConnectionFields'
import '#client/components/applications/applications.css'
import type { Data } from './+data'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

const FORM = 'newconn'
// the schema (and zod) come when the form is first used, not with the page (issue 24 §6)
const loadNewConnectionSchema = () => import('#shared/workflow/forms/newConnection').then((m) => m.newConnectionSchema)

/** LT new connection (issue 10 §3): a POST form that works without JavaScript, ending at /PrintAck. */
export default function Page() {
  const { post, deadlineHours } = useData<Data>()
  const daysOf = (a: (typeof AREA_CLASSES)[number]) => (deadlineHours[deadlineRuleKey('new_connection', a)] ?? NEW_CONNECTION_DAYS[a] * 24) / 24
  const { t, href, locale, num } = useApplications()
  const list = t('newConn.documentsList', { returnObjects: true }) as string[]
  return (
    <>
      <ListingHeader title={t('newConn.title')} lead={t('newConn.lead')} />
      <div className="container section apply-layout">
        <aside className="apply-aside" aria-label={t('newConn.documentsTitle')}>
          <section className="card">
            <div className="card__body">
              <h2 className="card__title">{t('newConn.deadlinesTitle')}</h2>
              <p className="small muted">{t('newConn.deadlinesLead')}</p>
              <ul className="plain-list">
                {AREA_CLASSES.map((a) => (
                  <li key={a}>
                    {t(`areaClasses.${a}`)}: <strong>{t('days', { count: daysOf(a), value: num(daysOf(a)) })}</strong>
                  </li>
                ))}
              </ul>
              <h2 className="card__title">{t('newConn.documentsTitle')}</h2>
              <ul>
                {list.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="standalone-link">
                <a href={href('/EstimateServiceCost')}>{t('newConn.estimateLink')}</a>
              </p>
            </div>
          </section>
        </aside>
        <PostForm
          form={FORM}
          action={href('/ApplyNewConn')}
          label={t('newConn.formLabel')}
          post={post}
          schema={loadNewConnectionSchema}
          files={NEW_CONNECTION_FILES.map((name) => ({ name, required: true }))}
          submitLabel={t('newConn.submit')}
          busyText={t('newConn.sending')}
        >
          {(field) => (
            <>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('newConn.sections.applicant')}</legend>
                <InputField {...field('applicantName')} label={t('newConn.applicantName')} autoComplete="name" maxLength={100} />
                <InputField {...field('guardianName')} label={t('newConn.guardianName')} maxLength={100} />
                <div className="form-grid">
                  <InputField {...field('mobile')} label={t('newConn.mobile')} hint={t('newConn.mobileHint')} type="tel" inputMode="numeric" maxLength={MOBILE_INPUT_MAX} autoComplete="tel-national" />
                  <InputField {...field('email')} label={t('newConn.email')} type="email" inputMode="email" maxLength={200} autoComplete="email" />
                </div>
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('newConn.sections.connection')}</legend>
                <ConnectionFields field={field} />
                <RadioField {...field('areaClass')} label={t('newConn.areaClass')} hint={t('newConn.areaHint')} options={AREA_CLASSES.map((a) => ({ value: a, label: t(`areaClasses.${a}`) }))} />
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('newConn.sections.address')}</legend>
                <TextAreaField {...field('address')} label={t('newConn.address')} maxLength={300} />
                <div className="form-grid">
                  <SelectField
                    {...field('district')}
                    label={t('newConn.district')}
                    placeholder={t('newConn.choose')}
                    options={DISTRICTS.map(([code, en, as]) => ({ value: code, label: locale === 'as' ? as : en }))}
                  />
                  <InputField {...field('pinCode')} label={t('newConn.pinCode')} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
                </div>
                <InputField {...field('holdingNo')} label={t('newConn.holdingNo')} hint={t('newConn.holdingHint')} maxLength={40} />
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('newConn.sections.declaration')}</legend>
                <CheckboxField {...field('declaration')} label={t('newConn.declarationText')} />
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('newConn.sections.documents')}</legend>
                <FileField {...field('identity')} label={t('newConn.identity')} hint={t('forms:fileHint')} />
                <FileField {...field('occupancy')} label={t('newConn.occupancy')} hint={t('forms:fileHint')} />
              </fieldset>
            </>
          )}
        </PostForm>
      </div>
    </>
  )
}
