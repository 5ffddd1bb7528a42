import { useData } from 'vike-react/useData'
import { CONNECTION_CATEGORY_WORDS, COST_RULE_LIMITS, DEADLINE_HOURS_LIMITS, deadlineKeyWords, hoursWords, KIND_WORDS, OTS_RULE_LIMITS, PHASE_WORDS } from '#shared/admin/work'
import { BASE_PATH } from '#shared/locale'
import { WORK_KINDS, type WorkKind } from '#shared/workflow/rules'
import type { AdminCostRule, AdminDeadlineRule, AdminOtsRule } from '#shared/admin/contract'
import { LabelledField } from '#client/components/forms/CheckedForm'
import { AdminForm, AdminInput, formJson } from '#client/components/admin/AdminForm'
import { AdminPage, AdminSection, AdminTable, adminTime } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import type { RulesData } from './+data'

const PATH = '/admin/rules'
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`
const range = (r: { min: number; max: number }, unit = '') => `From ${r.min} to ${r.max.toLocaleString('en-IN')}${unit}.`
const costName = (r: AdminCostRule) => `${CONNECTION_CATEGORY_WORDS[r.category] ?? r.category}, ${(PHASE_WORDS[r.phase] ?? r.phase).toLowerCase()}, up to ${r.maxLoadKw} kW`
const deadlineName = (d: AdminDeadlineRule) => `${KIND_WORDS[d.kind as WorkKind] ?? d.kind}: ${deadlineKeyWords(d.kind as WorkKind, d.key)}`
const hoursText = (h: number | null) => (h == null ? 'no deadline' : `${h} h (${hoursWords(h)})`)

function CostForm({ rule }: { rule: AdminCostRule }) {
  const admin = useAdmin()
  return (
    <AdminForm
      id="cost-form"
      submitLabel="Save the cost rule"
      success="The cost rule was saved. The next estimates and application fees use it."
      action={(data) => admin.call(`/rules/cost/${rule.id}`, { method: 'PUT', json: formJson(data) })}
    >
      <AdminInput
        name="maxLoadKw"
        type="number"
        label="Load up to (kW)"
        hint={`${range(COST_RULE_LIMITS.maxLoadKw, ' kW')} The tightest band covering the load applies.`}
        defaultValue={rule.maxLoadKw}
        required
      />
      <AdminInput name="applicationFee" type="number" label="Application fee (₹)" hint={range(COST_RULE_LIMITS.rupees)} defaultValue={rule.applicationFee} required />
      <AdminInput name="connectionCharge" type="number" label="Connection charge (₹)" hint={range(COST_RULE_LIMITS.rupees)} defaultValue={rule.connectionCharge} required />
      <AdminInput name="securityPerKw" type="number" label="Security deposit per kW (₹)" hint={range(COST_RULE_LIMITS.rupees)} defaultValue={rule.securityPerKw} required />
      <AdminInput name="linePerMetre" type="number" label="Line charge per metre beyond the free length (₹)" hint={range(COST_RULE_LIMITS.rupees)} defaultValue={rule.linePerMetre} required />
      <AdminInput name="freeMetres" type="number" label="Free line length (metres)" hint={range(COST_RULE_LIMITS.freeMetres, ' m')} defaultValue={rule.freeMetres} required />
    </AdminForm>
  )
}

function OtsForm({ rule }: { rule: AdminOtsRule }) {
  const admin = useAdmin()
  return (
    <AdminForm
      id="ots-form"
      submitLabel="Save the scheme"
      success="The scheme was saved. The next eligibility checks and offers use it."
      action={(data) => admin.call(`/rules/ots/${encodeURIComponent(rule.code)}`, { method: 'PUT', json: formJson(data) })}
    >
      <AdminInput
        name="minArrearMonths"
        type="number"
        label="Arrears at least this many months old"
        hint={range(OTS_RULE_LIMITS.minArrearMonths, ' months')}
        defaultValue={rule.minArrearMonths}
        required
      />
      <AdminInput
        name="surchargeWaiverPct"
        type="number"
        label="Late payment surcharge waived (%)"
        hint={range(OTS_RULE_LIMITS.surchargeWaiverPct, ' %')}
        defaultValue={rule.surchargeWaiverPct}
        required
      />
      <AdminInput name="maxInstalments" type="number" label="Most instalments" hint={range(OTS_RULE_LIMITS.maxInstalments)} defaultValue={rule.maxInstalments} required />
      <AdminInput name="minArrear" type="number" label="Smallest arrear taken (₹)" hint={range(OTS_RULE_LIMITS.minArrearRupees)} defaultValue={rule.minArrear} required />
      <AdminInput name="validFrom" type="date" label="Runs from" defaultValue={rule.validFrom} required />
      <AdminInput name="validTo" type="date" label="Runs until" hint="On or after the start date." defaultValue={rule.validTo} required />
    </AdminForm>
  )
}

function DeadlineForms({ rule }: { rule: AdminDeadlineRule }) {
  const admin = useAdmin()
  const path = `/rules/deadlines/${encodeURIComponent(rule.kind)}/${encodeURIComponent(rule.key)}`
  return (
    <>
      <p>
        The constant is {hoursText(rule.defaultHours)};{' '}
        {rule.overrideHours == null ? 'no change is set.' : `changed to ${hoursText(rule.overrideHours)} by ${rule.updatedBy} on ${adminTime(rule.updatedAt)}.`} A new deadline applies to items
        entering the state (or registered) from now on; deadlines already set stay.
      </p>
      <AdminForm id="deadline-form" submitLabel="Save the deadline" success="The deadline was saved." action={(data) => admin.call(path, { method: 'PUT', json: formJson(data) })}>
        <AdminInput name="hours" type="number" label="Deadline (hours)" hint={`${range(DEADLINE_HOURS_LIMITS, ' hours')} 24 hours make a day.`} defaultValue={rule.hours ?? ''} required />
      </AdminForm>
      {rule.overrideHours != null ? (
        <AdminForm id="deadline-reset-form" submitLabel="Back to the constant" success="The constant applies again." action={() => admin.call(path, { method: 'DELETE' })}>
          <p>Drops the change: the deadline becomes {hoursText(rule.defaultHours)} again.</p>
        </AdminForm>
      ) : null}
    </>
  )
}

/**
 * /admin/rules (issue 11 §2, super admin): the rule tables of the applications. The service cost
 * table (the /EstimateServiceCost estimate and the /ApplyNewConn fee), the one-time settlement
 * schemes, and the deadlines of complaints and applications (the constants of the workflow,
 * each overridable). "Edit" opens one rule's form (?cost=, ?ots=, ?deadline=); every change is
 * audited and acts on the next estimate, offer or deadline.
 */
export default function Page() {
  const { tables, deadlineKind, editing, missing } = useData<RulesData>()
  const deadlines = tables.deadlines.filter((d) => d.kind === deadlineKind)
  const href = (q: string) => `${BASE_PATH}${PATH}?${q}`
  const closeHref = editing?.table === 'deadline' ? href(`dkind=${encodeURIComponent(deadlineKind)}#deadlines`) : `${BASE_PATH}${PATH}`
  return (
    <AdminPage
      title="Rule tables"
      lead="The rules the applications run on: the service cost table behind the cost estimate and the new connection fee, the one-time settlement schemes, and the deadlines of complaints and applications. Open a rule with Edit to change it. A change acts on the next estimate, settlement offer or deadline at once; what was already set stays. Every change is written in the audit log with the values before and after."
    >
      {missing ? (
        <p className="admin-note" role="alert">
          There is no {missing}.
        </p>
      ) : null}

      {editing ? (
        <AdminSection
          id="edit"
          title={
            editing.table === 'cost'
              ? `Edit the cost rule: ${costName(editing.rule)}`
              : editing.table === 'ots'
                ? `Edit the scheme ${editing.rule.code}`
                : `Edit the deadline: ${deadlineName(editing.rule)}`
          }
        >
          {editing.table === 'cost' ? <CostForm key={editing.rule.id} rule={editing.rule} /> : null}
          {editing.table === 'ots' ? <OtsForm key={editing.rule.code} rule={editing.rule} /> : null}
          {editing.table === 'deadline' ? <DeadlineForms key={`${editing.rule.kind}:${editing.rule.key}`} rule={editing.rule} /> : null}
          <p className="standalone-link">
            <a href={closeHref}>Close and back to the tables</a>
          </p>
        </AdminSection>
      ) : null}

      <AdminSection id="cost" title="Service cost (estimate and new connection fee)">
        <p>
          The estimate uses the rule of the connection&apos;s category and phase with the smallest load limit covering the load asked for. The application fee and connection charge are paid online
          with the application.
        </p>
        <AdminTable
          id="cost-table"
          caption="Service cost rules by category, phase and load"
          head={['Category and phase', 'Load up to', 'Application fee', 'Connection charge', 'Security per kW', 'Line per metre', 'Free length', 'Edit']}
          isEmpty={!tables.costRules.length}
          empty="There are no cost rules."
        >
          {tables.costRules.map((r) => (
            <tr key={r.id} aria-current={editing?.table === 'cost' && editing.rule.id === r.id ? 'true' : undefined}>
              <td>
                {CONNECTION_CATEGORY_WORDS[r.category] ?? r.category}
                <span className="admin-cell-sub">{PHASE_WORDS[r.phase] ?? r.phase}</span>
              </td>
              <td>{r.maxLoadKw} kW</td>
              <td>{rupees(r.applicationFee)}</td>
              <td>{rupees(r.connectionCharge)}</td>
              <td>{rupees(r.securityPerKw)}</td>
              <td>{rupees(r.linePerMetre)}</td>
              <td>{r.freeMetres} m</td>
              <td>
                <a className="admin-cell-link" href={`${href(`cost=${r.id}`)}#edit`} aria-label={`Edit the cost rule: ${costName(r)}`}>
                  Edit
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>

      <AdminSection id="ots" title="One-time settlement schemes">
        <p>
          A consumer qualifies for a scheme running today when the arrears are old enough and large enough; the surcharge share named is waived and the rest may be paid in up to the instalments given.
        </p>
        <AdminTable
          id="ots-table"
          caption="One-time settlement schemes"
          head={['Scheme', 'Arrears older than', 'Surcharge waived', 'Instalments', 'Smallest arrear', 'Runs', 'Edit']}
          isEmpty={!tables.otsRules.length}
          empty="There are no settlement schemes."
        >
          {tables.otsRules.map((r) => (
            <tr key={r.code} aria-current={editing?.table === 'ots' && editing.rule.code === r.code ? 'true' : undefined}>
              <td>{r.code}</td>
              <td>{r.minArrearMonths} months</td>
              <td>{r.surchargeWaiverPct}%</td>
              <td>up to {r.maxInstalments}</td>
              <td>{rupees(r.minArrear)}</td>
              <td>
                {r.validFrom} to {r.validTo}
              </td>
              <td>
                <a className="admin-cell-link" href={`${href(`ots=${encodeURIComponent(r.code)}`)}#edit`} aria-label={`Edit the scheme ${r.code}`}>
                  Edit
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>

      <AdminSection id="deadlines" title={`Deadlines: ${KIND_WORDS[deadlineKind]}`}>
        <p>
          A complaint&apos;s deadline depends on its category, a new connection&apos;s on its area class (counted from the payment until release), any other application&apos;s on the state it is in.
          Past its deadline an item climbs one officer level.
        </p>
        <form className="filters admin-filters" method="get" action={`${BASE_PATH}${PATH}#deadlines`} aria-label="Choose whose deadlines to show">
          <LabelledField id="rules-dkind" label="Deadlines of">
            {(aria) => (
              <select className="select" name="dkind" defaultValue={deadlineKind} {...aria}>
                {WORK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_WORDS[k]}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <button type="submit" className="btn btn--secondary">
            Show
          </button>
        </form>
        <AdminTable id="deadline-table" caption={`Deadlines of ${KIND_WORDS[deadlineKind]}`} head={['Applies to', 'Deadline', 'Constant', 'Edit']}>
          {deadlines.map((d) => (
            <tr key={d.key} aria-current={editing?.table === 'deadline' && editing.rule.kind === d.kind && editing.rule.key === d.key ? 'true' : undefined}>
              <td>{deadlineKeyWords(d.kind as WorkKind, d.key)}</td>
              <td>
                {hoursText(d.hours)}
                {d.overrideHours != null ? <span className="rules-default">changed by {d.updatedBy}</span> : null}
              </td>
              <td>{hoursText(d.defaultHours)}</td>
              <td>
                <a className="admin-cell-link" href={`${href(`deadline=${encodeURIComponent(`${d.kind}:${d.key}`)}`)}#edit`} aria-label={`Edit the deadline: ${deadlineName(d)}`}>
                  Edit
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>
    </AdminPage>
  )
}
