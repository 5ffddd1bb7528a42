/**
 * The tender screens in Chromium (issue 11 §2 Tenders, §5) against the production build: the
 * tender manager (admin.tender) creates a tender on /AdminCreateTender, gives it three documents
 * on /AdminUpdateTenderDocs (a bid document, a Cancellation, and a corrigendum after it), and
 * publishes it on /AdminPublishTender after the confirmation step. Without a restart it then
 * shows on /TenderCurrent, /AS_TenderCurrent (the Assamese titles) and /api/tenderCurrent, and
 * the document after the Cancellation is listed nowhere. axe and the layout on the three pages
 * (each with a form error too); a content editor gets 403 on the tender pages.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoPdf } from '../../seeds/files'
import { indiaToday } from '../../shared/time'
import { adminSignIn } from './adminLogin'
import { formSuite } from './formSuite'

const suite = formSuite({ allow: [/status of 40[0349]/] })
const { baseUrl, site, checks } = suite

const today = indiaToday()
const TENDER_NO = `APDCL/E2E/${Date.now()}`
const DESCRIPTION = `Supply of distribution transformers for the Nalbari Electrical Circle (${TENDER_NO})`
const DESCRIPTION_AS = 'নলবাৰী বৈদ্যুতিক চাৰ্কলৰ বাবে বিতৰণ ট্ৰেন্সফৰ্মাৰ যোগান'
const DOCS = [
  { type: 'Bid Document', title: 'Bid document of the transformer tender', titleAs: 'ট্ৰেন্সফৰ্মাৰ নিবিদাৰ বিড নথি' },
  { type: 'Cancellation', title: 'Cancellation of the transformer tender', titleAs: 'ট্ৰেন্সফৰ্মাৰ নিবিদা বাতিল' },
  { type: 'Corrigendum', title: 'Corrigendum issued after the cancellation', titleAs: 'বাতিলৰ পিছৰ সংশোধনী' },
]

/** Waits for the admin form's success line (role=status) to say `text`. */
async function saved(page: Page, form: string, text: RegExp) {
  await expect.poll(() => page.locator(`#${form} .admin-form__status`).textContent(), { timeout: 15_000 }).toMatch(text)
}

describe('the tender screens (admin.tender)', () => {
  it('creates a tender, gives it documents with a Cancellation, publishes it: the public pages and /api/tenderCurrent show it at once, cut at the Cancellation', async () => {
    const w = await suite.watch('desktop')
    const page = w.page
    await adminSignIn(w.context, baseUrl, 'admin.tender')

    // the public list before: not there (and the content answers are now cached)
    const publicPage = `/TenderCurrent?q=${encodeURIComponent(TENDER_NO)}`
    const apiUrl = `${baseUrl}/api/tenderCurrent?q=${encodeURIComponent(TENDER_NO)}&page=1&pageSize=10`
    expect((await (await fetch(apiUrl)).json()).tenderList).toEqual([])
    expect(await (await fetch(site(publicPage))).text()).not.toContain(`tender__no">${TENDER_NO}<`)

    // 1. create: an empty form first (the errors beside the fields, axe), then the tender
    await page.goto(site('/AdminCreateTender'))
    await suite.hydrated()
    await checks(page, 'create tender', 'desktop')
    await page.click('#tender-form button[type=submit]')
    await expect.poll(() => page.locator('#tender-form-tender_no-error').textContent()).toContain('Give the tender number.')
    expect(await page.locator('#tender-form-description-error').textContent()).toContain('Give the description.')
    await checks(page, 'create tender: form errors', 'desktop')
    await page.fill('#tender-form-tender_no', TENDER_NO)
    await page.fill('#tender-form-description', DESCRIPTION)
    await page.fill('#tender-form-description_as', DESCRIPTION_AS)
    await page.fill('#tender-form-tender_date', today)
    await page.fill('#tender-form-bid_start_date', today)
    await page.click('#tender-form button[type=submit]')
    await saved(page, 'tender-form', /Draft .* created/)
    await Promise.all([page.waitForURL(/AdminUpdateTenderDocs\?id=\d+/), page.click('#tender-form .admin-form__status a')])
    await suite.hydrated()
    expect(await page.locator('h1').textContent()).toBe(`Documents of tender ${TENDER_NO}`)

    // 2. documents: a refused upload first (no file), then three PDFs; the one after the Cancellation is not listed
    await page.selectOption('#document-form-type', 'Bid Document')
    await page.fill('#document-form-title', DOCS[0].title)
    await page.click('#document-form button[type=submit]')
    await expect.poll(() => page.locator('#document-form-file-error').textContent()).toContain('Attach the document as a PDF file.')
    await checks(page, 'tender documents: upload error', 'desktop')
    for (const [i, d] of DOCS.entries()) {
      await page.setInputFiles('#document-form-file', { name: `document-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: demoPdf(d.title, TENDER_NO) })
      await page.selectOption('#document-form-type', d.type)
      await page.fill('#document-form-title', d.title)
      await page.fill('#document-form-title_as', d.titleAs)
      await page.fill('#document-form-date', today)
      await page.click('#document-form button[type=submit]')
      await saved(page, 'document-form', new RegExp(`Uploaded: ${d.title}`))
      await expect.poll(() => page.locator('[aria-labelledby=documents-table] tbody tr').count()).toBe(i + 1)
    }
    const rows = page.locator('[aria-labelledby=documents-table] tbody tr')
    expect(await rows.nth(0).locator('td').nth(6).textContent()).toBe('Listed')
    expect(await rows.nth(1).locator('td').nth(6).textContent()).toBe('Listed')
    expect(await rows.nth(2).locator('td').nth(6).textContent()).toBe('Not listed (after the cancellation)')
    expect(await page.locator('.admin-note').textContent()).toContain('1 document is after the cancellation and not listed')
    await checks(page, 'tender documents', 'desktop')

    // 3. publish, with the confirmation step
    await page.goto(site('/AdminPublishTender'))
    await suite.hydrated()
    await checks(page, 'publish tenders', 'desktop')
    const draft = page.locator('[aria-labelledby=drafts-table] tbody tr', { hasText: TENDER_NO })
    expect(await draft.locator('td').nth(3).textContent()).toContain('3')
    await draft.getByRole('button', { name: 'Publish' }).click()
    await expect.poll(() => draft.locator('.admin-confirm__question').textContent()).toContain(`Publish ${TENDER_NO}?`)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes, publish')
    await checks(page, 'publish tenders: confirmation', 'desktop')
    await draft.getByRole('button', { name: 'Yes, publish' }).click()
    const live = page.locator('[aria-labelledby=published-table] tbody tr', { hasText: TENDER_NO })
    await expect.poll(() => live.count(), { timeout: 15_000 }).toBe(1)
    expect(await page.locator('[aria-labelledby=drafts-table] tbody tr', { hasText: TENDER_NO }).count()).toBe(0)

    // 4. the public answers, without a restart: the API, the English and the Assamese page
    const api = (await (await fetch(apiUrl)).json()).tenderList as Array<Record<string, string>>
    expect(api).toHaveLength(1)
    expect(api[0]).toMatchObject({ tender_no: TENDER_NO, description: DESCRIPTION, type: 'Bid Document|Cancellation', title: `${DOCS[0].title}|${DOCS[1].title}` })
    await page.goto(site(publicPage))
    const card = page.locator('article.tender', { hasText: TENDER_NO })
    expect(await card.count()).toBe(1)
    expect(await card.locator('.tender__docs tbody tr').count()).toBe(2)
    const cardText = (await card.textContent()) ?? ''
    expect(cardText).toContain(DOCS[0].title)
    expect(cardText).toContain(DOCS[1].title)
    expect(cardText).not.toContain(DOCS[2].title)
    await page.goto(site(`/AS_TenderCurrent?q=${encodeURIComponent(TENDER_NO)}`))
    const cardAs = page.locator('article.tender', { hasText: TENDER_NO })
    const asText = (await cardAs.textContent()) ?? ''
    expect(asText).toContain(DESCRIPTION_AS)
    expect(asText).toContain(DOCS[0].titleAs)
    expect(asText).toContain(DOCS[1].titleAs)
    expect(asText).not.toContain(DOCS[2].titleAs)
    expect(asText).not.toContain(DOCS[2].title)
  })

  it('the three pages pass axe and fit 360 px on a phone', async () => {
    const w = await suite.watch('phone')
    await adminSignIn(w.context, baseUrl, 'admin.tender')
    for (const path of ['/AdminCreateTender', '/AdminUpdateTenderDocs', '/AdminPublishTender']) {
      const res = await w.page.goto(site(path))
      expect(res?.status(), path).toBe(200)
      await suite.hydrated()
      await checks(w.page, `${path} at 360 px`, 'phone')
    }
    // a tender's documents at 360 px (the seeded cancelled tender has a document after its Cancellation)
    await w.page.goto(site('/AdminUpdateTenderDocs'))
    await w.page.locator('[aria-labelledby=tender-list] tbody tr a').first().click()
    await w.page.waitForURL(/id=\d+/)
    await suite.hydrated()
    await checks(w.page, 'tender documents at 360 px', 'phone')
    // a form error at 360 px
    await w.page.click('#document-form button[type=submit]')
    await expect.poll(() => w.page.locator('#document-form .error-summary').count()).toBe(1)
    await checks(w.page, 'tender documents: upload error at 360 px', 'phone')
  })

  it('answers 403 to a content editor on the tender pages', async () => {
    const w = await suite.watch('desktop')
    await adminSignIn(w.context, baseUrl, 'admin.content')
    for (const path of ['/AdminCreateTender', '/AdminUpdateTenderDocs', '/AdminPublishTender']) {
      const res = await w.page.goto(site(path))
      expect(res?.status(), path).toBe(403)
    }
    const api = await w.context.request.get(`${baseUrl}/api/admin/tenders`)
    expect(api.status()).toBe(403)
  })
})
