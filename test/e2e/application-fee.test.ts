/**
 * An application's fee in real Chromium (issue 10 §3, ADR 018): apply for a new connection,
 * land on the acknowledgement awaiting payment, pay in the sandbox gateway, come back to the
 * acknowledgement showing 'Submitted' and the receipt; in English and in Assamese, and without
 * JavaScript. The acknowledgement with its pay form is swept at 360 px (axe, layout) in both
 * languages, and its PDF link downloads the PDF.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { deviceOptions, hydrated, PHONE_WIDTH, sweepProblems, watchedPage, type WatchedPage } from '../helpers/browser'
import { PDF, PNG } from '../helpers/uploads'
import { formSuite } from './formSuite'
import { SANDBOX_CHECKOUT, sandboxButton } from './sandboxGateway'

const suite = formSuite()
const { baseUrl, site } = suite
/** the fee of the form below by the cost table: ₹100 + ₹1,000 + 3 kW × ₹400 + 20 m × ₹150 = ₹5,300 */
const TEXT = {
  en: { awaiting: 'Awaiting payment', submitted: 'Submitted', pay: /^Pay ₹\s5,300\.00 now$/, notPaid: 'Not paid yet', paidOn: 'Paid on', download: 'Download the acknowledgement (PDF)' },
  as: {
    awaiting: 'পৰিশোধৰ অপেক্ষাত',
    submitted: 'দাখিল কৰা হৈছে',
    pay: /^এতিয়াই ₹\s৫,৩০০\.০০ পৰিশোধ কৰক$/,
    notPaid: 'এতিয়াও পৰিশোধ কৰা হোৱা নাই',
    paidOn: 'পৰিশোধ কৰা হৈছে, ৰচিদ',
    download: 'প্ৰাপ্তি স্বীকাৰ ডাউনলোড কৰক (পি.ডি.এফ.)',
  },
}

/** Fills /ApplyNewConn (or its Assamese mirror) and sends it; answers on the acknowledgement. */
async function apply(page: Page, lang: 'en' | 'as', mobile: string): Promise<string> {
  await page.goto(site(lang === 'as' ? '/AS_ApplyNewConn' : '/ApplyNewConn'), { waitUntil: 'load' })
  await page.fill('[name=applicantName]', 'Ram Das')
  await page.fill('[name=guardianName]', 'Hari Das')
  await page.fill('[name=mobile]', mobile)
  await page.selectOption('[name=category]', 'domestic')
  await page.fill('[name=loadKw]', '3')
  await page.fill('[name=distanceM]', '50')
  await page.check('input[name=phase][value="1"]')
  await page.check('input[name=areaClass][value="metro"]')
  await page.fill('[name=address]', 'House 5, Zoo Road')
  await page.selectOption('[name=district]', 'kamrup-metro')
  await page.fill('[name=pinCode]', '781005')
  await page.check('input[name=declaration]')
  await page.setInputFiles('[name=identity]', { name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.setInputFiles('[name=occupancy]', { name: 'holding.png', mimeType: 'image/png', buffer: PNG })
  await Promise.all([page.waitForURL(/\/website\/(AS_)?PrintAck\?applNo=AP\d{10}$/, { timeout: 30_000 }), page.locator('form.post-form button[type=submit]').first().click()])
  const workNo = new URL(page.url()).searchParams.get('applNo') as string
  expect(workNo).toMatch(/^AP\d{10}$/)
  return workNo
}

const stateText = (page: Page) => page.getByTestId('work-state').innerText()
const facts = (page: Page) => page.getByTestId('ack-facts').innerText()

describe('an application fee through the sandbox gateway', () => {
  for (const lang of ['en', 'as'] as const) {
    it(`${lang}: apply → acknowledgement awaiting payment → pay in the sandbox → 'Submitted' with the receipt`, async () => {
      const w: WatchedPage = await watchedPage(suite.browser(), baseUrl, deviceOptions('phone'))
      try {
        const { page } = w
        const workNo = await apply(page, lang, lang === 'en' ? '9876511001' : '9876511002')
        await hydrated(w)
        const ack = `${lang === 'as' ? '/AS_' : '/'}PrintAck?applNo=${workNo}`
        expect(await stateText(page)).toBe(TEXT[lang].awaiting)
        expect(await facts(page)).toContain(TEXT[lang].notPaid)
        const pay = page.getByRole('button', { name: TEXT[lang].pay })
        expect(await pay.isVisible()).toBe(true)
        // the PDF link: this application's acknowledgement in the page's language, downloaded
        const link = page.getByRole('link', { name: TEXT[lang].download })
        expect(await link.getAttribute('href')).toBe(`/api/applications/${workNo}/ack.pdf?lang=${lang}`)
        const pdf = await page.request.get(new URL(`/api/applications/${workNo}/ack.pdf?lang=${lang}`, baseUrl).toString())
        expect(pdf.status()).toBe(200)
        expect(pdf.headers()['content-type']).toBe('application/pdf')
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

        // the acknowledgement with its pay form: axe and the 360 px layout
        const problems = await sweepProblems(w, site(ack), { width: PHONE_WIDTH, touch: true, where: `${ack}, 360 px` })
        expect(problems, problems.join('\n')).toEqual([])

        // pay: the sandbox gateway, then back to the acknowledgement
        await Promise.all([page.waitForURL(SANDBOX_CHECKOUT, { timeout: 20_000 }), page.getByRole('button', { name: TEXT[lang].pay }).click()])
        expect(await page.locator('main, body').first().innerText()).toContain(workNo)
        // the gateway speaks the order's language
        expect(await page.locator('html').getAttribute('lang')).toBe(lang)
        await Promise.all([page.waitForURL(site(ack), { timeout: 20_000 }), sandboxButton(page, 'pay').click()])
        await hydrated(w)
        expect(await stateText(page)).toBe(TEXT[lang].submitted)
        const shown = await facts(page)
        expect(shown).toMatch(/RA\d{8}[A-Z2-7]{8}/)
        expect(shown).toContain(TEXT[lang].paidOn)
        expect(await page.getByTestId('fee-pay').count()).toBe(0)
        // the deadline of a metro connection: a date, no longer '—'
        expect(shown).not.toMatch(/—\s*$/m)
        const after = await sweepProblems(w, site(ack), { width: PHONE_WIDTH, touch: true, where: `${ack} paid, 360 px` })
        expect(after, after.join('\n')).toEqual([])
        w.expectClean('problems in the browser')
      } finally {
        await w.close()
      }
    })
  }

  it('works without JavaScript: the pay form posts to the acknowledgement, which sends the browser to the gateway', async () => {
    const context = await suite.browser().newContext({ ...deviceOptions('desktop'), javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      const workNo = await apply(page, 'en', '9876511003')
      expect(await stateText(page)).toBe(TEXT.en.awaiting)
      await Promise.all([page.waitForURL(/\/sandbox-pg\/checkout\/APD/, { timeout: 20_000 }), page.getByRole('button', { name: TEXT.en.pay }).click()])
      // back without paying, then again: the same order (never a second payment)
      const first = page.url()
      await page.goto(site(`/PrintAck?applNo=${workNo}`), { waitUntil: 'load' })
      expect(await page.getByTestId('fee-open').count()).toBe(1)
      await Promise.all([page.waitForURL(/\/sandbox-pg\/checkout\/APD/, { timeout: 20_000 }), page.getByRole('button', { name: TEXT.en.pay }).click()])
      expect(page.url()).toBe(first)
      await Promise.all([page.waitForURL(site(`/PrintAck?applNo=${workNo}`), { timeout: 20_000 }), page.getByRole('button', { name: 'Pay', exact: true }).click()])
      expect(await stateText(page)).toBe(TEXT.en.submitted)
      expect(await facts(page)).toMatch(/Paid on .*, receipt RA\d{8}[A-Z2-7]{8}/)
    } finally {
      await context.close()
    }
  })
})
