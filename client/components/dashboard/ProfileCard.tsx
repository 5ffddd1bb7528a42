import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { formatNumber } from '#shared/format'
import { BASE_PATH, localizedPath } from '#shared/locale'
import { divisionIn, subDivisionIn } from '#shared/billing/officeNames'
import type { Profile } from '#shared/dashboard/contract'
import { connTypeKey } from './labels'
import { FromRecord, LocalNameText } from '../common/FromRecord'
import { TitledSection } from '../common/TitledSection'

/** The consumer's master data, as printed on a bill. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard')
  const { locale = 'en' } = usePageContext()
  // the office areas in the page's language (the records name them in English only)
  const offices = [divisionIn(locale, profile.divisionCode, profile.divisionName), subDivisionIn(locale, profile.subDivision)].filter((n) => n !== null)
  const division = offices.length
    ? offices.map((n, i) => (
        <span key={i}>
          {i ? ' / ' : null}
          <LocalNameText name={n} />
        </span>
      ))
    : null
  const rows: Array<[string, ReactNode, string?]> = [
    [t('profile.name'), <FromRecord>{profile.name}</FromRecord>],
    [t('profile.consumerNo'), profile.consumerNo, 'consumer-no'],
    [t('profile.oldConsumerNo'), profile.oldConsumerNo || '—'],
    [t('profile.connType'), t(connTypeKey(profile.connType))],
    [t('profile.address'), <FromRecord>{profile.address}</FromRecord>],
    [t('profile.tariff'), t(`billing:tariffNames.${profile.tariffCategory}`, { defaultValue: profile.tariffName ? `${profile.tariffCategory} ${profile.tariffName}` : profile.tariffCategory })],
    [t('profile.load'), t('profile.loadValue', { value: formatNumber(profile.connectedLoadKw, locale, Number.isInteger(profile.connectedLoadKw) ? 0 : 2) })],
    [t('profile.phase'), profile.phase === 3 ? t('profile.phase3') : t('profile.phase1')],
    [t('profile.meterNo'), profile.meterNo ?? '—', 'meter-no'],
    [t('profile.status'), t(`status.${profile.status}`, { defaultValue: profile.status })],
    [t('profile.division'), division ?? '—'],
  ]
  return (
    <TitledSection id="dash-profile-title" title={t('profile.title')} className="card dash-card" titleClassName="card__title">
      <div className="card__body">
        <dl className="dash-facts">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="dash-facts__row">
              <dt>{label}</dt>
              <dd data-testid={testId ? `profile-${testId}` : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="standalone-link">
          <a href={BASE_PATH + localizedPath('/CheckApplStatus', locale)}>{t('profile.requestsLink')}</a>
        </p>
      </div>
    </TitledSection>
  )
}
