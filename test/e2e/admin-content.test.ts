/**
 * The content screen in Chromium (issue 11 §2 /AdminUploadDocuments, §5) against the production
 * build: the content editor (admin.content) uploads a PDF circular through the page with its
 * English and Assamese titles (after a refused empty form, its errors beside the fields, axe
 * clean); without a restart it shows on /Circulars and, with the Assamese title, on
 * /AS_Circulars; then it is withdrawn and deleted through the page and is gone from both. Every
 * section passes axe and fits 360 px on a phone; a tender manager gets 403 on the page.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoPdf } from '../../seeds/files'
import { CONTENT_SECTIONS } from '../../shared/admin/content'
import { indiaToday } from '../../shared/time'
import { adminApi, adminSignIn } from './adminLogin'
import { formSuite } from './formSuite'

const suite = formSuite({ allow: [/status of 40[03]/] })
const { baseUrl, site, checks } = suite

const today = indiaToday()
const STAMP = Date.now().toString(36)
const TITLE = `Revised schedule of meter testing charges ${STAMP}`
const TITLE_AS = `মিটাৰ পৰীক্ষাৰ মাচুলৰ সংশোধিত তালিকা ${STAMP}`

/** Waits for the admin form's success line (role=status) to say `text`. */
async function saved(page: Page, form: string, text: RegExp) {
  await expect.poll(() => page.locator(`#${form} .admin-form__status`).textContent(), { timeout: 15_000 }).toMatch(text)
}

describe('the content screen (admin.content)', () => {
  it('uploads a PDF circular with English and Assamese titles: /Circulars and /AS_Circulars show it at once; withdrawn and deleted, it is gone', async () => {
    const w = await suite.watch('desktop')
    const page = w.page
    await adminSignIn(w.context, baseUrl, 'admin.content')
    const publicPage = `/Circulars?q=${encodeURIComponent(STAMP)}`
    expect(await (await fetch(site(publicPage))).text()).not.toContain(TITLE)

    await page.goto(site('/AdminUploadDocuments?section=documents&category=circular'))
    await suite.hydrated()
    expect(await page.locator('h1').textContent()).toBe('Documents and content')
    await checks(page, 'content: documents', 'desktop')

    // an empty form: the problems beside their fields, the summary focused, axe clean
    await page.fill('#doc-add-date', '')
    await page.click('#doc-add button[type=submit]')
    await expect.poll(() => page.locator('#doc-add-name-error').textContent()).toContain('Give the title.')
    expect(await page.locator('#doc-add-file-error').textContent()).toContain('Attach the document as a PDF file.')
    expect(await page.locator('#doc-add-date-error').textContent()).toContain('Give the date.')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true)
    await checks(page, 'content: documents with form errors', 'desktop')

    // a disguised file is refused beside the file field
    await page.fill('#doc-add-name', TITLE)
    await page.fill('#doc-add-name_as', TITLE_AS)
    await page.fill('#doc-add-date', today)
    await page.setInputFiles('#doc-add-file', { name: 'circular.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') })
    await page.click('#doc-add button[type=submit]')
    await expect.poll(() => page.locator('#doc-add-file-error').textContent()).toContain('Attach a PDF file.')

    // the real PDF
    expect(await page.getAttribute('#doc-add-name_as', 'lang')).toBe('as')
    await page.setInputFiles('#doc-add-file', { name: 'circular.pdf', mimeType: 'application/pdf', buffer: demoPdf(TITLE, 'APDCL') })
    await page.click('#doc-add button[type=submit]')
    await saved(page, 'doc-add', /was added/)
    const row = page.locator('.admin-table tbody tr', { hasText: TITLE })
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    expect(await row.textContent()).toContain('Published')
    expect(await row.locator('[lang=as]').textContent()).toBe(TITLE_AS)

    // the public pages, without a restart
    await page.goto(site(publicPage))
    const en = page.locator('.listing-docs tbody tr', { hasText: TITLE })
    expect(await en.count()).toBe(1)
    const href = await en.locator('a[href*="/website/uploads/documents/circular/"]').getAttribute('href')
    expect(href).toMatch(/\.pdf$/)
    const file = await w.context.request.get(`${baseUrl}${href}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    await page.goto(site(`/AS_Circulars?q=${encodeURIComponent(STAMP)}`))
    expect(await page.locator('.listing-docs tbody tr', { hasText: TITLE_AS }).count()).toBe(1)

    // withdrawn through the page: off the public list at once
    await page.goto(site(`/AdminUploadDocuments?section=documents&category=circular&q=${encodeURIComponent(STAMP)}`))
    await suite.hydrated()
    await row.getByRole('button', { name: /^Unpublish/ }).click()
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Not published')
    expect(await (await fetch(site(publicPage))).text()).not.toContain(TITLE)
    // deleted after the confirmation step
    await row.getByRole('button', { name: /^Delete/ }).click()
    await expect.poll(() => row.locator('.admin-confirm__question').textContent()).toContain('for good?')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes, delete')
    await checks(page, 'content: delete confirmation', 'desktop')
    await row.getByRole('button', { name: 'Yes, delete' }).click()
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0)
    expect((await w.context.request.get(`${baseUrl}${href}`)).status()).toBe(404)
  })

  it('every section passes axe and fits 360 px on a phone (an album and a career opened too)', async () => {
    const w = await suite.watch('phone')
    const csrf = await adminSignIn(w.context, baseUrl, 'admin.content')
    for (const section of CONTENT_SECTIONS) {
      const res = await w.page.goto(site(`/AdminUploadDocuments?section=${section}`))
      expect(res?.status(), section).toBe(200)
      await suite.hydrated()
      await checks(w.page, `content: ${section} at 360 px`, 'phone')
    }
    const albums = await adminApi(w.context, baseUrl, csrf, 'GET', '/content/albums')
    const album = (albums.body.items as Array<{ id: number }>)[0]
    await w.page.goto(site(`/AdminUploadDocuments?section=gallery&album=${album.id}`))
    await suite.hydrated()
    expect(await w.page.locator('#photos-title').count()).toBe(1)
    await checks(w.page, 'content: an album at 360 px', 'phone')
    const careers = await adminApi(w.context, baseUrl, csrf, 'GET', '/content/careers')
    const career = (careers.body.items as Array<{ id: number }>)[0]
    await w.page.goto(site(`/AdminUploadDocuments?section=careers&career=${career.id}&edit=${career.id}`))
    await suite.hydrated()
    expect(await w.page.locator('#career-docs-title').count()).toBe(1)
    await checks(w.page, 'content: a career opened at 360 px', 'phone')
    // an edit form of a seeded marquee item
    const marquee = await adminApi(w.context, baseUrl, csrf, 'GET', '/content/documents?category=marquee')
    const item = (marquee.body.items as Array<{ id: number }>)[0]
    await w.page.goto(site(`/AdminUploadDocuments?section=marquee&edit=${item.id}`))
    await suite.hydrated()
    expect(await w.page.getAttribute('#doc-edit-name_as', 'lang')).toBe('as')
    await checks(w.page, 'content: a marquee item opened at 360 px', 'phone')
  })

  it('answers 403 to a tender manager on the page and the API', async () => {
    const w = await suite.watch('desktop')
    const csrf = await adminSignIn(w.context, baseUrl, 'admin.tender')
    const res = await w.page.goto(site('/AdminUploadDocuments'))
    expect(res?.status()).toBe(403)
    expect((await adminApi(w.context, baseUrl, csrf, 'GET', '/content/documents?category=circular')).status).toBe(403)
    expect((await adminApi(w.context, baseUrl, csrf, 'POST', '/content/albums', { title: 'Not mine' })).status).toBe(403)
  })
})
