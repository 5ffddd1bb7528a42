import { useEffect, useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { DASHBOARD_HOME } from '#shared/dashboard/routes'
import { hrefFor, useLinks } from '../layout/paths'
import { logOutConsumer } from '../login/logOut'
import { SESSION_KEYS, selectConsumer } from '../login/sessionStore'
import { connTypeKey } from './labels'
import type { SessionStrip as StripData } from './types'

/** Remembers the consumer number on show in this tab (spec §3 selectedCons). */
export function rememberSelected(consNo: string): void {
  if (selectConsumer(consNo)) return
  try {
    window.sessionStorage.setItem(SESSION_KEYS.selectedCons, consNo)
  } catch {
    // storage blocked: the URL still carries ?consNo=
  }
}

/**
 * The top strip of every dashboard: who is signed in (masked mobile), a switch between the
 * mobile's consumer numbers, a link to all of them, and Log out. The switch is a plain GET
 * form, so it works without JavaScript; the server sends a consumer of another type on to
 * its own dashboard.
 */
export function SessionStrip({ strip, route }: { strip: StripData; route: string }) {
  const { t } = useTranslation('dashboard')
  const { href, locale } = useLinks()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (strip.selected) rememberSelected(strip.selected)
  }, [strip.selected])

  async function logOut() {
    setBusy(true)
    setFailed(false)
    if (await logOutConsumer()) return window.location.assign(hrefFor('/', locale))
    setBusy(false)
    setFailed(true)
  }

  return (
    <div className="dash-strip" role="region" aria-label={t('strip.label')}>
      <div className="container dash-strip__inner">
        <p className="dash-strip__who">
          {t('strip.signedInAs')} <strong data-testid="dash-mobile">{strip.maskedMobile}</strong>
        </p>
        {strip.consumers.length > 1 ? (
          <form
            className="dash-strip__switch"
            method="get"
            action={href(route)}
            onSubmit={(e) => {
              const value = new FormData(e.currentTarget).get('consNo')
              if (typeof value === 'string') rememberSelected(value)
            }}
          >
            <label htmlFor="dash-switch">{t('strip.switchLabel')}</label>
            <select id="dash-switch" name="consNo" className="select" defaultValue={strip.selected ?? undefined}>
              {strip.consumers.map((c) => (
                <option key={c.consumerNo} value={c.consumerNo}>
                  {c.consumerNo} · {t(connTypeKey(c.connType))}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn--secondary btn--small">
              {t('strip.switch')}
            </button>
          </form>
        ) : null}
        <div className="dash-strip__actions">
          {route !== DASHBOARD_HOME ? (
            <a className="btn btn--link" href={href(DASHBOARD_HOME)}>
              {t('strip.allConsumers')}
            </a>
          ) : null}
          <button type="button" className="btn btn--secondary btn--small" onClick={logOut} disabled={busy}>
            {t('strip.logout')}
          </button>
        </div>
        {failed ? (
          <p className="alert alert--error dash-strip__error" role="alert">
            {t('strip.logoutFailed')}
          </p>
        ) : null}
      </div>
    </div>
  )
}
