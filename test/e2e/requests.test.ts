/**
 * The requests on an existing connection in Chromium against the production build (issue 10
 * §3): /OnlineChangeProcess, /TanUpdateOtp → /TanUpdate, /HoldingNoUpdate and /LoadHoldingNo,
 * in English and Assamese, at 360 px (phone) and 1280 px (desktop), axe on every step and
 * refusal, and the flows without JavaScript (the two-step OTP form posting to its own page).
 * OTPs are read from the demo SMS outbox. Each test also fails on a console error, a
 * hydration warning or a request to another host.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatViolations, layoutProblems, PHONE_WIDTH, runAxe } from '../helpers/browser'
import { PDF } from '../helpers/uploads'
import { formSuite } from './formSuite'

const suite = formSuite()
const { site, open, landed, checks: checkPage, otp: otpOf } = suite
const ASSAMESE = /[\u0980-\u09FF]/

let tmp: string
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-req-'))
})
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
})

const summary = (page: Page) => page.locator('.error-summary')
/** the e2e server's resend wait is 1 s */
const pastResendWait = () => new Promise((r) => setTimeout(r, 1_100))

describe('/OnlineChangeProcess', () => {
  it('English, 1280 px: consumer number and change → OTP → the change → acknowledgement; refusals on the way', async () => {
    const page = await open('/OnlineChangeProcess', 'desktop')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Change of load, category, name, phase or meter')
    await checkPage(page, 'change step 1', 'desktop')
    // nothing typed: refused in the browser, the summary takes the focus
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    expect(await summary(page).textContent()).toContain('Enter your 12-digit consumer number.')
    expect(await summary(page).textContent()).toContain('Choose the change you are asking for.')
    await checkPage(page, 'change step 1 refused', 'desktop')
    // an unknown consumer: the server's refusal
    await page.getByLabel('Consumer number').fill('101999999999')
    await page.getByLabel('Meter (faulty, burnt, stopped, or a smart prepaid meter)').check()
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await summary(page).textContent()).toContain('Consumer Not Found')
    await checkPage(page, 'change unknown consumer', 'desktop')

    await page.getByLabel('Consumer number').fill('101000000001')
    await page.getByLabel('Meter (faulty, burnt, stopped, or a smart prepaid meter)').check()
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await page.getByTestId('otp-sent').textContent()).toContain('******0001')
    expect(await page.getByText('Your request: Meter (faulty, burnt, stopped, or a smart prepaid meter)').count()).toBe(1)
    await checkPage(page, 'change step 2', 'desktop')
    const first = await otpOf('9000000001')

    // a wrong OTP: the page again at step 2 with the problem
    await page.getByLabel('It has stopped').check()
    await page.getByLabel(/I declare/).check()
    await page.getByLabel('OTP', { exact: true }).fill(String((Number(first) + 1) % 1_000_000).padStart(6, '0'))
    await page.getByRole('button', { name: 'Submit the request' }).click()
    await landed(page, true)
    expect(await summary(page).textContent()).toContain('The OTP is wrong or has expired. Ask for a new one.')
    expect(await page.getByLabel('It has stopped').isChecked()).toBe(true)
    await checkPage(page, 'change wrong OTP', 'desktop')

    // send again, then the right OTP
    await pastResendWait()
    await page.getByRole('button', { name: 'Send the OTP again' }).click()
    await landed(page, true)
    const second = await otpOf('9000000001')
    await page.getByLabel('It has stopped').check()
    await page.getByLabel(/I declare/).check()
    await page.getByLabel('OTP', { exact: true }).fill(second)
    await page.getByRole('button', { name: 'Submit the request' }).click()
    await page.waitForURL(/\/website\/PrintAck\?applNo=AP\d{10}$/)
    await landed(page, true)
    expect(await page.getByTestId('appl-no').textContent()).toMatch(/^AP\d{10}$/)
    expect(await page.getByTestId('work-state').textContent()).toBe('Submitted')
    expect(await page.getByRole('heading', { level: 2, name: 'Meter change' }).count()).toBe(1)
  })

  it('Assamese, 360 px: the open request of a kind is refused at step 1, in Assamese', async () => {
    // the meter change of the test above is still open for 101000000001
    const page = await open('/AS_OnlineChangeProcess', 'phone')
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^as/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(ASSAMESE)
    await checkPage(page, 'AS change step 1', 'phone')
    await page.getByLabel('গ্ৰাহক নম্বৰ').fill('101000000001')
    await page.getByLabel('মিটাৰ (বিকল, জ্বলি যোৱা, বন্ধ হোৱা, বা স্মাৰ্ট প্ৰিপেইড মিটাৰ)').check()
    await page.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await landed(page, true)
    const words = await summary(page).textContent()
    expect(words).toContain('এই গ্ৰাহক নম্বৰৰ বাবে এই প্ৰকাৰৰ এটা অনুৰোধ ইতিমধ্যে খোলা আছে')
    expect(words).toMatch(/AP\d{10}/)
    await checkPage(page, 'AS change pending refusal', 'phone')
    // another change goes on to step 2, in Assamese
    await page.getByLabel('গ্ৰাহক নম্বৰ').fill('101000000001')
    await page.getByLabel('ল’ড (বৃদ্ধি বা হ্ৰাস)').check()
    await page.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await landed(page, true)
    expect(await page.getByTestId('otp-sent').textContent()).toMatch(ASSAMESE)
    await checkPage(page, 'AS change step 2', 'phone')
    // a load out of range: refused in the browser, in Assamese
    await page.getByLabel('নতুন সংযোজিত ল’ড (কিল’ৱাট)').fill('80')
    await page.getByRole('button', { name: 'অনুৰোধ দাখিল কৰক' }).click()
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    expect(await summary(page).textContent()).toMatch(ASSAMESE)
    await checkPage(page, 'AS change step 2 refused', 'phone')
  })

  it('without JavaScript, 360 px: a name change with its document, ending at the acknowledgement', async () => {
    const page = await open('/OnlineChangeProcess', 'phone', false)
    await page.getByLabel('Consumer number').fill('103000000003')
    await page.getByLabel('Name (a new owner or tenant)').check()
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, false)
    expect(await page.getByTestId('otp-sent').textContent()).toContain('******0003')
    await checkPage(page, 'no-JS change step 2', 'phone', false)
    // without the document: the server refuses, the typed name stays
    await page.getByLabel('New name (as in the document)').fill('Salma Ahmed')
    await page.getByLabel('The owner has died (succession certificate)').check()
    await page.getByLabel(/I declare/).check()
    await page.getByLabel('OTP', { exact: true }).fill(await otpOf('9000000003'))
    await page.getByRole('button', { name: 'Submit the request' }).click()
    await landed(page, false)
    expect(await summary(page).textContent()).toContain('Attach this document.')
    expect(await page.getByLabel('New name (as in the document)').inputValue()).toBe('Salma Ahmed')
    await checkPage(page, 'no-JS change refused', 'phone', false)
    // the OTP was not used up by the refusal
    const file = path.join(tmp, 'succession.pdf')
    fs.writeFileSync(file, PDF)
    await page.getByLabel('The owner has died (succession certificate)').check()
    await page.getByLabel(/I declare/).check()
    await page.getByLabel('Document: sale deed, succession certificate or lease agreement').setInputFiles(file)
    await page.getByLabel('OTP', { exact: true }).fill(await otpOf('9000000003'))
    await page.getByRole('button', { name: 'Submit the request' }).click()
    await page.waitForURL(/\/website\/PrintAck\?applNo=AP\d{10}$/)
    expect(await page.getByTestId('work-state').textContent()).toBe('Submitted')
    // the document is listed with the acknowledgement
    expect(await page.getByRole('heading', { level: 3, name: 'Documents received' }).count()).toBe(1)
    expect(await page.locator('.ack ul li').count()).toBe(1)
  })
})

describe('/TanUpdateOtp → /TanUpdate (Compliance of Sec 194Q)', () => {
  it('Assamese, 360 px: step 1 goes on to step 2, a bad TAN is refused, the TAN is recorded at once', async () => {
    const page = await open('/AS_TanUpdateOtp', 'phone')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ধাৰা ১৯৪কিউৰ অনুপালন')
    await checkPage(page, 'AS TAN step 1', 'phone')
    await page.getByLabel('গ্ৰাহক নম্বৰ').fill('102000000002')
    await page.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await page.waitForURL(/\/website\/AS_TanUpdate\?consNo=102000000002$/)
    await landed(page, true)
    expect(await page.getByTestId('on-record').textContent()).toBe('এই গ্ৰাহক নম্বৰৰ বাবে অভিলেখত কোনো টি.এ.এন. নাই।')
    await checkPage(page, 'AS TAN step 2', 'phone')
    await page.getByLabel('টি.এ.এন. (কৰ কৰ্তন একাউণ্ট নম্বৰ)').fill('ABC12345E')
    await page.getByLabel('অ’টিপি', { exact: true }).fill(await otpOf('9000000002'))
    await page.getByRole('button', { name: 'টি.এ.এন. উন্নীত কৰক' }).click()
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    expect(await summary(page).textContent()).toContain('টি.এ.এন.ত ৪টা আখৰ, ৫টা অংক আৰু ১টা আখৰ থাকে')
    await checkPage(page, 'AS TAN refused', 'phone')
    await page.getByLabel('টি.এ.এন. (কৰ কৰ্তন একাউণ্ট নম্বৰ)').fill('abcd12345e')
    await page.getByRole('button', { name: 'টি.এ.এন. উন্নীত কৰক' }).click()
    await page.waitForURL(/\/website\/AS_PrintAck\?applNo=AP\d{10}$/)
    await landed(page, true)
    expect(await page.getByTestId('work-state').textContent()).toMatch(ASSAMESE)
    await checkPage(page, 'AS TAN acknowledgement', 'phone')
    // the TAN on record, masked, the next time
    await page.goto(site('/AS_TanUpdate?consNo=102000000002'), { waitUntil: 'load' })
    await suite.hydrated()
    expect(await page.getByTestId('on-record').textContent()).toBe('অভিলেখত থকা টি.এ.এন.: AB******5E')
  })

  it('English, 1280 px: an unknown consumer number on /TanUpdate shows step 1 with the problem', async () => {
    const page = await open('/TanUpdate?consNo=101999999999', 'desktop')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Compliance of Sec 194Q: update the TAN')
    expect(await summary(page).textContent()).toContain('Consumer Not Found')
    await checkPage(page, 'TAN unknown consumer', 'desktop')
  })
})

describe('/HoldingNoUpdate and /LoadHoldingNo', () => {
  it('without JavaScript, 360 px: a wrong OTP, then the holding number recorded; the lookup shows it masked', async () => {
    const page = await open('/HoldingNoUpdate', 'phone', false)
    await checkPage(page, 'holding step 1', 'phone', false)
    await page.getByLabel('Consumer number').fill('105000000005')
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, false)
    expect(await page.getByTestId('on-record').textContent()).toBe('No holding number is on record for this consumer number.')
    await checkPage(page, 'holding step 2', 'phone', false)
    const otp = await otpOf('9000000005')
    await page.getByLabel('New holding number').fill('SIL/12/345')
    await page.getByLabel('OTP', { exact: true }).fill(String((Number(otp) + 1) % 1_000_000).padStart(6, '0'))
    await page.getByRole('button', { name: 'Update the holding number' }).click()
    await landed(page, false)
    expect(await summary(page).textContent()).toContain('The OTP is wrong or has expired.')
    expect(await page.getByLabel('New holding number').inputValue()).toBe('SIL/12/345')
    expect(await page.getByLabel('OTP', { exact: true }).inputValue()).toBe('')
    await checkPage(page, 'holding wrong OTP', 'phone', false)
    await page.getByLabel('OTP', { exact: true }).fill(otp)
    await page.getByRole('button', { name: 'Update the holding number' }).click()
    await page.waitForURL(/\/website\/PrintAck\?applNo=AP\d{10}$/)
    expect(await page.getByTestId('work-state').textContent()).toBe('Completed')

    await page.goto(site('/LoadHoldingNo?consNo=105000000005'), { waitUntil: 'load' })
    expect(await page.getByTestId('holding-result').textContent()).toContain('A holding number is on record: SI******45')
    expect(await page.content()).not.toContain('SIL/12/345')
    await checkPage(page, 'holding lookup', 'phone', false)
  })

  it('Assamese, 1280 and 360 px: the lookup form, its refusal and an answer without a holding number', async () => {
    const page = await open('/AS_LoadHoldingNo', 'desktop')
    await checkPage(page, 'AS lookup', 'desktop')
    await page.getByLabel('গ্ৰাহক নম্বৰ').fill('12')
    await page.getByRole('form', { name: 'হ’ল্ডিং নম্বৰ সন্ধান' }).getByRole('button', { name: 'সন্ধান কৰক' }).click()
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    expect(await summary(page).textContent()).toMatch(ASSAMESE)
    await checkPage(page, 'AS lookup refused', 'desktop')
    await page.setViewportSize({ width: PHONE_WIDTH, height: 740 })
    await page.getByLabel('গ্ৰাহক নম্বৰ').fill('104000000004')
    await page.getByRole('form', { name: 'হ’ল্ডিং নম্বৰ সন্ধান' }).getByRole('button', { name: 'সন্ধান কৰক' }).click()
    await page.waitForURL(/consNo=104000000004/)
    await landed(page, true)
    expect(await page.getByTestId('holding-result').textContent()).toContain('অভিলেখত কোনো হ’ল্ডিং নম্বৰ নাই।')
    expect(formatViolations(await runAxe(page), 'AS lookup answer')).toEqual([])
    expect(await layoutProblems(page, { width: PHONE_WIDTH, touch: false }), 'AS lookup answer').toEqual([])
  })

  it('Assamese, 360 px: step 2 of the holding number update', async () => {
    const page = await open('/AS_HoldingNoUpdate', 'phone')
    await page.getByLabel('গ্ৰাহক নম্বৰ').fill('101000000001')
    await page.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await landed(page, true)
    expect(await page.getByTestId('on-record').textContent()).toBe('এই গ্ৰাহক নম্বৰৰ বাবে অভিলেখত কোনো হ’ল্ডিং নম্বৰ নাই।')
    await checkPage(page, 'AS holding step 2', 'phone')
    await page.getByRole('button', { name: 'হ’ল্ডিং নম্বৰ উন্নীত কৰক' }).click()
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    expect(await summary(page).textContent()).toContain('হ’ল্ডিং নম্বৰটো দিয়ক')
    await checkPage(page, 'AS holding step 2 refused', 'phone')
  })
})
