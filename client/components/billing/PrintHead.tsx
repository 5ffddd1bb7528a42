import { useBilling } from './useBilling'

/** The company's name and helpline, shown only on paper (the site header is not printed). */
export function PrintHead() {
  const { t } = useBilling()
  return (
    <p className="billing-printonly" aria-hidden="true">
      {t('common:siteName')} — {t('help.helpline')}
    </p>
  )
}
