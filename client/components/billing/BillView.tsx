import type { Bill } from '#shared/billing/contract'
import { FactList, type Fact } from '../common/FactList'
import { Money } from '../common/Money'
import { DataTable } from '../layout/DataTable'
import { useBilling } from './useBilling'

/** One line of a charges table (paise); `minus` lines print as − ₹ …, `strong` ones as totals. */
export interface ChargeRow {
  key: string
  label: string
  amount: number
  strong?: boolean
  minus?: boolean
}

/** The charges table of a bill and of the tariff calculator. */
export function ChargesTable({ id, rows }: { id: string; rows: readonly ChargeRow[] }) {
  const { t, money } = useBilling()
  return (
    <DataTable id={id} caption={t('bill.chargesCaption')} className="table table--compact billing-charges" columns={[t('bill.charge'), { label: t('bill.amount'), className: 'num' }]}>
      {rows.map((r) => (
        <tr key={r.key} className={r.strong ? 'billing-charges__total' : undefined} data-charge={r.key}>
          <th scope="row">{r.label}</th>
          <td className="num">
            {r.minus && r.amount ? (
              <>
                − <Money>{money(r.amount)}</Money>
              </>
            ) : (
              <Money>{money(r.amount)}</Money>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

/** The charges of a bill, as printed on a real bill: the month's demand, arrears, rebate, surcharge and both totals. */
export function BillCharges({ bill }: { bill: Bill }) {
  const { t } = useBilling()
  const currentDemand = bill.energyCharge + bill.fixedCharge + bill.fppaCharge + bill.electricityDuty + bill.meterRent
  const rows: ChargeRow[] = [
    { key: 'energy', label: t('bill.energyCharge'), amount: bill.energyCharge },
    { key: 'fixed', label: t('bill.fixedCharge'), amount: bill.fixedCharge },
    { key: 'fppa', label: t('bill.fppaCharge'), amount: bill.fppaCharge },
    { key: 'duty', label: t('bill.electricityDuty'), amount: bill.electricityDuty },
    { key: 'rent', label: t('bill.meterRent'), amount: bill.meterRent },
    { key: 'demand', label: t('bill.currentDemand'), amount: currentDemand, strong: true },
    { key: 'arrears', label: t('bill.arrears'), amount: bill.arrears },
    { key: 'rebate', label: t('bill.rebate'), amount: bill.rebate, minus: true },
    { key: 'surcharge', label: t('bill.surcharge'), amount: bill.surcharge },
    { key: 'before', label: t('bill.amountBeforeDue'), amount: bill.amountBeforeDue, strong: true },
    { key: 'after', label: t('bill.amountAfterDue'), amount: bill.amountAfterDue, strong: true },
  ]
  return <ChargesTable id={`charges-${bill.billNo}`} rows={rows} />
}

/** A bill on screen: its head (number, month, dates, readings) and its charges. */
export function BillView({ bill }: { bill: Bill }) {
  const { t, date, month, num } = useBilling()
  const head: Fact[] = [
    { label: t('bill.billNo'), value: bill.billNo },
    { label: t('bill.period'), value: month(bill.period) },
    { label: t('bill.billDate'), value: date(bill.billDate) },
    { label: t('bill.dueDate'), value: date(bill.dueDate) },
    { label: t('bill.category'), value: t(`tariffNames.${bill.tariffCategory}`, { defaultValue: bill.tariffCategory }) },
    { label: t('bill.previousReading'), value: num(bill.previousReading) },
    { label: t('bill.currentReading'), value: num(bill.currentReading) },
    { label: t('bill.multiplyingFactor'), value: num(bill.multiplyingFactor) },
    { label: t('bill.units'), value: `${num(bill.units)} ${t('units.kwh')}` },
  ]
  return (
    <section className="card billing-card billing-bill" aria-labelledby={`bill-${bill.billNo}`}>
      <h2 className="card__title" id={`bill-${bill.billNo}`}>
        {t('bill.title', { month: month(bill.period) })}
      </h2>
      <div className="card__body">
        <FactList className="billing-dl" testId="bill-head" facts={head} />
        <BillCharges bill={bill} />
      </div>
    </section>
  )
}

/** The last bills, newest first, each a link to itself on /ViewBill. */
export function BillHistory({ bills, consNo, current }: { bills: Bill[]; consNo: string; current: string }) {
  const { t, money, date, month, num, href } = useBilling()
  return (
    <DataTable
      id="bill-history"
      caption={t('bill.historyCaption', { n: num(bills.length) })}
      columns={[
        t('bill.period'),
        t('bill.billNo'),
        { label: t('bill.units'), className: 'num' },
        { label: t('bill.amountBeforeDue'), className: 'num' },
        { label: t('bill.amountAfterDue'), className: 'num' },
        t('bill.dueDate'),
      ]}
    >
      {bills.map((b) => (
        <tr key={b.billNo}>
          <td data-label={t('bill.period')}>
            {b.billNo === current ? <span aria-current="true">{month(b.period)}</span> : <a href={href(`/ViewBill?consNo=${consNo}&billNo=${encodeURIComponent(b.billNo)}`)}>{month(b.period)}</a>}
          </td>
          <td data-label={t('bill.billNo')}>{b.billNo}</td>
          <td className="num" data-label={t('bill.units')}>
            {num(b.units)}
          </td>
          <td className="num" data-label={t('bill.amountBeforeDue')}>
            <Money>{money(b.amountBeforeDue)}</Money>
          </td>
          <td className="num" data-label={t('bill.amountAfterDue')}>
            <Money>{money(b.amountAfterDue)}</Money>
          </td>
          <td data-label={t('bill.dueDate')}>{date(b.dueDate)}</td>
        </tr>
      ))}
    </DataTable>
  )
}
