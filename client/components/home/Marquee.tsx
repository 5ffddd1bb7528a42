import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { MARQUEE_LOOPS } from '#shared/constants'
import type { HomeLine } from '#client/pages/index/+data'
import { isExternal } from './localize'

function Headline({ item, pageLang }: { item: HomeLine; pageLang: string }) {
  const { t } = useTranslation('common')
  const lang = item.lang !== pageLang ? item.lang : undefined
  const text = <span lang={lang} dangerouslySetInnerHTML={{ __html: item.html }} />
  const badge = item.isNew ? <span className="badge badge--new">{t('new')}</span> : null
  if (item.link && !item.ownLink) {
    const external = isExternal(item.link)
    return (
      <>
        <a href={item.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {text}
          {external ? <span className="visually-hidden"> ({t('opensNewTab')})</span> : null}
        </a>{' '}
        {badge}
      </>
    )
  }
  return (
    <>
      {text} {badge}
    </>
  )
}

/**
 * The scrolling headline marquee: a CSS animation that runs exactly MARQUEE_LOOPS times,
 * pauses on hover and keyboard focus, has a pause button (WCAG 2.2.2), and is a static list
 * under prefers-reduced-motion. After its loops it rests at the start, readable.
 */
export function Marquee({ items }: { items: HomeLine[] }) {
  const { t } = useTranslation('home')
  const locale = usePageContext().locale ?? 'en'
  const [paused, setPaused] = useState(false)
  const [done, setDone] = useState(false)
  const [running, setRunning] = useState(false)
  const track = useRef<HTMLUListElement>(null)
  // speed by text length, so long and short lists move at the same pace
  const chars = items.reduce((n, i) => n + i.html.replace(/<[^>]*>/g, '').length, 0)
  const seconds = Math.max(20, Math.round(chars * 0.22))
  // The duration is set through the CSSOM once the page runs: a style attribute in the HTML
  // would need style-src 'unsafe-inline' in the CSP (ADR 013). Until then the list rests, readable.
  useLayoutEffect(() => {
    if (!track.current) return
    track.current.style.animationDuration = `${seconds}s`
    setRunning(true)
  }, [seconds])
  if (!items.length) return null
  return (
    <section className={'marquee' + (running ? ' is-running' : '') + (paused ? ' is-paused' : '') + (done ? ' is-done' : '')} aria-labelledby="marquee-title">
      <div className="container marquee__inner">
        <h2 id="marquee-title" className="marquee__title">
          {t('marquee.title')}
        </h2>
        <div className="marquee__viewport">
          <ul ref={track} className="marquee__track" data-loops={MARQUEE_LOOPS} onAnimationEnd={() => setDone(true)}>
            {items.map((item) => (
              <li key={item.id} className="marquee__item">
                <Headline item={item} pageLang={locale} />
              </li>
            ))}
          </ul>
        </div>
        {done ? null : (
          <button type="button" className="marquee__pause" onClick={() => setPaused((p) => !p)}>
            {paused ? t('marquee.play') : t('marquee.pause')}
          </button>
        )}
      </div>
    </section>
  )
}
