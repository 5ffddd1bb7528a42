/**
 * Consumer registration in Chromium against the production build (issue 10 §3, issue 27 §1):
 * /ConsumerRegistration in English at 1280 px with JavaScript (a number linked to another
 * mobile and the change form it opens; no mobile on record: the OTP to the new mobile, the
 * page saying the request goes to an officer and what happens next, the name and the identity
 * document, the acknowledgement; an officer approves it on the desk; then the first login,
 * which says `type: new` and lands on a dashboard that welcomes the new user once), and in
 * Assamese at 360 px without JavaScript (the mobile change request with its identity document,
 * refused without it, ending at /PrintAck). axe on every step; each test also fails on a
 * console error, a hydration warning or a request to another host.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REGISTRATION_DEMO } from '../../seeds/registrationDemo'
import { PDF } from '../helpers/uploads'
import { adminApi, adminSignIn } from './adminLogin'
import { formSuite } from './formSuite'
import { e2eBaseUrl } from './site'

// a refused form answers its page with 422, and the login's proof of work is asked with 428 (the browser logs both)
const suite = formSuite({ allow: [/status of 428/] })
const { open, landed, checks: checkPage, otp } = suite
const ASSAMESE = /[\u0980-\u09FF]/
const NEW_MOBILE = '9876500071'
const CHANGE_MOBILE = '9876500072'
const ID_PROOF = { name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF }

const summary = (page: Page) => page.locator('.error-summary').first()
const registerForm = (page: Page) => page.getByRole('form', { name: 'Register a mobile number' })
const officerForm = (page: Page) => page.getByRole('form', { name: 'Your registration goes to an officer' })

describe('/ConsumerRegistration', () => {
  it('English, 1280 px: linked elsewhere → the change form; no mobile on record → OTP to the new mobile → a request for an officer with an identity document → approved on the desk → first login welcomed once', async () => {
    const page = await open('/ConsumerRegistration', 'desktop')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Consumer Registration')
    await checkPage(page, 'registration step 1', 'desktop')
    // nothing typed: refused in the browser
    await registerForm(page).getByRole('button', { name: 'Send OTP' }).click()
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    expect(await summary(page).textContent()).toContain('Enter your 12-digit consumer number.')

    // a number registered to another mobile: the clear answer, and the change form opens
    await registerForm(page).getByLabel('Consumer number').fill('102000000002')
    await registerForm(page).getByLabel('Mobile number to register').fill('9876500070')
    await registerForm(page).getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await summary(page).textContent()).toContain('already registered to another mobile (******0002)')
    expect(await page.getByTestId('change-request').getAttribute('open')).not.toBeNull()
    expect(await page.getByRole('form', { name: 'Ask for a change of the registered mobile' }).getByLabel('Consumer number').inputValue()).toBe('102000000002')
    await checkPage(page, 'registration linked to another mobile', 'desktop')

    // no mobile on record: the OTP goes to the new mobile, and the page says the request goes to an officer and what happens next
    const { consumerNo } = REGISTRATION_DEMO.noMobile
    await registerForm(page).getByLabel('Consumer number').fill(consumerNo)
    await registerForm(page).getByLabel('Mobile number to register').fill(NEW_MOBILE)
    await registerForm(page).getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await page.getByTestId('register-otp-sent').textContent()).toContain(`No mobile number is on record for consumer number ${consumerNo}, so an APDCL officer must check`)
    expect(await page.getByTestId('register-otp-sent').textContent()).toContain('******0071')
    expect(await page.getByTestId('register-officer-next').textContent()).toContain('An officer checks the request within 3 days. You get an SMS when it is approved')
    await checkPage(page, 'registration officer step', 'desktop')
    // nothing given: refused in the browser (the name, the document)
    await officerForm(page).getByRole('button', { name: 'Send the request to an officer' }).click()
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    expect(await summary(page).textContent()).toContain('Enter the name.')
    expect(await summary(page).textContent()).toContain('Attach this document.')
    await officerForm(page).getByLabel('Your name').fill('Dipankar Hazarika')
    await officerForm(page).getByLabel('Proof of identity').setInputFiles(ID_PROOF)
    await officerForm(page)
      .getByLabel('OTP', { exact: true })
      .fill(await otp(NEW_MOBILE))
    await officerForm(page).getByRole('button', { name: 'Send the request to an officer' }).click()
    await page.waitForURL(/\/website\/PrintAck\?applNo=AP\d{10}$/)
    await landed(page, true)
    const applNo = String(await page.getByTestId('appl-no').textContent())
    expect(applNo).toMatch(/^AP\d{10}$/)
    await checkPage(page, 'registration request acknowledgement', 'desktop')

    // an officer approves it on the desk: only now is the mobile linked
    const base = e2eBaseUrl()
    const csrf = await adminSignIn(page.context(), base, 'admin.desk')
    const approved = await adminApi(page.context(), base, csrf, 'POST', `/work/${applNo}/move`, { to: 'approved', from: 'submitted', note: 'Identity checked' })
    expect(approved.status).toBe(200)

    // the first login of the mobile: answered type 'new', the dashboard welcomes it once
    await page.getByRole('banner').getByRole('button', { name: 'Log In', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Consumer Log In' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByLabel('Mobile Number').fill(NEW_MOBILE)
    const loginCall = page.waitForResponse((r) => r.url().endsWith('/auth/login') && r.status() === 200)
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
    const answered = await loginCall
    expect(await answered.json()).toMatchObject({ status: 'success', type: 'new' })
    await expect.poll(() => dialog.getByLabel('OTP', { exact: true }).isVisible()).toBe(true)
    await dialog.getByLabel('OTP', { exact: true }).fill(await otp(NEW_MOBILE))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(/\/website\/ConsumerDashboardPostpaid/)
    await landed(page, true)
    expect(await page.getByTestId('welcome').textContent()).toContain('Welcome to APDCL online services!')
    await checkPage(page, 'dashboard welcome', 'desktop')
    // once only
    await page.reload({ waitUntil: 'load' })
    await suite.hydrated()
    expect(await page.getByTestId('welcome').count()).toBe(0)
  })

  it('Assamese, 360 px, without JavaScript: the request to change the registered mobile needs the identity document and ends at the acknowledgement', async () => {
    // the consumer number approved above now has a mobile on record
    const page = await open('/AS_ConsumerRegistration', 'phone', false)
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^as/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('গ্ৰাহক পঞ্জীয়ন')
    await checkPage(page, 'AS registration', 'phone', false)
    await page.getByTestId('change-request').locator('summary').click()
    const form = page.getByRole('form', { name: 'পঞ্জীভুক্ত ম’বাইল সলনিৰ আবেদন' })
    await form.getByLabel('আপোনাৰ নাম').fill('দীপংকৰ হাজৰিকা')
    await form.getByLabel('গ্ৰাহক নম্বৰ').fill(REGISTRATION_DEMO.noMobile.consumerNo)
    await form.getByLabel('নতুন ম’বাইল নম্বৰ').fill(CHANGE_MOBILE)
    await form.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await landed(page, false)
    expect(await page.getByTestId('change-otp-sent').textContent()).toContain('******0072')
    expect(await page.getByTestId('change-otp-sent').textContent()).toMatch(ASSAMESE)
    await checkPage(page, 'AS change step 2', 'phone', false)
    // without the identity document: the page again at step 2 (the OTP is not spent)
    const code = await otp(CHANGE_MOBILE)
    const step2 = page.getByRole('form', { name: 'পঞ্জীভুক্ত ম’বাইল সলনিৰ আবেদন' })
    await step2.getByLabel('অ’টিপি', { exact: true }).fill(code)
    await step2.getByRole('button', { name: 'আবেদন পঠিয়াওক' }).click()
    await landed(page, false)
    expect(await summary(page).textContent()).toContain('এই নথিখন সংলগ্ন কৰক।')
    await checkPage(page, 'AS change without the document', 'phone', false)
    const again = page.getByRole('form', { name: 'পঞ্জীভুক্ত ম’বাইল সলনিৰ আবেদন' })
    await again.getByLabel('পৰিচয়ৰ প্ৰমাণ').setInputFiles(ID_PROOF)
    await again.getByLabel('অ’টিপি', { exact: true }).fill(code)
    await again.getByRole('button', { name: 'আবেদন পঠিয়াওক' }).click()
    await page.waitForURL(/\/website\/AS_PrintAck\?applNo=AP\d{10}$/)
    await landed(page, false)
    expect(await page.getByTestId('appl-no').textContent()).toMatch(/^AP\d{10}$/)
    await checkPage(page, 'AS change acknowledgement', 'phone', false)
  })
})
