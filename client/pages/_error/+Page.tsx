import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { BASE_PATH, localizedPath } from '#shared/locale'
import { ADMIN_HOME_PATH } from '#shared/admin/roles'
import { LoginRequired } from '#client/components/dashboard/LoginRequired'
import { loginRequiredReason } from '#client/components/dashboard/loginReason'

/**
 * A page's own wording for its 404 (`throw render(404, reason)` in +data): i18n keys, and an
 * optional way back (e.g. an unknown album of /SubGallery back to /Gallery).
 */
export interface NotFoundReason {
  titleKey: string
  textKey: string
  back?: { route: string; labelKey: string }
}

function notFoundReason(reason: unknown): NotFoundReason | undefined {
  const r = reason as Partial<NotFoundReason> | undefined
  return r && typeof r === 'object' && typeof r.titleKey === 'string' && typeof r.textKey === 'string' ? (r as NotFoundReason) : undefined
}

/** The friendly bilingual error page: a real 404 for unknown routes, a 500 otherwise. */
export default function Page() {
  const pageContext = usePageContext()
  const { t } = useTranslation()
  const is404 = pageContext.is404 !== false && (pageContext.is404 || pageContext.abortStatusCode === 404)
  const locale = pageContext.locale ?? 'en'
  const home = BASE_PATH + localizedPath('/', locale)
  const own = is404 ? notFoundReason(pageContext.abortReason) : undefined
  // a consumer dashboard without a live session (`throw render(401, …)`): the log-in panel
  const login = pageContext.abortStatusCode === 401 ? loginRequiredReason(pageContext.abortReason) : undefined
  if (login) return <LoginRequired reason={login} />
  // an admin page the admin's roles do not open (client/loaders/admin/guard.server.ts): English, as the admin area
  if (pageContext.abortStatusCode === 403) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">This page is not open to your role</h1>
        <p>Your admin account does not hold the role this page needs. The pages your roles open are in the menu of the admin dashboard; a super admin can change your roles.</p>
        <p>
          <a href={BASE_PATH + ADMIN_HOME_PATH}>Go to the admin dashboard</a>
        </p>
      </section>
    )
  }
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{own ? t(own.titleKey) : is404 ? t('error.notFoundTitle') : t('error.serverTitle')}</h1>
      <p>{own ? t(own.textKey) : is404 ? t('error.notFoundText') : t('error.serverText')}</p>
      {!is404 && pageContext.requestId ? <p>{t('error.reference', { id: pageContext.requestId })}</p> : null}
      {own?.back ? (
        <p>
          <a href={BASE_PATH + localizedPath(own.back.route, locale)}>{t(own.back.labelKey)}</a>
        </p>
      ) : null}
      <p>
        <a href={home}>{t('error.home')}</a>
      </p>
    </section>
  )
}
