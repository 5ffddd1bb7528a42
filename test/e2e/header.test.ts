/**
 * A header that knows you (issue 24 §4), on a phone in English and Assamese: signed out, the
 * menu offers Log In; with a live session (the cookie alone, as in a new tab: nothing in the
 * tab's storage) the header is the dashboard link from the first paint and the menu holds the
 * dashboard, Log out and the consumer services (the complaint desk among them); Log out ends
 * the session and the header offers Log In again.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import asCommon from '../../shared/locales/as/common.json'
import asHome from '../../shared/locales/as/home.json'
import enCommon from '../../shared/locales/en/common.json'
import enHome from '../../shared/locales/en/home.json'
import { formatViolations, hydrated, MIN_TOUCH_PX, runAxe, type WatchedPage } from '../helpers/browser'
import { closeAnyDialog } from './homeSession'
import { signedInSuite } from './signedInSuite'

const suite = signedInSuite()
const MOBILE = '9000000003'

const LANGS = [
  { lang: 'en', prefix: '/website/', home: '/website/', common: enCommon, home_: enHome },
  { lang: 'as', prefix: '/website/AS_', home: '/website/AssameseMobile', common: asCommon, home_: asHome },
] as const

/** The consumer services of the menu, in order: [route, its words]. */
const servicesOf = (home: typeof enHome) => [
  ['PayBill', home.pay.payBill],
  ['ViewBill', home.pay.viewBill],
  ['RechargePrepaid', home.pay.recharge],
  ['ApplyNewConn', home.pay.newConnection],
  ['CheckApplStatus', home.quick.applicationStatus],
  ['RegisterComplaint', home.support.complaint],
  ['ComplaintStatus', home.support.complaintStatus],
]

async function visit(w: WatchedPage, url: string): Promise<Page> {
  const res = await w.page.goto(suite.baseUrl + url, { waitUntil: 'load' })
  expect(res?.status(), url).toBe(200)
  await hydrated(w)
  return w.page
}

async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').locator('.menu-button').click()
  const drawer = page.locator('#nav-drawer')
  await expect.poll(() => drawer.isVisible(), { message: 'the menu opens' }).toBe(true)
  return drawer
}

describe.each(LANGS)('the phone menu ($lang)', ({ prefix, home, common, home_ }) => {
  it('signed out: Log In, and no Log out or consumer services', async () => {
    const w = await suite.open('phone')
    const page = await visit(w, `${prefix}About`)
    const drawer = await openMenu(page)
    expect(await drawer.getByRole('button', { name: common.nav.login, exact: true }).isVisible()).toBe(true)
    expect(await drawer.getByRole('button', { name: common.nav.logout, exact: true }).count()).toBe(0)
    expect(await drawer.locator(`a[href="${prefix}ComplaintStatus"]`).count()).toBe(0)
  })

  it('signed in: the dashboard from the first paint, Log out and the services in the menu; Log out ends the session', async () => {
    const w = await suite.open('phone', MOBILE)
    // the first paint: the server's HTML for this visitor (the cookie only, no stored login)
    const first = await (await w.context.request.get(`${suite.baseUrl}${prefix}About`)).text()
    expect(first).toContain(`href="${prefix}ConsumerDashboard"`)
    expect(first).toContain(`>${common.nav.logout}</button>`)

    // the home page hydrates on its own (ADR 016) from the same word of the server
    const page = await visit(w, home)
    await closeAnyDialog(page)
    expect(await page.getByRole('banner').locator('a.site-header__login').getAttribute('href')).toBe(`${prefix}ConsumerDashboard`)
    await visit(w, `${prefix}About`)
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken')), 'nothing stored in this tab').toBeNull()
    const headerLink = page.getByRole('banner').locator('a.site-header__login')
    expect(await headerLink.getAttribute('href')).toBe(`${prefix}ConsumerDashboard`)
    expect((await headerLink.innerText()).trim()).toBe(common.nav.myDashboard)

    const drawer = await openMenu(page)
    expect(await drawer.getByRole('link', { name: common.nav.myDashboard, exact: true }).getAttribute('href')).toBe(`${prefix}ConsumerDashboard`)
    expect(await drawer.getByRole('button', { name: common.nav.login, exact: true }).count()).toBe(0)
    const services = drawer.getByRole('navigation', { name: common.nav.services })
    const links = await services.getByRole('link').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), (a.textContent ?? '').trim(), a.getBoundingClientRect().height]))
    expect(links.map(([href, text]) => [href, text])).toEqual(servicesOf(home_).map(([route, text]) => [`${prefix}${route}`, text]))
    for (const [href, , height] of links) expect(Number(height), `${href} is a touch target`).toBeGreaterThanOrEqual(MIN_TOUCH_PX)
    expect(formatViolations(await runAxe(page), `the signed-in menu (${prefix})`)).toEqual([])

    // Log out: the home page of the language, Log In again, the session gone on the server
    await Promise.all([page.waitForURL(`${suite.baseUrl}${home}`), drawer.getByRole('button', { name: common.nav.logout, exact: true }).click()])
    await hydrated(w)
    // the home page's start-up safety modal
    await closeAnyDialog(page)
    const login = page.getByRole('banner').locator('button.site-header__login')
    await expect.poll(() => login.isVisible(), { message: 'Log In in the header again' }).toBe(true)
    expect((await login.innerText()).trim()).toBe(common.nav.login)
    expect((await w.context.request.get(`${suite.baseUrl}${prefix}ConsumerDashboard`)).status()).toBe(401)
    const again = await openMenu(page)
    expect(await again.getByRole('button', { name: common.nav.login, exact: true }).isVisible()).toBe(true)
  })
})
