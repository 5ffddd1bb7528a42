import { FilterProblems, FilterSelect } from '#client/components/admin/lists'
import { Fragment } from 'react'
import { useData } from 'vike-react/useData'
import {
  AREA_CLASS_WORDS,
  CATEGORY_WORDS,
  dataRows,
  DESK_DEADLINE_WORDS,
  DESK_DEADLINES,
  DESK_KIND_GROUPS,
  DESK_KIND_WORDS,
  KIND_WORDS,
  LEVEL_WORDS,
  NOTE_MAX,
  OFFICER_TEXT,
  STATE_WORDS,
  SUBCATEGORY_WORDS,
  workDeskQueryString,
} from '#shared/admin/work'
import { DISTRICTS, districtName } from '#shared/districts'
import { BASE_PATH } from '#shared/locale'
import { APPLICATION_KINDS, COMPLAINT_CATEGORIES, WORK_STATES, type ComplaintCategory, type OfficerLevel, type WorkKind, type WorkState } from '#shared/workflow/rules'
import type { WorkDeskItem, WorkDeskOfficer } from '#shared/admin/contract'
import type { WorkEvent } from '#shared/workflow/contract'
import { LabelledField } from '#client/components/forms/CheckedForm'
import { AdminForm, AdminInput, AdminSelect, AdminTextArea, formJson } from '#client/components/admin/AdminForm'
import { AdminApiError, adminHref } from '#client/components/admin/adminApi'
import { AdminPage, AdminSection, AdminTable, adminTime, Pager } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import type { DeskData } from './+data'

const PATH = '/AdminComplaintStatus'

const kindWord = (k: string) => KIND_WORDS[k as WorkKind] ?? k
const stateWord = (s: string) => STATE_WORDS[s as WorkState] ?? s
const levelWord = (l: string) => LEVEL_WORDS[l as OfficerLevel] ?? l
const categoryWord = (c: string | null) => (c ? (CATEGORY_WORDS[c as ComplaintCategory] ?? c) : '—')

/** What a history row says, in English (the system's rows carry a value: a level, a receipt, an officer). */
function eventWords(e: WorkEvent): { what: string; note: string | null } {
  switch (e.action) {
    case 'created':
      return { what: `Received: ${stateWord(e.state)}`, note: e.note }
    case 'state':
      return { what: `Moved to ${stateWord(e.state)}`, note: e.note }
    case 'assigned':
      return { what: `Assigned to ${e.note ?? 'an officer'}`, note: null }
    case 'note':
      return { what: 'Note', note: e.note }
    case 'escalated':
      return { what: `Escalated to the ${e.note ? levelWord(e.note) : 'next officer'}`, note: null }
    case 'paid':
      return { what: 'Fee paid', note: e.note ? `Receipt ${e.note}` : null }
    case 'rated':
      return { what: 'Rated by the applicant and closed', note: e.note }
    case 'reopened':
      return { what: 'Reopened by the applicant', note: e.note }
    default:
      return { what: `${e.action}: ${stateWord(e.state)}`, note: e.note }
  }
}
const whoWords = (e: WorkEvent) => (e.actorType === 'consumer' ? 'Applicant' : e.actorType === 'system' ? 'System' : `Officer ${e.actorId ?? ''}`.trim())

function Deadline({ at, overdue }: { at: string | number | null; overdue: boolean }) {
  if (at == null) return <span className="muted">none</span>
  return (
    <>
      {adminTime(at)}
      {overdue ? <span className="badge badge--danger desk-badge">Overdue</span> : null}
    </>
  )
}

/** One item: its facts, the applicant's form, documents, history, and the assign / move / note forms. */
function ItemView({ selected, officers, me, backHref }: { selected: WorkDeskItem; officers: WorkDeskOfficer[]; me: string; backHref: string }) {
  const admin = useAdmin()
  const { item, nextStates, divisionName } = selected
  const no = encodeURIComponent(item.workNo)
  // the codes the forms keep, in words
  const rows = dataRows(item.data).map((r) =>
    r.key === 'category' && item.kind === 'complaint'
      ? { ...r, value: categoryWord(r.value) }
      : r.key === 'subcategory'
        ? { ...r, value: SUBCATEGORY_WORDS[r.value] ?? r.value }
        : r.key === 'district'
          ? { ...r, value: districtName(r.value, 'en') }
          : r.key === 'areaClass'
            ? { ...r, value: AREA_CLASS_WORDS[r.value] ?? r.value }
            : r,
  )
  const meListed = officers.some((o) => o.userId === me)
  return (
    <AdminSection id="item" title={`${kindWord(item.kind)} ${item.workNo}`}>
      <dl className="admin-facts" aria-label="The item">
        <dt>State</dt>
        <dd data-testid="item-state">{stateWord(item.state)}</dd>
        <dt>Kind</dt>
        <dd>{kindWord(item.kind)}</dd>
        {item.kind === 'complaint' ? (
          <>
            <dt>Category</dt>
            <dd>
              {categoryWord(item.category)}
              {item.subcategory ? `: ${SUBCATEGORY_WORDS[item.subcategory] ?? item.subcategory}` : ''}
              {item.urgent ? <span className="badge badge--warning desk-badge">Urgent</span> : null}
            </dd>
          </>
        ) : null}
        <dt>Applicant</dt>
        <dd>
          {item.applicantName}, mobile {item.mobileMasked}
        </dd>
        <dt>Consumer number</dt>
        <dd>{item.consumerNo ?? '—'}</dd>
        <dt>Division</dt>
        <dd>{divisionName ?? (item.consumerNo ? item.consumerNo.slice(0, 3) : '—')}</dd>
        <dt>District</dt>
        <dd>{item.district ? districtName(item.district, 'en') : '—'}</dd>
        <dt>Deadline</dt>
        <dd>
          <Deadline at={item.deadlineAt} overdue={item.overdue} />
        </dd>
        <dt>Officer level</dt>
        <dd>{levelWord(item.level)}</dd>
        <dt>Assigned to</dt>
        <dd>{item.assignedTo ?? 'nobody yet'}</dd>
        <dt>Received</dt>
        <dd>{adminTime(item.createdAt)}</dd>
        {item.rating != null ? (
          <>
            <dt>Rating</dt>
            <dd>{item.rating} of 5</dd>
          </>
        ) : null}
      </dl>

      <h3 className="admin-subtitle">What the applicant gave</h3>
      {rows.length ? (
        <dl className="admin-facts">
          {rows.map((r) => (
            <Fragment key={r.key}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p className="admin-empty">The form had no further fields.</p>
      )}

      <h3 className="admin-subtitle">Documents</h3>
      {item.files.length ? (
        <ul className="admin-links">
          {item.files.map((f) => (
            <li key={f.id}>
              <a href={adminHref(`/work/${no}/files/${f.id}`)} download>
                Download the {f.slot.replace(/_/g, ' ')} ({f.contentType === 'application/pdf' ? 'PDF' : f.contentType.replace('image/', '').toUpperCase()}, {Math.max(1, Math.round(f.bytes / 1024))}{' '}
                KB)
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-empty">No documents came with it.</p>
      )}

      <h3 className="admin-subtitle" id="item-history">
        History
      </h3>
      <ol className="desk-timeline" aria-labelledby="item-history">
        {item.events.map((e, i) => {
          const w = eventWords(e)
          return (
            <li key={i}>
              <span className="desk-timeline__when">{adminTime(e.at)}</span> <strong>{w.what}</strong> <span className="muted">by {whoWords(e)}</span>
              {w.note ? <span className="desk-timeline__note">{w.note}</span> : null}
            </li>
          )
        })}
      </ol>

      {
        <div className="admin-user-actions desk-actions">
          {nextStates.length ? (
            <div>
              <h3 className="admin-subtitle">Move</h3>
              <AdminForm
                id="move-form"
                submitLabel="Move"
                resetAfter
                success={(r) => `Moved to ${stateWord((r as WorkDeskItem).item.state)}. The applicant was sent an SMS.`}
                action={(data) => {
                  const body = formJson(data)
                  return admin.call(`/work/${no}/move`, { method: 'POST', json: { to: body.to, note: body.note, from: item.state } })
                }}
              >
                <AdminSelect name="to" label="New state" placeholder="Choose the new state" options={nextStates.map((s) => ({ value: s, label: stateWord(s) }))} required />
                <AdminTextArea name="note" label="Note (optional)" hint="The applicant sees it on the status page." maxLength={NOTE_MAX} rows={3} />
              </AdminForm>
            </div>
          ) : null}
          {nextStates.length ? (
            <div>
              <h3 className="admin-subtitle">Assign</h3>
              <AdminForm
                id="assign-form"
                submitLabel="Assign"
                success={(r) => `Assigned to ${(r as WorkDeskItem).item.assignedTo}.`}
                action={async (data) => {
                  const body = formJson(data)
                  const typed = typeof body.officer_text === 'string' ? body.officer_text.trim() : ''
                  try {
                    return await admin.call(`/work/${no}/assign`, { method: 'POST', json: { officer: typed || body.officer, from: item.state } })
                  } catch (err) {
                    // the server names 'officer': beside the field that was used
                    if (typed && err instanceof AdminApiError)
                      throw new AdminApiError(
                        err.message,
                        err.status,
                        err.errors.map((e) => (e.path === 'officer' ? { ...e, path: 'officer_text' } : e)),
                      )
                    throw err
                  }
                }}
              >
                <AdminSelect
                  name="officer"
                  label="Officer"
                  placeholder="Choose an officer"
                  defaultValue={meListed ? me : ''}
                  options={officers.map((o) => ({ value: o.userId, label: `${o.userId} (${o.name})${o.userId === me ? ', me' : ''}` }))}
                />
                <AdminInput name="officer_text" label="Or another officer" hint="Name and office, e.g. JE, Dispur section. Used instead of the list when filled." maxLength={OFFICER_TEXT.max} />
              </AdminForm>
            </div>
          ) : null}
          <div>
            <h3 className="admin-subtitle">Add a note</h3>
            <AdminForm
              id="note-form"
              submitLabel="Add note"
              resetAfter
              success="The note was added to the history."
              action={(data) => admin.call(`/work/${no}/notes`, { method: 'POST', json: { note: formJson(data).note } })}
            >
              <AdminTextArea name="note" label="Note" hint="The applicant sees notes on the status page; no SMS is sent." maxLength={NOTE_MAX} rows={3} required />
            </AdminForm>
          </div>
        </div>
      }
      <p className="standalone-link">
        <a href={backHref}>Close and back to the queue</a>
      </p>
    </AdminSection>
  )
}

/**
 * /AdminComplaintStatus (issue 11 §2): the officers' queue of complaints and applications with
 * a filter (a GET form: the filter is in the address; the dashboard links ?overdue=1), urgent
 * items first, then by deadline; pages of 25. `?no=` opens one item with its history, files and
 * the assign / move / note forms; each change sends the applicant the SMS of the workflow and is
 * written in the audit log. The applicant's mobile is shown masked.
 */
export default function Page() {
  const { query, problems, list, divisions, officers, selected, missing, me } = useData<DeskData>()
  const errorOf = (field: string) => problems.find((p) => p.field === field)?.text
  const filtered = Boolean(query.kind || query.state || query.category || query.division || query.district || query.deadline)
  const listHref = `${BASE_PATH}${PATH}${workDeskQueryString(query)}`
  const itemHref = (no: string) => `${BASE_PATH}${PATH}${workDeskQueryString(query, query.page, { no })}#item`
  const selectChoice = (id: string, name: string, label: string, value: string, any: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <FilterSelect id={id} name={name} label={label} value={value} any={any} options={options} error={errorOf(name)} />
  )

  return (
    <AdminPage
      title="Complaint and application desk"
      lead="The complaints and applications waiting for an officer: urgent ones first, then the nearest deadline. Narrow the queue by kind, state, complaint category, division, district or deadline, then open an item to read its history and documents, assign it, move it to its next state or add a note. Every move sends the applicant an SMS, and every change is written in the audit log."
    >
      <form className="filters admin-filters" method="get" action={BASE_PATH + PATH} role="search" aria-label="Open an item by its number">
        <LabelledField id="desk-no" label="Application or complaint number">
          {(aria) => <input className="input" name="no" type="search" defaultValue={selected?.item.workNo ?? ''} maxLength={12} autoComplete="off" placeholder="AP… or CM…" {...aria} />}
        </LabelledField>
        <button type="submit" className="btn btn--secondary">
          Open
        </button>
      </form>

      {missing ? (
        <p className="admin-note" role="alert">
          There is no application or complaint with the number {missing}.
        </p>
      ) : null}

      {selected ? <ItemView key={selected.item.workNo} selected={selected} officers={officers} me={me} backHref={listHref} /> : null}

      <FilterProblems id="desk-problem-title" title="Part of the filter was left out" anchor="desk-" problems={problems} />

      <AdminSection id="queue" title={`Queue (${list.total}${filtered ? ' matching' : ''})`}>
        <form className="filters admin-filters" method="get" action={BASE_PATH + PATH} role="search" aria-label="Filter the queue">
          {selectChoice('desk-kind', 'kind', 'Kind', query.kind === 'complaint' ? 'complaints' : query.kind, 'Every kind', [
            ...DESK_KIND_GROUPS.map((k) => ({ value: k, label: DESK_KIND_WORDS[k] })),
            ...APPLICATION_KINDS.map((k) => ({ value: k, label: KIND_WORDS[k] })),
          ])}
          {selectChoice(
            'desk-state',
            'state',
            'State',
            query.state,
            'Any state',
            WORK_STATES.map((s) => ({ value: s, label: STATE_WORDS[s] })),
          )}
          {selectChoice(
            'desk-category',
            'category',
            'Complaint category',
            query.category,
            'Any category',
            COMPLAINT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_WORDS[c] })),
          )}
          {selectChoice(
            'desk-division',
            'division',
            'Division',
            query.division,
            'Any division',
            divisions.map((d) => ({ value: d.code, label: `${d.name} (${d.code})` })),
          )}
          {selectChoice(
            'desk-district',
            'district',
            'District',
            query.district,
            'Any district',
            DISTRICTS.map((d) => ({ value: d[0], label: d[1] })),
          )}
          {selectChoice(
            'desk-deadline',
            'deadline',
            'Deadline',
            query.deadline,
            'Any deadline',
            DESK_DEADLINES.map((d) => ({ value: d, label: DESK_DEADLINE_WORDS[d] })),
          )}
          <button type="submit" className="btn btn--secondary">
            Filter
          </button>
          {filtered ? (
            <a className="admin-cell-link" href={BASE_PATH + PATH}>
              Clear the filter
            </a>
          ) : null}
        </form>
        <AdminTable
          id="desk-table"
          caption={`Complaints and applications, urgent first, then by deadline (page ${list.page})`}
          head={['Number', 'Kind', 'State', 'Category', 'Division', 'Deadline', 'Level', 'Assigned to']}
          isEmpty={!list.items.length}
          empty={filtered ? 'Nothing in the queue matches this filter.' : 'There are no complaints or applications yet.'}
        >
          {list.items.map((r) => (
            <tr key={r.workNo} aria-current={selected?.item.workNo === r.workNo ? 'true' : undefined}>
              <td>
                <a className="admin-cell-link" href={itemHref(r.workNo)}>
                  {r.workNo}
                </a>
                {r.urgent ? <span className="badge badge--warning desk-badge">Urgent</span> : null}
              </td>
              <td>{kindWord(r.kind)}</td>
              <td>{stateWord(r.state)}</td>
              <td>{r.kind === 'complaint' ? categoryWord(r.category) : '—'}</td>
              <td>
                {r.divisionName ?? r.divisionCode ?? '—'}
                {r.district ? <span className="admin-cell-sub">{districtName(r.district, 'en')}</span> : null}
              </td>
              <td>
                <Deadline at={r.deadlineAt} overdue={r.overdue} />
              </td>
              <td>{levelWord(r.level)}</td>
              <td>{r.assignedTo ?? <span className="muted">nobody</span>}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => `${BASE_PATH}${PATH}${workDeskQueryString(query, p)}`} />
      </AdminSection>
    </AdminPage>
  )
}
