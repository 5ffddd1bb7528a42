import type { AdminContact } from '#shared/admin/contract'
import { CONTACT_FIELDS, CONTACT_TYPE_OPTIONS } from '#shared/admin/contacts'
import { AdminInput, AdminSelect, AdminTextArea } from './AdminForm'

/** The contact field names of the API (snake case) → the AdminContact keys. */
const KEY: Record<(typeof CONTACT_FIELDS)[number][0], keyof AdminContact> = {
  name: 'name',
  name_as: 'nameAs',
  designation: 'designation',
  designation_as: 'designationAs',
  office: 'office',
  office_as: 'officeAs',
  area: 'area',
  area_as: 'areaAs',
  phone: 'phone',
  mobile: 'mobile',
  email: 'email',
  address: 'address',
  address_as: 'addressAs',
}

const HINTS: Partial<Record<(typeof CONTACT_FIELDS)[number][0], string>> = {
  phone: 'Digits with spaces or dashes, for example 0361-2739520.',
  mobile: '10 digits, starting with 6, 7, 8 or 9.',
  area: 'Shown under the office on the public page.',
}

/**
 * The fields of a contact (issue 11 §2 Contacts): the type (1–8, with the group of the public
 * API), then each field the public reads beside its Assamese twin (typed in Assamese; empty: the
 * Assamese page shows the English text). Inside an AdminForm.
 */
export function ContactFields({ contact, typeCode }: { contact?: AdminContact | null; typeCode?: number | null }) {
  return (
    <>
      <AdminSelect
        name="type_code"
        label="Type of contact"
        hint="The group it is listed under on /Contact and in the public contact API."
        required
        options={CONTACT_TYPE_OPTIONS}
        placeholder="Choose…"
        defaultValue={contact ? String(contact.typeCode) : typeCode ? String(typeCode) : ''}
      />
      {CONTACT_FIELDS.map(([name, label, max, required, assamese]) => {
        const value = contact ? contact[KEY[name]] : null
        const hint = assamese ? 'Optional; when empty the Assamese page shows the English text.' : HINTS[name]
        const common = { name, label, hint, required, maxLength: max, defaultValue: value == null ? null : String(value), lang: assamese ? 'as' : undefined }
        return name.startsWith('address') ? (
          <AdminTextArea key={name} {...common} rows={2} />
        ) : (
          <AdminInput key={name} {...common} type={name === 'email' ? 'email' : name === 'phone' || name === 'mobile' ? 'tel' : 'text'} />
        )
      })}
    </>
  )
}
