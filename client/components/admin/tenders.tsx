import type { AdminTender } from '#shared/admin/contract'
import { BASE_PATH } from '#shared/locale'
import { financialYearStart } from '#shared/time'
import { StateBadge } from './ui'

/** The tender screens' common pieces (issue 11 §2 Tenders): dates, the public listing of a tender, its state. */

/** The public page a published tender is listed on (by its category and the financial year of its tender date). */
export function publicListingOf(t: Pick<AdminTender, 'category' | 'tenderDate'>, today = new Date()): { path: string; label: string } {
  if (t.category === 'rdss') return { path: '/RdssProject', label: 'RDSS project' }
  const fy = financialYearStart(today)
  if (t.tenderDate >= `${fy}-04-01`) return { path: '/TenderCurrent', label: 'Current financial year' }
  if (t.tenderDate >= `${fy - 1}-04-01`) return { path: '/TenderPrevious', label: 'Previous financial year' }
  return { path: '/TenderArchive', label: 'Archive' }
}

export const site = (path: string) => BASE_PATH + path

/** A small state badge: Draft or Published. */
export function TenderState({ published }: { published: boolean }) {
  return <StateBadge published={published} unpublished="Draft" />
}
