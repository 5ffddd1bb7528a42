import { useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { DASHBOARD_HOME } from '#shared/dashboard/routes'
import { SiteSearchBox } from './SiteSearchBox'
import { openLogin } from '../login/loginEvents'
import { logOutConsumer } from '../login/logOut'
import { useSignedIn } from '../login/useSignedIn'
import { Dialog } from './Dialog'
import { CONSUMER_SERVICES_NAV, HEADER_NAV, isGroup, MOBILE_EXTRA_NAV, type NavGroup } from './links'
import { LanguageSwitch } from './LanguageSwitch'
import { NavItemLink } from './NavItemLink'
import { useLinks } from './paths'
import { SupportLine } from './SupportLine'

function DrawerGroup({ group }: { group: NavGroup }) {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  const listId = `drawer-${group.id}`
  return (
    <li className="drawer-nav__item">
      <button type="button" className="drawer-nav__link drawer-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        {t(group.key)}
        <svg className="main-nav__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="drawer-nav__sub" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.key}>
            <NavItemLink link={item} className="drawer-nav__link drawer-nav__link--sub" />
          </li>
        ))}
      </ul>
    </li>
  )
}

/**
 * The phone menu of a signed-in consumer (issue 24 §4): the dashboard and Log out first, then
 * the consumer services. Log out ends the session (server and tab) and opens the home page.
 */
function DrawerAccount() {
  const { t } = useTranslation('common')
  const { href } = useLinks()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  async function logOut() {
    setBusy(true)
    setFailed(false)
    if (await logOutConsumer()) return window.location.assign(href('/'))
    setBusy(false)
    setFailed(true)
  }
  return (
    <div className="drawer-account">
      <div className="drawer-account__actions">
        <a className="btn btn--accent" href={href(DASHBOARD_HOME)}>
          {t('nav.myDashboard')}
        </a>
        <button type="button" className="btn btn--secondary" onClick={logOut} disabled={busy}>
          {t('nav.logout')}
        </button>
      </div>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t('nav.logoutFailed')}
        </p>
      ) : null}
      <nav aria-labelledby="drawer-services-title" className="drawer-nav">
        <h3 id="drawer-services-title" className="drawer-nav__title">
          {t('nav.services')}
        </h3>
        <ul className="drawer-nav__list">
          {CONSUMER_SERVICES_NAV.map((link) => (
            <li key={link.key} className="drawer-nav__item">
              <NavItemLink link={link} ns="home" className="drawer-nav__link" />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/**
 * The navigation drawer of the mobile header: the header links plus the mobile extras and Log
 * In; for a signed-in consumer, the dashboard, Log out and the consumer services instead of Log In.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common')
  const signedIn = useSignedIn()
  return (
    <Dialog open={open} onClose={onClose} title={t('nav.menu')} className="drawer" id="nav-drawer">
      <SiteSearchBox id="drawer-search" className="drawer__search" />
      {signedIn ? <DrawerAccount /> : null}
      <nav aria-label={t('nav.mainLabel')} className="drawer-nav">
        <ul className="drawer-nav__list">
          {HEADER_NAV.map((entry) =>
            isGroup(entry) ? (
              <DrawerGroup key={entry.id} group={entry} />
            ) : (
              <li key={entry.key} className="drawer-nav__item">
                <NavItemLink link={entry} className="drawer-nav__link" />
              </li>
            ),
          )}
          {MOBILE_EXTRA_NAV.map((link) => (
            <li key={link.key} className="drawer-nav__item">
              <NavItemLink link={link} className="drawer-nav__link" />
            </li>
          ))}
        </ul>
      </nav>
      <div className="drawer__actions">
        {signedIn ? null : (
          <button
            type="button"
            className="btn btn--accent btn--block"
            aria-haspopup="dialog"
            onClick={() => {
              onClose()
              openLogin()
            }}
          >
            {t('nav.login')}
          </button>
        )}
        <SupportLine className="drawer__support" />
        <LanguageSwitch className="drawer__lang" />
      </div>
    </Dialog>
  )
}
