import { useData } from 'vike-react/useData'
import type { PlannedShutdownView } from '#shared/eodb/contract'
import { BASE_PATH } from '#shared/locale'
import { OUTAGE_LIMITS } from '#shared/eodb/outages'
import { AdminCheckboxes, AdminForm, AdminInput, AdminTextArea, formJson } from '#client/components/admin/AdminForm'
import { ConfirmedAction } from '#client/components/admin/actions'
import { FeederFilter, feederLabel } from '#client/components/admin/feeders'
import { AsSub } from '#client/components/admin/lists'
import { AdminPage, AdminSection, AdminTable, adminTime } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import type { ShutdownsData } from './+data'

const PATH = '/admin/shutdowns'

function ShutdownRows({ rows, asOf, cancel }: { rows: PlannedShutdownView[]; asOf: number; cancel?: (s: PlannedShutdownView) => Promise<unknown> }) {
  return (
    <>
      {rows.map((s) => {
        const cancellable = s.status === 'published' && s.startsAt > asOf
        return (
          <tr key={s.id}>
            <td>
              {s.ref}
              <span className={`badge outage-badge ${s.status === 'cancelled' ? 'badge--muted' : s.startsAt > asOf ? 'badge--warning' : 'badge--info'}`}>
                {s.status === 'cancelled' ? 'Cancelled' : s.startsAt > asOf ? 'Published' : s.endsAt > asOf ? 'Under way' : 'Over'}
              </span>
            </td>
            <td>
              <ul className="admin-plain-list">
                {s.feeders.map((f) => (
                  <li key={f.code}>
                    {f.name} ({f.code})
                  </li>
                ))}
              </ul>
              <span className="admin-cell-sub">{s.customers.toLocaleString('en-IN')} customers</span>
            </td>
            <td>
              {adminTime(s.startsAt)} to {adminTime(s.endsAt)}
            </td>
            <td>
              {s.reason}
              <AsSub text={s.reasonAs} />
            </td>
            {cancel ? (
              <td>
                {cancellable ? (
                  <ConfirmedAction
                    id={`cancel-${s.id}`}
                    small
                    danger
                    label={
                      <>
                        Cancel<span className="visually-hidden">: the shutdown {s.ref}</span>
                      </>
                    }
                    question={<>Cancel the shutdown {s.ref}? It leaves the shutdown notices and no reminder SMS goes out; the SMS sent already cannot be taken back.</>}
                    confirmLabel="Yes, cancel it"
                    cancelLabel="Keep it"
                    busyLabel="Cancelling…"
                    run={() => cancel(s)}
                  />
                ) : (
                  '—'
                )}
              </td>
            ) : null}
          </tr>
        )
      })}
    </>
  )
}

/**
 * /admin/shutdowns (issue 13, outage manager): publish a planned shutdown of some feeders (a
 * start in the future, at most 12 hours, a reason in English and, if possible, in Assamese): it
 * appears on /ShutdownNotices at once and every consumer on those feeders with a mobile number
 * gets an SMS, then another the evening before. A published shutdown may be cancelled until it
 * starts. The feeder list is filtered by circle, division or words.
 */
export default function Page() {
  const { picker, upcoming, past, asOf, startInput } = useData<ShutdownsData>()
  const admin = useAdmin()
  const options = picker.feeders.map((f) => ({ value: f.code, label: feederLabel(f) }))
  const cancel = (s: PlannedShutdownView) => admin.call(`/shutdowns/${s.id}/cancel`, { method: 'POST' })
  return (
    <AdminPage
      title="Planned shutdowns"
      lead={`Publish a planned shutdown of one or more feeders. It is published at once: it appears on the shutdown notices, and every consumer on those feeders with a mobile number on record gets an SMS now and another at 6 pm on the day before. A shutdown starts in the future and lasts at most ${OUTAGE_LIMITS.shutdownMaxHours} hours; times are India time. It can be cancelled until it starts.`}
    >
      <AdminSection id="publish" title="Publish a planned shutdown">
        <FeederFilter picker={picker} action={`${BASE_PATH}${PATH}#publish`} />
        {options.length ? (
          <AdminForm
            id="shutdown-form"
            submitLabel="Publish the shutdown"
            resetAfter
            success={(result) => {
              const s = (result as { shutdown: PlannedShutdownView }).shutdown
              return `Published as ${s.ref}: ${s.feeders.length} ${s.feeders.length === 1 ? 'feeder' : 'feeders'}, ${s.customers.toLocaleString('en-IN')} customers. The SMS to their consumers are on their way.`
            }}
            action={(data) => admin.call('/shutdowns', { json: formJson(data, { arrays: ['feeders'] }) })}
          >
            <AdminCheckboxes name="feeders" legend={`Feeders (at most ${OUTAGE_LIMITS.shutdownMaxFeeders}; the feeders of the filter above)`} options={options} />
            <AdminInput name="startsAt" type="datetime-local" label="Supply off from (India time)" hint="In the future." defaultValue={startInput} required />
            <AdminInput name="endsAt" type="datetime-local" label="Supply back by (India time)" hint={`After the start, at most ${OUTAGE_LIMITS.shutdownMaxHours} hours later.`} required />
            <AdminTextArea
              name="reason"
              label="Reason (English)"
              hint={`${OUTAGE_LIMITS.reason.min} to ${OUTAGE_LIMITS.reason.max} characters, plain text. Shown on the shutdown notices.`}
              maxLength={OUTAGE_LIMITS.reason.max}
              rows={3}
              required
            />
            <AdminTextArea
              name="reasonAs"
              label="Reason (Assamese, optional)"
              hint="Shown on the Assamese shutdown notices; without it they say that the reason is in English only."
              maxLength={OUTAGE_LIMITS.reason.max}
              lang="as"
              rows={3}
            />
          </AdminForm>
        ) : null}
      </AdminSection>

      <AdminSection id="upcoming" title="Published, not over">
        <AdminTable
          id="upcoming-shutdowns"
          caption="Planned shutdowns that have not ended, the soonest first"
          head={['Reference', 'Feeders', 'When', 'Reason', 'Cancel']}
          isEmpty={!upcoming.length}
          empty="No planned shutdown is coming."
        >
          <ShutdownRows rows={upcoming} asOf={asOf} cancel={cancel} />
        </AdminTable>
      </AdminSection>

      <AdminSection id="past" title="Over, in the last 90 days">
        <AdminTable
          id="past-shutdowns"
          caption="Planned shutdowns that ended in the last 90 days, the latest first"
          head={['Reference', 'Feeders', 'When', 'Reason']}
          isEmpty={!past.length}
          empty="No planned shutdown ended in the last 90 days."
        >
          <ShutdownRows rows={past} asOf={asOf} />
        </AdminTable>
      </AdminSection>
    </AdminPage>
  )
}
