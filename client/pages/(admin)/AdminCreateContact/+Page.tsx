import { useData } from 'vike-react/useData'
import { CONTACT_TYPE_CODES, CONTACT_TYPE_LABELS } from '#shared/admin/contacts'
import type { AdminContact } from '#shared/admin/contract'
import { BASE_PATH } from '#shared/locale'
import { AdminForm, formJson } from '#client/components/admin/AdminForm'
import { ContactFields } from '#client/components/admin/ContactFields'
import { AdminPage, AdminSection } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import type { CreateContactData } from './+data'

/**
 * /AdminCreateContact (issue 11 §2 Contacts): a new contact of one of the 8 types, with the
 * Assamese twin of every field the public reads. It goes to the end of its type's list on
 * /Contact, /AS_Contact and /api/web/allContact at once (the order is set on /AdminUpdateContact).
 */
export default function Page() {
  const { counts, typeCode } = useData<CreateContactData>()
  const admin = useAdmin()
  return (
    <AdminPage
      title="Create a contact"
      lead="Add an office or an official to the public contact list. Choose the type: key officials, zone, circle, division and sub-division offices, IRCA and TC offices are the groups of the public contact page and of the contactInfo API; Assistant General Managers appear in the full list only. Give the Assamese text beside each English field for the Assamese page. The new contact is shown to the public at once, at the end of its group."
    >
      <AdminForm
        id="contact-create"
        className="admin-form--pairs"
        submitLabel="Create contact"
        resetAfter
        action={(data) => admin.call<{ contact: AdminContact }>('/contacts', { method: 'POST', json: formJson(data) })}
        success={(result) => {
          const { contact } = result as { contact: AdminContact }
          return (
            <>
              {contact.name} was added to {CONTACT_TYPE_LABELS[contact.typeCode as 1]}.{' '}
              <a href={`${BASE_PATH}/AdminUpdateContact?type=${contact.typeCode}&id=${contact.id}#edit`}>Edit it or change its place</a>.
            </>
          )
        }}
      >
        <ContactFields typeCode={typeCode} />
      </AdminForm>

      <AdminSection id="contact-counts" title="Contacts by type">
        <ul className="admin-type-links">
          {CONTACT_TYPE_CODES.map((code) => (
            <li key={code}>
              <a href={`${BASE_PATH}/AdminUpdateContact?type=${code}`}>
                {code}. {CONTACT_TYPE_LABELS[code]} ({counts[code] ?? 0})
              </a>
            </li>
          ))}
        </ul>
      </AdminSection>
    </AdminPage>
  )
}
