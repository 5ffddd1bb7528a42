import type { TokenDiagnostics } from '#shared/prepaid/contract'
import { tokenGroups } from './format'
import { usePrepaid } from './usePrepaid'
import { FactList } from '../common/FactList'
import { Money } from '../common/Money'

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
      <FactList
        className="prepaid-facts prepaid-facts--compact"
        facts={[
          { label: t('account.consumerNo'), value: consumerNo },
          { label: t('account.meterNo'), value: meterNo },
          { label: t('receipt.amount'), value: <Money>{money(amountPaise)}</Money> },
          { label: t('voucher.energy'), value: diagnostics?.ok ? t('voucher.kwhValue', { kwh: kwh(diagnostics.kWh) }) : '—' },
          { label: t('receipt.receiptNo'), value: receiptNo, className: 'prepaid-nowrap' },
          { label: t('receipt.date'), value: dateTime(at) },
        ]}
      />
      <p className="small muted">{t('voucher.testKeyNote')}</p>
    </section>
  )
}
