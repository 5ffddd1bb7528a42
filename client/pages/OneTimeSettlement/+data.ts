import type { PageContextServer } from 'vike/types'
import { indiaToday } from '#shared/time'

export type Data = Awaited<ReturnType<typeof data>>

/** The schemes running today and the form's state after a POST (step 2 with the offer, or the problems). */
export async function data(pageContext: PageContextServer) {
  const today = indiaToday()
  const schemes = (await pageContext.services.ots.rules()).filter((r) => r.validFrom <= today && today <= r.validTo)
  return { schemes, post: pageContext.formPost ?? null }
}
