/**
 * Figures of the history graphs (spec §3 graph data: 'label:number' pairs, ISO dates as
 * labels) in the page's language: dates and amounts in Assamese digits on Assamese pages
 * (docs/glossary-as.md digit policy), the site's one date format, Indian grouping.
 */
import { formatDate, formatKwh, formatNumber } from '#shared/format'
import { complaintTarget } from '#shared/links'
import type { Locale } from '#shared/locale'
import { hrefFor } from '../layout/paths'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** '05 Apr 2026' / '০৫ এপ্ৰিল ২০২৬' of an ISO day; any other label as it came. */
export function graphDay(label: string, locale: Locale): string {
  return ISO_DAY.test(label) ? formatDate(label, locale) : label
}

/** The short form under a bar: '05 Apr' / '০৫ এপ্ৰিল'. */
export function graphDayShort(label: string, locale: Locale): string {
  return ISO_DAY.test(label) ? formatDate(label, locale).replace(/\s\S+$/, '') : label
}

/** A rupee unit (the balance history) as given by the bot in either language. */
export const isRupeeUnit = (unit: string) => unit.trim() === '₹'

/** A figure: rupees with two decimals ('₹ 1,234.50'), anything else (the consumption history's kWh) as the site writes energy. */
export function graphValue(value: number, unit: string, locale: Locale): string {
  return isRupeeUnit(unit) ? `₹ ${formatNumber(value, locale, 2)}` : formatKwh(value, locale)
}

export interface BarLayout {
  x: number
  y: number
  width: number
  height: number
  /** the bar's day under it */
  labelX: number
}

/**
 * Bars of `values` in a `width` × `height` drawing area (SVG user units): the tallest reaches
 * the top, zero and below draw nothing (a balance may run out), every bar as wide as its share.
 */
export function barLayout(values: number[], width: number, height: number, gap = 6): BarLayout[] {
  const max = Math.max(0, ...values)
  const slot = values.length ? width / values.length : 0
  const barWidth = Math.max(1, slot - gap)
  return values.map((v, i) => {
    const h = max > 0 && v > 0 ? (v / max) * height : 0
    const x = i * slot + (slot - barWidth) / 2
    return { x, y: height - h, width: barWidth, height: h, labelX: i * slot + slot / 2 }
  })
}

/**
 * Where a bot's link may go: a path of this site (/website/…, /api/…) as it is, relative to
 * the page; an absolute http(s) address on the page's own origin (the bill PDF when no billing
 * host is configured) in the same tab; any other absolute http(s) address in a new tab;
 * nothing else (a `javascript:` or data URL is never made a link).
 */
export function safeChatLink(href: string, pageOrigin?: string): { href: string; external: boolean } | null {
  if (/^\/(website|api)\//.test(href)) return { href, external: false }
  if (!/^https?:\/\//i.test(href)) return null
  try {
    const url = new URL(href)
    return { href: url.href, external: url.origin !== pageOrigin }
  } catch {
    return null
  }
}

/**
 * Where the menu's 'Register complain' opens (spec §4 'opens the external complaint site'):
 * COMPLAINTS_URL (pageContext.site.complaintsUrl) as the side menu and the bot read it, a route
 * of ours under /website/ in the page's language, an absolute URL as it is; else the outside site.
 */
export function complaintHref(complaintsUrl: string | undefined, locale: Locale): string {
  const target = complaintTarget(complaintsUrl)
  return 'route' in target ? hrefFor(target.route, locale) : target.href
}
