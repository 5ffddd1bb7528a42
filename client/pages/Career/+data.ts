import type { PageContextServer } from 'vike/types'
import { createI18n } from '#shared/i18n'
import { newestDate } from '#shared/pageDates'
import { PAGE_SIZE, readListParams } from '#client/components/listing/query'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const params = readListParams('/Career', pageContext.urlParsed.search)
  const result = await pageContext.services.content.careers({
    q: params.q || undefined,
    year: params.year ?? undefined,
    page: params.page,
    pageSize: PAGE_SIZE,
  })
  return {
    title: createI18n(pageContext.locale).t('listing:titles.career'),
    params,
    // 'Last updated' in the footer: the newest notice shown (shared/pageDates.ts)
    contentDate: newestDate(result.items.map((i) => i.advDate)) ?? null,
    result: { items: result.items, total: result.total, pageSize: result.pageSize, years: result.years },
    // the size beside each download link (FileLink, issue 24 §5)
    fileSizes: await pageContext.services.downloads.sizes(result.items.flatMap((i) => [i.adv, ...i.documents.map((d) => d.fileLocation)])),
  }
}
