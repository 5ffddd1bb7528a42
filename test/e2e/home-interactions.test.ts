/**
 * Home page interactions of spec §2, §5 and §8: language switch, login validation messages,
 * the left hover side menu, and a page part that does not load (error after 120 s).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, closeAnyDialog, dismissStartup, homeSession } from './homeSession'
import { settle } from '../helpers/browser'

const { open } = homeSession()

describe('language switch', () => {
  for (const [en, as] of [
    ['/website/', '/website/Assamese'],
    ['/website/Safety', '/website/AS_Safety'],
  ]) {
    it(`goes from ${en} to ${as} and back`, async () => {
      const page = await open('desktop', { url: baseUrl + en })
      if (en === '/website/') await dismissStartup(page)
      await page.locator('header a[hreflang="as"]').first().click()
      await page.waitForURL(baseUrl + as)
      await expect.poll(() => page.getAttribute('html', 'lang'), { message: '<html lang> of the Assamese page' }).toMatch(/^as/)
      await settle(page)
      await closeAnyDialog(page)
      await page.locator('header a[hreflang="en"]').first().click()
      await page.waitForURL(baseUrl + en)
      await expect.poll(() => page.getAttribute('html', 'lang'), { message: '<html lang> of the English page' }).toMatch(/^en/)
      await settle(page)
    })
  }
})

describe('login dialog', () => {
  it("shows the spec's exact validation messages", async () => {
    const page = await open('desktop')
    await dismissStartup(page)
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click()
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox') })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const submit = dialog.getByRole('button', { name: 'Log In' })
    await submit.click()
    await expect.poll(() => dialog.getByText('Mobile can not be empty !', { exact: true }).isVisible()).toBe(true)
    await dialog.getByRole('textbox').fill('98765')
    await submit.click()
    await expect.poll(() => dialog.getByText('Enter 10 Digit Valid Mobile Number !', { exact: true }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
  })
})

/** Visible and at least partly inside the viewport (a menu slid off to the left is not shown). */
async function shown(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)
    if (!el) return false
    const r = el.getBoundingClientRect()
    const s = getComputedStyle(el)
    return r.width > 0 && r.height > 0 && r.right > 1 && r.left < window.innerWidth && s.visibility !== 'hidden' && Number(s.opacity) > 0.1
  }, selector)
}

const SIDE_MENU_LINK = 'a[href="/website/TanUpdate"]'

describe('left side menu', () => {
  async function menuFacts(page: Page) {
    return page.evaluate((sel) => {
      const tan = Array.from(document.querySelectorAll<HTMLAnchorElement>(sel)).find((a) => /Compliance of Sec 194Q/.test(a.textContent ?? ''))
      const menu = tan?.closest('nav, aside, [role="navigation"], [role="menu"]') as HTMLElement | null
      const hrefs = menu ? Array.from(menu.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? '') : []
      const r = menu?.getBoundingClientRect()
      return { found: !!tan, hasMenu: !!menu, hrefs, box: r ? { x: r.x, y: r.y, w: r.width, h: r.height } : null }
    }, SIDE_MENU_LINK)
  }

  it("holds the spec's links, with TanUpdate labelled 'Compliance of Sec 194Q'", async () => {
    const page = await open('desktop')
    const f = await menuFacts(page)
    expect(f.found, "a link to /website/TanUpdate named 'Compliance of Sec 194Q'").toBe(true)
    expect(f.hasMenu, 'the link sits in a navigation landmark').toBe(true)
    for (const to of ['/website/VldScheme', '/website/HoldingNoUpdate', '/website/TanUpdate', '/website/EodbReport']) {
      expect(f.hrefs, `side menu links to ${to}`).toContain(to)
    }
    expect(
      f.hrefs.some((h) => /^https:\/\/.*easypay/i.test(h)),
      'external EasyPay login',
    ).toBe(true)
    // demo mode points COMPLAINTS_URL at the in-house desk (issue 24 §2); production keeps the
    // outside complaint site (test/api/complaint-links.test.ts)
    expect(f.hrefs, 'the complaint desk').toContain('/website/RegisterComplaint')
  })

  it('opens on hover', async () => {
    const page = await open('desktop')
    await dismissStartup(page)
    expect(await shown(page, SIDE_MENU_LINK), 'closed before hover').toBe(false)
    const { box } = await menuFacts(page)
    expect(box).not.toBeNull()
    // the part of a collapsed menu still on screen is its right edge (a tab or an icon strip)
    const x = Math.min(Math.max(box!.x + box!.w - 4, 2), 1278)
    await page.mouse.move(x, box!.y + Math.min(box!.h / 2, 300))
    await expect.poll(() => shown(page, SIDE_MENU_LINK), { message: 'open while hovered' }).toBe(true)
    await page.mouse.move(900, 700)
    await expect.poll(() => shown(page, SIDE_MENU_LINK), { message: 'closed again after the pointer leaves' }).toBe(false)
  })

  it('opens on keyboard focus', async () => {
    const page = await open('desktop')
    await dismissStartup(page)
    let inside = false
    for (let i = 0; i < 300 && !inside; i++) {
      await page.keyboard.press('Tab')
      inside = await page.evaluate((sel) => {
        const menu = document.querySelector(sel)?.closest('nav, aside, [role="navigation"], [role="menu"]')
        const el = document.activeElement
        return !!menu && !!el && el.tagName === 'A' && menu.contains(el)
      }, SIDE_MENU_LINK)
    }
    expect(inside, 'Tab reaches a link of the side menu').toBe(true)
    await expect.poll(() => shown(page, SIDE_MENU_LINK), { message: 'open while it holds the focus' }).toBe(true)
  })
})

describe('a page part that does not load', () => {
  it('shows its error after 120 s, not a spinner forever', async () => {
    // the client-loaded parts of the home page hang: their answers never come
    const page = await open('desktop', { clock: true, before: (p) => p.route(/\/api\//, () => undefined) })
    const parts = page.locator('main .timed-part')
    await expect.poll(() => parts.count(), { message: 'a client-loaded part on the home page' }).toBeGreaterThan(0)
    await expect.poll(() => parts.first().getAttribute('data-state'), { message: 'loading after hydration' }).toBe('loading')
    await page.clock.runFor(119_000)
    expect(await page.locator('main .timed-part [role="alert"]').count(), 'no error before 120 s').toBe(0)
    await page.clock.runFor(1_000)
    await expect.poll(() => page.locator('main .timed-part [role="alert"]').first().isVisible(), { message: 'error at 120 s' }).toBe(true)
    expect((await page.locator('main .timed-part [role="alert"]').first().textContent())?.trim()).not.toBe('')
  })
})
