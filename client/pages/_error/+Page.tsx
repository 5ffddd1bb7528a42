import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { BASE_PATH, localizedPath } from '../../../shared/locale'

/** The friendly bilingual error page: a real 404 for unknown routes, a 500 otherwise. */
export default function Page() {
  const pageContext = usePageContext()
  const { t } = useTranslation()
  const is404 = pageContext.is404 !== false && (pageContext.is404 || pageContext.abortStatusCode === 404)
  const home = BASE_PATH + localizedPath('/', pageContext.locale ?? 'en')
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{is404 ? t('error.notFoundTitle') : t('error.serverTitle')}</h1>
      <p>{is404 ? t('error.notFoundText') : t('error.serverText')}</p>
      {!is404 && pageContext.requestId ? <p>{t('error.reference', { id: pageContext.requestId })}</p> : null}
      <p>
        <a href={home}>{t('error.home')}</a>
      </p>
    </section>
  )
}
