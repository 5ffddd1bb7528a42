/**
 * An HTML-only page carries in its HTML the texts its server render used (issue 24 §6): the
 * namespaces looked up, in the page's language and any English fallback, and those its
 * components asked for; no other namespace.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useTranslation } from '#client/lib/useTranslation'
import { I18nextProvider } from 'react-i18next'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { afterEach, describe, expect, it } from 'vitest'
import { resources, type Texts } from '#shared/i18n'
import type { Locale } from '#shared/locale'
import { i18nFor } from '../i18n'
import { PageContextScript } from './PageContextScript'
import { HTML_ONLY_CONTEXT_ID } from './context'

/** What the billing page's body might read: its own namespace, one word of another, and a namespace it only asks for. */
function Body() {
  const { t } = useTranslation(['billing', 'payLinks'])
  return (
    <p>
      {t('payBill.title')} {t('forms:summaryTitle')} {t('probe:onlyEnglish', { defaultValue: '' })}
    </p>
  )
}

/** Renders the page as vike-react does (the page first, then the head) and reads the texts of its context script. */
function textsOf(locale: Locale): Texts {
  const pageContext = { locale, urlOriginal: '/x', urlPathname: '/x', urlParsed: { pathname: '/x', search: {} }, config: {}, data: null } as unknown as PageContext
  const wrap = (children: ReturnType<typeof createElement>) => createElement(VikeReactProviderPageContext, { pageContext, children })
  renderToStaticMarkup(wrap(createElement(I18nextProvider, { i18n: i18nFor(locale, pageContext) }, createElement(Body))))
  const head = renderToStaticMarkup(wrap(createElement(PageContextScript)))
  const json = new RegExp(`<script id="${HTML_ONLY_CONTEXT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(head)?.[1]
  return (JSON.parse(json ?? '{}') as { texts: Texts }).texts
}

describe('the texts an HTML-only page carries', () => {
  afterEach(() => {
    delete resources.en.probe
    delete resources.as?.probe
  })

  it('English: the namespaces read and asked for, nothing else', () => {
    const texts = textsOf('en')
    expect(Object.keys(texts)).toEqual(['en'])
    expect(Object.keys(texts.en ?? {}).sort()).toEqual(['billing', 'forms', 'payLinks'])
    expect(texts.en?.billing).toEqual(resources.en.billing)
  })

  it('Assamese: its own namespaces, and English only where it fell back', () => {
    resources.en.probe = { onlyEnglish: 'English only' }
    resources.as!.probe = {}
    const texts = textsOf('as')
    expect(Object.keys(texts.as ?? {}).sort()).toEqual(['billing', 'forms', 'payLinks', 'probe'])
    // 'probe:onlyEnglish' is not in Assamese: its English namespace comes along, no other English
    expect(Object.keys(texts.en ?? {})).toEqual(['probe'])
  })
})
