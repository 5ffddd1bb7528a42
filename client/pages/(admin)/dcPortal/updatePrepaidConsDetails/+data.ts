import type { PageContextServer } from 'vike/types'
import type { DcConsumer, DcSearchResult } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface ConsumerMasterData {
  title: string
  /** the search as typed (`?q=`) */
  q: string
  search: DcSearchResult | null
  /** why the search was refused (too short, not letters and digits) */
  searchError: string | null
  /** the consumer asked for (`?consumerNo=`, or the only one the search found) */
  consumer: DcConsumer | null
  /** `?consumerNo=` names no prepaid consumer */
  notFound: string | null
  tariffs: Array<{ code: string; name: string }>
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** /dcPortal/updatePrepaidConsDetails (issue 11 §2): the search, then the consumer to edit. */
export async function data(pageContext: PageContextServer): Promise<ConsumerMasterData> {
  requireAdminPage(pageContext)
  const portal = pageContext.services.dcPortal
  const search = pageContext.urlParsed.search as Record<string, unknown>
  const q = text(search.q).slice(0, 64)
  const asked = text(search.consumerNo).slice(0, 20)
  let result: DcSearchResult | null = null
  let searchError: string | null = null
  if (q) {
    try {
      result = await portal.search(q)
    } catch (err) {
      // a refused search is a 400 of the service (InvalidError): its words go beside the field
      if ((err as { status?: number }).status !== 400) throw err
      searchError = err instanceof Error ? err.message : 'Check the search.'
    }
  }
  let consumer: DcConsumer | null = null
  let notFound: string | null = null
  if (asked) {
    consumer = await portal.consumer(asked)
    if (!consumer) notFound = asked
  } else if (result?.consumers.length === 1) {
    consumer = result.consumers[0]
  }
  return {
    title: 'Prepaid consumer master',
    q,
    search: result,
    searchError,
    consumer,
    notFound,
    tariffs: consumer ? await portal.tariffs() : [],
  }
}
