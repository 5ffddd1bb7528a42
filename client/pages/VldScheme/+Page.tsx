import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import type { FormPostState } from '#shared/input/schema'
import { normalizeDigits } from '#shared/input/fields'
import { schemeConsumerSchema, vldLoadSchema, vldSchema, VLD_RULES } from '#shared/workflow/forms/schemes'
import { PHASES } from '#shared/workflow/forms/newConnection'
import { formatDate, formatNumber, formatPaise } from '#shared/format'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'
import { PostForm } from '#client/components/forms/PostForm'
import { CheckboxField, InputField, RadioField } from '#client/components/forms/fields'
import { FactList } from '#client/components/common/FactList'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

type Info = NonNullable<FormPostState['info']>

/**
 * The voluntary load declaration (issue 10 §3), three steps that work without JavaScript
 * (server/routes/forms/schemes.ts): the consumer number (the OTP goes to the registered
 * mobile; the load on record shows), the declared load and phase (the extra security deposit
 * from the cost rule table), then the declaration and the OTP; ends at /PrintAck.
 */
export default function Page() {
  const { post } = useData<Data>()
  const { t } = useTranslation(['schemes', 'forms', 'billing'])
  const locale: Locale = usePageContext().locale ?? 'en'
  const action = BASE_PATH + localizedPath('/VldScheme', locale)
  const kw = (n: unknown) => t('kw', { n: formatNumber(Number(n), locale, Number.isInteger(Number(n)) ? 0 : 1) })
  const phase = (p: unknown) => t(`phases.${p === '3' ? '3' : '1'}`)
  const money = (p: unknown) => formatPaise(Number(p), locale)

  const step = post?.form === 'vld' && post.step === 'confirm' ? 'confirm' : post?.form === 'vldLoad' && post.step === 'load' ? 'load' : 'start'
  const info: Info = step === 'start' ? {} : (post?.info ?? {})
  const values = post?.values ?? {}
  const consNo = normalizeDigits(values.consNo ?? '')

  const record = (
    <section className="card" aria-labelledby="vld-record-title" data-testid="vld-record">
      <div className="card__body">
        <h2 className="card__title" id="vld-record-title">
          {t('vld.recordTitle')}
        </h2>
        <FactList
          className="work-facts"
          facts={[
            { label: t('vld.consNo'), value: consNo },
            { label: t('vld.name'), value: String(info.name ?? '') },
            { label: t('vld.tariff'), value: t(`billing:tariffNames.${String(info.tariffCategory ?? '')}`, { defaultValue: '' }) },
            { label: t('vld.loadOnRecord'), value: <strong data-testid="vld-recorded">{kw(info.recordedLoadKw)}</strong> },
            { label: t('vld.phaseOnRecord'), value: phase(info.recordedPhase) },
          ]}
        />
        <p className="small muted" data-testid="otp-sent">
          {t('vld.otpSent', { mobile: String(info.mobileMasked ?? ''), consNo })}
        </p>
      </div>
    </section>
  )

  const again: ReactNode = (
    <div className="otp-again">
      <form method="post" action={action} aria-label={t('vld.resend')}>
        <input type="hidden" name="step" value="start" />
        <input type="hidden" name="consNo" value={consNo} />
        <button type="submit" className="btn btn--secondary">
          {t('vld.resend')}
        </button>
      </form>
      <a className="btn btn--link" href={action}>
        {t('vld.otherNumber')}
      </a>
    </div>
  )

  return (
    <>
      <ListingHeader title={t('vld.title')} lead={t('vld.lead')} />
      <div className="container section apply-layout">
        <aside className="apply-aside" aria-label={t('vld.rulesTitle')}>
          <section className="card">
            <div className="card__body">
              <h2 className="card__title">{t('vld.rulesTitle')}</h2>
              <ul>
                {(t('vld.rules', { returnObjects: true }) as string[]).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="small muted">{t('window', { from: formatDate(VLD_RULES.validFrom, locale), to: formatDate(VLD_RULES.validTo, locale) })}</p>
            </div>
          </section>
        </aside>
        <div className="vld-steps">
          {step === 'start' ? (
            <PostForm
              form="vldStart"
              action={action}
              label={t('vld.startLabel')}
              post={post}
              schema={schemeConsumerSchema}
              hidden={{ step: 'start' }}
              submitLabel={t('vld.send')}
              busyText={t('vld.sendingOtp')}
            >
              {(field) => <InputField {...field('consNo')} label={t('vld.consNo')} hint={t('vld.consNoHint')} inputMode="numeric" maxLength={14} />}
            </PostForm>
          ) : null}
          {step === 'load' ? (
            <>
              {record}
              <PostForm
                form="vldLoad"
                action={action}
                label={t('vld.loadLabel')}
                post={post}
                schema={vldLoadSchema}
                hidden={{ step: 'quote', consNo }}
                submitLabel={t('vld.quote')}
                busyText={t('vld.quoting')}
              >
                {(field) => (
                  <>
                    <InputField {...field('declaredLoadKw')} label={t('vld.declaredLoadKw')} hint={t('vld.declaredLoadHint')} inputMode="decimal" maxLength={6} />
                    <RadioField {...field('phase')} label={t('vld.phase')} options={PHASES.map((p) => ({ value: p, label: phase(p) }))} />
                  </>
                )}
              </PostForm>
              {again}
            </>
          ) : null}
          {step === 'confirm' ? (
            <>
              {record}
              <section className="card card--accent" aria-labelledby="vld-quote-title" data-testid="vld-quote">
                <div className="card__body">
                  <h2 className="card__title" id="vld-quote-title">
                    {t('vld.quoteTitle')}
                  </h2>
                  <FactList
                    className="work-facts"
                    facts={[
                      { label: t('vld.declaredLoad'), value: kw(info.declaredLoadKw) },
                      { label: t('vld.declaredPhase'), value: phase(info.phase) },
                      { label: t('vld.extraKw'), value: kw(info.extraKw) },
                      { label: t('vld.perKw'), value: money(info.securityPerKwPaise) },
                      { label: t('vld.extraSecurity'), value: <strong data-testid="vld-deposit">{money(info.extraSecurityPaise)}</strong> },
                    ]}
                  />
                  {info.phaseChange ? <p className="alert alert--info">{t('vld.phaseChange')}</p> : null}
                  <p className="small muted">{t('vld.billed')}</p>
                </div>
              </section>
              <PostForm
                form="vld"
                action={action}
                label={t('vld.confirmLabel')}
                post={post}
                schema={vldSchema}
                hidden={{ step: 'confirm', consNo, declaredLoadKw: values.declaredLoadKw ?? '', phase: values.phase ?? '' }}
                submitLabel={t('vld.submit')}
                busyText={t('vld.sending')}
              >
                {(field) => (
                  <>
                    <CheckboxField {...field('declaration')} label={t('vld.declarationText')} />
                    <InputField {...field('otp')} label={t('vld.otp')} hint={t('vld.otpHint')} inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
                  </>
                )}
              </PostForm>
              {again}
            </>
          ) : null}
        </div>
      </div>
    </>
  )
}
