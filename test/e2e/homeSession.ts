/**
 * One Chromium per home test file, a fresh watched context per test; after each test any
 * console error, page error, hydration warning or foreign request fails it.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { deviceOptions, launchBrowser, settle, watchedPage, type WatchedPage } from '../helpers/browser'
import { e2eBaseUrl } from './site'

export const baseUrl = e2eBaseUrl()
export const HOME = `${baseUrl}/website/`
export const STARTUP_TITLE = 'Be Alert, Be Safe'

export function homeSession() {
  let browser: Browser
  let current: WatchedPage | undefined

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    const w = current
    current = undefined
    if (!w) return
    try {
      w.expectClean('problems in the browser during this test')
    } finally {
      await w.close()
    }
  })

  /** A fresh watched page; `clock` installs page.clock (at that time, if a number) before navigation, then no network-idle wait. */
  async function open(kind: 'phone' | 'desktop', opts: { url?: string; clock?: boolean | number; before?: (page: Page) => Promise<unknown> } = {}): Promise<Page> {
    current = await watchedPage(browser, baseUrl, deviceOptions(kind))
    const { page } = current
    if (opts.clock) await page.clock.install(typeof opts.clock === 'number' ? { time: opts.clock } : {})
    await opts.before?.(page)
    await page.goto(opts.url ?? HOME, { waitUntil: 'load' })
    if (!opts.clock) await settle(page)
    return page
  }
  return { open }
}

export const startupModal = (page: Page) => page.getByRole('dialog', { name: STARTUP_TITLE })

/** Closes the start-up modal with Escape (no mouse move, so nothing is hovered). */
export async function dismissStartup(page: Page) {
  await expect.poll(() => startupModal(page).isVisible(), { message: `start-up modal '${STARTUP_TITLE}'` }).toBe(true)
  await page.keyboard.press('Escape')
  await expect.poll(() => startupModal(page).isVisible()).toBe(false)
  // its close event then moves the focus to the main content: let that happen before the test
  // focuses anything itself
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content')
}

/** After a navigation: closes whatever modal dialog is open (the Assamese start-up modal has an Assamese title). */
export async function closeAnyDialog(page: Page) {
  const dialog = page.getByRole('dialog')
  if (await dialog.first().isVisible()) {
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.first().isVisible()).toBe(false)
  }
}
