import type { PageContextServer } from 'vike/types'
import { adminTimeInput, type AdminOutage } from '#shared/eodb/outages'
import { requireAdminPage } from '#client/loaders/admin/guard.server'
import { loadFeederPicker, type FeederPicker } from '#client/loaders/admin/feederPicker.server'

export interface OutagesData {
  title: string
  picker: FeederPicker
  open: AdminOutage[]
  recent: AdminOutage[]
  /** the open outage chosen for closing (?close=id), or none */
  closing: AdminOutage | null
  /** a ?close that named no open outage */
  missing: boolean
  /** the outage closed just now (?closed=id, where closing leads) */
  justClosed: AdminOutage | null
  /** now, as the date-time fields start (India time) */
  nowInput: string
}

/** /admin/outages (issue 13): the feeder picker of the address, the open and recent outages, the one being closed. */
export async function data(pageContext: PageContextServer): Promise<OutagesData> {
  requireAdminPage(pageContext)
  const search = pageContext.urlParsed.search
  const [picker, { open, recent }] = await Promise.all([loadFeederPicker(pageContext), pageContext.services.outageAdmin.outages()])
  const closeId = (search.close ?? '').trim()
  const closing = closeId ? (open.find((o) => String(o.id) === closeId) ?? null) : null
  const justClosed = search.closed ? (recent.find((o) => String(o.id) === search.closed.trim()) ?? null) : null
  return { title: 'Outages', picker, open, recent, closing, missing: !!closeId && !closing, justClosed, nowInput: adminTimeInput(Date.now()) }
}
