/**
 * The harness itself: a sweep that passes must be one that could have failed. On a real
 * page of the site, the watched page records console errors, page errors and requests to
 * other hosts, the hydration wait notices a page that never hydrates, and axe-core reports
 * a violation planted in the DOM.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deviceOptions, formatViolations, hydrated, launchBrowser, runAxe, watchedPage } from '../helpers/browser'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('e2e harness', () => {
  it('records console errors, page errors and requests to another host', async () => {
    const w = await watchedPage(browser, baseUrl, deviceOptions('desktop'))
    try {
      await w.page.goto(`${baseUrl}/website/Safety`)
      await hydrated(w)
      w.expectClean('a clean page')
      await w.page.evaluate(() => {
        console.error('planted console error')
        setTimeout(() => {
          throw new Error('planted page error')
        }, 0)
      })
      const text = () => w.problems.join('\n')
      // both recorded before navigating away: the timer's error must not race the navigation
      await expect.poll(text).toMatch(/console error: planted console error/)
      await expect.poll(text).toMatch(/page error: planted page error/)
      // the site's CSP stops a script's request to another host; a navigation is stopped by the harness
      await w.page.goto('https://example.invalid/planted').catch(() => undefined)
      await expect.poll(text).toMatch(/request to another host: GET https:\/\/example\.invalid\/planted/)
      expect(() => w.expectClean('after planting')).toThrow(/planted/)
    } finally {
      await w.close()
    }
  })

  it('notices a page that never hydrates', async () => {
    const w = await watchedPage(browser, baseUrl, deviceOptions('desktop'))
    try {
      await w.page.route(/\/assets\/.*\.js$/, (route) => route.abort())
      await w.page.goto(`${baseUrl}/website/Safety`)
      await hydrated(w, 2_000)
      expect(w.problems.join('\n')).toMatch(/did not hydrate/)
    } finally {
      await w.close()
    }
  })

  it('runs axe-core under the site CSP and reports a planted violation readably', async () => {
    const w = await watchedPage(browser, baseUrl, deviceOptions('phone'))
    try {
      await w.page.goto(`${baseUrl}/website/Safety`)
      await hydrated(w)
      await w.page.evaluate(() => {
        const img = document.createElement('img')
        img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
        img.id = 'planted-no-alt'
        document.querySelector('main')?.appendChild(img)
      })
      const lines = formatViolations(await runAxe(w.page), 'route /Safety, width 360, locale en')
      expect(lines.some((l) => /^axe image-alt \[critical\] \["#planted-no-alt"\]/.test(l) && l.endsWith('(route /Safety, width 360, locale en)'))).toBe(true)
      w.expectClean('axe injection must not trip the CSP or the console')
    } finally {
      await w.close()
    }
  })
})
