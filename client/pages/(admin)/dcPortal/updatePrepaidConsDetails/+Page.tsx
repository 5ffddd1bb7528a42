import { useData } from 'vike-react/useData'
import { DC_KEY_REVISION, DC_STATUSES, type DcConsumer } from '#shared/admin/contract'
import { formatPaise } from '#shared/format'
import { BASE_PATH } from '#shared/locale'
import { AdminForm, AdminInput, AdminSelect, formJson } from '#client/components/admin/AdminForm'
import { FilterForm } from '#client/components/admin/lists'
import { AdminPage, AdminSection, AdminTable, adminTime } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import { LabelledField } from '#client/components/forms/CheckedForm'
import type { ConsumerMasterData } from './+data'

const PATH = '/dcPortal/updatePrepaidConsDetails'
const typeLabel = (t: string) => (t === 'PREPAID' ? 'Keypad (STS)' : 'Smart')
const FIELD_NAMES: Record<string, string> = { meterNo: 'meter number', keyRevision: 'key revision number', tariffCategory: 'tariff', status: 'status' }

function EditForm({ consumer, tariffs }: { consumer: DcConsumer; tariffs: ConsumerMasterData['tariffs'] }) {
  const admin = useAdmin()
  const keypad = consumer.connType === 'PREPAID'
  return (
    <AdminForm
      id="dc-edit"
      submitLabel="Save changes"
      action={(data) => {
        const body = formJson(data)
        return admin.call(`/dc/consumers/${consumer.consumerNo}`, { method: 'PUT', json: body })
      }}
      success={(result) => {
        const changed = ((result as { changed?: string[] }).changed ?? []).map((k) => FIELD_NAMES[k] ?? k)
        return changed.length ? `Saved: the ${changed.join(', ')} changed. The change is in the audit log.` : 'Nothing changed: the values were already these.'
      }}
    >
      <AdminInput
        name="meterNo"
        label="Meter number"
        required
        maxLength={32}
        defaultValue={consumer.meterNo}
        hint={keypad ? 'A keypad (STS) meter number is 11 or 13 digits; it is the decoder reference number of its tokens.' : 'Letters and digits as printed on the meter (6 to 20).'}
      />
      <AdminInput
        name="keyRevision"
        label="Decoder key revision number (KRN)"
        required
        maxLength={2}
        defaultValue={consumer.keyRevision ?? 1}
        hint={`${DC_KEY_REVISION.min} to ${DC_KEY_REVISION.max}. ${keypad ? 'Tokens are made with this key revision from the next recharge: change it only after the key change tokens reached the meter.' : 'Smart meters are credited directly; the number is kept for the record.'}`}
      />
      <AdminSelect name="tariffCategory" label="Tariff category" required defaultValue={consumer.tariffCategory} options={tariffs.map((t) => ({ value: t.code, label: `${t.code}: ${t.name}` }))} />
      <AdminSelect
        name="status"
        label="Connection status"
        required
        defaultValue={consumer.status}
        hint="Recharges are accepted only for an ACTIVE connection."
        options={DC_STATUSES.map((s) => ({ value: s, label: s }))}
      />
    </AdminForm>
  )
}

/**
 * /dcPortal/updatePrepaidConsDetails (issue 11 §2): the prepaid consumer master. Find a
 * consumer by consumer or meter number, then edit its meter number, STS key revision number,
 * tariff and status; every change goes to the audit log with the values before and after.
 */
export default function Page() {
  const { q, search, searchError, consumer, notFound, tariffs } = useData<ConsumerMasterData>()
  const pick = (consumerNo: string) => `${BASE_PATH}${PATH}?${new URLSearchParams(q ? { q, consumerNo } : { consumerNo })}`
  return (
    <AdminPage
      title="Prepaid consumer master"
      lead="Find a prepaid consumer (keypad STS or smart meter) by the consumer number or the meter number, or by their first digits, then correct the meter number, the decoder key revision number, the tariff category or the status of the connection. Each saved change is written to the audit log with the values before and after, under your user id."
    >
      <FilterForm action={BASE_PATH + PATH} label="Find a prepaid consumer" submit="Search" primary>
        <LabelledField id="dc-search-q" label="Consumer number or meter number" hint="At least 3 letters or digits." error={searchError ?? undefined}>
          {(aria) => <input className="input" name="q" type="search" autoComplete="off" maxLength={40} defaultValue={q} {...aria} />}
        </LabelledField>
      </FilterForm>

      {search && !searchError ? (
        <AdminSection id="dc-results" title="Search results">
          {search.notPrepaid ? (
            <p className="admin-empty" role="status">
              Consumer number {search.notPrepaid.consumerNo} is a {search.notPrepaid.connType} connection, not a prepaid one: this screen edits prepaid consumers only.
            </p>
          ) : (
            <AdminTable
              id="dc-results-table"
              caption={`Prepaid consumers whose consumer or meter number begins with ${search.q} (${search.consumers.length}${search.consumers.length === 20 ? ', the first 20' : ''})`}
              head={['Consumer number', 'Name', 'Meter type', 'Division', 'Meter number', 'Status']}
              isEmpty={!search.consumers.length}
              empty={`No prepaid consumer's consumer number or meter number begins with ${search.q}.`}
            >
              {search.consumers.map((c) => (
                <tr key={c.consumerNo} aria-current={consumer?.consumerNo === c.consumerNo ? 'true' : undefined}>
                  <td>
                    <a className="admin-cell-link" href={pick(c.consumerNo)}>
                      {c.consumerNo}
                    </a>
                  </td>
                  <td>{c.name}</td>
                  <td>{typeLabel(c.connType)}</td>
                  <td>
                    {c.divisionCode} {c.divisionName ?? ''}
                  </td>
                  <td>{c.meterNo ?? '—'}</td>
                  <td>{c.status}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </AdminSection>
      ) : null}

      {notFound ? (
        <p className="admin-empty" role="status">
          No prepaid consumer has the consumer number {notFound}.
        </p>
      ) : null}

      {consumer ? (
        <AdminSection id="dc-consumer" title={`Consumer ${consumer.consumerNo}`}>
          <dl className="admin-facts">
            <dt>Name</dt>
            <dd>{consumer.name}</dd>
            <dt>Meter type</dt>
            <dd>{typeLabel(consumer.connType)}</dd>
            <dt>Division</dt>
            <dd>
              {consumer.divisionCode} {consumer.divisionName ?? ''}
              {consumer.circle ? `, ${consumer.circle}` : ''}
              {consumer.subDivision ? ` (${consumer.subDivision})` : ''}
            </dd>
            <dt>Tariff</dt>
            <dd>
              {consumer.tariffCategory}
              {consumer.tariffName ? `: ${consumer.tariffName}` : ''}
            </dd>
            <dt>Balance</dt>
            <dd>
              {consumer.balancePaise === null
                ? 'No prepaid meter is registered yet: saving registers one.'
                : `${formatPaise(consumer.balancePaise, 'en', { nbsp: true })} as of ${adminTime(consumer.balanceUpdatedAt)}`}
            </dd>
          </dl>
          <EditForm key={consumer.consumerNo} consumer={consumer} tariffs={tariffs} />
        </AdminSection>
      ) : null}

      {!q && !consumer && !notFound ? <p className="admin-empty">Search for a consumer to edit its details.</p> : null}

      <p className="standalone-link">
        <a href={`${BASE_PATH}/dcPortal/dc_dashboard`}>Back to the prepaid DC dashboard</a>
      </p>
    </AdminPage>
  )
}
