import type { BillCharges, Tariff } from '#shared/billing/contract'
import { DataTable } from '../layout/DataTable'
import { ChargesTable, type ChargeRow } from './BillView'
import type { CalcInput } from './tariffInput'
import { useBilling } from './useBilling'

/** The calculator's answer: the units, every slab, every charge and the total for the chosen payment date. */
export function TariffResult({ result, tariff }: { result: { input: CalcInput; charges: BillCharges; payable: number }; tariff: Tariff }) {
  const { t, money, num } = useBilling()
  const { charges, input } = result
  const rows: ChargeRow[] = [
    { key: 'energy', label: t('bill.energyCharge'), amount: charges.energyCharge },
    { key: 'fixed', label: t('tariff.fixedFor', { kw: num(input.connectedLoadKw, 2) }), amount: charges.fixedCharge },
    { key: 'fppa', label: t('bill.fppaCharge'), amount: charges.fppaCharge },
    { key: 'duty', label: t('bill.electricityDuty'), amount: charges.electricityDuty },
    { key: 'rent', label: t('bill.meterRent'), amount: charges.meterRent },
    { key: 'demand', label: t('bill.currentDemand'), amount: charges.currentDemand, strong: true },
    input.paid === 'before' ? { key: 'rebate', label: t('bill.rebate'), amount: charges.rebate, minus: true } : { key: 'surcharge', label: t('bill.surcharge'), amount: charges.surcharge },
    {
      key: 'total',
      label: t(input.paid === 'before' ? 'tariff.totalBefore' : 'tariff.totalAfter'),
      amount: result.payable,
      strong: true,
    },
  ]
  return (
    <section className="card billing-card card--accent" aria-labelledby="calc-result" data-testid="calc-result">
      <h2 className="card__title" id="calc-result">
        {t('tariff.resultTitle', { code: tariff.code })}
      </h2>
      <div className="card__body">
        <p>
          {t('tariff.unitsUsed')}: <strong data-testid="calc-units">{num(charges.units)}</strong> {t('units.kwh')}
        </p>
        <DataTable
          id="calc-slabs"
          caption={t('tariff.slabsCaption')}
          className="table table--compact"
          columns={[t('tariff.slab'), { label: t('tariff.slabUnits'), className: 'num' }, { label: t('tariff.rate'), className: 'num' }, { label: t('bill.amount'), className: 'num' }]}
        >
          {charges.slabs.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('tariff.noUnits')}</td>
            </tr>
          ) : (
            charges.slabs.map((s, i) => (
              <tr key={i} data-slab={i}>
                <td data-label={t('tariff.slab')}>{num(i + 1)}</td>
                <td className="num" data-label={t('tariff.slabUnits')}>
                  {num(s.units)}
                </td>
                <td className="num" data-label={t('tariff.rate')}>
                  {money(s.ratePaise)}
                </td>
                <td className="num" data-label={t('bill.amount')}>
                  {money(s.amountPaise)}
                </td>
              </tr>
            ))
          )}
        </DataTable>
        <ChargesTable id="calc-charges" rows={rows} />
        <p className="billing-amount" data-testid="calc-total">
          {money(result.payable)}
        </p>
      </div>
    </section>
  )
}

/** The tariff schedule of one category: its slabs and the other components of a bill. */
export function TariffSchedule({ tariff }: { tariff: Tariff }) {
  const { t, money, num } = useBilling()
  let from = 1
  const slabRows = tariff.slabs.map((s) => {
    const label = s.upTo === null ? t('tariff.above', { from: num(from - 1) }) : t('tariff.range', { from: num(from), to: num(s.upTo) })
    if (s.upTo !== null) from = s.upTo + 1
    return { label, rate: s.ratePaise }
  })
  const pct = (bp: number) => `${num(bp / 100, 2)}%`
  const other: Array<[string, string]> = [
    [t('tariff.fixedPerKw'), money(tariff.fixedChargePaisePerKw)],
    [t('tariff.fppaPerUnit'), money(tariff.fppaPaisePerUnit)],
    [
      t('bill.electricityDuty'),
      tariff.duty.kind === 'per_unit' ? t('tariff.dutyPerUnit', { amount: money(tariff.duty.paisePerUnit) }) : t('tariff.dutyPercent', { pct: pct(tariff.duty.basisPoints) }),
    ],
    [t('tariff.meterRentMonth'), money(tariff.meterRentPaise)],
    [t('tariff.rebateRule'), pct(tariff.rebateBasisPoints)],
    [t('tariff.surchargeRule'), pct(tariff.surchargeBasisPoints)],
  ]
  return (
    <section className="card billing-card" aria-labelledby="schedule-title" data-testid="tariff-schedule">
      <h2 className="card__title" id="schedule-title">
        {t('tariff.scheduleTitle', { name: t(`tariffNames.${tariff.code}`, { defaultValue: `${tariff.code} ${tariff.name}` }) })}
      </h2>
      <div className="card__body">
        <DataTable id="schedule-slabs" caption={t('tariff.energyRates')} className="table table--compact" columns={[t('tariff.unitsPerMonth'), { label: t('tariff.rate'), className: 'num' }]}>
          {slabRows.map((r) => (
            <tr key={r.label}>
              <td data-label={t('tariff.unitsPerMonth')}>{r.label}</td>
              <td className="num" data-label={t('tariff.rate')}>
                {money(r.rate)}
              </td>
            </tr>
          ))}
        </DataTable>
        <DataTable id="schedule-other" caption={t('tariff.otherCharges')} className="table table--compact" columns={[t('bill.charge'), { label: t('tariff.value'), className: 'num' }]}>
          {other.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td className="num">{v}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </section>
  )
}
