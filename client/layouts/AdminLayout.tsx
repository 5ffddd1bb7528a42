import { useEffect, useState, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ADMIN_LOGIN_PATH, adminPagesFor, ADMIN_HOME_PATH } from '#shared/admin/roles'
import { BASE_PATH } from '#shared/locale'
import { DemoBanner } from '#client/components/layout/DemoBanner'
import '../styles/admin.css'
import { adminCall } from '#client/components/admin/adminApi'
import { clearAdminIdentity } from '#client/components/admin/identity'

const ROLE_NAMES: Record<string, string> = {
  super_admin: 'Super admin',
  content_editor: 'Content editor',
  tender_manager: 'Tender manager',
  complaint_officer: 'Complaint and application officer',
  dc_operator: 'Prepaid DC operator',
  outage_manager: 'Outage manager',
}
export const roleName = (role: string) => ROLE_NAMES[role] ?? role

/**
 * The admin area's frame (English only, ADR 020): the skip link, the demo banner, a header with
 * the admin's name and roles, the pages the roles may open (the server decides: this only hides
 * what a role cannot use), and Log out. The login page has the frame without the menu.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const admin = pageContext.adminSession
  const here = pageContext.urlPathname
  const [menuOpen, setMenuOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  useEffect(() => setMenuOpen(false), [here])

  async function logout() {
    if (!admin || leaving) return
    setLeaving(true)
    try {
      await adminCall(admin.csrf, '/logout', { method: 'POST' })
    } catch {
      // the session may be gone already: the login page is the right place either way
    }
    clearAdminIdentity()
    window.location.assign(BASE_PATH + ADMIN_LOGIN_PATH)
  }

  const pages = admin ? adminPagesFor(admin.roles) : []
  return (
    <div className="site site--admin">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <DemoBanner />
      <header className="admin-header">
        <div className="admin-header__bar">
          <a className="admin-header__brand" href={BASE_PATH + (admin ? ADMIN_HOME_PATH : ADMIN_LOGIN_PATH)}>
            APDCL Admin
          </a>
          {admin ? (
            <div className="admin-header__who">
              <span>
                {admin.name} <span className="admin-header__roles">({admin.roles.map(roleName).join(', ')})</span>
              </span>
              <button type="button" className="btn btn--secondary" onClick={logout} disabled={leaving}>
                {leaving ? 'Logging out…' : 'Log out'}
              </button>
            </div>
          ) : (
            <a className="admin-header__public" href={BASE_PATH + '/'}>
              Public website
            </a>
          )}
        </div>
        {admin ? (
          <nav className="admin-nav" aria-label="Admin">
            <button type="button" className="btn btn--secondary admin-nav__toggle" aria-expanded={menuOpen} aria-controls="admin-nav-list" onClick={() => setMenuOpen((o) => !o)}>
              Menu
            </button>
            <ul id="admin-nav-list" className={menuOpen ? 'admin-nav__list admin-nav__list--open' : 'admin-nav__list'}>
              {pages.map((p) => (
                <li key={p.path}>
                  <a href={BASE_PATH + p.path} aria-current={p.path === here ? 'page' : undefined}>
                    {p.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main-content" tabIndex={-1} className="admin-main">
        <noscript>
          <p className="alert alert--warning">The admin area needs JavaScript. Please turn it on in this browser.</p>
        </noscript>
        {children}
      </main>
      <footer className="admin-footer">
        <p>Assam Power Distribution Company Limited · admin area · every change is recorded in the audit log</p>
      </footer>
    </div>
  )
}
