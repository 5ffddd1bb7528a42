import type { TokenDiagnostics } from '../../../server/services/prepaid/lookup'
import { tokenGroups } from './format'
import { usePrepaid } from './usePrepaid'

interface Props {
  token: string
  consumerNo: string
  meterNo: string
  amountPaise: number
  receiptNo: string
  at: string
  diagnostics: TokenDiagnostics | null
  /** heading level of the voucher's title */
  headingLevel?: 2 | 3
}

/**
 * The printable voucher of a keypad meter: the 20-digit STS token in five groups of four
 * ("enter this on your meter keypad"), with the amount, kWh, meter and receipt number.
 */
export function Voucher({ token, consumerNo, meterNo, amountPaise, receiptNo, at, diagnostics, headingLevel = 2 }: Props) {
  const { t, money, dateTime, kwh } = usePrepaid()
  const groups = tokenGroups(token)
  const H = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <section className="prepaid-voucher print-area" aria-labelledby={`voucher-${receiptNo}`}>
      <H id={`voucher-${receiptNo}`} className="prepaid-voucher__title">
        {t('voucher.title')}
      </H>
      <p className="prepaid-voucher__instruction">{t('voucher.instruction')}</p>
      <p className="prepaid-token" aria-label={t('voucher.tokenLabel', { token: groups.join(' ') })}>
        {groups.map((g, i) => (
          <span key={i} className="prepaid-token__group">
            {g}
          </span>
        ))}
      </p>
      <dl className="prepaid-facts prepaid-facts--compact">
        <div>
          <dt>{t('account.consumerNo')}</dt>
          <dd>{consumerNo}</dd>
        </div>
        <div>
          <dt>{t('account.meterNo')}</dt>
          <dd>{meterNo}</dd>
        </div>
        <div>
          <dt>{t('receipt.amount')}</dt>
          <dd>{money(amountPaise)}</dd>
        </div>
        <div>
          <dt>{t('voucher.energy')}</dt>
          <dd>{diagnostics?.ok ? t('voucher.kwhValue', { kwh: kwh(diagnostics.kWh) }) : '—'}</dd>
        </div>
        <div>
          <dt>{t('receipt.receiptNo')}</dt>
          <dd>{receiptNo}</dd>
        </div>
        <div>
          <dt>{t('receipt.date')}</dt>
          <dd>{dateTime(at)}</dd>
        </div>
      </dl>
      <p className="small muted">{t('voucher.testKeyNote')}</p>
    </section>
  )
}
