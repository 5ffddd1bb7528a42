import type { PageContextServer } from 'vike/types'
import { CONTACT_TYPE_CODES } from '#shared/admin/contacts'
import type { AdminContact } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export const CONTACTS_PAGE_SIZE = 50

export interface UpdateContactData {
  title: string
  typeCode: number
  counts: Record<number, number>
  /** one page of the type's list, in its public order */
  contacts: AdminContact[]
  /** every id of the type in order (moving one up or down sends the whole order) */
  order: number[]
  page: number
  pageSize: number
  /** the contact opened with ?id= */
  selected: AdminContact | null
  missing: string | null
}

/** /AdminUpdateContact (issue 11 §2 Contacts): one type's list (?type=1–8, ?page=) and the contact opened with ?id=. */
export async function data(pageContext: PageContextServer): Promise<UpdateContactData> {
  requireAdminPage(pageContext)
  const search = pageContext.urlParsed.search
  const { adminContacts } = pageContext.services
  const idText = (search.id ?? '').trim()
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null
  const selected = id ? await adminContacts.get(id).catch(() => null) : null
  const asked = Number(search.type)
  const typeCode = selected ? selected.typeCode : (CONTACT_TYPE_CODES as number[]).includes(asked) ? asked : 1
  const [all, counts] = await Promise.all([adminContacts.list(typeCode), adminContacts.countsByType()])
  const last = Math.max(1, Math.ceil(all.length / CONTACTS_PAGE_SIZE))
  const pageText = search.page ?? ''
  const page = Math.min(last, /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1)
  return {
    title: 'Update contacts',
    typeCode,
    counts,
    contacts: all.slice((page - 1) * CONTACTS_PAGE_SIZE, page * CONTACTS_PAGE_SIZE),
    order: all.map((c) => c.id),
    page,
    pageSize: CONTACTS_PAGE_SIZE,
    selected,
    missing: idText && !selected ? idText.slice(0, 20) : null,
  }
}
