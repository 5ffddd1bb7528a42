/**
 * Checks shared by the e2e files: the raw server HTML of a page, read in a Chromium page
 * with JavaScript off (what a crawler or a slow phone sees before hydration).
 */
import type { Browser, Page } from 'playwright-core'
import { extractLocale } from '../../shared/locale'
import { latinWords } from '../helpers/latinWords'

export interface RawPage {
  status: number
  location: string | null
  html: string
}

/** GET without following redirects. */
export async function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<RawPage> {
  const res = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html', ...headers } })
  return { status: res.status, location: res.headers.get('location'), html: await res.text() }
}

export interface RawFacts {
  lang: string | null
  hasMain: boolean
  h1: string
  mainText: string
  title: string
  /**
   * What a reader meets in words before any script runs, as readerText() (browser.ts) reads a
   * live page: the title, the body's text and the spoken attributes, without what is marked
   * translate="no" or hidden by its `hidden` attribute (the stylesheet is not applied here)
   */
  readerText: string
  /** tables in <main> outside a `.table-wrap` (the one container that scrolls a wide table on a phone) */
  bareTables: number
}

/**
 * Reads raw HTML as a JavaScript-off browser would, without touching the network: the HTML is
 * parsed by DOMParser (scripting off, nothing fetched, no navigation) in a JavaScript-off page.
 */
export async function rawReader(browser: Browser): Promise<{ read: (html: string) => Promise<RawFacts>; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page: Page = await context.newPage()
  return {
    read: (html: string) =>
      page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html')
        const main = doc.querySelector('main#main-content') as HTMLElement | null
        const h1 = main?.querySelector('h1')
        const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
        return {
          lang: doc.documentElement.getAttribute('lang'),
          hasMain: !!main,
          h1: norm(h1?.textContent),
          mainText: norm(main?.textContent),
          title: norm(doc.title),
          bareTables: main ? Array.from(main.querySelectorAll('table')).filter((t) => !t.closest('.table-wrap')).length : 0,
          readerText: (() => {
            const parts: string[] = [doc.title]
            const skip = (el: Element | null) => !!el?.closest('[translate="no"], [hidden], script, style, template, head')
            const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT)
            for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!skip(n.parentElement)) parts.push(n.textContent ?? '')
            for (const el of Array.from(doc.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt], input[type=submit], input[type=button]'))) {
              if (skip(el)) continue
              for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) parts.push(el.getAttribute(attr) ?? '')
              if (el.matches('input[type=submit], input[type=button]')) parts.push((el as HTMLInputElement).value)
            }
            return norm(parts.join(' '))
          })(),
        }
      }, html),
    close: () => context.close(),
  }
}

/** Minimum visible text in <main> for a page not to count as an empty shell. */
export const MIN_MAIN_TEXT = 200

/** Problems of a page's raw HTML (empty when it is a real, server-rendered page). */
export function rawProblems(f: RawFacts, expectLang: 'en' | 'as'): string[] {
  const out: string[] = []
  if (!f.hasMain) out.push('no <main id="main-content"> in the server HTML')
  else {
    if (!f.h1) out.push('no <h1> with text inside <main> in the server HTML')
    if (f.mainText.length < MIN_MAIN_TEXT) {
      out.push(`server HTML <main> holds only ${f.mainText.length} characters of text (an empty shell?): "${f.mainText.slice(0, 120)}"`)
    }
  }
  if (!f.title) out.push('empty <title>')
  if (f.lang !== expectLang && !(expectLang === 'as' && f.lang?.startsWith('as')) && !(expectLang === 'en' && f.lang?.startsWith('en'))) {
    out.push(`<html lang="${f.lang}">, expected "${expectLang}"`)
  }
  if (expectLang === 'as' && !/[\u0980-\u09FF]/.test(f.h1)) out.push(`Assamese page with a heading not in Assamese: "${f.h1}"`)
  if (f.bareTables) out.push(`${f.bareTables} table(s) in <main> outside a .table-wrap: sideways scroll on a phone`)
  if (expectLang === 'as') {
    const words = latinWords(f.readerText)
    if (words.length) out.push(`English on an Assamese page: ${words.slice(0, 30).join(', ')}`)
  }
  return out
}

export const isAssameseRoute = (route: string) => extractLocale(route.split('?')[0]).locale === 'as'
