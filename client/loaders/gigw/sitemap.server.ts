/**
 * The HTML sitemap (/Sitemap, issue 14, GIGW 3.0), built from what the site already declares,
 * never a hand list: the menus of the header, the home page and the footer (their own labels,
 * in their order), then every other public page of shared/routes.ts by its section, labelled
 * with the title its page declares (`titleKey` of its +config, or the document route's title).
 * Pages reached only with a parameter or a session are left out (SKIPPED); external sites too.
 * Server only: the page gets the groups in its language.
 */
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import { createI18n } from '#shared/i18n'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'
import { ROUTES, type RouteSection } from '#shared/routes'
import { HEADER_NAV, HELP_LINKS, isGroup, MOBILE_EXTRA_NAV, POLICY_LINKS, SITE_LINKS, type NavLink } from '#client/components/layout/links'
import { PAYMENT_LINKS, PROJECT_LINKS, QUICK_LINKS, SIDE_MENU } from '#client/components/home/homeLinks'

export interface SitemapLink {
  label: string
  /** the page's address in the sitemap's language (base path included) */
  href: string
  /** a header dropdown: its pages (the entry itself is no page) */
  children?: SitemapLink[]
}

export interface SitemapGroup {
  id: string
  title: string
  links: SitemapLink[]
}

/** Pages that need a parameter, a session or the app's web view: reached from the pages listed. */
export const SKIPPED: ReadonlySet<string> = new Set(['/SubGallery', '/AdSmtPrdRct', '/PaymentStatus', '/PrintAck', '/PrintSOSS', '/RechargePrepaidMb', '/RechargePrepaidTest'])

/** The sections whose remaining pages are listed after the menus, with their group's title key. */
const SECTIONS: Array<[RouteSection, string]> = [
  ['public', 'gigw:sitemap.groups.otherPublic'],
  ['smart-prepaid', 'gigw:sitemap.groups.smartPrepaid'],
  ['eodb', 'gigw:sitemap.groups.eodb'],
]

/** The `titleKey` each page folder's +config declares, read as text (the configs are not run). */
const configs = import.meta.glob<string>('../../pages/*/+config.ts', { eager: true, query: '?raw', import: 'default' })
export const TITLE_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(configs).flatMap(([file, text]) => {
    const key = /titleKey:\s*'([^']+)'/.exec(text)?.[1]
    const folder = file.split('/').at(-2) ?? ''
    return key && !folder.startsWith('(') ? [[folder === 'index' ? '/' : `/${folder}`, key]] : []
  }),
)

/** The i18n key of a route's title (its +config, else its document listing's), or undefined. */
export function titleKeyOf(route: string): string | undefined {
  const doc = DOCUMENT_ROUTES[route]
  return TITLE_KEYS[route] ?? (doc ? `listing:${doc.titleKey}` : undefined)
}

/** Every group of the sitemap in `locale`. */
export function sitemapGroups(locale: Locale): SitemapGroup[] {
  const { t } = createI18n(locale)
  const href = (to: string) => {
    const [path, query] = to.split('?')
    return BASE_PATH + localizedPath(path, locale) + (query ? `?${query}` : '')
  }
  const listed = new Set<string>()
  const links = (items: readonly NavLink[], ns: string): SitemapLink[] =>
    items.flatMap((l) => {
      if (!l.to) return []
      listed.add(l.to.split('?')[0])
      return [{ label: t(`${ns}:${l.key}`), href: href(l.to) }]
    })

  const header: SitemapLink[] = HEADER_NAV.map((e) => (isGroup(e) ? { label: t(`common:${e.key}`), href: '', children: links(e.items, 'common') } : links([e], 'common')[0]))
  const groups: SitemapGroup[] = [
    { id: 'header', title: t('gigw:sitemap.groups.header'), links: header.filter(Boolean) },
    { id: 'more', title: t('common:footer.more'), links: links(MOBILE_EXTRA_NAV, 'common') },
    { id: 'services', title: t('gigw:sitemap.groups.services'), links: links(PAYMENT_LINKS, 'home') },
    { id: 'quick-links', title: t('gigw:sitemap.groups.quickLinks'), links: links(QUICK_LINKS, 'home') },
    { id: 'projects', title: t('gigw:sitemap.groups.projects'), links: links(PROJECT_LINKS, 'home') },
    { id: 'consumer-corner', title: t('gigw:sitemap.groups.sideMenu'), links: links(SIDE_MENU, 'home') },
    { id: 'policies', title: t('common:footer.policies'), links: links(POLICY_LINKS, 'common') },
    { id: 'help', title: t('common:footer.help'), links: links(HELP_LINKS, 'common') },
    { id: 'site', title: t('common:footer.site'), links: links(SITE_LINKS, 'common') },
  ]
  for (const [section, titleKey] of SECTIONS) {
    const rest = ROUTES.filter((r) => r.section === section && r.implemented && !listed.has(r.path) && !SKIPPED.has(r.path))
    const items = rest.flatMap((r) => {
      const key = titleKeyOf(r.path)
      return key ? [{ label: t(key, { fy: '' }).replace(/\s+$/, ''), href: href(r.path) }] : []
    })
    rest.forEach((r) => listed.add(r.path))
    if (items.length) groups.push({ id: section, title: t(titleKey), links: items })
  }
  return groups.filter((g) => g.links.length)
}
