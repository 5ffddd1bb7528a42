import type { PageContextServer } from 'vike/types'
import { openWorkItem } from '#client/loaders/applications/access.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The item of ?applNo= when this visitor may open it; a signed-in consumer's own items; the form's state. */
export async function data(pageContext: PageContextServer) {
  const { workNo, item } = await openWorkItem(pageContext)
  const session = pageContext.consumerSession
  const mine = session.state === 'active' ? await pageContext.services.workflow.listByMobile(session.session.mobile) : null
  return { workNo, item, mine, post: pageContext.formPost ?? null }
}
