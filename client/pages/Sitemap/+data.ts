import type { PageContextServer } from 'vike/types'
import { sitemapGroups } from '#client/loaders/gigw/sitemap.server'

export type Data = Awaited<ReturnType<typeof data>>

/** /Sitemap (issue 14): the menus and every other public page, in the page's language. */
export async function data(pageContext: PageContextServer) {
  return { groups: sitemapGroups(pageContext.locale ?? 'en') }
}
