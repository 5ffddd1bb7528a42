import type { PageContextServer } from 'vike/types'
import { feederFilterQuery, type FeederFilter, type FeederOption } from '#shared/eodb/outages'

/** What the outage manager's pages know of the feeder picker: the filter, the feeders it finds, the filter's choices. */
export interface FeederPicker {
  filter: FeederFilter
  feeders: FeederOption[]
  /** how many feeders the filter matches (the list shows at most OUTAGE_LIMITS.pickerMax) */
  total: number
  circles: Array<{ code: string; name: string }>
  divisions: Array<{ code: string; name: string; circleCode: string }>
}

/** The picker of /admin/outages and /admin/shutdowns from the address (`circle`, `division`, `q`). */
export async function loadFeederPicker(pageContext: PageContextServer): Promise<FeederPicker> {
  const filter = feederFilterQuery.parse(pageContext.urlParsed.search)
  const admin = pageContext.services.outageAdmin
  const [found, choices] = await Promise.all([admin.feeders(filter), admin.feederChoices()])
  return { filter, ...found, ...choices }
}
