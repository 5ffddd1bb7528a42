import { useEffect, useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { CAROUSEL_INTERVAL_MS } from '#shared/constants'
import { localizeDigits } from '#shared/format'
import type { HomeBanner } from '#client/pages/index/+data'
import { Kept } from '#client/lib/htmlOnly/Kept'
import { AppSlide } from './AppSlide'
import { isExternal } from './localize'

/**
 * The banner carousel (WAI-ARIA carousel pattern): each banner image with its link, then a
 * final slide promoting the mobile app. Advances every CAROUSEL_INTERVAL_MS; previous, next
 * and pause buttons; pauses while hovered or focused; starts paused under reduced motion.
 * The home page's only (an HTML-only page: its app slide is Kept, client/lib/htmlOnly/Kept.tsx).
 */
export function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation('home')
  const locale = usePageContext().locale ?? 'en'
  const count = banners.length + 1
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false)
  }, [])

  useEffect(() => {
    if (!playing || hovered || focused || count < 2) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [index, playing, hovered, focused, count])

  const go = (i: number) => setIndex((i + count) % count)
  const n = (v: number) => localizeDigits(v, locale)

  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel.roledescription')}
      aria-labelledby="carousel-title"
      data-index={index}
      data-playing={playing && !hovered && !focused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <h2 id="carousel-title" className="visually-hidden">
        {t('carousel.title')}
      </h2>
      <div className="carousel__slides" id="carousel-slides" aria-live={playing ? 'off' : 'polite'}>
        {banners.map((b, i) => {
          const img = (
            <>
              <img src={b.image} alt={b.alt} lang={b.lang !== locale ? b.lang : undefined} width={1200} height={400} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
              {/* the banner's words: text over the picture, in the page's language (issue 9 §1) */}
              {b.caption ? (
                <span className="carousel__caption" lang={b.captionLang !== locale ? b.captionLang : undefined}>
                  {b.caption}
                </span>
              ) : null}
            </>
          )
          const external = b.link ? isExternal(b.link) : false
          return (
            <div
              key={b.id}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { n: n(i + 1), count: n(count) })}
              hidden={i !== index}
            >
              {b.link ? (
                <a className="carousel__link" href={b.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {img}
                </a>
              ) : (
                img
              )}
            </div>
          )
        })}
        <div
          className="carousel__slide carousel__slide--app"
          role="group"
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.slideLabel', { n: n(count), count: n(count) })}
          hidden={index !== count - 1}
        >
          {/* links and pictures only: the home page (HTML-only) keeps the server's markup (issue 24 §6) */}
          <Kept id="carousel-app-slide">{import.meta.env.SSR ? <AppSlide /> : null}</Kept>
        </div>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__btn" onClick={() => go(index - 1)} aria-controls="carousel-slides">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span className="visually-hidden">{t('carousel.previous')}</span>
        </button>
        <button type="button" className="carousel__btn carousel__btn--play" onClick={() => setPlaying((p) => !p)}>
          {playing ? (
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
            </svg>
          ) : (
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M6 4l10 6-10 6z" fill="currentColor" />
            </svg>
          )}
          <span className="visually-hidden">{playing ? t('carousel.pause') : t('carousel.play')}</span>
        </button>
        <span className="carousel__counter" aria-hidden="true">
          {n(index + 1)} / {n(count)}
        </span>
        <button type="button" className="carousel__btn" onClick={() => go(index + 1)} aria-controls="carousel-slides">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span className="visually-hidden">{t('carousel.next')}</span>
        </button>
      </div>
    </section>
  )
}
