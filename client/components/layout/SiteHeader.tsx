import { useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { HEADER_SHRINK_SCROLL_PX } from '#shared/constants'
import { Brand } from './Brand'
import { LanguageSwitch } from './LanguageSwitch'
import { HEADER_NAV, isGroup } from './links'
import { HeaderQuickLogin } from './HeaderQuickLogin'
import { LoginButton } from './LoginButton'
import { NavDropdown } from './NavDropdown'
import { NavItemLink } from './NavItemLink'
import { SiteSearchBox } from './SiteSearchBox'
import { SupportLine } from './SupportLine'
import { useScrolledPast } from './useScrolledPast'

/**
 * The navigation drawer the header opens, given by the layout (SiteLayout's parts): MobileDrawer,
 * or on an HTML-only page the server's drawer kept until it is first opened
 * (client/lib/htmlOnly/Layout.tsx), so that page's script does not carry it (issue 24 §6).
 */
export type DrawerSlot = ComponentType<{ open: boolean; onClose: () => void }>

/**
 * The site header. `mobile` (decided on the server from the User-Agent) renders the phone
 * header: brand, call, language, Log In and a menu button opening the navigation drawer. The desktop
 * header has the full navigation bar; below 960px its CSS swaps the bar for the same menu
 * button, so it stays usable on a narrow window. Shrinks after HEADER_SHRINK_SCROLL_PX.
 */
export function SiteHeader({ mobile, Drawer }: { mobile: boolean; Drawer: DrawerSlot }) {
  const { t } = useTranslation('common')
  const shrunk = useScrolledPast(HEADER_SHRINK_SCROLL_PX)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  const header = useRef<HTMLElement>(null)
  const fullHeight = useRef(0)
  // The header keeps its place in the page when it shrinks: the height it gives up stays as its
  // bottom margin, so nothing below it moves (a 79 px jump under a reader's finger, or between a
  // press and its release, otherwise: the click then lands elsewhere). Before the paint.
  useLayoutEffect(() => {
    const el = header.current
    if (!el) return
    if (!shrunk) {
      el.style.marginBottom = ''
      fullHeight.current = el.getBoundingClientRect().height
    } else if (fullHeight.current) {
      el.style.marginBottom = `${Math.max(0, fullHeight.current - el.getBoundingClientRect().height)}px`
    }
  }, [shrunk])

  const cls = ['site-header', mobile ? 'site-header--mobile' : 'site-header--desktop', shrunk ? 'site-header--shrunk' : '']
  return (
    <header ref={header} className={cls.filter(Boolean).join(' ')} data-shrunk={shrunk ? 'true' : 'false'}>
      <div className="site-header__bar">
        <div className="container site-header__inner">
          <Brand />
          <div className="site-header__actions">
            {/* phones find it at the top of the menu drawer */}
            {mobile ? null : <SiteSearchBox id="header-search" className="site-header__search" />}
            <SupportLine className="site-header__support" compact={mobile} />
            <LanguageSwitch className="site-header__lang" />
            {mobile ? null : <HeaderQuickLogin />}
            {/* on phones too (issue 9 §2): signing in is the first thing most visitors come for */}
            <LoginButton className="btn btn--accent site-header__login" />
            <button ref={menuButton} type="button" className="menu-button" aria-haspopup="dialog" aria-expanded={drawerOpen} aria-controls="nav-drawer" onClick={() => setDrawerOpen(true)}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
              <span>{t('nav.menu')}</span>
            </button>
          </div>
        </div>
      </div>
      {mobile ? null : (
        <nav className="main-nav" aria-label={t('nav.mainLabel')}>
          <div className="container">
            <ul className="main-nav__list">
              {HEADER_NAV.map((entry) =>
                isGroup(entry) ? (
                  <NavDropdown key={entry.id} group={entry} />
                ) : (
                  <li key={entry.key} className="main-nav__item">
                    <NavItemLink link={entry} className="main-nav__link" />
                  </li>
                ),
              )}
            </ul>
          </div>
        </nav>
      )}
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  )
}
