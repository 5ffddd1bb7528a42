import { FactList, type Fact } from '../common/FactList'
import { TitledSection } from '../common/TitledSection'
import { usePrepaid } from './usePrepaid'

/** The printable receipt block: its title, the issuer and the receipt's facts. */
export function ReceiptSheet({ id, title, facts }: { id: string; title: string; facts: ReadonlyArray<Fact | false | null | undefined> }) {
  const { t } = usePrepaid()
  return (
    <TitledSection id={id} title={title} className="prepaid-receipt print-area" titleClassName="prepaid-receipt__title">
      <p className="small muted">{t('receipt.issuer')}</p>
      <FactList className="prepaid-facts" facts={facts} />
    </TitledSection>
  )
}
