import type { PublicConsumer } from './types'
import { useBilling } from './useBilling'

/** The consumer as a public page shows it, with a note on what is hidden and why. */
export function ConsumerSummary({ consumer, headingLevel = 2 }: { consumer: PublicConsumer; headingLevel?: 2 | 3 }) {
  const { t, num } = useBilling()
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const rows: Array<[string, string | null]> = [
    [t('consumer.consumerNo'), consumer.consumerNo],
    [t('consumer.name'), consumer.maskedName],
    [t('consumer.oldConsumerNo'), consumer.oldConsumerNo],
    [t('consumer.connType'), t(`connTypes.${consumer.connType}`)],
    [t('consumer.category'), consumer.tariffCategory],
    [t('consumer.load'), `${num(consumer.connectedLoadKw, 2)} ${t('units.kw')}`],
    [t('consumer.phase'), t(consumer.phase === 3 ? 'consumer.threePhase' : 'consumer.singlePhase')],
    [t('consumer.meterNo'), consumer.meterNo],
    [t('consumer.status'), t(`consumerStatus.${consumer.status}`, { defaultValue: consumer.status })],
    [t('consumer.subDivision'), consumer.subDivision],
    [t('consumer.division'), consumer.division],
  ]
  return (
    <section className="card billing-card" aria-labelledby={`consumer-${consumer.consumerNo}`}>
      <H className="card__title" id={`consumer-${consumer.consumerNo}`}>
        {t('consumer.title')}
      </H>
      <div className="card__body">
        <dl className="billing-dl">
          {rows
            .filter(([, v]) => v !== null && v !== '')
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        <p className="small muted">{t('consumer.privacy')}</p>
      </div>
    </section>
  )
}
