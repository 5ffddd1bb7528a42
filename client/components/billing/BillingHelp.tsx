import { useLinks } from '../layout/paths'
import { useBilling } from './useBilling'

const SERVICES = ['/PayBill', '/ViewBill', '/KnowConsNo', '/KnowConsNoPrepaid', '/KnowYourTariff', '/DuplicateReceipt'] as const
const KEYS: Record<(typeof SERVICES)[number], string> = {
  '/PayBill': 'payBill',
  '/ViewBill': 'viewBill',
  '/KnowConsNo': 'knowConsNo',
  '/KnowConsNoPrepaid': 'knowConsNoPrepaid',
  '/KnowYourTariff': 'tariff',
  '/DuplicateReceipt': 'receipt',
}

/** Where to find a consumer number, the helpline, and the other bill services. */
export function BillingHelp() {
  const { t, href } = useBilling()
  const { isCurrent } = useLinks()
  return (
    <section className="billing-help billing-noprint" aria-labelledby="billing-help-title">
      <h2 className="section-title" id="billing-help-title">
        {t('help.title')}
      </h2>
      <p>{t('help.consNo')}</p>
      <p>{t('help.privacy')}</p>
      <p>{t('help.helpline')}</p>
      <h3>{t('help.services')}</h3>
      <ul className="link-list">
        {SERVICES.filter((s) => !isCurrent(s)).map((s) => (
          <li key={s}>
            <a href={href(s)}>{t(`${KEYS[s]}.title`)}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
