import { useTranslation } from '#client/lib/useTranslation'
import type { NavLink } from './links'
import { useLinks } from './paths'

/**
 * One navigation link: internal routes are localized (AS_ on Assamese pages) and marked
 * aria-current="page" when they are the current page; external ones open in a new tab and
 * say so to screen readers.
 */
export function NavItemLink({ link, className, ns = 'common' }: { link: NavLink; className?: string; ns?: string }) {
  const { t } = useTranslation([ns, 'common'])
  const { href, isCurrent } = useLinks()
  const label = t(`${ns}:${link.key}`)
  if (link.href) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> ({t('common:opensNewTab')})</span>
        <svg className="ext-icon" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M5 2H2v8h8V7M7 2h3v3M10 2L5 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </a>
    )
  }
  const to = link.to ?? '/'
  return (
    <a className={className} href={href(to)} aria-current={isCurrent(to) ? 'page' : undefined}>
      {label}
    </a>
  )
}
