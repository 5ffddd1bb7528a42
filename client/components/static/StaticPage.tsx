import { useEffect } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import type { Bilingual, Section } from '#shared/content/types'
import { Blocks } from './Blocks'
import { PageHeader } from './PageHeader'
import { SmartLink } from './SmartLink'
import './static.css'

interface Props {
  /** the page's key in shared/locales/<lang>/pages.json (its title is `<key>.title`) */
  pageKey: string
  content: Bilingual
  /**
   * 'sections': every section shown, with an "On this page" list when there are several.
   * 'accordion': each section a <details>; ?showdiv=<id> opens that one (already in the server
   * HTML) and scrolls to it, no showdiv opens all. `route` is the page's own route for the links.
   */
  layout?: 'sections' | 'accordion'
  route?: string
  /** the namespace of the title when not `pages` (the GIGW pages: `gigw`) */
  titleNs?: string
}

/** One editorial page, driven entirely by its bilingual content module. */
export function StaticPage({ pageKey, content, layout = 'sections', route, titleNs = 'pages' }: Props) {
  const { t } = useTranslation('pages')
  const pageContext = usePageContext()
  const locale = pageContext.locale ?? 'en'
  const page = content[locale]
  const ids = page.sections.map((s) => s.id)
  const wanted = pageContext.urlParsed?.search?.showdiv
  const showdiv = layout === 'accordion' && wanted && ids.includes(wanted) ? wanted : undefined

  useEffect(() => {
    if (!showdiv) return
    // after Vike has set its own scroll position on client-side navigation
    const timer = window.setTimeout(() => document.getElementById(showdiv)?.scrollIntoView({ block: 'start' }), 0)
    return () => window.clearTimeout(timer)
  }, [showdiv])

  return (
    <article className={`static-page static-page--${pageKey}`}>
      <PageHeader title={t(`${titleNs}:${pageKey}.title`)} lead={page.lead} illustration={page.illustration} updated={page.updated} />
      <div className={page.sections.length > 2 ? 'container section static-body static-body--toc' : 'container section static-body'}>
        {page.sections.length > 2 ? (
          <nav className="static-toc" aria-label={t('ui.onThisPage')}>
            <p className="static-toc__title">{t('ui.onThisPage')}</p>
            <ul>
              {page.sections.map((s) => (
                <li key={s.id}>{layout === 'accordion' && route ? <SmartLink href={`${route}?showdiv=${s.id}`}>{s.title}</SmartLink> : <a href={`#${s.id}`}>{s.title}</a>}</li>
              ))}
            </ul>
            {layout === 'accordion' && route && showdiv ? (
              <p className="static-toc__all">
                <SmartLink href={route}>{t('ui.showAll')}</SmartLink>
              </p>
            ) : null}
          </nav>
        ) : null}
        {layout === 'accordion' ? (
          // remount on a new ?showdiv so the right section opens after client-side navigation too
          <div className="static-content static-accordion" key={showdiv ?? 'all'}>
            {page.sections.map((s) => (
              <details key={s.id} id={s.id} className="static-accordion__item" open={!showdiv || showdiv === s.id}>
                <summary className="static-accordion__summary">
                  <h2 className="static-accordion__title">{s.title}</h2>
                </summary>
                <div className="static-accordion__body">
                  <SectionBody section={s} />
                </div>
              </details>
            ))}
          </div>
        ) : (
          <div className="static-content">
            {page.sections.map((s) => (
              <section key={s.id} id={s.id} className="static-section" aria-labelledby={`${s.id}-title`}>
                <h2 id={`${s.id}-title`} className="section-title">
                  {s.title}
                </h2>
                <SectionBody section={s} />
              </section>
            ))}
          </div>
        )}
      </div>
    </article>
  )
}

function SectionBody({ section }: { section: Section }) {
  return (
    <>
      <Blocks blocks={section.blocks} />
      {section.subsections?.map((sub) => (
        <div key={sub.id} id={sub.id} className="static-subsection">
          <h3>{sub.title}</h3>
          <Blocks blocks={sub.blocks} />
        </div>
      ))}
    </>
  )
}
