import type { PageContextServer } from 'vike/types'
import type { Tender, TenderPeriod } from '#shared/content/contract'
import { localizeDigits } from '#shared/format'
import { createI18n } from '#shared/i18n'
import { newestDate } from '#shared/pageDates'
import { periodYearLabel } from '#client/components/listing/financialYear'
import { PAGE_SIZE, readListParams } from '#client/components/listing/query'

/** The four tender listings: the three financial-year periods and the RDSS scheme's tenders. */
export type TenderListing = TenderPeriod | 'rdss'

const ROUTES: Record<TenderListing, string> = {
  current: '/TenderCurrent',
  previous: '/TenderPrevious',
  archive: '/TenderArchive',
  rdss: '/RdssProject',
}
export const TENDER_ROUTES = ROUTES

const TITLE_KEYS: Record<TenderListing, string> = {
  current: 'listing:titles.tenderCurrent',
  previous: 'listing:titles.tenderPrevious',
  archive: 'listing:titles.tenderArchive',
  rdss: 'listing:titles.rdss',
}

/** The +data hook of a tender listing page: filtering and paging on the server. */
export function tenderData(listing: TenderListing) {
  return async function data(pageContext: PageContextServer) {
    const params = readListParams(ROUTES[listing], pageContext.urlParsed.search)
    const query = { q: params.q || undefined, year: params.year ?? undefined, page: params.page, pageSize: PAGE_SIZE }
    const today = new Date()
    const { content } = pageContext.services
    const result = listing === 'rdss' ? await content.rdssTenders(query) : await content.tenders(listing, query, today)
    const fy = listing === 'rdss' ? '' : periodYearLabel(listing, today)
    const title = createI18n(pageContext.locale).t(TITLE_KEYS[listing], { fy: localizeDigits(fy, pageContext.locale) })
    const items: Tender[] = result.items
    return {
      listing,
      route: ROUTES[listing],
      title,
      params,
      // 'Last updated' in the footer: the newest tender shown (shared/pageDates.ts)
      contentDate: newestDate(items.map((i) => i.tenderDate)) ?? null,
      result: { items, total: result.total, pageSize: result.pageSize, years: result.years },
      // the size beside each download link (FileLink, issue 24 §5)
      fileSizes: await pageContext.services.downloads.sizes(items.flatMap((i) => [i.nit, ...i.documents.map((d) => d.fileLocation)])),
    }
  }
}

export type TenderPageData = Awaited<ReturnType<ReturnType<typeof tenderData>>>
