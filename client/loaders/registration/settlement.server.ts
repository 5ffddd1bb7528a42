import type { PageContextServer } from 'vike/types'
import type { WorkItem } from '#shared/workflow/contract'
import type { OtsOffer } from '#shared/workflow/forms/ots'
import { openWorkItem } from '../applications/access.server'

/** The settlement of `?applNo=` when this visitor may open it (as /PrintAck), with its offer; null for any other item. */
export async function openSettlement(pageContext: PageContextServer): Promise<{ workNo: string | null; item: WorkItem | null; offer: OtsOffer | null }> {
  const { workNo, item } = await openWorkItem(pageContext)
  const offer = item?.kind === 'ots' ? ((item.data as { offer?: OtsOffer }).offer ?? null) : null
  return { workNo, item: offer ? item : null, offer }
}
