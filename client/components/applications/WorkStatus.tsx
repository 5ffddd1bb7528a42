import type { WorkItem } from '#shared/workflow/contract'
import { FactList } from '../common/FactList'
import { useApplications } from './useApplications'

/** Where an item stands: state, deadline, what is pending and from whom (issue 10 §3 /CheckApplStatus). */
export function WorkSummary({ item, numberLabel }: { item: WorkItem; /** the number's label (a complaint's 'Ticket number') */ numberLabel?: string }) {
  const { t, dateTime } = useApplications()
  const pending =
    item.pending.from === 'applicant'
      ? t(item.pending.what === 'payment' ? 'status.pendingPayment' : 'status.pendingRating')
      : item.pending.from === 'officer'
        ? t('status.pendingOfficer', { level: t(`levels.${item.pending.level}`) })
        : t('status.pendingNone')
  return (
    <>
      <FactList
        className="work-facts"
        facts={[
          { label: numberLabel ?? t('ack.number'), value: <span className="work-no">{item.workNo}</span> },
          { label: t('ack.kind'), value: t(`kinds.${item.kind}`) },
          { label: t('status.current'), value: <strong data-testid="work-state">{t(`states.${item.state}`)}</strong> },
          { label: t('status.deadline'), value: item.deadlineAt ? dateTime(item.deadlineAt) : t('ack.deadlineNone') },
        ]}
      />
      <p className="work-pending" data-testid="work-pending">
        {pending}
      </p>
      {item.overdue && item.level !== 'section' ? <p className="alert alert--warning">{t('status.overdue', { level: t(`levels.${item.level}`) })}</p> : null}
    </>
  )
}

/** The history, oldest first, as a table (when, what, by whom, note). */
export function WorkHistory({ item, headingLevel = 2 }: { item: WorkItem; headingLevel?: 2 | 3 }) {
  const { t, dateTime } = useApplications()
  const H = `h${headingLevel}` as 'h2' | 'h3'
  // the system's rows carry a value, worded here (shared/workflow/contract.ts)
  const noteOf = (e: WorkItem['events'][number]) =>
    e.action === 'escalated' && e.note
      ? t('status.escalatedTo', { level: t(`levels.${e.note}`) })
      : e.action === 'paid' && e.note
        ? t('status.paidReceipt', { receipt: e.note })
        : e.action === 'assigned'
          ? ''
          : (e.note ?? '')
  return (
    <section className="work-history" aria-labelledby="work-history-title">
      <H id="work-history-title">{t('status.history')}</H>
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="work-history-title">
        <table className="table table--stack">
          <thead>
            <tr>
              <th scope="col">{t('status.when')}</th>
              <th scope="col">{t('status.what')}</th>
              <th scope="col">{t('status.who')}</th>
              <th scope="col">{t('status.note')}</th>
            </tr>
          </thead>
          <tbody>
            {item.events.map((e, i) => (
              <tr key={i}>
                <td data-label={t('status.when')}>{dateTime(e.at)}</td>
                <td data-label={t('status.what')}>
                  {t(`actions.${e.action}`)}: {t(`states.${e.state}`)}
                </td>
                <td data-label={t('status.who')}>{t(`actors.${e.actorType}`, { id: e.actorId ?? '' })}</td>
                <td data-label={t('status.note')}>{noteOf(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
