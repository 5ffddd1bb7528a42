/**
 * The contact types of the admin contact screens (spec: type codes 1 key official, 2 zone,
 * 3 circle, 4 division, 5 sub-division, 6 IRCA, 7 TC, 8 AGM; /api/web/contactInfo groups 1–7 as
 * keyOfficialContact … tcContact, AGM only in allContact). The labels are the public /Contact
 * page's group headings. No React, no server modules.
 */
import { CONTACT_TYPES, type ContactTypeCode } from '../constants'

export const CONTACT_TYPE_CODES = Object.keys(CONTACT_TYPES).map(Number) as ContactTypeCode[]

export const CONTACT_TYPE_LABELS: Readonly<Record<ContactTypeCode, string>> = {
  1: 'Key officials',
  2: 'Zone offices',
  3: 'Circle offices',
  4: 'Division offices',
  5: 'Sub-division offices',
  6: 'IRCA offices',
  7: 'TC offices',
  8: 'Assistant General Managers',
}

/** '3 — Circle offices (circleContact)': the type as the admin picks it, with the public API's group key. */
export function contactTypeOption(code: ContactTypeCode): { value: string; label: string } {
  const key = code === 8 ? 'allContact only' : `${CONTACT_TYPES[code]}Contact`
  return { value: String(code), label: `${code} — ${CONTACT_TYPE_LABELS[code]} (${key})` }
}

export const CONTACT_TYPE_OPTIONS = CONTACT_TYPE_CODES.map(contactTypeOption)

/** The form fields of a contact, in form order: [name, label, max length, required, Assamese]. */
export const CONTACT_FIELDS = [
  ['name', 'Name', 200, true, false],
  ['name_as', 'Name in Assamese', 200, false, true],
  ['designation', 'Designation', 200, true, false],
  ['designation_as', 'Designation in Assamese', 200, false, true],
  ['office', 'Office', 300, true, false],
  ['office_as', 'Office in Assamese', 300, false, true],
  ['area', 'Area (zone, circle or division it belongs to)', 200, false, false],
  ['area_as', 'Area in Assamese', 200, false, true],
  ['phone', 'Phone', 50, false, false],
  ['mobile', 'Mobile', 20, false, false],
  ['email', 'E-mail', 200, false, false],
  ['address', 'Address', 500, false, false],
  ['address_as', 'Address in Assamese', 500, false, true],
] as const
