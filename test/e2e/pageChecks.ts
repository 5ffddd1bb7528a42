/**
 * Checks shared by the e2e files: the raw server HTML of a page, read in a Chromium page
 * with JavaScript off (what a crawler or a slow phone sees before hydration).
 */
import type { Browser, Page } from 'playwright-core'
import { extractLocale } from '../../shared/locale'

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
  return out
}

export const isAssameseRoute = (route: string) => extractLocale(route.split('?')[0]).locale === 'as'
