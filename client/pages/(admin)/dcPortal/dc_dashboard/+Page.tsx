import { useData } from 'vike-react/useData'
import { DC_LOW_BALANCE_PAISE, type DcFilter } from '#shared/admin/contract'
import { formatPaise } from '#shared/format'
import { BASE_PATH } from '#shared/locale'
import { adminHref } from '#client/components/admin/adminApi'
import { FilterForm, FilterProblems } from '#client/components/admin/lists'
import { AdminPage, AdminSection, AdminTable, adminTime, Pager } from '#client/components/admin/ui'
import { LabelledField } from '#client/components/forms/CheckedForm'
import type { DcDashboardData } from './+data'

const PATH = '/dcPortal/dc_dashboard'
const MASTER = '/dcPortal/updatePrepaidConsDetails'
const rupees = (paise: number) => formatPaise(paise, 'en', { nbsp: true })
const typeLabel = (t: string) => (t === 'PREPAID' ? 'Keypad (STS)' : 'Smart')

/** The query of a filter (defaults left out), with the pages asked for. */
function queryOf(f: DcFilter, pages: { dpage?: number; page?: number; rpage?: number } = {}): string {
  const p = new URLSearchParams()
  if (f.division) p.set('division', f.division)
  if (f.connType) p.set('type', f.connType === 'PREPAID' ? 'keypad' : 'smart')
  if (f.thresholdPaise !== DC_LOW_BALANCE_PAISE) p.set('threshold', String(Math.floor(f.thresholdPaise / 100)))
  for (const [k, v] of Object.entries(pages)) if (v && v > 1) p.set(k, String(v))
  const s = p.toString()
  return s ? `?${s}` : ''
}

/** A consumer number that opens the consumer master. */
function ConsumerLink({ consumerNo }: { consumerNo: string }) {
  return (
    <a className="admin-cell-link" href={`${BASE_PATH}${MASTER}?consumerNo=${consumerNo}`}>
      {consumerNo}
    </a>
  )
}

function CsvLink({ list, filter, children }: { list: string; filter: DcFilter; children: string }) {
  return (
    <p className="standalone-link">
      <a href={adminHref(`/dc/${list}.csv${queryOf(filter)}`)} download>
        {children}
      </a>
    </p>
  )
}

/**
 * /dcPortal/dc_dashboard (issue 11 §2): prepaid consumers by division with their balances, the
 * low-balance list and today's recharges, each list as a CSV file; a GET form filters them all.
 */
export default function Page() {
  const { dashboard: d, form, errors } = useData<DcDashboardData>()
  const f = d.filter
  const pages = { dpage: d.byDivision.page, page: d.lowBalance.page, rpage: d.recharges.page }
  const href = (key: keyof typeof pages, page: number) => BASE_PATH + PATH + queryOf(f, { ...pages, [key]: page })
  const errorOf = (name: string) => errors.find((e) => e.field === name)?.text
  const scope = f.division ? `division ${f.division}` : 'all divisions'
  const threshold = rupees(f.thresholdPaise)
  return (
    <AdminPage
      title="Prepaid DC dashboard"
      lead="The prepaid connections (keypad STS meters and smart meters) of every division: how many there are, the credit the billing system holds for them, the active connections whose balance is below the threshold, and the recharges made today, India time. Balances of smart meters come from the metering back end; a keypad meter holds its own credit and the figure here is the last one the billing system knows. Every list can be downloaded as a CSV file."
    >
      <FilterProblems id="dc-filter-problem" title="There is a problem with the filter" anchor="dc-filter-" problems={errors}>
        <p>The figures below leave that part of the filter out.</p>
      </FilterProblems>
      <FilterForm action={BASE_PATH + PATH} label="Filter the prepaid figures" submit="Show" primary>
        <LabelledField id="dc-filter-division" label="Division" error={errorOf('division')}>
          {(aria) => (
            <select className="select" name="division" defaultValue={d.divisionChoices.some((c) => c.code === form.division) ? form.division : ''} {...aria}>
              <option value="">All divisions</option>
              {d.divisionChoices.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} {c.name}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField id="dc-filter-type" label="Meter type" error={errorOf('type')}>
          {(aria) => (
            <select className="select" name="type" defaultValue={form.type === 'keypad' || form.type === 'smart' ? form.type : ''} {...aria}>
              <option value="">Keypad and smart</option>
              <option value="keypad">Keypad (STS) only</option>
              <option value="smart">Smart only</option>
            </select>
          )}
        </LabelledField>
        <LabelledField id="dc-filter-threshold" label="Low balance below (₹)" hint={`Whole rupees; ${rupees(DC_LOW_BALANCE_PAISE)} when empty.`} error={errorOf('threshold')}>
          {(aria) => <input className="input" name="threshold" inputMode="numeric" autoComplete="off" maxLength={6} defaultValue={form.threshold} {...aria} />}
        </LabelledField>
      </FilterForm>

      <AdminSection id="dc-totals" title={`Figures for ${scope}`}>
        <ul className="admin-figures" aria-label={`Figures for ${scope}`}>
          <li>
            <strong id="dc-total-consumers">{d.totals.consumers}</strong> prepaid consumers ({d.totals.keypad} keypad, {d.totals.smart} smart; {d.totals.active} active)
          </li>
          <li>
            <strong id="dc-total-balance">{rupees(d.totals.balancePaise)}</strong> total balance
          </li>
          <li>
            <strong id="dc-total-low">{d.totals.lowBalance}</strong> active connections below {threshold}
          </li>
          <li>
            <strong id="dc-total-recharges">{d.totals.rechargesToday}</strong> recharges today ({d.today})
          </li>
          <li>
            <strong id="dc-total-recharged">{rupees(d.totals.rechargedTodayPaise)}</strong> recharged today
          </li>
        </ul>
      </AdminSection>

      <AdminSection id="dc-divisions" title="By division">
        <AdminTable
          id="dc-divisions-table"
          caption={`Prepaid consumers, balances and today's recharges by division (${d.byDivision.total} divisions)`}
          head={['Division', 'Circle', 'Consumers', 'Keypad', 'Smart', 'Total balance', `Below ${threshold}`, 'Recharges today', 'Recharged today']}
          isEmpty={!d.byDivision.rows.length}
          empty="No prepaid consumer matches the filter."
        >
          {d.byDivision.rows.map((r) => (
            <tr key={r.code}>
              <td>
                <a className="admin-cell-link" href={BASE_PATH + PATH + queryOf({ ...f, division: r.code })}>
                  {r.code} {r.name}
                </a>
              </td>
              <td>{r.circle}</td>
              <td className="num">{r.consumers}</td>
              <td className="num">{r.keypad}</td>
              <td className="num">{r.smart}</td>
              <td className="num">{rupees(r.balancePaise)}</td>
              <td className="num">{r.lowBalance}</td>
              <td className="num">{r.rechargesToday}</td>
              <td className="num">{rupees(r.rechargedTodayPaise)}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={d.byDivision.page} pageSize={d.byDivision.pageSize} total={d.byDivision.total} hrefFor={(p) => href('dpage', p)} />
        <CsvLink list="divisions" filter={f}>
          Download the division figures (CSV)
        </CsvLink>
      </AdminSection>

      <AdminSection id="dc-low" title={`Low balance: active connections below ${threshold}`}>
        <AdminTable
          id="dc-low-table"
          caption={`Active prepaid connections below ${threshold}, the lowest balance first (${d.lowBalance.total} in all)`}
          head={['Consumer number', 'Name', 'Meter type', 'Division', 'Meter number', 'Balance', 'Balance as of']}
          isEmpty={!d.lowBalance.rows.length}
          empty={`No active prepaid connection of ${scope} is below ${threshold}.`}
        >
          {d.lowBalance.rows.map((r) => (
            <tr key={r.consumerNo}>
              <td>
                <ConsumerLink consumerNo={r.consumerNo} />
              </td>
              <td>{r.name}</td>
              <td>{typeLabel(r.connType)}</td>
              <td>
                {r.divisionCode} {r.divisionName}
              </td>
              <td>{r.meterNo}</td>
              <td className="num">{rupees(r.balancePaise)}</td>
              <td>{adminTime(r.balanceUpdatedAt)}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={d.lowBalance.page} pageSize={d.lowBalance.pageSize} total={d.lowBalance.total} hrefFor={(p) => href('page', p)} />
        <CsvLink list="low-balance" filter={f}>
          Download the low-balance list (CSV)
        </CsvLink>
      </AdminSection>

      <AdminSection id="dc-recharges" title={`Today's recharges (${d.today})`}>
        <p>
          {d.totals.rechargesToday} recharges for {rupees(d.totals.rechargedTodayPaise)} in {scope} since midnight, India time.
        </p>
        <AdminTable
          id="dc-recharges-table"
          caption={`Recharges made today, the latest first (${d.recharges.total} in all)`}
          head={['Time', 'Receipt number', 'Consumer number', 'Name', 'Meter type', 'Division', 'Meter number', 'Amount', 'Channel']}
          isEmpty={!d.recharges.rows.length}
          empty={`No recharge has been made today in ${scope}.`}
        >
          {d.recharges.rows.map((r) => (
            <tr key={r.receiptNo}>
              <td>{adminTime(r.rechargedAt)}</td>
              <td>{r.receiptNo}</td>
              <td>
                <ConsumerLink consumerNo={r.consumerNo} />
              </td>
              <td>{r.name}</td>
              <td>{typeLabel(r.connType)}</td>
              <td>{r.divisionCode}</td>
              <td>{r.meterNo}</td>
              <td className="num">{rupees(r.amountPaise)}</td>
              <td>{r.channel}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={d.recharges.page} pageSize={d.recharges.pageSize} total={d.recharges.total} hrefFor={(p) => href('rpage', p)} />
        <CsvLink list="recharges-today" filter={f}>
          {"Download today's recharges (CSV)"}
        </CsvLink>
      </AdminSection>

      <p className="standalone-link">
        <a href={BASE_PATH + MASTER}>Open the prepaid consumer master</a>
      </p>
    </AdminPage>
  )
}
