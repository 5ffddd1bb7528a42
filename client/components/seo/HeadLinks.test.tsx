import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n, loadLocale } from '#shared/i18n'
import { HeadLinks } from './HeadLinks'

const O = 'https://www.apdcl.org'

describe('HeadLinks: canonical, hreflang and feed links of a page head', () => {
  it('a listing in English: canonical without tracking parameters, three alternates, its RSS and Atom feeds', async () => {
    await loadLocale('en')
    const html = renderToStaticMarkup(<HeadLinks origin={O} url="/website/TenderCurrent?utm_source=x&page=2" locale="en" i18n={createI18n('en')} />)
    expect(html).toContain(`<link rel="canonical" href="${O}/website/TenderCurrent?page=2"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${O}/website/TenderCurrent?page=2"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="as" href="${O}/website/AS_TenderCurrent?page=2"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${O}/website/TenderCurrent?page=2"/>`)
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="APDCL: Tenders of the current financial year (RSS feed)" href="/website/feeds/tenders.rss"/>')
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="APDCL: Tenders of the current financial year (Atom feed)" href="/website/feeds/tenders.atom"/>')
  })

  it('an Assamese page: its own canonical, the Assamese feeds with Assamese titles', async () => {
    await loadLocale('as')
    const html = renderToStaticMarkup(<HeadLinks origin={O} url="/website/AS_ShutdownNotices" locale="as" i18n={createI18n('as')} />)
    expect(html).toContain(`<link rel="canonical" href="${O}/website/AS_ShutdownNotices"/>`)
    expect(html).toContain('href="/website/feeds/as/shutdowns.rss"')
    expect(html).toContain('title="এ.পি.ডি.চি.এল.: বিদ্যুৎ বন্ধৰ জাননী (আৰ.এছ.এছ. ফিড)"')
  })

  it('nothing without an origin or for a path that is no page', () => {
    expect(renderToStaticMarkup(<HeadLinks origin={undefined} url="/website/About" locale="en" i18n={createI18n('en')} />)).toBe('')
    expect(renderToStaticMarkup(<HeadLinks origin={O} url="/website/Nope" locale="en" i18n={createI18n('en')} />)).toBe('')
  })
})
