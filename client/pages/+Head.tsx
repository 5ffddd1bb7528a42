import { usePageContext } from 'vike-react/usePageContext'
import { i18nFor } from '#client/lib/i18n'
import { HeadLinks } from '#client/components/seo/HeadLinks'
import type { SiteInfo } from '#shared/site'

/** Favicon, description and theme colour of every page; its canonical, hreflang and feed links (issue 14). */
export default function Head() {
  const pageContext = usePageContext()
  const i18n = i18nFor(pageContext.locale ?? 'en')
  const base = import.meta.env.BASE_URL
  return (
    <>
      <meta name="description" content={i18n.t('common:metaDescription')} />
      <meta name="theme-color" content="#0a4d8c" />
      <link rel="icon" href={`${base}favicon.svg`} type="image/svg+xml" />
      {/* an error page (unknown URL, 401, 500) is no page to point search engines at */}
      {!pageContext.is404 && pageContext.abortStatusCode === undefined && !pageContext.errorWhileRendering && (
        <HeadLinks origin={(pageContext as { site?: SiteInfo }).site?.canonicalOrigin} url={pageContext.urlOriginal} locale={pageContext.locale ?? 'en'} i18n={i18n} />
      )}
      {/* Assamese pages draw their text in this font: fetch it with the HTML, not after the CSS */}
      {pageContext.locale === 'as' && <link rel="preload" href={`${base}fonts/noto-sans-bengali-bengali-400-normal.woff2`} as="font" type="font/woff2" crossOrigin="" />}
    </>
  )
}
