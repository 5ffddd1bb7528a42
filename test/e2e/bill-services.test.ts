/**
 * The public bill services in Chromium against the production build: /ViewBill, /PayBill,
 * /KnowConsNo, /KnowConsNoPrepaid, /KnowYourTariff, /DuplicateReceipt and their AS_ mirrors.
 * Expected figures come from a database seeded by the same seed code for the same day and
 * read through the billing service (never typed into the test). Every test also fails on a
 * console error, a hydration warning or a request to another host.
 */
import type { Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { count, money } from '../../client/components/billing/format'
import { maskName } from '../../shared/billing/input'
import { computeBill, type BillingService } from '../../server/services/billing'
import { deviceOptions, formatViolations, hydrated, runAxe, watchedPage, type WatchedPage } from '../helpers/browser'
import { browserWithExpectations } from './signedInSuite'
import { fetchRaw } from './pageChecks'
import { createDb } from '../../server/db/knex'
import enBilling from '../../shared/locales/en/billing.json'
import asBilling from '../../shared/locales/as/billing.json'
import { addDays, indiaToday } from '../../shared/time'
import { e2eBaseUrl, e2eSqliteFile } from './site'

const baseUrl = e2eBaseUrl()
const site = (path: string) => `${baseUrl}/website${path}`

const shared = browserWithExpectations()
let current: WatchedPage | undefined
let billing: BillingService
beforeAll(() => {
  billing = shared.billing()
})
afterEach(async () => {
  const w = current
  current = undefined
  if (!w) return
  try {
    // 503: the retry test's own refused order
    w.expectClean('problems in the browser during this test', [/status of 503/])
  } finally {
    await w.close()
  }
})

async function open(path: string, kind: 'phone' | 'desktop' = 'desktop', js = true): Promise<Page> {
  current = await watchedPage(shared.browser(), baseUrl, { ...deviceOptions(kind), javaScriptEnabled: js })
  const res = await current.page.goto(site(path), { waitUntil: 'load' })
  expect(res?.status(), path).toBe(200)
  if (js) await hydrated(current)
  return current.page
}

/** Goes on to another page in the same context (same watcher). */
async function go(page: Page, path: string) {
  await page.goto(site(path), { waitUntil: 'load' })
  await hydrated(current!)
}

async function expectAxeClean(page: Page, where: string) {
  expect(formatViolations(await runAxe(page), where)).toEqual([])
}

const main = (page: Page) => page.locator('main#main-content')
const errorSummary = (page: Page) => page.locator('.error-summary')

describe('empty forms', () => {
  it.each([
    ['/PayBill', 'Pay Bill', 'Consumer number'],
    ['/ViewBill', 'View Bill', 'Consumer number'],
    ['/KnowConsNo', 'Know Your Consumer Number', 'Old consumer number'],
    ['/KnowConsNoPrepaid', 'Know Your Consumer Number (Prepaid)', 'Meter number'],
    ['/KnowYourTariff', 'Know Your Tariff', 'Connected load (kW)'],
    ['/DuplicateReceipt', 'Duplicate Receipt', 'Receipt number or transaction id'],
  ])('%s shows its labelled form', async (path, h1, label) => {
    const page = await open(path)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(h1)
    expect(await page.getByLabel(label, { exact: true }).count()).toBe(1)
    expect(await errorSummary(page).count()).toBe(0)
  })

  it.each(['/AS_PayBill', '/AS_ViewBill', '/AS_KnowConsNo', '/AS_KnowConsNoPrepaid', '/AS_KnowYourTariff', '/AS_DuplicateReceipt'])('%s is in Assamese', async (path) => {
    const page = await open(path, 'phone')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u0980-\u09FF]/)
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^as/)
    expect(await main(page).locator('label').first().textContent()).toMatch(/[\u0980-\u09FF]/)
  })
})

describe('consumer number checks (server and browser)', () => {
  it.each([
    ['abc123', 'Enter Numbers Only!'],
    ['10100000001', 'The consumer number must have exactly 12 digits.'],
    ['999000000001', 'The first three digits of the consumer number are not a valid division code. Please check your bill.'],
    ['101999999999', 'Consumer Not Found'],
  ])('the server answers ?consNo=%s with "%s" in the error summary, linked to the field', async (consNo, message) => {
    const raw = await fetchRaw(site(`/ViewBill?consNo=${consNo}`))
    expect(raw.status).toBe(200)
    expect(raw.html).toContain(message)
    const page = await open(`/PayBill?consNo=${consNo}`)
    const link = errorSummary(page).getByRole('link', { name: message })
    await expect.poll(() => link.count()).toBe(1)
    expect(await link.getAttribute('href')).toBe('#paybill-consNo')
    expect(await page.locator('#paybill-consNo').getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true)
  })

  it('the browser refuses letters before leaving the page, and says so in Assamese on AS_ pages', async () => {
    const page = await open('/ViewBill')
    await page.getByLabel('Consumer number', { exact: true }).fill('12ab')
    await page.getByRole('button', { name: 'View bill' }).click()
    await expect.poll(() => errorSummary(page).textContent()).toContain('Enter Numbers Only!')
    expect(new URL(page.url()).search).toBe('')
    await go(page, '/AS_ViewBill')
    await page.locator('#viewbill-consNo').fill('12ab')
    await page.locator('form.billing-form button[type=submit]').click()
    await expect.poll(() => errorSummary(page).textContent()).toContain('কেৱল সংখ্যা দিয়ক!')
  })

  it('takes numbers as people type them: Assamese digits and spaces, a +91 mobile (issue 23 §5)', async () => {
    const page = await open('/AS_ViewBill')
    await page.locator('#viewbill-consNo').fill('১০১০ ০০০০ ০০০১')
    await page.locator('form.billing-form button[type=submit]').click()
    await page.waitForURL(/consNo=/)
    await expect.poll(() => page.locator('.billing-bill').count(), { message: 'the bill is shown' }).toBeGreaterThan(0)
    expect(await errorSummary(page).count()).toBe(0)
    await go(page, '/AS_KnowConsNo')
    await page.locator('#knowsms-mobileNo').fill('+91 90000 00003')
    await page.locator('#knowsms-mobileNo').press('Enter')
    await expect.poll(() => page.locator('[data-testid="sms-sent"]').isVisible(), { message: 'the SMS answer' }).toBe(true)
  })

  it('DuplicateReceipt lists both fields in error', async () => {
    const page = await open('/DuplicateReceipt?consNo=&ref=ab')
    const items = errorSummary(page).locator('li')
    expect(await items.allTextContents()).toEqual(['Enter your 12-digit consumer number.', 'Enter the receipt number or transaction id as printed (4 to 64 letters, digits, _ or -).'])
  })
})

describe('without JavaScript', () => {
  it('the GET forms and the SMS form still work', async () => {
    const latest = (await billing.latestBill('101000000001'))!
    const page = await open('/ViewBill', 'desktop', false)
    await page.locator('#viewbill-consNo').fill('101000000001')
    await page.locator('form.billing-form button[type=submit]').click()
    await page.waitForURL(/consNo=101000000001/)
    expect(await page.locator('.billing-bill [data-charge="before"] td').textContent()).toBe(money(latest.amountBeforeDue, 'en'))
    await page.goto(site('/AS_KnowConsNo'), { waitUntil: 'load' })
    await page.locator('#knowsms-mobileNo').fill('9000000003')
    await page.locator('#knowsms-mobileNo').press('Enter')
    await page.waitForURL(/AS_KnowConsNo\?sms=sent/)
    expect(await page.locator('[data-testid="sms-sent"]').textContent()).toMatch(/[\u0980-\u09FF]/)
    await page.locator('#knowsms-mobileNo').fill('12')
    await page.locator('#knowsms-mobileNo').press('Enter')
    await page.waitForURL(/sms=mobileInvalid/)
    expect(await errorSummary(page).textContent()).toContain('১০ অংকৰ বৈধ ম’বাইল নম্বৰ দিয়ক!')
  })
})

describe('/ViewBill', () => {
  it('shows the latest bill as the billing system holds it, with six months of history', async () => {
    const consNo = '105000000005'
    const [latest, ...older] = await billing.bills(consNo, 6)
    const consumer = (await billing.consumer(consNo))!
    const page = await open(`/ViewBill?consNo=${consNo}`)
    const charge = (key: string) => page.locator(`.billing-bill [data-charge="${key}"] td`).textContent()
    expect(await charge('energy')).toBe(money(latest.energyCharge, 'en'))
    expect(await charge('fixed')).toBe(money(latest.fixedCharge, 'en'))
    expect(await charge('fppa')).toBe(money(latest.fppaCharge, 'en'))
    expect(await charge('duty')).toBe(money(latest.electricityDuty, 'en'))
    expect(await charge('rent')).toBe(money(latest.meterRent, 'en'))
    expect(await charge('arrears')).toBe(money(latest.arrears, 'en'))
    expect(latest.arrears, 'this consumer has an unpaid earlier bill').toBeGreaterThan(0)
    expect(await charge('before')).toBe(money(latest.amountBeforeDue, 'en'))
    expect(await charge('after')).toBe(money(latest.amountAfterDue, 'en'))
    const head = await page.locator('[data-testid="bill-head"]').textContent()
    expect(head).toContain(latest.billNo)
    expect(head).toContain(count(latest.units, 'en'))
    const rows = page.locator('#bill-history').locator('xpath=ancestor::table').locator('tbody tr')
    expect(await rows.count()).toBe(6)
    for (const [i, b] of [latest, ...older].entries()) expect(await rows.nth(i).textContent()).toContain(b.billNo)
    // masked: no full name, no mobile, no address
    const text = (await main(page).textContent()) ?? ''
    expect(text).toContain(maskName(consumer.name))
    expect(text).not.toContain(consumer.name)
    expect(text).not.toContain(consumer.mobile!)
    expect(text).not.toContain(consumer.address)
    await expectAxeClean(page, 'ViewBill result, 1280')
  })

  it('shows another of the last six bills when chosen', async () => {
    const consNo = '101000000001'
    const bills = await billing.bills(consNo, 6)
    const page = await open(`/ViewBill?consNo=${consNo}`)
    await page.getByLabel('Show another of the last six bills').selectOption(bills[3].billNo)
    await page.getByRole('button', { name: 'Show bill' }).click()
    await page.waitForURL(/billNo=/)
    await hydrated(current!)
    // a client-side navigation: the URL changes before the new bill replaces the old one
    await expect.poll(() => page.locator('[data-testid="bill-head"]').textContent()).toContain(bills[3].billNo)
    expect(await page.locator('.billing-bill [data-charge="before"] td').textContent()).toBe(money(bills[3].amountBeforeDue, 'en'))
  })

  it('offers the bill as PDF in English and Assamese', async () => {
    const consNo = '101000000001'
    const latest = (await billing.latestBill(consNo))!
    const page = await open(`/ViewBill?consNo=${consNo}`)
    for (const name of ['Download PDF (English)', 'Download PDF (Assamese)']) {
      const href = await page.getByRole('link', { name }).getAttribute('href')
      expect(href).toContain(`/api/bills/${latest.billNo}/pdf?consNo=${consNo}`)
      const res = await fetch(new URL(href!, baseUrl))
      expect(res.status, `${name}: ${href}`).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/pdf/)
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    }
  })

  it('is readable in Assamese at 360 px, axe clean', async () => {
    const latest = (await billing.latestBill('102000000002'))!
    const page = await open('/AS_ViewBill?consNo=102000000002', 'phone')
    expect(await page.locator('.billing-bill [data-charge="before"] td').textContent()).toBe(money(latest.amountBeforeDue, 'as'))
    expect(await page.locator('.billing-bill h2').textContent()).toMatch(/বিদ্যুৎ বিল/)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0)
    await expectAxeClean(page, 'AS_ViewBill result, 360')
  })

  it('a prepaid consumer has no bills and is sent to recharge', async () => {
    const page = await open('/ViewBill?consNo=103000000003')
    expect(await main(page).textContent()).toContain('prepaid connection')
    expect(await page.getByRole('link', { name: 'Recharge this prepaid meter' }).getAttribute('href')).toBe('/website/RechargePrepaid?consNo=103000000003')
  })
})

/**
 * Issue 23 §1 in the browser: a consumer who paid the newest bill in full before its due date
 * owes nothing once that date has passed (the late-payment surcharge applies only to what was
 * unpaid then). The demo consumers' bills follow the calendar month, so whether one of them is in
 * this state depends on the day of the month: the test adds a consumer of its own to this
 * worker's database (a copy of 108000000010 under 108000000099) whose bill was due 12 days ago and
 * paid 2 days before that.
 */
describe('an on-time payer after the due date', () => {
  const consNo = '108000000099'
  beforeAll(async () => {
    const db = createDb({ sqlitePath: e2eSqliteFile(), DATABASE_URL: undefined, DB_POOL_MAX: 1, SQLITE_BUSY_TIMEOUT_MS: 10_000 })
    try {
      if (await db('consumers').first('id').where('consumer_no', consNo)) return
      const today = indiaToday()
      const due = addDays(today, -12)
      await db.transaction(async (trx) => {
        const { id: _id, ...base } = await trx('consumers').first().where('consumer_no', '108000000010')
        const [row] = await trx('consumers')
          .insert({ ...base, consumer_no: consNo, mobile: null, meter_no: 'APONTIME99' })
          .returning('id')
        const consumerId = Number(typeof row === 'object' ? row.id : row)
        const { id: _b, ...bill } = await trx('bills').first().where('bill_no', 'like', '108000000010%').orderBy('period', 'desc')
        const billNo = `${consNo}${addDays(today, -27).slice(0, 7).replace('-', '')}`
        const [b] = await trx('bills')
          .insert({ ...bill, bill_no: billNo, consumer_id: consumerId, bill_date: addDays(today, -27), due_date: due, arrears: 0 })
          .returning('id')
        await trx('payments').insert({
          receipt_no: `RONTIME${billNo}`,
          consumer_id: consumerId,
          bill_id: Number(typeof b === 'object' ? b.id : b),
          amount: bill.amount_before_due,
          paid_at: `${addDays(due, -2)}T05:30:00.000Z`,
          channel: 'ONLINE',
          txn_id: `ONTIME${billNo}`,
        })
      })
    } finally {
      await db.destroy()
    }
  })

  it.each([
    ['/PayBill', enBilling.payBill.paid],
    ['/AS_PayBill', asBilling.payBill.paid],
    ['/ViewBill', enBilling.viewBill.paid],
    ['/AS_ViewBill', asBilling.viewBill.paid],
  ])('%s shows nothing payable at 360 px', async (route, paidText) => {
    const page = await open(`${route}?consNo=${consNo}`, 'phone')
    const paid = page.locator('[data-testid="bill-paid"]')
    expect(await paid.isVisible()).toBe(true)
    expect(await paid.textContent()).toContain(paidText)
    // no amount to pay, no pay button, no UPI link or QR code, anywhere on the page
    expect(await page.locator('[data-testid="amount-payable"], [data-testid="upi-pay"], [data-testid="upi-intent"]').count()).toBe(0)
    expect(await page.locator('main form[action*="payments"], main .btn--accent[href*="PayBill"]').count()).toBe(0)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0)
    await expectAxeClean(page, `${route} paid on time, 360`)
  })
})

describe('/KnowYourTariff', () => {
  it('computes the same bill as the tariff engine, slab by slab (units, paid after the due date)', async () => {
    const tariff = (await billing.tariff('LT-IV'))!
    const expected = computeBill({ previousReading: 0, currentReading: 350, connectedLoadKw: 5 }, tariff)
    const page = await open('/KnowYourTariff')
    await page.getByLabel('Tariff category').selectOption('LT-IV')
    await page.getByLabel('Connected load (kW)').fill('5')
    await page.getByLabel('Units consumed in the month (kWh)').fill('350')
    await page.getByLabel('After the due date (surcharge)').check()
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.waitForURL(/units=350/)
    await hydrated(current!)
    expect(await page.locator('[data-testid="calc-total"]').textContent()).toBe(money(expected.amountAfterDue, 'en'))
    const slabs = page.locator('#calc-slabs').locator('xpath=ancestor::table').locator('tbody tr')
    expect(await slabs.count()).toBe(expected.slabs.length)
    for (const [i, s] of expected.slabs.entries()) expect(await slabs.nth(i).textContent()).toContain(money(s.amountPaise, 'en'))
    const charge = (key: string) => page.locator(`[data-testid="calc-result"] [data-charge="${key}"] td`).textContent()
    expect(await charge('energy')).toBe(money(expected.energyCharge, 'en'))
    expect(await charge('fixed')).toBe(money(expected.fixedCharge, 'en'))
    expect(await charge('duty')).toBe(money(expected.electricityDuty, 'en'))
    expect(await charge('surcharge')).toBe(money(expected.surcharge, 'en'))
    expect(await page.locator('[data-testid="tariff-schedule"] h2').textContent()).toContain('LT-IV')
    await expectAxeClean(page, 'KnowYourTariff result, 1280')
  })

  it('takes two readings and the rebate, in Assamese at 360 px', async () => {
    const tariff = (await billing.tariff('LT-II'))!
    const expected = computeBill({ previousReading: 1200, currentReading: 1455, connectedLoadKw: 1.5 }, tariff)
    const page = await open('/AS_KnowYourTariff?category=LT-II&load=1.5&mode=readings&units=&previous=1200&current=1455&paid=before', 'phone')
    expect(await page.locator('[data-testid="calc-total"]').textContent()).toBe(money(expected.amountBeforeDue, 'as'))
    await expectAxeClean(page, 'AS_KnowYourTariff result, 360')
  })

  it('names every field in error', async () => {
    const page = await open('/KnowYourTariff?category=LT-I&load=0&mode=readings&units=&previous=50&current=10&paid=before')
    expect(await errorSummary(page).locator('li').allTextContents()).toEqual([
      'Enter the connected load in kW as a number above 0 and up to 1000 (for example 2 or 1.5).',
      'The current reading cannot be lower than the previous reading.',
    ])
    expect(await page.locator('[data-testid="calc-result"]').count()).toBe(0)
  })
})

describe('/KnowConsNo and /KnowConsNoPrepaid', () => {
  it('finds the consumer number by old consumer number, name masked', async () => {
    const consumer = (await billing.consumer('102000000002'))!
    const page = await open('/KnowConsNo')
    await page.getByRole('textbox', { name: 'Old consumer number' }).fill(consumer.oldConsumerNo!)
    await page.getByRole('button', { name: 'Find consumer number' }).click()
    await page.waitForURL(/oldConsNo=/)
    await hydrated(current!)
    expect(await page.locator('[data-testid="found-consumer-no"]').textContent()).toBe('102000000002')
    const text = (await main(page).textContent()) ?? ''
    expect(text).toContain(maskName(consumer.name))
    expect(text).not.toContain(consumer.name)
    expect(text).not.toContain(consumer.mobile!)
    await expectAxeClean(page, 'KnowConsNo result, 1280')
  })

  it('an unknown old number: Consumer Not Found', async () => {
    const page = await open('/KnowConsNo?oldConsNo=999%2F999999')
    expect(await errorSummary(page).textContent()).toContain('Consumer Not Found')
  })

  it('sends the consumer numbers of a registered mobile by SMS, and answers an unknown mobile the same way', async () => {
    const page = await open('/KnowConsNo', 'phone')
    const field = page.getByRole('textbox', { name: 'Registered mobile number' })
    await field.fill('12345')
    await page.getByRole('button', { name: 'Send by SMS' }).click()
    await expect.poll(() => errorSummary(page).textContent()).toContain('Enter 10 Digit Valid Mobile Number !')
    await field.fill('9000000005')
    await page.getByRole('button', { name: 'Send by SMS' }).click()
    const sent = page.locator('[data-testid="sms-sent"]')
    await expect.poll(() => sent.textContent()).toBe('If this mobile number is registered with APDCL, an SMS with its consumer numbers has been sent to it.')
    const expectedNos = (await billing.consumersByMobile('9000000005')).map((c) => c.consumerNo)
    await expect
      .poll(async () => {
        const res = await fetch(`${baseUrl}/dev/sms-outbox?mobile=9000000005`)
        const body = (await res.json()) as { messages: Array<{ text: string }> }
        return body.messages.find((m) => m.text.includes('consumer number'))?.text ?? ''
      })
      .toMatch(new RegExp(expectedNos.join('.*')))
    await field.fill('9000000009')
    await page.getByRole('button', { name: 'Send by SMS' }).click()
    await expect.poll(() => sent.textContent()).toContain('If this mobile number is registered')
    await expectAxeClean(page, 'KnowConsNo SMS sent, 360')
  })

  it('finds a prepaid consumer by meter number, with links to recharge and reprint', async () => {
    const consumer = (await billing.consumer('103000000003'))!
    const page = await open('/KnowConsNoPrepaid', 'phone')
    await page.getByLabel('Meter number').fill(consumer.meterNo!)
    await page.getByRole('button', { name: 'Find consumer number' }).click()
    await page.waitForURL(/meterNo=/)
    await hydrated(current!)
    expect(await page.locator('[data-testid="found-consumer-no"]').textContent()).toBe('103000000003')
    expect(await page.locator('[data-testid="found-conn-type"]').textContent()).toBe('Prepaid')
    expect(await page.getByRole('link', { name: 'Recharge this prepaid meter' }).getAttribute('href')).toBe('/website/RechargePrepaid?consNo=103000000003')
    expect(await page.getByRole('link', { name: 'Reprint a recharge voucher' }).getAttribute('href')).toBe(`/website/ReprintVoucher?consNo=103000000003&meterNo=${consumer.meterNo}`)
    await expectAxeClean(page, 'KnowConsNoPrepaid result, 360')
    await go(page, `/AS_KnowConsNoPrepaid?meterNo=${consumer.meterNo}`)
    expect(await page.locator('[data-testid="found-conn-type"]').textContent()).toBe('প্ৰিপেইড')
  })

  it('a postpaid meter number is not a prepaid consumer', async () => {
    const consumer = (await billing.consumer('101000000001'))!
    const page = await open(`/KnowConsNoPrepaid?meterNo=${consumer.meterNo}`)
    expect(await errorSummary(page).textContent()).toContain('postpaid connection')
  })
})

describe('/DuplicateReceipt', () => {
  it('shows a seeded receipt by receipt number and by transaction id, printable, with its PDF', async () => {
    const [payment] = await billing.payments('105000000005', 1)
    const page = await open(`/DuplicateReceipt?consNo=105000000005&ref=${payment.txnId}`)
    const receipt = page.locator('[data-testid="receipt"]')
    expect(await receipt.locator('[data-testid="receipt-no"]').textContent()).toBe(payment.receiptNo)
    expect(await receipt.locator('[data-testid="receipt-amount"]').textContent()).toBe(money(payment.amount, 'en'))
    expect(await page.getByRole('button', { name: 'Print receipt' }).count()).toBe(1)
    const href = await page.getByRole('link', { name: 'Download PDF (English)' }).getAttribute('href')
    expect(href).toBe(`/api/receipts/${payment.receiptNo}/pdf?consNo=105000000005&lang=en`)
    const res = await fetch(new URL(href!, baseUrl))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/pdf/)
    await expectAxeClean(page, 'DuplicateReceipt result, 1280')
    await go(page, `/DuplicateReceipt?consNo=101000000001&ref=${payment.receiptNo}`)
    expect(await errorSummary(page).textContent()).toContain('No receipt with this number')
  })
})

/** The PayBill page of the first candidate whose latest bill is still unpaid (other files may pay bills too). */
async function openUnpaidPayBill(candidates: string[]): Promise<{ page: Page; consNo: string }> {
  let page: Page | undefined
  for (const consNo of candidates) {
    if (!page) page = await open(`/PayBill?consNo=${consNo}`)
    else await go(page, `/PayBill?consNo=${consNo}`)
    if ((await page.locator('[data-testid="bill-paid"]').count()) === 0) return { page, consNo }
  }
  throw new Error(`every candidate's bill is paid already: ${candidates.join(', ')}`)
}

describe('pay a bill through the sandbox gateway to a receipt', () => {
  it('PayBill → sandbox Pay → PaymentStatus PAID with a receipt → DuplicateReceipt finds it → PayBill says paid', async () => {
    const { page, consNo } = await openUnpaidPayBill(['101000000001', '105000000005', '102000000002'])
    const amount = (await page.locator('[data-testid="amount-payable"]').textContent())!
    await expectAxeClean(page, 'PayBill result, 1280')
    expect(await page.locator('.billing-pay button').textContent()).toContain(amount)
    await page.locator('.billing-pay button').click()
    await page.waitForURL(/\/sandbox-pg\/checkout\//, { timeout: 15_000 })
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(/PaymentStatus\?/, { timeout: 15_000 })
    await hydrated(current!)
    const url = new URL(page.url())
    expect(url.searchParams.get('consNo')).toBe(consNo)
    const txnId = url.searchParams.get('txnId')!
    let status: { status?: string; receiptNo?: string; amountPaise?: number } = {}
    await expect
      .poll(async () => {
        const res = await fetch(`${baseUrl}/api/payments/status?consNo=${consNo}&txnId=${txnId}`)
        status = (await res.json()) as typeof status
        return status.status
      })
      .toBe('PAID')
    expect(money(status.amountPaise!, 'en')).toBe(amount)
    await page.reload({ waitUntil: 'load' })
    await hydrated(current!)
    expect(await main(page).textContent()).toContain(status.receiptNo!)

    await go(page, `/DuplicateReceipt?consNo=${consNo}&ref=${encodeURIComponent(status.receiptNo!)}`)
    expect(await page.locator('[data-testid="receipt-no"]').textContent()).toBe(status.receiptNo)
    expect(await page.locator('[data-testid="receipt-amount"]').textContent()).toBe(amount)
    await go(page, `/DuplicateReceipt?consNo=${consNo}&ref=${encodeURIComponent(txnId)}`)
    expect(await page.locator('[data-testid="receipt-no"]').textContent()).toBe(status.receiptNo)

    await go(page, `/PayBill?consNo=${consNo}`)
    expect(await page.locator('[data-testid="bill-paid"]').textContent()).toContain(status.receiptNo!)
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0)
  })

  it('keeps one Idempotency-Key per form view: a retry after a refusal sends the same key', async () => {
    const { page, consNo } = await openUnpaidPayBill(['102000000002', '105000000005', '101000000001'])
    const keys: string[] = []
    let calls = 0
    await page.route('**/api/payments/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      calls++
      if (calls === 1) {
        const busy = { status: 'error', code: 'GATEWAY_UNAVAILABLE', message: 'The payment gateway could not be reached. Please try again in a moment.', params: { retryAfterSeconds: 5 } }
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(busy) })
      } else {
        await route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ orderId: 'x', status: 'CREATED', amountPaise: 1, redirectUrl: `/website/PayBill?consNo=${consNo}&retried=1` }),
        })
      }
    })
    const pay = page.getByRole('button', { name: /^Pay / })
    await pay.click()
    // the refusal as the page words its code (shared/apiMessage.ts)
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The payment gateway could not be reached. Please try again in a moment.' }).count()).toBe(1)
    await pay.click()
    await page.waitForURL(/retried=1/)
    expect(keys.length).toBe(2)
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(keys[1]).toBe(keys[0])
  })
})
