/**
 * The in-house complaint desk (issue 10 §4) in Chromium against the production build: the
 * complaint form in English and Assamese at 360 and 1280 px, the 1912 notice of a danger
 * category (at once with scripts, beside the category list without), a refusal keeping what
 * was typed, the ticket's status page (urgent, history), the lookup by number and mobile from
 * another browser, and the whole form without JavaScript; axe on the form, the refused form
 * and the status page.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDb } from '../../server/db/knex'
import type { Db } from '../../server/db/knex'
import { createOutboxTransport } from '../../server/adapters/sms/outbox'
import { createLocalStorage } from '../../server/adapters/storage'
import { createUploadService } from '../../server/services/uploads'
import { createWorkflowService, type WorkflowService } from '../../server/services/workflow'
import { deviceOptions, formatViolations, hydrated, runAxe, watchedPage, submitToPage } from '../helpers/browser'
import { startProductionServer, type RunningServer } from '../helpers/server'
import { JPEG } from '../helpers/uploads'
import { formSuite, mobileNumbers } from './formSuite'

const suite = formSuite()
const { baseUrl, site, open, checks, allowed: REFUSED } = suite
/** An HTML page that starts with a JPEG's magic number. */
const HTML_WITH_JPEG_MAGIC = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><body><script>alert(1)</script></body></html>')])
const newMobile = mobileNumbers(9_712_300_000)

interface Complaint {
  category: string
  subcategory: string
  description?: string
  mobile: string
  photo?: Buffer
}

/** Fills the complaint form (ids `complaint-<field>`; the category radios `complaint-category-<value>`, the first `complaint-category`). */
async function fill(page: Page, c: Complaint) {
  await page.check(c.category === 'no_supply' ? '#complaint-category' : `#complaint-category-${c.category}`)
  await page.selectOption('#complaint-subcategory', c.subcategory)
  await page.fill('#complaint-description', c.description ?? 'The wire from the pole has fallen on the road near the school.')
  await page.selectOption('#complaint-district', 'nalbari')
  await page.fill('#complaint-locality', 'Ward 4, Nalbari town')
  await page.fill('#complaint-landmark', 'Near the Namghar')
  await page.fill('#complaint-name', 'Ramesh Kalita')
  await page.fill('#complaint-mobile', c.mobile)
  if (c.photo) await page.setInputFiles('#complaint-photo', { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: c.photo })
}

const ticketOf = async (page: Page) => (await page.locator('#ticket-title .work-no').textContent())!.trim()

describe('the complaint desk', () => {
  it('shows 1912 as soon as a danger category is chosen, refuses an empty form in the browser, registers an urgent complaint (English, 1280 px)', async () => {
    const page = await open('/RegisterComplaint', 'desktop')
    // with scripts, no static notice: the 1912 notice follows the choice
    expect(await page.locator('[data-testid="danger-static"]').count()).toBe(0)
    expect(await page.locator('[data-testid="danger-1912"]').count()).toBe(0)
    await checks(page, 'RegisterComplaint', 'desktop')
    await page.check('#complaint-category-danger')
    const notice = page.locator('[data-testid="danger-1912"]')
    await expect.poll(() => notice.count()).toBe(1)
    expect(await notice.getAttribute('role')).toBe('alert')
    expect(await notice.locator('a[href="tel:1912"]').textContent()).toBe('Call 1912')
    // the problems follow the category
    expect(await page.locator('#complaint-subcategory option').allTextContents()).toEqual([
      'Choose…',
      'Fallen or snapped wire',
      'Sparking or fire on a line or pole',
      'Leaning or broken pole',
      'Open transformer or distribution box',
    ])
    await checks(page, 'RegisterComplaint danger chosen', 'desktop')
    await page.check('#complaint-category-bill')
    await expect.poll(() => notice.count()).toBe(0)

    await page.click('#complaint-submit')
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary')
    const summary = await page.locator('.error-summary li').allTextContents()
    expect(summary).toContain('Choose what the problem is.')
    expect(summary).toContain('Describe the problem.')
    expect(summary).toContain('Mobile can not be empty !')
    await checks(page, 'RegisterComplaint refused in the browser', 'desktop')

    const mobile = newMobile()
    await fill(page, { category: 'danger', subcategory: 'fallen_wire', mobile, photo: JPEG })
    await Promise.all([page.waitForURL(/\/ComplaintStatus\?applNo=CM\d{10}$/), page.click('#complaint-submit')])
    await suite.hydrated()
    const ticket = await ticketOf(page)
    expect(ticket).toMatch(/^CM\d{10}$/)
    expect(await page.locator('[data-testid="urgent"]').textContent()).toBe('Urgent')
    expect(await page.locator('[data-testid="danger-1912"] a[href="tel:1912"]').count()).toBe(1)
    expect(await page.locator('[data-testid="work-state"]').textContent()).toBe('Registered')
    const facts = await page.locator('[data-testid="complaint-facts"]').textContent()
    expect(facts).toContain('Fallen or snapped wire')
    expect(facts).toContain('Ward 4, Nalbari town, Near the Namghar, Nalbari')
    expect(facts).toContain('Attached')
    expect(await page.locator('.work-history tbody tr').count()).toBe(1)
    await checks(page, 'ComplaintStatus urgent', 'desktop')

    // another browser: the ticket does not open by its number alone; it does with the mobile
    const other = await watchedPage(suite.browser(), baseUrl, deviceOptions('desktop'))
    try {
      await other.page.goto(site(`/ComplaintStatus?applNo=${ticket}`), { waitUntil: 'load' })
      await hydrated(other)
      expect(await other.page.locator('main').textContent()).not.toContain('Ramesh Kalita')
      expect(await other.page.inputValue('#lookup-applNo')).toBe(ticket)
      await other.page.fill('#lookup-mobile', newMobile())
      await submitToPage(other.page, '#lookup-submit')
      await hydrated(other)
      expect(await other.page.locator('.error-summary').textContent()).toContain('No complaint was found for this number and mobile.')
      expect(formatViolations(await runAxe(other.page), 'ComplaintStatus not found')).toEqual([])
      await other.page.fill('#lookup-mobile', mobile)
      await Promise.all([other.page.waitForURL(/ComplaintStatus\?applNo=CM/), other.page.click('#lookup-submit')])
      await hydrated(other)
      expect(await ticketOf(other.page)).toBe(ticket)
      other.expectClean('the other browser', REFUSED)
    } finally {
      await other.close()
    }
  })

  it('keeps what was typed when the server refuses the photo, then registers (Assamese, 360 px)', async () => {
    const page = await open('/AS_RegisterComplaint', 'phone')
    await checks(page, 'AS_RegisterComplaint', 'phone')
    const mobile = newMobile()
    await fill(page, { category: 'no_supply', subcategory: 'single_house', description: 'কালি নিশাৰ পৰা মোৰ ঘৰত বিদ্যুৎ নাই।', mobile, photo: HTML_WITH_JPEG_MAGIC })
    await submitToPage(page, '#complaint-submit')
    await suite.hydrated()
    expect(page.url()).toContain('/AS_RegisterComplaint')
    expect(await page.locator('#complaint-photo-error').textContent()).toBe('এই ফাইলটো গ্ৰহণ কৰিব নোৱাৰি: ইয়াৰ ভিতৰৰ বস্তু সাধাৰণ পি.ডি.এফ., জে.পি.ই.জি. বা পি.এন.জি. নহয়।')
    expect(await page.inputValue('#complaint-description')).toBe('কালি নিশাৰ পৰা মোৰ ঘৰত বিদ্যুৎ নাই।')
    expect(await page.inputValue('#complaint-mobile')).toBe(mobile)
    expect(await page.isChecked('#complaint-category')).toBe(true)
    expect(await page.locator('#complaint-subcategory').inputValue()).toBe('single_house')
    expect(await page.locator('#complaint-district').inputValue()).toBe('nalbari')
    await checks(page, 'AS_RegisterComplaint refused by the server', 'phone')

    await page.setInputFiles('#complaint-photo', { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG })
    await Promise.all([page.waitForURL(/\/AS_ComplaintStatus\?applNo=CM\d{10}$/), page.click('#complaint-submit')])
    await suite.hydrated()
    expect(await page.locator('[data-testid="work-state"]').textContent()).toBe('পঞ্জীভুক্ত')
    expect(await page.locator('[data-testid="urgent"]').count()).toBe(0)
    expect(await page.locator('[data-testid="complaint-facts"]').textContent()).toContain('কেৱল মোৰ ঘৰত বিদ্যুৎ নাই')
    await checks(page, 'AS_ComplaintStatus', 'phone')
  })

  it('registers in English at 360 px and in Assamese at 1280 px', async () => {
    const phone = await open('/RegisterComplaint', 'phone')
    await fill(phone, { category: 'voltage', subcategory: 'low_voltage', description: 'The lights dim every evening after six.', mobile: newMobile() })
    await Promise.all([phone.waitForURL(/\/ComplaintStatus\?applNo=CM\d{10}$/), phone.click('#complaint-submit')])
    await suite.hydrated()
    expect(await phone.locator('[data-testid="work-state"]').textContent()).toBe('Registered')
    await checks(phone, 'ComplaintStatus phone', 'phone')
    suite.current().expectClean('English phone', REFUSED)
    await suite.release()

    const desk = await open('/AS_RegisterComplaint', 'desktop')
    await checks(desk, 'AS_RegisterComplaint desktop', 'desktop')
    await desk.check('#complaint-category-danger')
    await expect.poll(() => desk.locator('[data-testid="danger-1912"]').count()).toBe(1)
    expect(await desk.locator('[data-testid="danger-1912"] a[href="tel:1912"]').textContent()).toBe('1912 নম্বৰত ফোন কৰক')
    await fill(desk, { category: 'danger', subcategory: 'sparking', description: 'খুঁটাৰ ওপৰত জুইৰ ফিৰিঙতি ওলাইছে।', mobile: newMobile() })
    await Promise.all([desk.waitForURL(/\/AS_ComplaintStatus\?applNo=CM\d{10}$/), desk.click('#complaint-submit')])
    await suite.hydrated()
    expect(await desk.locator('[data-testid="urgent"]').textContent()).toBe('জৰুৰী')
    await checks(desk, 'AS_ComplaintStatus desktop', 'desktop')
  })

  it('works without JavaScript: the 1912 notice beside the categories, a refusal keeps the values, then the status page (English, 360 px)', async () => {
    const page = await open('/RegisterComplaint', 'phone', false)
    expect(await page.locator('[data-testid="danger-static"]').textContent()).toContain('call 1912 at once')
    // every category's problems are offered, grouped
    expect(await page.locator('#complaint-subcategory optgroup').count()).toBe(7)
    await checks(page, 'RegisterComplaint without JavaScript', 'phone', false)
    const mobile = newMobile()
    // a problem of another category: the server's refusal, with the typed values kept
    await fill(page, { category: 'bill', subcategory: 'fallen_wire', description: 'My bill shows a reading far above the meter.', mobile })
    await submitToPage(page, '#complaint-submit')
    expect(page.url()).toContain('/RegisterComplaint')
    expect(await page.locator('#complaint-subcategory-error').textContent()).toBe('This problem does not belong to the category chosen. Choose one of its problems.')
    expect(await page.locator('.error-summary').count()).toBe(1)
    expect(await page.inputValue('#complaint-description')).toBe('My bill shows a reading far above the meter.')
    expect(await page.inputValue('#complaint-mobile')).toBe(mobile)
    expect(await page.isChecked('#complaint-category-bill')).toBe(true)
    await checks(page, 'RegisterComplaint refused without JavaScript', 'phone', false)
    await page.selectOption('#complaint-subcategory', 'wrong_reading')
    await Promise.all([page.waitForURL(/\/ComplaintStatus\?applNo=CM\d{10}$/), page.click('#complaint-submit')])
    expect(await ticketOf(page)).toMatch(/^CM\d{10}$/)
    expect(await page.locator('[data-testid="work-state"]').textContent()).toBe('Registered')
    expect(await page.locator('[data-testid="danger-1912"]').count()).toBe(0)
    await checks(page, 'ComplaintStatus without JavaScript', 'phone', false)
  })
})

/**
 * A server of this file's own (the build of the suite, its own database) with COMPLAINTS_URL
 * set to the in-house desk, so the test can resolve a complaint as an officer would (the
 * workflow service on the same database) and the home page's side menu points to the desk.
 */
describe('a resolved complaint, and the desk as the home page complaint link', () => {
  let server: RunningServer
  let db: Db
  let workflow: WorkflowService
  let tmp: string
  const OFFICER = { type: 'officer' as const, id: 'AE-201' }

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-e2e-complaints-'))
    const sqliteFile = path.join(tmp, 'e2e.sqlite')
    server = await startProductionServer({
      buildDir: inject('buildDir'),
      sqliteFile,
      uploadsDir: path.join(tmp, 'uploads'),
      env: { PAGE_CACHE_TTL_MS: '0', AUTH_IP_LIMIT: '1000000', RECONCILE_INTERVAL_MS: '0', REMINDER_INTERVAL_MS: '0', ESCALATION_INTERVAL_MS: '0', COMPLAINTS_URL: '/RegisterComplaint' },
    })
    db = createDb({ sqlitePath: sqliteFile, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
    const logger = pino({ level: 'silent' })
    workflow = createWorkflowService({ db, sms: createOutboxTransport({ db, logger }), config: {}, logger, uploads: createUploadService(createLocalStorage(path.join(tmp, 'uploads'))) })
  })
  afterAll(async () => {
    await db?.destroy()
    await server?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('points the home page side menu to the desk when COMPLAINTS_URL says so', async () => {
    const page = await open('/', 'desktop', true, server.baseUrl)
    const link = page.locator('.side-menu a', { hasText: 'Lodge a complaint' })
    expect(await link.getAttribute('href')).toBe('/website/RegisterComplaint')
    expect(await link.getAttribute('target')).toBeNull()
  })

  it('rates or reopens a resolved complaint from its status page: with JavaScript in English at 360 px, without in Assamese at 1280 px', async () => {
    const page = await open('/RegisterComplaint', 'phone', true, server.baseUrl)
    const mobile = newMobile()
    await fill(page, { category: 'no_supply', subcategory: 'fuse_call', description: 'The service fuse has blown again this morning.', mobile })
    await Promise.all([page.waitForURL(/\/ComplaintStatus\?applNo=CM\d{10}$/), page.click('#complaint-submit')])
    await suite.hydrated()
    const ticket = await ticketOf(page)
    // not resolved: no rating or reopen form
    expect(await page.locator('#rate-submit, #reopen-submit').count()).toBe(0)
    await workflow.transition(ticket, 'resolved', OFFICER, 'Fuse replaced')
    await page.reload({ waitUntil: 'load' })
    await suite.hydrated()
    expect(await page.locator('[data-testid="work-state"]').textContent()).toBe('Resolved')
    expect(await page.locator('[data-testid="work-pending"]').textContent()).toBe('Waiting for you: tell us whether the problem is solved.')
    await checks(page, 'ComplaintStatus resolved', 'phone')
    // the browser's check first, then the reopening
    await page.click('#reopen-submit')
    await expect.poll(() => page.locator('#reopen-reason-error').textContent()).toBe('Tell us why the problem is not solved.')
    await checks(page, 'ComplaintStatus reopen refused', 'phone')
    await page.fill('#reopen-reason', 'The fuse blew again an hour later.')
    await page.fill('#reopen-mobile', mobile)
    await submitToPage(page, '#reopen-submit')
    await suite.hydrated()
    await expect.poll(() => page.locator('[data-testid="work-state"]').textContent()).toBe('Reopened')
    expect(await page.locator('.work-history tbody').textContent()).toContain('The fuse blew again an hour later.')
    suite.current().expectClean('English phone', REFUSED)
    await suite.release()

    // resolved again: rated without JavaScript, in Assamese, from a browser that proved the ticket
    await workflow.transition(ticket, 'resolved', OFFICER, 'Service wire replaced')
    const desk = await open(`/AS_ComplaintStatus?applNo=${ticket}`, 'desktop', false, server.baseUrl)
    await desk.fill('#lookup-mobile', mobile)
    await Promise.all([desk.waitForURL(/AS_ComplaintStatus\?applNo=CM/), desk.click('#lookup-submit')])
    expect(await desk.locator('[data-testid="work-state"]').textContent()).toBe('সমাধান হ’ল')
    await checks(desk, 'AS_ComplaintStatus resolved without JavaScript', 'desktop', false)
    // a wrong mobile: the form again with the choice kept
    await desk.check('#rate-rating-4')
    await desk.fill('#rate-mobile', newMobile())
    await submitToPage(desk, '#rate-submit')
    expect(await desk.locator('#rate-mobile-error').textContent()).toBe('এই নম্বৰ আৰু ম’বাইলৰ বাবে কোনো অভিযোগ পোৱা নগ’ল। দুয়োটা চাই পুনৰ চেষ্টা কৰক।')
    expect(await desk.isChecked('#rate-rating-4')).toBe(true)
    await desk.fill('#rate-mobile', mobile)
    await Promise.all([desk.waitForURL(/AS_ComplaintStatus\?applNo=CM/), desk.click('#rate-submit')])
    expect(await desk.locator('[data-testid="work-state"]').textContent()).toBe('বন্ধ')
    expect(await desk.locator('[data-testid="rated"]').textContent()).toBe('আপুনি এই অভিযোগটোক ৫ৰ ভিতৰত ৪ দিছে। ধন্যবাদ।')
    expect(await desk.locator('#rate-submit').count()).toBe(0)
    await checks(desk, 'AS_ComplaintStatus closed without JavaScript', 'desktop', false)
  })
})
