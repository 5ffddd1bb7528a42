/**
 * The outage manager's screens in Chromium (issue 13) against the production build: the demo
 * outage manager (admin.outage) signs in on /AdminLogin, finds a feeder with the picker's
 * filter, records an outage on /admin/outages and closes it, then publishes a planned shutdown
 * of that feeder on /admin/shutdowns. Without a restart the shutdown shows on /ShutdownNotices
 * (and on /AS_ShutdownNotices in Assamese, which says the reason is in English only); cancelled
 * from the same screen, it leaves them. axe and the layout on each admin state and on both
 * notice pages; a content editor gets 403 on the two screens.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { IST_OFFSET_MS } from '../../shared/time'
import { adminSignInByPage } from './adminLogin'
import { formSuite } from './formSuite'

// a refused save answers 400 and a refused page 403: the browser logs both
const suite = formSuite({ allow: [/status of 400/, /status of 403/] })
const { baseUrl, site, checks } = suite

const REASON = `Replacing the 11 kV insulators near the bridge (e2e ${Date.now()})`
/** tomorrow in India, YYYY-MM-DD */
const tomorrow = new Date(Date.now() + IST_OFFSET_MS + 86_400_000).toISOString().slice(0, 10)

/** Waits for the admin form's success line (role=status) to say `text`. */
async function saved(page: Page, form: string, text: RegExp) {
  await expect.poll(() => page.locator(`#${form} .admin-form__status`).textContent(), { timeout: 15_000 }).toMatch(text)
}

/** A read of the admin API with the context's session cookie (Node's fetch: the context's own request client goes through its proxy). */
async function adminGet(context: BrowserContext, path: string): Promise<Record<string, unknown>> {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const res = await fetch(`${baseUrl}/api/admin${path}`, { headers: { cookie } })
  expect(res.status, path).toBe(200)
  return (await res.json()) as Record<string, unknown>
}

/** A row of the table captioned by `captionId` holding `text`. */
const row = (page: Page, captionId: string, text: string) => page.locator(`table:has(#${captionId}) tbody tr`, { hasText: text })

describe('the outage manager (admin.outage)', () => {
  it('records an outage and closes it, publishes a planned shutdown that /ShutdownNotices shows at once, and cancels it', async () => {
    const w = await suite.watch('desktop')
    const page = w.page
    await adminSignInByPage(page, baseUrl, 'admin.outage')

    // a feeder of the demo data with no open outage (the seeds leave a few open)
    const open = (await adminGet(w.context, '/outages')).open as Array<{ feederCode: string }>
    const feeders = (await adminGet(w.context, '/outages/feeders')).feeders as Array<{ code: string; name: string }>
    const feeder = feeders.find((f) => !open.some((o) => o.feederCode === f.code))!
    expect(feeder, 'a demo feeder without an open outage').toBeTruthy()

    // 1. the outages screen: find the feeder with the filter's words, record an outage
    expect((await page.goto(site('/admin/outages')))?.status()).toBe(200)
    await suite.hydrated()
    expect(await page.locator('h1').textContent()).toBe('Outages')
    await checks(page, 'outages', 'desktop')
    await page.fill('#feeder-filter-q', feeder.code)
    await Promise.all([page.waitForURL(new RegExp(`q=${feeder.code}`)), page.click('form[role=search] button[type=submit]')])
    await suite.hydrated()
    expect(await page.locator('#feeder-filter-count').textContent()).toBe('1 feeder matches.')
    // the form's errors beside the fields first
    await page.click('#outage-form button[type=submit]')
    await expect.poll(() => page.locator('#outage-form-feederCode-error').textContent()).toContain('Choose the feeder.')
    expect(await page.locator('#outage-form-cause-error').textContent()).toContain('Give the cause')
    await checks(page, 'outages: form errors', 'desktop')
    await page.selectOption('#outage-form-feederCode', feeder.code)
    await page.fill('#outage-form-cause', 'Conductor snapped after a storm')
    await page.click('#outage-form button[type=submit]')
    await saved(page, 'outage-form', new RegExp(`^Recorded: the outage of .*\\(${feeder.code}\\) since`))
    const openRow = row(page, 'open-outages', `(${feeder.code})`)
    await expect.poll(() => openRow.count()).toBe(1)
    expect(await openRow.textContent()).toContain('Conductor snapped after a storm')

    // 2. close it
    await Promise.all([page.waitForURL(/close=\d+/), openRow.getByRole('link', { name: /^Close/ }).click()])
    await suite.hydrated()
    expect(await page.locator('#close').textContent()).toContain(`Close the outage of ${feeder.name} (${feeder.code})`)
    await checks(page, 'outages: close form', 'desktop')
    await Promise.all([page.waitForURL(/closed=\d+/), page.click('#close-form button[type=submit]')])
    await expect.poll(() => page.locator('#closed-note').textContent(), { timeout: 15_000 }).toContain(`Closed: the outage of ${feeder.name} (${feeder.code})`)
    expect(await row(page, 'open-outages', `(${feeder.code})`).count()).toBe(0)
    expect(await row(page, 'recent-outages', `(${feeder.code})`).count()).toBe(1)

    // 3. the shutdowns screen: the same feeder, tomorrow 09:00 to 13:00
    expect((await page.goto(site(`/admin/shutdowns?q=${feeder.code}#publish`)))?.status()).toBe(200)
    await suite.hydrated()
    expect(await page.locator('h1').textContent()).toBe('Planned shutdowns')
    await checks(page, 'shutdowns', 'desktop')
    expect(await page.inputValue('#shutdown-form-startsAt')).toBe(`${tomorrow}T09:00`)
    await page.check(`#shutdown-form-feeders-${feeder.code}`)
    await page.fill('#shutdown-form-endsAt', `${tomorrow}T13:00`)
    await page.fill('#shutdown-form-reason', REASON)
    await page.click('#shutdown-form button[type=submit]')
    await saved(page, 'shutdown-form', /^Published as PS-\d{4}-\d{6}: 1 feeder, [\d,]+ customers\./)
    const ref = /PS-\d{4}-\d{6}/.exec((await page.locator('#shutdown-form .admin-form__status').textContent()) ?? '')![0]
    const published = row(page, 'upcoming-shutdowns', ref)
    await expect.poll(() => published.count()).toBe(1)
    expect(await published.textContent()).toContain(REASON)
    await checks(page, 'shutdowns: published', 'desktop')

    // 4. the public notices, at once, in both languages
    w.expectClean('problems in the browser on the admin screens', suite.allowed)
    await suite.release()
    const notices = await suite.open('/ShutdownNotices', 'phone')
    const noticeRow = notices.locator(`#shutdown-${ref}`)
    expect(await noticeRow.textContent()).toContain(REASON)
    expect(await noticeRow.textContent()).toContain(`${feeder.name} (${feeder.code})`)
    expect(await noticeRow.textContent()).toContain('09:00 to 13:00')
    expect(await noticeRow.textContent()).toContain('Upcoming')
    await checks(notices, 'ShutdownNotices with a planned shutdown, 360 px', 'phone')
    // the notice documents are still listed below
    expect(await notices.locator('#shutdown-documents').textContent()).toBe('Shutdown notice documents')
    suite.current().expectClean('problems in the browser on /ShutdownNotices', suite.allowed)
    await suite.release()
    const notAs = await suite.open('/AS_ShutdownNotices', 'phone')
    const asRow = notAs.locator(`#shutdown-${ref}`)
    const asText = (await asRow.textContent()) ?? ''
    expect(asText).toContain('কাৰণটো কেৱল ইংৰাজীত দিয়া আছে।')
    expect(asText).not.toContain(REASON)
    expect(asText).toContain('০৯:০০ৰ পৰা ১৩:০০লৈ')
    // no English on the Assamese row but the reference and the feeder code (identifiers)
    expect(asText.replace(ref, '').replace(feeder.code, '')).not.toMatch(/[A-Za-z]{2,}/)
    expect(await asRow.getByRole('link').getAttribute('href')).toBe(`/website/ShutdownNotices#shutdown-${ref}`)
    await checks(notAs, 'AS_ShutdownNotices with a planned shutdown, 360 px', 'phone')
    suite.current().expectClean('problems in the browser on /AS_ShutdownNotices', suite.allowed)
    await suite.release()

    // 5. cancelled from the screen: it leaves the notices
    const w2 = await suite.watch('desktop')
    await adminSignInByPage(w2.page, baseUrl, 'admin.outage')
    await w2.page.goto(site('/admin/shutdowns#upcoming'))
    await suite.hydrated()
    const again = row(w2.page, 'upcoming-shutdowns', ref)
    await again.getByRole('button', { name: new RegExp(`^Cancel\\s*: the shutdown ${ref}$`) }).click()
    await w2.page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect.poll(() => again.textContent(), { timeout: 15_000 }).toContain('Cancelled')
    const html = await (await fetch(site('/ShutdownNotices'))).text()
    expect(html).not.toContain(REASON)
  })

  it('the screens answer 403 to a content editor', async () => {
    const w = await suite.watch('desktop')
    await adminSignInByPage(w.page, baseUrl, 'admin.content')
    for (const path of ['/admin/outages', '/admin/shutdowns']) expect((await w.page.goto(site(path)))?.status(), path).toBe(403)
  })
})
