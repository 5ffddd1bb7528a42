import { useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { NavItemLink } from '../layout/NavItemLink'
import { usePageContext } from 'vike-react/usePageContext'
import type { SiteInfo } from '#shared/site'
import { complaintLink, SIDE_MENU } from './homeLinks'

/**
 * The left side menu of the home page: a tab fixed at the left edge that slides the menu out
 * on hover and on keyboard focus (desktop), and a toggle button (phones and touch).
 */
export function SideMenu({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('home')
  const complaintsUrl = (usePageContext() as { site?: SiteInfo }).site?.complaintsUrl
  const [hover, setHover] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  const [pinned, setPinned] = useState(false)
  const open = hover || focusInside || pinned
  const close = () => {
    setHover(false)
    setFocusInside(false)
    setPinned(false)
  }
  return (
    <nav
      className={'side-menu' + (open ? ' is-open' : '') + (mobile ? ' side-menu--mobile' : '')}
      aria-label={t('side.label')}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHover(false)}
      onFocus={(e) => {
        if (!(e.target as HTMLElement).classList.contains('side-menu__toggle')) setFocusInside(true)
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          setFocusInside(false)
          setPinned(false)
        }
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          close()
          ;(e.currentTarget.querySelector('.side-menu__toggle') as HTMLElement | null)?.focus()
        }
      }}
    >
      <button type="button" className="side-menu__toggle" aria-expanded={open} aria-controls="side-menu-list" onClick={() => (open && !pinned && !hover ? close() : setPinned((v) => !v))}>
        <span>{mobile ? t('side.label') : t('side.toggle')}</span>
        {mobile ? (
          <svg className="main-nav__chevron" width="14" height="14" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : null}
      </button>
      <ul id="side-menu-list" className="side-menu__list">
        {SIDE_MENU.map((l) => (
          <li key={l.key}>
            <NavItemLink link={l.key === 'side.complaint' ? complaintLink(complaintsUrl) : l} ns="home" className="side-menu__link" />
          </li>
        ))}
      </ul>
    </nav>
  )
}
