import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '#shared/locale'
import { mirrorHref } from './paths'

/**
 * The switch to this page's mirror in the other language (X <-> AS_X, the English home to
 * /Assamese), keeping the query string. The visible name is in the target language, so the
 * link carries hreflang and lang; the screen-reader hint stays in the page's language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  const pageContext = usePageContext()
  const locale: Locale = pageContext.locale ?? 'en'
  const target: Locale = locale === 'en' ? 'as' : 'en'
  const href = mirrorHref(pageContext.urlOriginal ?? '/', target, !!pageContext.isMobile)
  return (
    <a className={'lang-switch' + (className ? ' ' + className : '')} href={href} hrefLang={target} lang={target}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M2.5 12h19M12 2.5c3 3.2 3 15.8 0 19M12 2.5c-3 3.2-3 15.8 0 19" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {/* the other language's own name ('English' on an Assamese page), never translated: translate="no" tells browsers' and tools' translators so */}
      <span translate="no">{t('languageSwitch')}</span>
      <span className="visually-hidden" lang={locale}>
        {' '}
        ({t('languageSwitchLabel')})
      </span>
    </a>
  )
}
