/**
 * The words of the feeds in both languages (shared/locales/{en,as}/feeds.json, with the
 * listing titles and the planned shutdowns' window of listing.json and shutdowns.json): the
 * server writes the feeds without i18next, like the chat assistant's texts.
 */
import asCommon from '#shared/locales/as/common.json'
import asFeeds from '#shared/locales/as/feeds.json'
import asListing from '#shared/locales/as/listing.json'
import asShutdowns from '#shared/locales/as/shutdowns.json'
import enCommon from '#shared/locales/en/common.json'
import enFeeds from '#shared/locales/en/feeds.json'
import enListing from '#shared/locales/en/listing.json'
import enShutdowns from '#shared/locales/en/shutdowns.json'
import type { Locale } from '#shared/locale'
import { fillTemplate } from '#shared/format'

const NAMESPACES: Record<Locale, Record<string, unknown>> = {
  en: { feeds: enFeeds, listing: enListing, shutdowns: enShutdowns, common: enCommon },
  as: { feeds: asFeeds, listing: asListing, shutdowns: asShutdowns, common: asCommon },
}

/**
 * The text of 'namespace:dotted.key' in `locale` with {{name}} filled in; a missing key is a
 * programming error (a test renders every feed in both languages).
 */
export function feedText(locale: Locale, key: string, vars: Record<string, string> = {}): string {
  const [ns, path] = key.split(':', 2)
  let node: unknown = NAMESPACES[locale][ns]
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  if (typeof node !== 'string') throw new Error(`feeds: no text '${key}' in ${locale}`)
  return fillTemplate(node, vars)
}
