/**
 * Self meter reading (issue 14, ADR 025) in Chromium against the production build, signed in
 * as the demo postpaid consumer 101000000001 (9000000001): with JavaScript at 360 px and
 * without it at 1280 px, in English and Assamese. A disguised photo (a PDF named .jpg, a text
 * named .png) is refused by its bytes with the forms' words (with JavaScript the error summary
 * takes the focus); an implausible reading (lower than the last bill's, or far above the usual
 * use) asks to be confirmed; confirmed, it is shown on the dashboard with its photo. Axe clean
 * and no sideways scroll in every state; 44 px touch targets of the card on the phone. The
 * last reading and the usual use come from a database seeded by the same seed code for the
 * same day (test/e2e/expectations.ts). Every test signs its mobile out.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { kwh, periodLabel, dmy } from '../../client/components/dashboard/format'
import { addMonth, nextMonth } from '../../server/services/meterReading/index'
import type { Locale } from '../../shared/locale'
import { highThreshold, USUAL_BILLS } from '../../shared/meterReading/rules'
import { addDays } from '../../shared/time'
import { formatViolations, hydrated, layoutProblems, PHONE_WIDTH, runAxe, submitToPage, VIEWPORTS, type WatchedPage } from '../helpers/browser'
import { PDF, PNG } from '../helpers/uploads'
import { signedInSuite } from './signedInSuite'

// with JavaScript the refusals are fetch answers the browser logs as failed resources
const suite = signedInSuite({ allow: [/status of 400/, /status of 409/] })
const site = (path: string) => `${suite.baseUrl}/website${path}`

const PDF_AS_JPG = { name: 'meter.jpg', mimeType: 'image/jpeg', buffer: PDF }
const TEXT_AS_PNG = { name: 'meter.png', mimeType: 'image/png', buffer: Buffer.from('the meter says 12345\n') }
const GOOD_PNG = { name: 'meter.png', mimeType: 'image/png', buffer: PNG }

/** The words each language says (the page's, checked exactly). */
const WORDS = {
  en: {
    title: 'Submit your meter reading',
    photoType: 'Attach the photo as a JPEG or PNG file.',
    photoAgain: 'Attach the photo again.',
    confirmLabel: 'I have checked the reading; it is right',
    lower: (reading: string, last: string) =>
      `The reading ${reading} kWh is lower than the last reading on your bill, ${last} kWh. A meter's reading only goes up, so please check the digits on the display.`,
    high: (reading: string, units: string, usual: string) =>
      `The reading ${reading} kWh means ${units} units since your last bill, far more than your usual ${usual} units a month. Please check the digits on the display.`,
    stored: (reading: string) => `${reading} kWh`,
    confirmedLower: 'You confirmed it although it is lower than the last reading.',
    confirmedHigh: 'You confirmed it although it is far above your usual use.',
    saved: 'Your reading was received. Thank you.',
  },
  as: {
    title: 'আপোনাৰ মিটাৰ ৰিডিং দাখিল কৰক',
    photoType: 'ফটোখন জে.পি.ই.জি. বা পি.এন.জি. ফাইল হিচাপে সংলগ্ন কৰক।',
    photoAgain: 'ফটোখন পুনৰ সংলগ্ন কৰক।',
    confirmLabel: 'মই ৰিডিংটো পৰীক্ষা কৰিলোঁ; ই শুদ্ধ',
    lower: (reading: string, last: string) =>
      `${reading} কিল’ৱাট-ঘণ্টা ৰিডিংটো আপোনাৰ বিলৰ শেহতীয়া ৰিডিং ${last} কিল’ৱাট-ঘণ্টাতকৈ কম। মিটাৰ ৰিডিং কেৱল বাঢ়েহে, গতিকে অনুগ্ৰহ কৰি ডিছপ্লে’ৰ অংকবোৰ পৰীক্ষা কৰক।`,
    high: (reading: string, units: string, usual: string) =>
      `${reading} কিল’ৱাট-ঘণ্টা ৰিডিংটোৰ অৰ্থ আপোনাৰ শেহতীয়া বিলৰ পিছত ${units} ইউনিট, যি আপোনাৰ মাহেকীয়া সাধাৰণ ${usual} ইউনিটতকৈ বহুত বেছি। অনুগ্ৰহ কৰি ডিছপ্লে’ৰ অংকবোৰ পৰীক্ষা কৰক।`,
    stored: (reading: string) => `${reading} কিল’ৱাট-ঘণ্টা`,
    confirmedLower: 'শেহতীয়া ৰিডিংতকৈ কম হোৱা সত্ত্বেও আপুনি ইয়াক নিশ্চিত কৰিছে।',
    confirmedHigh: 'আপোনাৰ সাধাৰণ ব্যৱহাৰতকৈ বহুত বেছি হোৱা সত্ত্বেও আপুনি ইয়াক নিশ্চিত কৰিছে।',
    saved: 'আপোনাৰ ৰিডিং পোৱা গ’ল। ধন্যবাদ।',
  },
} as const

/** The figures of 101000000001 the card must show: the newest bill's reading, the usual use, the cycle. */
async function expected() {
  const bills = await suite.billing().bills('101000000001', USUAL_BILLS)
  const [newest] = bills
  const usual = Math.round((bills.reduce((s, b) => s + b.units, 0) / bills.length) * 10) / 10
  const billDate = addMonth(newest.billDate)
  return { last: newest.currentReading, usual, cycle: nextMonth(newest.period), lastDay: addDays(billDate, -1), billDate: newest.billDate }
}

/** A signed-in watched page on the postpaid dashboard in `lang`; without JavaScript when `js` is false. */
async function open(kind: 'phone' | 'desktop', lang: Locale, js: boolean): Promise<{ w: WatchedPage; page: Page; route: string }> {
  const w = await suite.open(kind, '9000000001', js)
  const route = lang === 'as' ? '/AS_ConsumerDashboardPostpaid' : '/ConsumerDashboardPostpaid'
  const res = await w.page.goto(site(route), { waitUntil: 'load' })
  expect(res?.status(), route).toBe(200)
  if (js) await hydrated(w)
  return { w, page: w.page, route }
}

const card = (page: Page) => page.getByTestId('meter-reading')
const summaryItems = (page: Page) => card(page).locator('.error-summary li').allTextContents()
const focusIn = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector)
const text = async (page: Page, testId: string) => ((await card(page).getByTestId(testId).textContent()) ?? '').trim()
/** The reading stored for the cycle as the card shows it (an earlier test's, or none). */
const storedNow = async (page: Page) => ((await card(page).getByTestId('meter-stored-reading').count()) ? text(page, 'meter-stored-reading') : null)

/**
 * Axe at WCAG 2.1 AA and the sideways scroll of the whole page in one state; the card's touch
 * targets on the phone. A page without JavaScript cannot run axe: the same state (its address
 * carries it) is opened in a twin context with scripts and the same session cookie, and axe
 * runs there; the layout is measured on the page itself.
 */
async function checks(w: WatchedPage, where: string, kind: 'phone' | 'desktop', js: boolean): Promise<string[]> {
  const { page } = w
  let axePage = page
  if (!js) {
    const twin = await suite.open(kind)
    await twin.context.addCookies(await w.context.cookies())
    expect((await twin.page.goto(page.url(), { waitUntil: 'load' }))?.status(), where).toBe(200)
    await hydrated(twin)
    axePage = twin.page
  }
  const out = formatViolations(await runAxe(axePage), where)
  out.push(...(await layoutProblems(page, { width: kind === 'phone' ? PHONE_WIDTH : VIEWPORTS.desktop.width, touch: false })).map((p) => `${p} (${where})`))
  if (kind === 'phone') {
    // the card alone (everything off its path hidden for the measure, then shown again)
    await page.evaluate(() => {
      const keep = document.querySelector('[data-testid=meter-reading]')!
      const onPath = (el: Element | null) => !!el && (el === keep || el.contains(keep) || keep.contains(el))
      for (const el of Array.from(document.body.querySelectorAll('*'))) if (!onPath(el) && onPath(el.parentElement)) el.setAttribute('data-e2e-hidden', '')
      for (const el of Array.from(document.querySelectorAll('[data-e2e-hidden]'))) (el as HTMLElement).hidden = true
    })
    out.push(...(await layoutProblems(page, { width: PHONE_WIDTH, touch: true })).map((p) => `${p} (${where}, the card)`))
    await page.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll('[data-e2e-hidden]'))) {
        ;(el as HTMLElement).hidden = false
        el.removeAttribute('data-e2e-hidden')
      }
    })
  }
  return out
}

/** The photo shown beside the stored reading has loaded (its bytes came from the private route). */
const photoLoaded = (page: Page) =>
  card(page)
    .locator('.meter-stored__photo')
    .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)

describe('self meter reading on the postpaid dashboard (101000000001)', () => {
  it.each(['en', 'as'] as const)('with JavaScript at 360 px (%s): a disguised photo refused, a lower reading asks to confirm, confirmed it is shown', async (lang) => {
    const words = WORDS[lang]
    const e = await expected()
    const { w, page, route } = await open('phone', lang, true)
    const failures: string[] = []
    expect(await card(page).getByRole('heading', { level: 2 }).textContent()).toBe(words.title)
    expect(await text(page, 'meter-cycle')).toBe(periodLabel(e.cycle, lang))
    expect(await text(page, 'meter-last-day')).toBe(dmy(e.lastDay, lang))
    expect(await text(page, 'meter-last-reading')).toContain(kwh(e.last, lang))
    expect(await text(page, 'meter-last-reading')).toContain(dmy(e.billDate, lang))
    const before = await storedNow(page)
    failures.push(...(await checks(w, `${route}, the form`, 'phone', true)))

    // a PDF named .jpg: refused by its bytes; the error summary takes the focus and links to the field
    const reading = card(page).locator('input[name=reading]')
    const send = card(page).locator('button[type=submit]')
    await reading.fill(String(e.last + 12))
    await card(page).locator('input[name=photo]').setInputFiles(PDF_AS_JPG)
    await send.click()
    await expect.poll(() => summaryItems(page)).toEqual([words.photoType])
    await expect.poll(() => focusIn(page, '.error-summary')).toBe(true)
    expect(await card(page).locator('.error-summary a').getAttribute('href')).toBe('#meter-reading-photo')
    expect(await card(page).locator('#meter-reading-photo').getAttribute('aria-invalid')).toBe('true')
    expect(await storedNow(page)).toBe(before)
    failures.push(...(await checks(w, `${route}, a PDF named .jpg refused`, 'phone', true)))
    // a text file named .png: the same words
    await card(page).locator('input[name=photo]').setInputFiles(TEXT_AS_PNG)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await send.click()
    await expect.poll(() => focusIn(page, '.error-summary')).toBe(true)
    expect(await summaryItems(page)).toEqual([words.photoType])
    expect(await storedNow(page)).toBe(before)

    // lower than the last bill's reading: the question, which takes the focus; nothing stored yet
    const lower = e.last - (lang === 'en' ? 25 : 31)
    await reading.fill(String(lower))
    await card(page).locator('input[name=photo]').setInputFiles(GOOD_PNG)
    await send.click()
    const confirm = card(page).getByTestId('meter-confirm')
    await expect.poll(() => confirm.isVisible()).toBe(true)
    expect(((await confirm.locator('p').first().textContent()) ?? '').trim()).toBe(words.lower(kwh(lower, lang), kwh(e.last, lang)))
    await expect.poll(() => focusIn(page, '[data-testid=meter-confirm]')).toBe(true)
    expect(await card(page).locator('.error-summary').count()).toBe(0)
    expect(await storedNow(page)).toBe(before)
    failures.push(...(await checks(w, `${route}, the question`, 'phone', true)))

    // confirmed: stored with the flag and shown with its photo, without leaving the page
    await card(page).getByLabel(words.confirmLabel).check()
    await send.click()
    await expect.poll(() => text(page, 'meter-stored-reading')).toBe(words.stored(kwh(lower, lang)))
    expect(await text(page, 'meter-saved')).toBe(words.saved)
    expect(await card(page).getByTestId('meter-stored').textContent()).toContain(words.confirmedLower)
    expect(await confirm.count()).toBe(0)
    await expect.poll(() => photoLoaded(page)).toBe(true)
    expect(page.url()).toBe(site(route))
    failures.push(...(await checks(w, `${route}, stored`, 'phone', true)))

    // kept after a reload
    await page.reload({ waitUntil: 'load' })
    expect(await text(page, 'meter-stored-reading')).toBe(words.stored(kwh(lower, lang)))
    expect(failures, failures.join('\n')).toEqual([])
  })

  it.each(['as', 'en'] as const)('without JavaScript at 1280 px (%s): a disguised photo refused, a reading far above the usual asks to confirm, confirmed it is shown', async (lang) => {
    const words = WORDS[lang]
    const e = await expected()
    const { w, page, route } = await open('desktop', lang, false)
    const failures: string[] = []
    const far = e.last + Math.ceil(highThreshold(e.usual)!) + (lang === 'en' ? 150 : 170)
    const before = await storedNow(page)
    // the page that answers, not the one being left: the second refusal answers the same address (submitToPage)
    const submit = async (outcome: RegExp) => {
      await submitToPage(page, card(page).locator('button[type=submit]'))
      expect(page.url()).toMatch(outcome)
    }

    // a PDF named .jpg, then a text named .png: the page comes back with the forms' words, the reading kept, the photo asked again
    for (const disguised of [PDF_AS_JPG, TEXT_AS_PNG]) {
      await card(page).locator('input[name=reading]').fill(String(far))
      await card(page).locator('input[name=photo]').setInputFiles(disguised)
      await submit(/meterReading=photoType/)
      expect(page.url()).toBe(site(`${route}?consNo=101000000001&meterReading=photoType&reading=${far}#meter-reading-title`))
      expect(await summaryItems(page)).toEqual([words.photoType])
      expect(await card(page).locator('input[name=reading]').inputValue()).toBe(String(far))
      expect(await card(page).locator('#meter-reading-photo-hint').textContent()).toContain(words.photoAgain)
      expect(await storedNow(page)).toBe(before)
    }
    failures.push(...(await checks(w, `${route}, a disguised photo refused`, 'desktop', false)))

    // far above the usual use: the question, with the reading kept
    await card(page).locator('input[name=photo]').setInputFiles(GOOD_PNG)
    await submit(/meterReading=confirmHigh/)
    const confirm = card(page).getByTestId('meter-confirm')
    expect(((await confirm.locator('p').first().textContent()) ?? '').trim()).toBe(words.high(kwh(far, lang), kwh(far - e.last, lang), kwh(Math.round(e.usual), lang)))
    expect(await card(page).locator('.error-summary').count()).toBe(0)
    expect(await card(page).locator('input[name=reading]').inputValue()).toBe(String(far))
    expect(await storedNow(page)).toBe(before)
    failures.push(...(await checks(w, `${route}, the question`, 'desktop', false)))

    // confirmed (the box ticked, the photo attached again): stored and shown
    await card(page).getByLabel(words.confirmLabel).check()
    await card(page).locator('input[name=photo]').setInputFiles(GOOD_PNG)
    await submit(/meterReading=saved/)
    expect(page.url()).toBe(site(`${route}?consNo=101000000001&meterReading=saved#meter-reading-title`))
    expect(await text(page, 'meter-stored-reading')).toBe(words.stored(kwh(far, lang)))
    expect(await text(page, 'meter-saved')).toBe(words.saved)
    expect(await card(page).getByTestId('meter-stored').textContent()).toContain(words.confirmedHigh)
    expect(await card(page).getByTestId('meter-confirm').count()).toBe(0)
    await expect.poll(() => photoLoaded(page)).toBe(true)
    failures.push(...(await checks(w, `${route}, stored`, 'desktop', false)))
    expect(failures, failures.join('\n')).toEqual([])
  })

  it('the smart postpaid dashboard (102000000002) has no self reading: its meter is read remotely', async () => {
    const w = await suite.open('desktop', '9000000002', true)
    expect((await w.page.goto(site('/ConsumerDashboardSmartPostpaid'), { waitUntil: 'load' }))?.status()).toBe(200)
    await hydrated(w)
    expect(await w.page.getByTestId('meter-reading').count()).toBe(0)
  })
})
