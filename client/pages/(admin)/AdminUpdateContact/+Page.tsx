import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { navigate, reload } from 'vike/client/router'
import { CONTACT_TYPE_CODES, CONTACT_TYPE_LABELS } from '#shared/admin/contacts'
import type { AdminContact } from '#shared/admin/contract'
import { BASE_PATH } from '#shared/locale'
import { AdminCheckbox, AdminForm, formJson } from '#client/components/admin/AdminForm'
import { AdminApiError } from '#client/components/admin/adminApi'
import { ContactFields } from '#client/components/admin/ContactFields'
import { AdminAlert, TypeLinks } from '#client/components/admin/lists'
import { AdminPage, AdminSection, AdminTable, Pager } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import type { UpdateContactData } from './+data'

const PATH = '/AdminUpdateContact'
const label = (code: number) => CONTACT_TYPE_LABELS[code as 1] ?? `Type ${code}`

/** Move up / Move down of one row: sends the type's whole order with the two swapped. */
function MoveButtons({ contact, order, typeCode, onError }: { contact: AdminContact; order: number[]; typeCode: number; onError: (m: string | null) => void }) {
  const admin = useAdmin()
  const [busy, setBusy] = useState(false)
  const at = order.indexOf(contact.id)
  const move = async (by: -1 | 1) => {
    const next = [...order]
    ;[next[at], next[at + by]] = [next[at + by], next[at]]
    setBusy(true)
    onError(null)
    try {
      await admin.call('/contacts/reorder', { method: 'POST', json: { type_code: typeCode, ids: next } })
      await reload()
    } catch (err) {
      onError(err instanceof Error ? err.message : 'The order could not be saved.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="admin-actions">
      <button type="button" className="btn btn--secondary btn--small" disabled={busy || at <= 0} onClick={() => move(-1)} aria-label={`Move ${contact.name} up`}>
        Up
      </button>
      <button type="button" className="btn btn--secondary btn--small" disabled={busy || at < 0 || at >= order.length - 1} onClick={() => move(1)} aria-label={`Move ${contact.name} down`}>
        Down
      </button>
    </div>
  )
}

/**
 * /AdminUpdateContact (issue 11 §2 Contacts): pick a type (1–8), see its contacts in their
 * public order, move one up or down, open one to edit every field and its Assamese twin, or
 * delete it. Each change shows on /Contact, /AS_Contact and the public contact API at once.
 */
export default function Page() {
  const { typeCode, counts, contacts, order, page, pageSize, selected, missing } = useData<UpdateContactData>()
  const admin = useAdmin()
  const [moveError, setMoveError] = useState<string | null>(null)
  const listHref = (p = page) => `${BASE_PATH}${PATH}?type=${typeCode}${p > 1 ? `&page=${p}` : ''}`
  return (
    <AdminPage
      title="Update contacts"
      lead="Choose a type of contact to see its list in the order the public contact page shows it. Move a contact up or down to change that order, or open it with Edit to change its details and their Assamese text, or to delete it. Every change is shown to the public at once and written in the audit log."
    >
      <TypeLinks
        label="Types of contact"
        links={CONTACT_TYPE_CODES.map((code) => ({
          key: code,
          href: `${BASE_PATH}${PATH}?type=${code}`,
          current: code === typeCode,
          label: (
            <>
              {code}. {label(code)} ({counts[code] ?? 0})
            </>
          ),
        }))}
      />

      {missing ? <AdminAlert>There is no contact with the id {missing}; it may have been deleted.</AdminAlert> : null}

      {selected ? (
        <AdminSection id="edit" title={`Edit ${selected.name}`}>
          <div key={selected.id}>
            <AdminForm
              id="contact-edit"
              className="admin-form--pairs"
              submitLabel="Save contact"
              success="The contact was saved and is shown to the public now."
              action={async (data) => {
                const res = await admin.call<{ contact: AdminContact }>(`/contacts/${selected.id}`, { method: 'PUT', json: formJson(data) })
                // moved to another type: follow it
                if (res.contact.typeCode !== typeCode) await navigate(`${BASE_PATH}${PATH}?type=${res.contact.typeCode}&id=${res.contact.id}#edit`)
                return res
              }}
            >
              <ContactFields contact={selected} />
            </AdminForm>
          </div>
          <h3 className="admin-subtitle">Delete this contact</h3>
          <AdminForm
            id="contact-delete"
            submitLabel="Delete contact"
            reloadAfter={false}
            success="The contact was deleted."
            action={async (data) => {
              if (!formJson(data, { booleans: ['confirm'] }).confirm)
                throw new AdminApiError('Tick the box to confirm the deletion.', 400, [{ path: 'confirm', message: 'Tick the box to confirm the deletion.' }])
              await admin.call(`/contacts/${selected.id}`, { method: 'DELETE' })
              await navigate(`${BASE_PATH}${PATH}?type=${typeCode}`)
            }}
          >
            <AdminCheckbox name="confirm" label={`Yes, delete ${selected.name} from the public contact list`} />
          </AdminForm>
          <p className="standalone-link">
            <a href={listHref()}>Close and back to the list</a>
          </p>
        </AdminSection>
      ) : null}

      <AdminSection id="contact-list" title={`${typeCode}. ${label(typeCode)} (${order.length})`}>
        {moveError ? <AdminAlert>{moveError}</AdminAlert> : null}
        <AdminTable
          id="contacts-table"
          caption={`${label(typeCode)} in their public order`}
          head={['Place', 'Name', 'Designation', 'Office', 'Assamese', 'Order', 'Edit']}
          isEmpty={!contacts.length}
          empty="This type has no contacts yet."
        >
          {contacts.map((c) => (
            <tr key={c.id} aria-current={selected?.id === c.id ? 'true' : undefined}>
              <td>{order.indexOf(c.id) + 1}</td>
              <td>{c.name}</td>
              <td>{c.designation}</td>
              <td>{c.office}</td>
              <td>{c.nameAs ? <span lang="as">{c.nameAs}</span> : <span className="muted">not yet</span>}</td>
              <td>
                <MoveButtons contact={c} order={order} typeCode={typeCode} onError={setMoveError} />
              </td>
              <td>
                <a className="admin-cell-link" href={`${BASE_PATH}${PATH}?type=${typeCode}&id=${c.id}${page > 1 ? `&page=${page}` : ''}#edit`} aria-label={`Edit ${c.name}`}>
                  Edit
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={page} pageSize={pageSize} total={order.length} hrefFor={listHref} />
        <p className="standalone-link">
          <a href={`${BASE_PATH}/AdminCreateContact?type=${typeCode}`}>Add a contact to {label(typeCode)}</a>
        </p>
      </AdminSection>
    </AdminPage>
  )
}
