import { useBilling } from './useBilling'

/** Prints the page (print CSS keeps the bill or receipt and drops the site's chrome). */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useBilling()
  return (
    <button type="button" className="btn btn--secondary billing-noprint" onClick={() => window.print()}>
      {label ?? t('common.print')}
    </button>
  )
}
