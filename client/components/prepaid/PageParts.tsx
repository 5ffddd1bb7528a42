import type { ReactNode } from 'react'
import { TitledSection } from '../common/TitledSection'
import { queryOf, usePrepaid } from './usePrepaid'

/** The "about this page" column beside a prepaid lookup form (left out of print). */
export function AboutSection({ idPrefix, title, children }: { idPrefix: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={`${idPrefix}-about`} title={title} className="no-print">
      {children}
    </TitledSection>
  )
}

/** A titled info alert with a way on (e.g. a smart meter on the keypad meter's page). */
export function InfoAlert({ title, text, link }: { title: string; text: string; link: ReactNode }) {
  return (
    <div className="alert alert--info" role="status">
      <h2 className="prepaid-alert__title">{title}</h2>
      <p>{text}</p>
      <p>{link}</p>
    </div>
  )
}

/** The accent button to the recharge page of a consumer. */
export function RechargeNowButton({ consumerNo }: { consumerNo: string }) {
  const { t, href } = usePrepaid()
  return (
    <p>
      <a className="btn btn--accent" href={href('/RechargePrepaid' + queryOf({ consNo: consumerNo }))}>
        {t('balance.rechargeNow')}
      </a>
    </p>
  )
}
