import type { Contact } from '#shared/content/contract'
import { CONTACT_TYPES, type ContactTypeCode } from '#shared/constants'

export interface ContactGroup {
  code: ContactTypeCode
  contacts: Contact[]
}

/** Contacts whose name, designation, office or area (in English or Assamese) contains `q` (case-insensitive). */
export function filterContacts(contacts: Contact[], q: string): Contact[] {
  const needle = q.trim().toLocaleLowerCase('en')
  if (!needle) return contacts
  return contacts.filter((c) => [c.name, c.designation, c.office, c.area, c.nameAs, c.designationAs, c.officeAs, c.areaAs].some((field) => (field ?? '').toLocaleLowerCase('en').includes(needle)))
}

/** The contacts under the 8 type codes, in code order, each by sort order; empty groups left out. */
export function groupContacts(contacts: Contact[]): ContactGroup[] {
  const codes = Object.keys(CONTACT_TYPES).map(Number) as ContactTypeCode[]
  return codes
    .map((code) => ({
      code,
      contacts: contacts.filter((c) => c.typeCode === code).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
    }))
    .filter((g) => g.contacts.length > 0)
}

/** A number a phone can dial: digits and a leading +, for tel: links. */
export function telHref(phone: string): string {
  return 'tel:' + phone.replace(/[^\d+]/g, '')
}
