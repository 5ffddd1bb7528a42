import { useTranslation } from '#client/lib/useTranslation'
import { dashboardPath } from '#shared/dashboard/routes'
import { localizeDigits } from '#shared/format'
import type { ConsumerCard } from '#shared/dashboard/contract'
import { useLinks } from '../layout/paths'
import { rememberSelected } from './SessionStrip'
import { connTypeKey } from './labels'
import { dmy, money } from './format'
import { FromRecord } from '../common/FromRecord'
import { Money } from '../common/Money'
import { TitledSection } from '../common/TitledSection'

function Amount({ card }: { card: ConsumerCard }) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLinks()
  if (card.balancePaise !== null) {
    return (
      <div className="dash-facts__row">
        <dt>{t('home.balance')}</dt>
        <dd className={card.balancePaise < 0 ? 'dash-negative' : undefined}>
          <Money>{money(card.balancePaise, locale)}</Money>
        </dd>
      </div>
    )
  }
  return (
    <div className="dash-facts__row">
      <dt>{t('home.amountDue')}</dt>
      <dd>
        {card.amountDuePaise === null
          ? t('home.noBill')
          : card.amountDuePaise > 0
            ? `${money(card.amountDuePaise, locale)} (${t('home.dueBy', { date: dmy(card.dueDate, locale) })})`
            : t('home.nothingDue')}
      </dd>
    </div>
  )
}

function Facts({ card }: { card: ConsumerCard }) {
  const { t } = useTranslation('dashboard')
  return (
    <dl className="dash-facts">
      <div className="dash-facts__row">
        <dt>{t('profile.name')}</dt>
        <dd>
          <FromRecord>{card.name}</FromRecord>
        </dd>
      </div>
      <div className="dash-facts__row">
        <dt>{t('profile.connType')}</dt>
        <dd>{t(connTypeKey(card.connType))}</dd>
      </div>
      <div className="dash-facts__row">
        <dt>{t('profile.status')}</dt>
        <dd>{t(`status.${card.status}`, { defaultValue: card.status })}</dd>
      </div>
      <Amount card={card} />
    </dl>
  )
}

/**
 * The overview: the selected consumer number's summary with a link to its own dashboard,
 * then a card per consumer number of the mobile to select another.
 */
export function ConsumerCards({ cards, selected }: { cards: ConsumerCard[]; selected: string | null }) {
  const { t } = useTranslation('dashboard')
  const { href, locale } = useLinks()
  const current = cards.find((c) => c.consumerNo === selected)
  if (!cards.length) return <p className="empty-state">{t('home.none')}</p>
  const typeLink = (c: ConsumerCard) => href(`${dashboardPath(c.connType)}?consNo=${c.consumerNo}`)
  return (
    <>
      {current ? (
        <TitledSection id="dash-selected-title" title={t('home.summaryTitle', { consNo: current.consumerNo })} className="card card--accent" titleClassName="card__title" testId="selected-summary">
          <div className="card__body">
            <Facts card={current} />
          </div>
          <div className="card__footer">
            <a className="btn btn--primary" href={typeLink(current)}>
              {t('home.open', { type: t(connTypeKey(current.connType)) })}
            </a>
            <a className="btn btn--secondary" href={href(`/ConsumerDashboardBBPSpage?consNo=${current.consumerNo}`)}>
              {t('home.bbps')}
            </a>
          </div>
        </TitledSection>
      ) : null}
      <TitledSection id="dash-cards-title" title={t('home.cardsTitle', { n: localizeDigits(cards.length, locale) })}>
        <ul className="dash-cards">
          {cards.map((c) => {
            const isSelected = c.consumerNo === selected
            return (
              <li key={c.consumerNo}>
                <article className="card dash-card" aria-current={isSelected ? 'true' : undefined} data-testid="consumer-card">
                  <h3 className="card__title">{c.consumerNo}</h3>
                  <div className="card__body">
                    <Facts card={c} />
                  </div>
                  <div className="card__footer">
                    {isSelected ? (
                      <span className="badge badge--info">{t('home.selected')}</span>
                    ) : (
                      <a
                        className="btn btn--secondary btn--small"
                        href={href(`/ConsumerDashboard?consNo=${c.consumerNo}`)}
                        onClick={() => rememberSelected(c.consumerNo)}
                        aria-label={t('home.selectLabel', { consNo: c.consumerNo })}
                      >
                        {t('home.select')}
                      </a>
                    )}
                    <a className="btn btn--link" href={typeLink(c)} onClick={() => rememberSelected(c.consumerNo)}>
                      {t('home.openShort')}
                      <span className="visually-hidden"> {c.consumerNo}</span>
                    </a>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      </TitledSection>
    </>
  )
}
