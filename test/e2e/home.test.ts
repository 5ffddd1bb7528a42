/**
 * Home page behaviours of spec §2 in real Chromium against the production build: start-up
 * modal, carousel interval, marquee loops, header shrink, mobile variant by User-Agent.
 * Roles and visible text first; every test also fails on a console error or a request to
 * another host (homeSession).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP_UA, deviceOptions, formatViolations, PHONE_UA, runAxe } from '../helpers/browser'
import { dismissStartup, HOME, homeSession, startupModal } from './homeSession'
import { fetchRaw } from './pageChecks'

const { open } = homeSession()

describe("start-up modal 'Be Alert, Be Safe'", () => {
  it('opens on load with its image, and closes with its close button', async () => {
    const page = await open('desktop')
    const modal = startupModal(page)
    await expect.poll(() => modal.isVisible(), { message: 'modal visible after load' }).toBe(true)
    const img = modal.getByRole('img').first()
    expect(await img.getAttribute('alt'), 'the image has a text alternative').toBeTruthy()
    expect(await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true)
    await modal.getByRole('button', { name: /close|বন্ধ/i }).click()
    await expect.poll(() => modal.isVisible()).toBe(false)
  })

  it('closes with Escape, also on a phone', async () => {
    const page = await open('phone')
    await dismissStartup(page)
  })

  it('on closing, leaves focus at the start of the main content, not on the skip link', async () => {
    const page = await open('desktop')
    await dismissStartup(page)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('skip-link'))).toBe(false)
  })

  it('is in the server’s HTML, open: it shows with the first paint, in the place it keeps once modal (issue 24 §6)', async () => {
    const raw = await fetchRaw(HOME, { 'user-agent': DESKTOP_UA })
    const dialog = /<dialog\b[^>]*\bid="safety-dialog"[^>]*>/.exec(raw.html)?.[0] ?? ''
    expect(dialog, 'the start-up dialog in the HTML').not.toBe('')
    expect(dialog).toMatch(/\sopen(=""|\s|>)/)
    // the <head> script that hides it, before the first paint, from a visitor who closed it in this session
    expect(raw.html.indexOf('apdcl.safetyModalSeen')).toBeGreaterThan(-1)
    expect(raw.html.indexOf('apdcl.safetyModalSeen')).toBeLessThan(raw.html.indexOf('</head>'))
    const boxOf = (p: Page) =>
      p.evaluate(() => {
        const el = document.getElementById('safety-dialog') as HTMLDialogElement
        const r = el.getBoundingClientRect()
        return { modal: el.matches(':modal'), shown: el.open && getComputedStyle(el).display !== 'none', top: r.top, left: r.left, width: r.width, height: r.height }
      })
    // as the server wrote it (what the first paint shows before any script has run): scripts off
    const page = await open('desktop')
    const context = await page
      .context()
      .browser()!
      .newContext({ ...deviceOptions('desktop'), javaScriptEnabled: false })
    let first: Awaited<ReturnType<typeof boxOf>>
    try {
      const bare = await context.newPage()
      await bare.goto(HOME, { waitUntil: 'load' })
      first = await boxOf(bare)
    } finally {
      await context.close()
    }
    expect(first.shown, 'open without any script').toBe(true)
    expect(first.modal).toBe(false)
    // once the page's script made it modal: the same box, nothing moved
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    const after = await boxOf(page)
    expect(after.modal, 'modal once the script ran').toBe(true)
    for (const k of ['top', 'left', 'width', 'height'] as const) expect(Math.abs(after[k] - first[k]), `no shift (${k})`).toBeLessThanOrEqual(1)
    const violations = (await runAxe(page)).map((v) => ({ ...v, nodes: v.nodes.filter((n) => JSON.stringify(n.target).includes('safety')) })).filter((v) => v.nodes.length)
    expect(formatViolations(violations, 'the start-up dialog')).toEqual([])
    await dismissStartup(page)
  })

  it('without JavaScript: shown, and closed by its own buttons (a dialog form)', async () => {
    const page = await open('desktop')
    const context = await page
      .context()
      .browser()!
      .newContext({ ...deviceOptions('desktop'), javaScriptEnabled: false })
    try {
      for (const name of [/close/i, /understand/i]) {
        const bare = await context.newPage()
        await bare.goto(HOME, { waitUntil: 'load' })
        const modal = startupModal(bare)
        expect(await modal.isVisible()).toBe(true)
        await modal.getByRole('button', { name }).click()
        await expect.poll(() => modal.isVisible()).toBe(false)
        await bare.close()
      }
    } finally {
      await context.close()
    }
    await dismissStartup(page)
  })

  it('opens once per browser session: not again on the next visit of the home page, again in a new session', async () => {
    const page = await open('desktop')
    await dismissStartup(page)
    await page.goto(HOME, { waitUntil: 'commit' })
    // hidden from the first paint (the <head> script), not only once the page's script ran
    await page.waitForFunction(() => document.readyState !== 'loading')
    expect(await page.evaluate(() => document.documentElement.classList.contains('safety-seen'))).toBe(true)
    expect(await startupModal(page).isVisible()).toBe(false)
    await page.waitForLoadState('load')
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    // hydrated and its effects run (the mark is set by the root's effect, the last): the modal would be open by now
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    expect(await startupModal(page).isVisible()).toBe(false)
    // a new browser session (a new context: its own sessionStorage) is asked again
    const context = await page.context().browser()!.newContext()
    try {
      const fresh = await context.newPage()
      await fresh.goto(HOME, { waitUntil: 'load' })
      await expect.poll(() => startupModal(fresh).isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })
})

describe('banners (issue 9 §1)', () => {
  it('show their words as text over the picture, in Assamese on the Assamese home', async () => {
    const page = await open('phone', { url: `${HOME}Assamese` })
    const captions = await page.locator('.carousel__caption').evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? '', lang: el.getAttribute('lang') })))
    expect(captions.length).toBeGreaterThan(0)
    for (const c of captions) {
      expect(c.text).toMatch(/[\u0980-\u09FF]/)
      expect(c.text).not.toMatch(/[A-Za-z]/)
      expect(c.lang).toBeNull()
    }
  })
})

/** The carousel's slides (WAI-ARIA carousel pattern) and the index of the one shown. */
async function carouselState(page: Page): Promise<{ count: number; active: number; lastText: string; lastLinks: string[] }> {
  return page.evaluate(() => {
    const slides = Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
    const shown = (el: HTMLElement) => {
      if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false
      const r = el.getBoundingClientRect()
      const box = el.closest('[aria-roledescription="carousel"]')?.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && (!box || (r.left >= box.left - 1 && r.right <= box.right + 1))
    }
    const last = slides[slides.length - 1]
    return {
      count: slides.length,
      active: slides.findIndex(shown),
      lastText: last?.textContent ?? '',
      lastLinks: last ? Array.from(last.querySelectorAll('a')).map((a) => a.href) : [],
    }
  })
}

describe('banner carousel', () => {
  it('advances every 5000 ms and ends with the mobile-app slide', async () => {
    // the clock stands still from the start: only runFor moves it
    const t0 = new Date('2026-01-05T10:00:00+05:30').getTime()
    const page = await open('desktop', { clock: t0, before: (p) => p.clock.pauseAt(t0 + 1000) })
    await page.waitForSelector('[aria-roledescription="carousel"]', { timeout: 10_000 })
    await dismissStartup(page)
    const start = await carouselState(page)
    expect(start.count, 'slides: banners plus the mobile-app slide').toBeGreaterThanOrEqual(2)
    expect(start.active, 'one slide is shown').toBeGreaterThanOrEqual(0)
    await page.clock.runFor(4900)
    expect((await carouselState(page)).active, 'still the same slide before 5000 ms').toBe(start.active)
    await page.clock.runFor(100)
    expect((await carouselState(page)).active, 'next slide at 5000 ms').toBe((start.active + 1) % start.count)
    const last = start.count - 1
    const seen: number[] = []
    for (let i = 0; i < start.count && (await carouselState(page)).active !== last; i++) {
      await page.clock.runFor(5000)
      seen.push((await carouselState(page)).active)
    }
    const end = await carouselState(page)
    expect(end.active, `reaches the last slide (seen ${seen.join(',')})`).toBe(last)
    expect(
      end.lastLinks.some((h) => /play\.google\.com|apps\.apple\.com/.test(h)),
      'store links on the last slide',
    ).toBe(true)
    expect(end.lastText).toMatch(/app/i)
  })
})

describe('headline marquee', () => {
  it('loops 2 times (animation-iteration-count 2)', async () => {
    const page = await open('desktop')
    const counts = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('*'))
        .filter((el) => /marquee/i.test(`${el.className} ${el.id} ${el.getAttribute('aria-label') ?? ''}`) || el.closest('[class*="marquee" i]'))
        .map((el) => getComputedStyle(el))
        .filter((s) => s.animationName && s.animationName !== 'none')
        .map((s) => s.animationIterationCount),
    )
    expect(counts.length, 'an animated marquee element').toBeGreaterThan(0)
    expect(new Set(counts)).toEqual(new Set(['2']))
  })
})

describe('header', () => {
  it('is shrunk after scrolling more than 50 px, and not before; the content below does not move', async () => {
    const page = await open('desktop')
    await dismissStartup(page)
    const header = page.getByRole('banner').first()
    const state = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      // the CSS transition of the height has ended (not a fixed sleep: a busy machine draws late)
      await expect.poll(() => header.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0)
      return header.evaluate((el) => ({
        shrunk: el.getAttribute('data-shrunk'),
        height: el.getBoundingClientRect().height,
        // where the content below the header is in the page (not in the window)
        mainTop: Math.round(document.getElementById('main-content')!.getBoundingClientRect().top + window.scrollY),
      }))
    }
    const top = await state(0)
    const at50 = await state(50)
    const past = await state(120)
    const back = await state(0)
    expect(top.shrunk).toBe('false')
    expect(at50.shrunk, 'not shrunk at exactly 50 px').toBe('false')
    expect(past.shrunk, 'shrunk after 50 px').toBe('true')
    expect(past.height, 'the shrunk header is lower').toBeLessThan(top.height)
    expect(back.shrunk).toBe('false')
    // the content stays where it was when the header shrinks and grows back (nothing jumps under a
    // finger, and a press and its release land on the same control)
    expect([at50.mainTop, past.mainTop, back.mainTop]).toEqual([top.mainTop, top.mainTop, top.mainTop])
  })
})

describe('mobile variant chosen on the server from the User-Agent', () => {
  const headerNavLinks = (html: string) => {
    // the navigation drawer (a closed <dialog>) holds the same links on both variants
    const header = (/<header[\s\S]*?<\/header>/i.exec(html)?.[0] ?? '').replace(/<dialog[\s\S]*?<\/dialog>/gi, '')
    return { header, hasDesktopNav: /<nav[^>]*>[\s\S]*?href="\/website\/ActsAndRules"/i.test(header) }
  }
  it('a phone gets the mobile variant in the raw server HTML, a desktop the desktop one', async () => {
    const phone = await fetchRaw(HOME, { 'user-agent': PHONE_UA })
    const desktop = await fetchRaw(HOME, { 'user-agent': DESKTOP_UA })
    expect(phone.status).toBe(200)
    expect(desktop.status).toBe(200)
    expect(headerNavLinks(desktop.html).hasDesktopNav, 'desktop header has the navigation bar').toBe(true)
    expect(headerNavLinks(phone.html).hasDesktopNav, 'phone header has no desktop navigation bar').toBe(false)
    expect(phone.html).toMatch(/site--mobile/)
    expect(desktop.html).toMatch(/site--desktop/)
  })
  it('a tablet counts as mobile', async () => {
    const tablet = await fetchRaw(HOME, {
      'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    })
    expect(tablet.html).toMatch(/site--mobile/)
  })
})
