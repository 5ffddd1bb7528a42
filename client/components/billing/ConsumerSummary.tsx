import { divisionIn, subDivisionIn } from '#shared/billing/officeNames'
import { FactList, type Fact } from '../common/FactList'
import { LocalNameText } from '../common/FromRecord'
import type { PublicConsumer } from './types'
import { useBilling } from './useBilling'

/** The consumer as a public page shows it, with a note on what is hidden and why. */
export function ConsumerSummary({ consumer, headingLevel = 2 }: { consumer: PublicConsumer; headingLevel?: 2 | 3 }) {
  const { t, num, locale } = useBilling()
  const subDivision = subDivisionIn(locale, consumer.subDivision)
  const division = divisionIn(locale, consumer.divisionCode, consumer.division)
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const facts: Fact[] = [
    { label: t('consumer.consumerNo'), value: consumer.consumerNo },
    { label: t('consumer.name'), value: consumer.maskedName, record: true },
    { label: t('consumer.oldConsumerNo'), value: consumer.oldConsumerNo },
    { label: t('consumer.connType'), value: t(`connTypes.${consumer.connType}`) },
    { label: t('consumer.category'), value: t(`tariffNames.${consumer.tariffCategory}`, { defaultValue: consumer.tariffCategory }) },
    { label: t('consumer.load'), value: `${num(consumer.connectedLoadKw, 2)} ${t('units.kw')}` },
    { label: t('consumer.phase'), value: t(consumer.phase === 3 ? 'consumer.threePhase' : 'consumer.singlePhase') },
    { label: t('consumer.meterNo'), value: consumer.meterNo },
    { label: t('consumer.status'), value: t(`consumerStatus.${consumer.status}`, { defaultValue: consumer.status }) },
    { label: t('consumer.subDivision'), value: subDivision && <LocalNameText name={subDivision} /> },
    { label: t('consumer.division'), value: division && <LocalNameText name={division} /> },
  ]
  return (
    <section className="card billing-card" aria-labelledby={`consumer-${consumer.consumerNo}`}>
      <H className="card__title" id={`consumer-${consumer.consumerNo}`}>
        {t('consumer.title')}
      </H>
      <div className="card__body">
        <FactList className="billing-dl" facts={facts} />
        <p className="small muted">{t('consumer.privacy')}</p>
      </div>
    </section>
  )
}
