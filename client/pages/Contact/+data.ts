import type { PageContextServer } from 'vike/types'
import { createI18n } from '#shared/i18n'
import { filterContacts, groupContacts } from '#client/components/listing/contacts'
import { readListParams } from '#client/components/listing/query'

export type Data = Awaited<ReturnType<typeof data>>

/** Contacts grouped by the 8 type codes; the name/office filter runs here, on the server. */
export async function data(pageContext: PageContextServer) {
  const { q } = readListParams('/Contact', pageContext.urlParsed.search)
  const all = await pageContext.services.content.contacts()
  const matches = filterContacts(all, q)
  return {
    title: createI18n(pageContext.locale).t('listing:titles.contact'),
    params: { q, year: null, page: 1 },
    total: all.length,
    shown: matches.length,
    groups: groupContacts(matches),
  }
}
