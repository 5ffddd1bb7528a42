/**
 * The prepaid DC portal in Chromium (issue 11 §2): as the demo DC operator (admin.dc) the
 * dashboard with its figures, its filter (and a refused filter), a CSV download; the consumer
 * master: search, edit a keypad consumer's decoder key revision number and restore it, the edit
 * form with a refused value. axe and the layout (1280 px and 360 px) on each state; the demo
 * desk officer (admin.desk) gets 403 on both pages.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { adminApi, adminSignIn } from './adminLogin'
import { formSuite } from './formSuite'

// a refused save answers 400 and a refused page 403: the browser logs both
const suite = formSuite({ allow: [/status of 400/, /status of 403/] })
const { baseUrl, site, checks } = suite

const KEYPAD = '103000000003'
const DASHBOARD = '/dcPortal/dc_dashboard'
const MASTER = '/dcPortal/updatePrepaidConsDetails'

describe('the prepaid DC dashboard', () => {
  it('shows the figures by division, filters them with the GET form, and downloads a list as CSV', async () => {
    const w = await suite.watch('desktop')
    await adminSignIn(w.context, baseUrl, 'admin.dc')
    const res = await w.page.goto(site(DASHBOARD))
    expect(res?.status()).toBe(200)
    await suite.hydrated()
    expect(await w.page.locator('h1').textContent()).toBe('Prepaid DC dashboard')
    expect(Number(await w.page.locator('#dc-total-consumers').textContent())).toBeGreaterThanOrEqual(3)
    const divisions = await w.page.locator('#dc-divisions-table').locator('xpath=ancestor::table').locator('tbody tr').count()
    expect(divisions).toBeGreaterThanOrEqual(3)
    await checks(w.page, 'dc dashboard', 'desktop')

    // the filter: one division
    await w.page.selectOption('#dc-filter-division', '103')
    await Promise.all([w.page.waitForURL(/division=103/), w.page.click('form[role=search] button[type=submit]')])
    await suite.hydrated()
    const rows = await w.page.locator('#dc-divisions-table').locator('xpath=ancestor::table').locator('tbody tr td:first-child').allTextContents()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatch(/^103 /)

    // a CSV file of the filter, downloaded with the session cookie
    const link = w.page.getByRole('link', { name: 'Download the division figures (CSV)' })
    expect(await link.getAttribute('href')).toBe('/api/admin/dc/divisions.csv?division=103')
    const [download] = await Promise.all([w.page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^prepaid-divisions-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n')
    expect(lines[0]).toMatch(/^\ufeffDivision code,Division,Circle,Prepaid consumers,/)
    expect(lines[1]).toMatch(/^103,/)
    expect(lines[2]).toMatch(/^ALL,All divisions,/)
  })

  it('shows a refused filter beside its field, and passes axe at 360 px', async () => {
    const w = await suite.watch('phone')
    await adminSignIn(w.context, baseUrl, 'admin.dc')
    expect((await w.page.goto(site(`${DASHBOARD}?threshold=lots`)))?.status()).toBe(200)
    await suite.hydrated()
    expect(await w.page.locator('#dc-filter-threshold-error').textContent()).toBe('Type the threshold in whole rupees, from 0 to 100000.')
    expect(await w.page.getAttribute('#dc-filter-threshold', 'aria-invalid')).toBe('true')
    expect(await w.page.inputValue('#dc-filter-threshold')).toBe('lots')
    await checks(w.page, 'dc dashboard with a refused filter at 360 px', 'phone')
  })
})

describe('the prepaid consumer master', () => {
  it('finds a keypad consumer, changes its decoder key revision number and restores it; a refused value shows beside the field', async () => {
    const w = await suite.watch('desktop')
    const csrf = await adminSignIn(w.context, baseUrl, 'admin.dc')
    const keyRevision = async () => ((await adminApi(w.context, baseUrl, csrf, 'GET', `/dc/consumers/${KEYPAD}`)).body.consumer as { keyRevision: number }).keyRevision
    expect(await keyRevision()).toBe(1)
    try {
      expect((await w.page.goto(site(MASTER)))?.status()).toBe(200)
      await suite.hydrated()
      await checks(w.page, 'consumer master (empty)', 'desktop')
      // a search too short
      await w.page.fill('#dc-search-q', 'ab')
      await Promise.all([w.page.waitForURL(/q=ab/), w.page.click('form[role=search] button[type=submit]')])
      await suite.hydrated()
      expect(await w.page.locator('#dc-search-q-error').textContent()).toBe('Type at least 3 letters or digits of a consumer number or a meter number.')
      await checks(w.page, 'consumer master: search refused', 'desktop')
      // by the meter number: the only match opens its form
      await w.page.fill('#dc-search-q', '04000000003')
      await Promise.all([w.page.waitForURL(/q=04000000003/), w.page.click('form[role=search] button[type=submit]')])
      await suite.hydrated()
      expect(await w.page.locator('#dc-consumer').textContent()).toBe(`Consumer ${KEYPAD}`)
      expect(await w.page.inputValue('#dc-edit-keyRevision')).toBe('1')
      await checks(w.page, 'consumer master: edit form', 'desktop')

      // a refused key revision: the summary takes the focus, the field says why
      await w.page.fill('#dc-edit-keyRevision', '12')
      await w.page.click('#dc-edit button[type=submit]')
      await expect.poll(() => w.page.locator('#dc-edit-keyRevision-error').textContent()).toBe('The key revision number is a whole number from 1 to 9.')
      expect(await w.page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true)
      expect(await w.page.getAttribute('#dc-edit-keyRevision', 'aria-invalid')).toBe('true')
      await checks(w.page, 'consumer master: edit form with an error', 'desktop')
      expect(await keyRevision()).toBe(1)

      // 2, saved and in the audit log; then back to 1
      await w.page.fill('#dc-edit-keyRevision', '2')
      await w.page.click('#dc-edit button[type=submit]')
      await expect.poll(() => w.page.locator('#dc-edit .admin-form__status').textContent()).toBe('Saved: the key revision number changed. The change is in the audit log.')
      expect(await keyRevision()).toBe(2)
      await w.page.fill('#dc-edit-keyRevision', '1')
      await w.page.click('#dc-edit button[type=submit]')
      await expect.poll(() => keyRevision()).toBe(1)
      await expect.poll(() => w.page.locator('#dc-edit .admin-form__status').textContent()).toBe('Saved: the key revision number changed. The change is in the audit log.')
      await checks(w.page, 'consumer master: saved', 'desktop')
    } finally {
      if ((await keyRevision()) !== 1) {
        const m = (await adminApi(w.context, baseUrl, csrf, 'GET', `/dc/consumers/${KEYPAD}`)).body.consumer as { meterNo: string; tariffCategory: string; status: string }
        await adminApi(w.context, baseUrl, csrf, 'PUT', `/dc/consumers/${KEYPAD}`, { ...m, keyRevision: 1 })
      }
    }
  })

  it('passes axe at 360 px with the search results and the form', async () => {
    const w = await suite.watch('phone')
    await adminSignIn(w.context, baseUrl, 'admin.dc')
    expect((await w.page.goto(site(`${MASTER}?q=SM0000`)))?.status()).toBe(200)
    await suite.hydrated()
    expect(await w.page.locator('#dc-results-table').locator('xpath=ancestor::table').locator('tbody tr').count()).toBeGreaterThanOrEqual(2)
    await checks(w.page, 'consumer master: results at 360 px', 'phone')
    expect((await w.page.goto(site(`${MASTER}?consumerNo=${KEYPAD}`)))?.status()).toBe(200)
    await suite.hydrated()
    await checks(w.page, 'consumer master: form at 360 px', 'phone')
  })
})

describe('the DC portal and other roles', () => {
  it('answers 403 to the complaint desk officer on both pages and on the API', async () => {
    const w = await suite.watch('desktop')
    const csrf = await adminSignIn(w.context, baseUrl, 'admin.desk')
    for (const path of [DASHBOARD, MASTER]) expect((await w.page.goto(site(path)))?.status(), path).toBe(403)
    expect((await adminApi(w.context, baseUrl, csrf, 'GET', '/dc/dashboard')).status).toBe(403)
    expect((await adminApi(w.context, baseUrl, csrf, 'PUT', `/dc/consumers/${KEYPAD}`, { meterNo: '04000000003', keyRevision: 3, tariffCategory: 'LT-II', status: 'ACTIVE' })).status).toBe(403)
  })
})
