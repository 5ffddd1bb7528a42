import { useState, type FormEvent } from 'react'
import { useData } from 'vike-react/useData'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { hectaresOf, KUSUM_A, LAND_UNITS, SOLAR_APPLICANT_TYPES, SOLAR_LAND_FILES, SOLAR_LAND_USES, solarLandWarnings, solarLandSchema, type LandUnit } from '#shared/workflow/forms/solar'
import { DISTRICTS } from '#shared/districts'
import { formatNumber } from '#shared/format'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'
import { PostForm } from '#client/components/forms/PostForm'
import { CheckboxField, FileField, InputField, RadioField, SelectField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/applications/applications.css'
import type { Data } from './+data'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

const FORM = 'solar'

/** The figures typed so far, when they can be checked (area, unit, capacity, distance). */
function figuresOf(values: Record<string, string>) {
  const num = (v: string | undefined) => (v && /^\d{1,7}(\.\d{1,3})?$/.test(v.trim()) ? Number(v) : null)
  const landArea = num(values.landArea)
  const capacityMw = num(values.capacityMw)
  const unit = values.landUnit as LandUnit
  if (landArea === null || capacityMw === null || !LAND_UNITS.includes(unit) || capacityMw <= 0) return null
  return { landArea, landUnit: unit, capacityMw, substationDistanceKm: num(values.substationDistanceKm) ?? 0 }
}

/**
 * PM-KUSUM component A (issue 10 §3): land offered for a solar plant, with its location, land
 * record and figures; a POST form that works without JavaScript, ending at /PrintAck. A small
 * plot for the capacity (about 2 ha per MW) or a far substation is a warning, never a refusal.
 */
export default function Page() {
  const { post } = useData<Data>()
  const { t } = useTranslation(['solar', 'forms'])
  const locale: Locale = usePageContext().locale ?? 'en'
  const href = (route: string) => BASE_PATH + localizedPath(route, locale)
  const [typed, setTyped] = useState<Record<string, string>>(post?.form === FORM ? post.values : {})
  const figures = figuresOf(typed)
  const warnings = figures ? solarLandWarnings(figures) : []
  const n = (v: number, d = 2) => formatNumber(v, locale, Number.isInteger(v) ? 0 : d)

  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const el = event.target as HTMLInputElement
    if (el.name && ['landArea', 'landUnit', 'capacityMw', 'substationDistanceKm'].includes(el.name)) setTyped((v) => ({ ...v, [el.name]: el.value }))
  }

  return (
    <>
      <ListingHeader title={t('title')} lead={t('lead')} />
      <div className="container section apply-layout">
        <aside className="apply-aside" aria-label={t('aboutTitle')}>
          <section className="card">
            <div className="card__body">
              <h2 className="card__title">{t('aboutTitle')}</h2>
              <ul>
                {(t('about', { returnObjects: true }) as string[]).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <h2 className="card__title">{t('documentsTitle')}</h2>
              <ul>
                {(t('documents', { returnObjects: true }) as string[]).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </section>
        </aside>
        <PostForm
          form={FORM}
          action={href('/SolarLandApplication')}
          label={t('formLabel')}
          post={post}
          schema={solarLandSchema}
          files={SOLAR_LAND_FILES}
          submitLabel={t('submit')}
          busyText={t('sending')}
        >
          {(field) => (
            <div onInput={onInput} onChange={onInput}>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('sections.applicant')}</legend>
                <RadioField {...field('applicantType')} label={t('applicantType')} options={SOLAR_APPLICANT_TYPES.map((v) => ({ value: v, label: t(`applicantTypes.${v}`) }))} />
                <InputField {...field('applicantName')} label={t('applicantName')} autoComplete="name" maxLength={150} />
                <div className="form-grid">
                  <InputField {...field('mobile')} label={t('mobile')} hint={t('mobileHint')} type="tel" inputMode="numeric" maxLength={MOBILE_INPUT_MAX} autoComplete="tel-national" />
                  <InputField {...field('email')} label={t('email')} type="email" inputMode="email" maxLength={200} autoComplete="email" />
                </div>
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('sections.location')}</legend>
                <div className="form-grid">
                  <SelectField
                    {...field('district')}
                    label={t('district')}
                    placeholder={t('choose')}
                    options={DISTRICTS.map(([code, en, as]) => ({ value: code, label: locale === 'as' ? as : en }))}
                  />
                  <InputField {...field('village')} label={t('village')} maxLength={100} />
                </div>
                <div className="form-grid">
                  <InputField {...field('latitude')} label={t('latitude')} hint={t('latitudeHint')} inputMode="decimal" maxLength={12} />
                  <InputField {...field('longitude')} label={t('longitude')} hint={t('longitudeHint')} inputMode="decimal" maxLength={12} />
                </div>
                <div className="form-grid">
                  <InputField {...field('dagNo')} label={t('dagNo')} maxLength={30} />
                  <InputField {...field('pattaNo')} label={t('pattaNo')} maxLength={30} />
                </div>
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('sections.land')}</legend>
                <div className="form-grid">
                  <InputField {...field('landArea')} label={t('landArea')} inputMode="decimal" maxLength={11} />
                  <SelectField {...field('landUnit')} label={t('landUnit')} placeholder={t('choose')} options={LAND_UNITS.map((u) => ({ value: u, label: t(`landUnits.${u}`) }))} />
                </div>
                <RadioField {...field('landUse')} label={t('landUse')} options={SOLAR_LAND_USES.map((u) => ({ value: u, label: t(`landUses.${u}`) }))} />
                <div className="form-grid">
                  <InputField {...field('capacityMw')} label={t('capacityMw')} hint={t('capacityHint')} inputMode="decimal" maxLength={5} />
                  <InputField {...field('substationDistanceKm')} label={t('substationDistanceKm')} inputMode="decimal" maxLength={6} />
                </div>
                <InputField {...field('substationName')} label={t('substationName')} maxLength={100} />
                <div className="solar-check" role="status" aria-live="polite" data-testid="solar-check">
                  {figures ? (
                    <>
                      <p className="small">
                        {t('hectares', {
                          ha: n(hectaresOf(figures.landArea, figures.landUnit)),
                          mw: n(figures.capacityMw),
                          need: n(figures.capacityMw * KUSUM_A.hectaresPerMw),
                        })}
                      </p>
                      {warnings.map((w) => (
                        <p key={w.code} className="alert alert--warning" data-testid={`warning-${w.code}`}>
                          {t(`warnings.${w.code}`)}
                        </p>
                      ))}
                    </>
                  ) : null}
                </div>
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('sections.declaration')}</legend>
                <CheckboxField {...field('declaration')} label={t('declarationText')} />
              </fieldset>
              <fieldset className="form-section fieldset">
                <legend className="fieldset__legend form-section__title">{t('sections.documents')}</legend>
                <FileField {...field('landRecord')} label={t('landRecord')} hint={t('forms:fileHint')} />
                <FileField {...field('landMap')} label={t('landMap')} hint={t('forms:fileHint')} />
              </fieldset>
            </div>
          )}
        </PostForm>
      </div>
    </>
  )
}
