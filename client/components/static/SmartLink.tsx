import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { BASE_PATH, localizedPath } from '#shared/locale'

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}

/** The real URL of a content link: routes get the base path and the page's language, files the base path. */
export function resolveHref(href: string, locale: 'en' | 'as'): string {
  if (href.startsWith('/static/')) return BASE_PATH + href
  if (href.startsWith('/')) {
    const [path, query] = href.split('?')
    return BASE_PATH + localizedPath(path, locale) + (query ? '?' + query : '')
  }
  return href
}

/**
 * A link from page content. External sites open in a new tab, say so visibly and to screen
 * readers, and get rel="noopener noreferrer".
 */
export function SmartLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { locale } = usePageContext()
  const { t } = useTranslation('pages')
  if (isExternal(href)) {
    return (
      <a className={['ext-link', className].filter(Boolean).join(' ')} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="ext-link__hint">
          <span aria-hidden="true"> ↗</span> {t('ui.external')}
        </span>
      </a>
    )
  }
  return (
    <a className={className} href={resolveHref(href, locale ?? 'en')}>
      {children}
    </a>
  )
}
