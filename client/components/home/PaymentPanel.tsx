import { useTranslation } from '#client/lib/useTranslation'
import { useLinks } from '../layout/paths'
import { Icon } from './Icon'
import { PAYMENT_LINKS } from './homeLinks'

/** Payment shortcut panel: pay/view bill, prepaid recharge, smart prepaid balance, new connection. */
export function PaymentPanel() {
  const { t } = useTranslation('home')
  const { href } = useLinks()
  return (
    <section className="pay-panel" aria-labelledby="pay-title">
      <div className="container">
        <h2 id="pay-title" className="pay-panel__title">
          {t('pay.title')}
        </h2>
        <ul className="pay-panel__list">
          {PAYMENT_LINKS.map((l) => (
            <li key={l.key}>
              <a className="pay-panel__link" href={href(l.to as string)}>
                <Icon name={l.icon} size={32} />
                <span>{t(l.key)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
