import { useData } from 'vike-react/useData'
import { navigate } from 'vike/client/router'
import { BASE_PATH } from '#shared/locale'
import { OUTAGE_LIMITS, type AdminOutage } from '#shared/eodb/outages'
import { AdminCheckbox, AdminForm, AdminInput, AdminSelect, AdminTextArea, formJson } from '#client/components/admin/AdminForm'
import { FeederFilter, feederLabel } from '#client/components/admin/feeders'
import { AdminAlert, AsSub, CellLink } from '#client/components/admin/lists'
import { AdminPage, AdminSection, AdminTable, adminTime } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import type { OutagesData } from './+data'

const PATH = '/admin/outages'
const site = (q = '') => `${BASE_PATH}${PATH}${q}`
const feederOf = (o: AdminOutage) => `${o.feederName} (${o.feederCode})`

function OutageRows({ rows, closing }: { rows: AdminOutage[]; closing?: number }) {
  return (
    <>
      {rows.map((o) => (
        <tr key={o.id} aria-current={closing === o.id ? 'true' : undefined}>
          <td>
            {feederOf(o)}
            <span className="admin-cell-sub">
              Circle {o.circleCode}, division {o.divisionCode}
            </span>
          </td>
          <td>{o.planned ? 'Planned' : 'Unplanned'}</td>
          <td>{adminTime(o.startedAt)}</td>
          <td>{o.endedAt === null ? adminTime(o.restoreEta) : adminTime(o.endedAt)}</td>
          <td>{o.customersAffected.toLocaleString('en-IN')}</td>
          <td>
            {o.cause}
            <AsSub text={o.causeAs} />
            <span className="admin-cell-sub">{o.recordedBy ? `Recorded by ${o.recordedBy}` : `From the ${o.source}`}</span>
          </td>
          {o.endedAt === null ? (
            <td>
              <CellLink href={`${site(`?close=${o.id}`)}#close`} label="Close" about={`the outage of ${feederOf(o)}`} />
            </td>
          ) : null}
        </tr>
      ))}
    </>
  )
}

/**
 * /admin/outages (issue 13, outage manager): record an outage of an 11 kV feeder (planned or
 * not, start, expected restoration, customers affected, cause), close it when the supply is
 * back, and the lists of open outages and of those closed in the last days. The feeder picker
 * is filtered by circle, division or words (there are hundreds of feeders). Every write is
 * audited; the public outage dashboard shows it at once.
 */
export default function Page() {
  const { picker, open, recent, closing, missing, justClosed, nowInput } = useData<OutagesData>()
  const admin = useAdmin()
  const feederOptions = picker.feeders.map((f) => ({ value: f.code, label: feederLabel(f) }))
  const query = new URLSearchParams(Object.entries(picker.filter).filter(([, v]) => v)).toString()
  return (
    <AdminPage
      title="Outages"
      lead="Record each interruption of an 11 kV feeder as it happens, and close it when the supply is back. The outage dashboard and the reliability reports read these records: give the real start and end times, in India time. An outage with no end stays open and counts as off supply now."
    >
      {missing ? <AdminAlert>There is no open outage with that number: it may be closed already.</AdminAlert> : null}
      {justClosed ? (
        <p className="admin-note" role="status" id="closed-note">
          Closed: the outage of {feederOf(justClosed)}, restored {adminTime(justClosed.endedAt)}.
        </p>
      ) : null}

      {closing ? (
        <AdminSection id="close" title={`Close the outage of ${feederOf(closing)}`}>
          <p>
            Started {adminTime(closing.startedAt)}, {closing.customersAffected.toLocaleString('en-IN')} customers affected: {closing.cause}
          </p>
          <AdminForm
            key={closing.id}
            id="close-form"
            submitLabel="Close the outage"
            reloadAfter={false}
            success="The outage is closed."
            action={async (data) => {
              const result = await admin.call(`/outages/${closing.id}/close`, { json: formJson(data) })
              // back to the lists, with the line saying it is done
              await navigate(site(`?${query ? `${query}&` : ''}closed=${closing.id}#open`))
              return result
            }}
          >
            <AdminInput
              name="endedAt"
              type="datetime-local"
              label="Supply restored at (India time)"
              hint="Not before the start and not in the future. Leave it as it is for now."
              defaultValue={nowInput}
              required
            />
          </AdminForm>
          <p className="standalone-link">
            <a href={site(query ? `?${query}` : '')}>Back to the outages without closing</a>
          </p>
        </AdminSection>
      ) : null}

      <AdminSection id="record" title="Record an outage">
        <FeederFilter picker={picker} action={`${site()}#record`} />
        {feederOptions.length ? (
          <AdminForm
            id="outage-form"
            submitLabel="Record the outage"
            resetAfter
            success={(result) => {
              const o = (result as { outage: AdminOutage }).outage
              return `Recorded: the outage of ${feederOf(o)} since ${adminTime(o.startedAt)}, ${o.customersAffected.toLocaleString('en-IN')} customers affected.`
            }}
            action={(data) => admin.call('/outages', { json: formJson(data, { booleans: ['planned'] }) })}
          >
            <AdminSelect name="feederCode" label="Feeder" options={feederOptions} placeholder="Choose the feeder" required />
            <AdminCheckbox name="planned" label="A planned outage (maintenance, a published shutdown)" />
            <AdminInput name="startedAt" type="datetime-local" label="Supply off since (India time)" hint="Not in the future." defaultValue={nowInput} required />
            <AdminInput name="restoreEta" type="datetime-local" label="Expected restoration (India time, optional)" hint="After the start. Leave empty when not known." />
            <AdminInput name="customersAffected" type="number" label="Customers affected (optional)" hint="Leave empty for every customer the feeder serves; never more than that." />
            <AdminTextArea
              name="cause"
              label="Cause"
              hint={`${OUTAGE_LIMITS.cause.min} to ${OUTAGE_LIMITS.cause.max} characters, plain text: what failed and where.`}
              maxLength={OUTAGE_LIMITS.cause.max}
              rows={3}
              required
            />
            <AdminTextArea
              name="causeAs"
              label="Cause (Assamese, optional)"
              hint="Shown on the Assamese outage dashboard; without it, it links to the English page for the cause."
              maxLength={OUTAGE_LIMITS.cause.max}
              lang="as"
              rows={3}
            />
          </AdminForm>
        ) : null}
      </AdminSection>

      <AdminSection id="open" title="Open outages">
        <AdminTable
          id="open-outages"
          caption="Outages not closed yet, the longest first"
          head={['Feeder', 'Kind', 'Since', 'Expected restoration', 'Customers', 'Cause', 'Close']}
          isEmpty={!open.length}
          empty="No outage is open: every feeder is on supply."
        >
          <OutageRows rows={open} closing={closing?.id} />
        </AdminTable>
      </AdminSection>

      <AdminSection id="recent" title={`Closed in the last ${OUTAGE_LIMITS.recentDays} days`}>
        <AdminTable
          id="recent-outages"
          caption="Outages closed recently, the latest first"
          head={['Feeder', 'Kind', 'Started', 'Restored', 'Customers', 'Cause']}
          isEmpty={!recent.length}
          empty="No outage was closed in these days."
        >
          <OutageRows rows={recent} />
        </AdminTable>
      </AdminSection>
    </AdminPage>
  )
}
