import { useTranslation } from '#client/lib/useTranslation'
import { SUPPORT_NUMBER } from '#shared/constants'
import { COMPLAINT_DESK } from '#shared/links'
import { useLinks } from '../layout/paths'

/**
 * The 24x7 support banner: phone 1912, the support e-mail from configuration, and the
 * complaint desk (issue 24 §2: on the first screen of a phone, whatever COMPLAINTS_URL says).
 */
export function SupportBanner({ email }: { email: string }) {
  const { t } = useTranslation('home')
  const { href } = useLinks()
  return (
    <section className="support-banner" aria-labelledby="support-title">
      <div className="container support-banner__inner">
        <svg className="support-banner__icon" width="40" height="40" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="#f5b400" />
          <path d="M14 26v-4a10 10 0 0 1 20 0v4" fill="none" stroke="#06345f" strokeWidth="3" />
          <rect x="11" y="24" width="6" height="10" rx="2" fill="#06345f" />
          <rect x="31" y="24" width="6" height="10" rx="2" fill="#06345f" />
          <path d="M34 34c0 3-3 5-8 5" fill="none" stroke="#06345f" strokeWidth="2.5" />
        </svg>
        <h2 id="support-title" className="support-banner__title">
          {t('support.title')}
        </h2>
        <p className="support-banner__text">
          {t('support.call')}{' '}
          <a className="support-banner__phone" href={`tel:${SUPPORT_NUMBER}`}>
            {SUPPORT_NUMBER}
          </a>{' '}
          {t('support.or')}{' '}
          <a className="support-banner__mail" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
        <ul className="support-banner__links">
          <li>
            <a href={href(COMPLAINT_DESK.register)}>{t('support.complaint')}</a>
          </li>
          <li>
            <a href={href(COMPLAINT_DESK.status)}>{t('support.complaintStatus')}</a>
          </li>
        </ul>
      </div>
    </section>
  )
}
