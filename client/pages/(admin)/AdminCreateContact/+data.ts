import type { PageContextServer } from 'vike/types'
import { CONTACT_TYPE_CODES } from '#shared/admin/contacts'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface CreateContactData {
  title: string
  /** contacts per type code (the overview) */
  counts: Record<number, number>
  /** ?type= preselected */
  typeCode: number | null
}

/** /AdminCreateContact (issue 11 §2 Contacts): the form, with the type of ?type= chosen. */
export async function data(pageContext: PageContextServer): Promise<CreateContactData> {
  requireAdminPage(pageContext)
  const type = Number(pageContext.urlParsed.search.type)
  return {
    title: 'Create a contact',
    counts: await pageContext.services.adminContacts.countsByType(),
    typeCode: (CONTACT_TYPE_CODES as number[]).includes(type) ? type : null,
  }
}
