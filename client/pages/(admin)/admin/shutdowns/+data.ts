import type { PageContextServer } from 'vike/types'
import type { PlannedShutdownView } from '#shared/eodb/contract'
import { adminTimeInput } from '#shared/eodb/outages'
import { requireAdminPage } from '#client/loaders/admin/guard.server'
import { loadFeederPicker, type FeederPicker } from '#client/loaders/admin/feederPicker.server'

export interface ShutdownsData {
  title: string
  picker: FeederPicker
  upcoming: PlannedShutdownView[]
  past: PlannedShutdownView[]
  /** when the page was made (epoch ms): which shutdowns may still be cancelled */
  asOf: number
  /** tomorrow 09:00 India time, as the date-time fields start */
  startInput: string
}

const HOUR = 3_600_000

/** /admin/shutdowns (issue 13): the feeder picker of the address, the shutdowns not ended and those of the last 90 days. */
export async function data(pageContext: PageContextServer): Promise<ShutdownsData> {
  requireAdminPage(pageContext)
  const [picker, { upcoming, past }] = await Promise.all([loadFeederPicker(pageContext), pageContext.services.outageAdmin.shutdowns()])
  const asOf = Date.now()
  const tomorrow = adminTimeInput(asOf + 24 * HOUR).slice(0, 10)
  return { title: 'Planned shutdowns', picker, upcoming, past, asOf, startInput: `${tomorrow}T09:00` }
}
