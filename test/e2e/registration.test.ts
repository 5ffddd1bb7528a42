/**
 * Consumer registration in Chromium against the production build (issue 10 §3):
 * /ConsumerRegistration in English at 1280 px with JavaScript (a number linked to another
 * mobile and the change form it opens; no mobile on record: the last bill's amount, the OTP to
 * the new mobile, then the first login from "Log in now", which says `type: new` and lands on
 * a dashboard that welcomes the new user once), and in Assamese at 360 px without JavaScript
 * (the mobile change request, ending at /PrintAck). axe on every step; each test also fails on
 * a console error, a hydration warning or a request to another host.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { computeBill } from '../../server/services/billing/tariff'
import { demoTariff } from '../../server/services/billing/tariffs'
import { REGISTRATION_DEMO } from '../../seeds/registrationDemo'
import { formSuite } from './formSuite'

// a refused form answers its page with 422, and the login's proof of work is asked with 428 (the browser logs both)
const suite = formSuite({ allow: [/status of 428/] })
const { open, landed, checks: checkPage, otp } = suite
const ASSAMESE = /[\u0980-\u09FF]/
const NEW_MOBILE = '9876500071'
const CHANGE_MOBILE = '9876500072'
/** The seeded last bill of the consumer without a mobile (seeds/registrationDemo.ts: 187 units, nothing carried). */
const LAST_BILL = computeBill({ previousReading: 0, currentReading: 187, connectedLoadKw: 2, arrearsPaise: 0 }, demoTariff('LT-II'))
const rupees = (paise: number) => (paise / 100).toFixed(2)

const summary = (page: Page) => page.locator('.error-summary').first()
const registerForm = (page: Page) => page.getByRole('form', { name: 'Register a mobile number' })

describe('/ConsumerRegistration', () => {
  it('English, 1280 px: linked elsewhere → the change form; no mobile on record → bill amount → OTP → registered → first login welcomed once', async () => {
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

    // no mobile on record: the bill amount is asked for, a wrong one refused
    const { consumerNo } = REGISTRATION_DEMO.noMobile
    await registerForm(page).getByLabel('Consumer number').fill(consumerNo)
    await registerForm(page).getByLabel('Mobile number to register').fill(NEW_MOBILE)
    await registerForm(page).getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await summary(page).textContent()).toContain('Enter the amount of your last bill to prove it is yours.')
    await registerForm(page).getByLabel(/Amount of your last bill/).fill(rupees(LAST_BILL.amountBeforeDue + 100))
    await registerForm(page).getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await summary(page).textContent()).toContain('This is not the amount of the last bill')
    await checkPage(page, 'registration wrong bill amount', 'desktop')
    await registerForm(page).getByLabel(/Amount of your last bill/).fill(rupees(LAST_BILL.amountBeforeDue))
    await registerForm(page).getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await page.getByTestId('register-otp-sent').textContent()).toContain('The bill amount matched. An OTP was sent to ******0071')
    await checkPage(page, 'registration step 2', 'desktop')
    const code = await otp(NEW_MOBILE)
    await registerForm(page).getByLabel('OTP', { exact: true }).fill(code)
    await registerForm(page).getByRole('button', { name: 'Register' }).click()
    await landed(page, true)
    expect(await page.getByTestId('registered').textContent()).toContain(`Mobile ******0071 is now registered for consumer number ${consumerNo}`)
    await checkPage(page, 'registration done', 'desktop')

    // "Log in now": the login dialog; its OTP request says type 'new'
    await page.getByTestId('login-now').click()
    const dialog = page.getByRole('dialog', { name: 'Consumer Log In' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByLabel('Mobile Number').fill(NEW_MOBILE)
    const loginCall = page.waitForResponse((r) => r.url().endsWith('/auth/login') && r.status() === 200)
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
    const answered = await loginCall
    expect(JSON.parse(answered.request().postData() ?? '{}')).toMatchObject({ mobileNo: NEW_MOBILE, type: 'new', src: 'portal' })
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

  it('Assamese, 360 px, without JavaScript: the request to change the registered mobile ends at the acknowledgement', async () => {
    // the consumer number registered above now has a mobile on record
    const page = await open('/AS_ConsumerRegistration', 'phone', false)
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^as/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('গ্ৰাহক পঞ্জীয়ন')
    await checkPage(page, 'AS registration', 'phone', false)
    await page.getByTestId('change-request').locator('summary').click()
    const form = page.getByRole('form', { name: 'পঞ্জীভুক্ত ম’বাইল সলনিৰ আবেদন' })
    await form.getByLabel('আপোনাৰ নাম').fill('দীপংকৰ হাজৰিকা')
    await form.getByLabel('গ্ৰাহক নম্বৰ').fill(REGISTRATION_DEMO.noMobile.consumerNo)
    await form.getByLabel('নতুন ম’বাইল নম্বৰ').fill(CHANGE_MOBILE)
    await form.getByLabel('আপোনাৰ শেহতীয়া বিলৰ ধন টকাত').fill('1.00')
    await form.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await landed(page, false)
    expect(await summary(page).textContent()).toContain('এয়া এই গ্ৰাহক নম্বৰৰ শেহতীয়া বিলৰ ধন নহয়')
    await checkPage(page, 'AS change wrong amount', 'phone', false)
    const again = page.getByRole('form', { name: 'পঞ্জীভুক্ত ম’বাইল সলনিৰ আবেদন' })
    expect(await again.getByLabel('আপোনাৰ নাম').inputValue()).toBe('দীপংকৰ হাজৰিকা')
    await again.getByLabel('আপোনাৰ শেহতীয়া বিলৰ ধন টকাত').fill(rupees(LAST_BILL.amountAfterDue))
    await again.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await landed(page, false)
    expect(await page.getByTestId('change-otp-sent').textContent()).toContain('******0072')
    expect(await page.getByTestId('change-otp-sent').textContent()).toMatch(ASSAMESE)
    await checkPage(page, 'AS change step 2', 'phone', false)
    const step2 = page.getByRole('form', { name: 'পঞ্জীভুক্ত ম’বাইল সলনিৰ আবেদন' })
    await step2.getByLabel('অ’টিপি', { exact: true }).fill(await otp(CHANGE_MOBILE))
    await step2.getByRole('button', { name: 'আবেদন পঠিয়াওক' }).click()
    await page.waitForURL(/\/website\/AS_PrintAck\?applNo=AP\d{10}$/)
    await landed(page, false)
    expect(await page.getByTestId('appl-no').textContent()).toMatch(/^AP\d{10}$/)
    await checkPage(page, 'AS change acknowledgement', 'phone', false)
  })
})
