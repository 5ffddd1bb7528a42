/**
 * The prepaid services of issue 3 in real Chromium: /RechargePrepaid (and its Test and Mb
 * variants), /ReprintVoucher, /SmartPrepaidBalance and /AdSmtPrdRct — empty, validation and
 * not-found states, a keypad recharge through the sandbox gateway to a 20-digit token and its
 * reprint, a smart recharge that raises the balance by exactly the amount, and axe at 360 and
 * 1280 px in both languages for the result states.
 */
import { describe, expect, it } from 'vitest'
import { PROBLEM_EN } from '../../shared/input/fields'
import { MESSAGES } from '../../shared/messages'
import { formatViolations, runAxe } from '../helpers/browser'
import { fetchRaw } from './pageChecks'
import { mainText, paiseOf, prepaidSession, rechargeThroughSandbox, site, voucherToken } from './prepaidFlow'

const { visit, axeBoth } = prepaidSession()

const KEYPAD = '103000000003'
const KEYPAD_METER = '04000000003'
const SMART = '104000000004'
const POSTPAID = '101000000001'

describe('/RechargePrepaid: finding the consumer', () => {
  it('shows the empty form with how a recharge works', async () => {
    const { page } = await visit('/RechargePrepaid')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Recharge Prepaid Meter')
    expect(await page.getByRole('textbox', { name: 'Consumer number' }).inputValue()).toBe('')
    expect(await page.getByRole('heading', { name: 'How a recharge works' }).isVisible()).toBe(true)
    expect(await page.locator('.error-summary').count()).toBe(0)
  })

  it('checks the consumer number in the browser, with an error summary linking to the field', async () => {
    const { page } = await visit('/RechargePrepaid')
    await page.getByRole('textbox', { name: 'Consumer number' }).fill('10300000000x')
    await page.getByRole('button', { name: 'Find' }).click()
    const summary = page.locator('.error-summary')
    await expect.poll(() => summary.innerText()).toContain(MESSAGES.numbersOnly)
    expect(await summary.getByRole('link', { name: MESSAGES.numbersOnly }).getAttribute('href')).toBe('#lookup-consNo')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true)
    expect(page.url(), 'nothing sent').toBe(site('/RechargePrepaid'))
  })

  it('answers every state from the server too (no JavaScript needed)', async () => {
    const cases: Array<[string, string]> = [
      ['12ab', MESSAGES.numbersOnly],
      ['1030000000', PROBLEM_EN.consNoLength],
      ['000000000003', PROBLEM_EN.consNoDivision],
      ['101000000099', MESSAGES.consumerNotFound],
      ['', 'Enter your consumer number'],
    ]
    for (const [consNo, message] of cases) {
      const r = await fetchRaw(site(`/RechargePrepaid?consNo=${consNo}`))
      expect(r.status, consNo).toBe(200)
      expect(r.html, consNo).toContain(message.replace(/'/g, '&#x27;'))
      expect(r.html, consNo).toContain('error-summary')
    }
    const ok = await fetchRaw(site(`/RechargePrepaid?consNo=${KEYPAD}`))
    expect(ok.html).toContain(KEYPAD_METER)
    expect(ok.html, 'the name is masked').toContain('Ab*** Ka*** Ah***')
    expect(ok.html).not.toContain('Abdul')
    expect(ok.html).not.toContain('Dibrugarh')
  })

  it('sends a postpaid consumer to pay the bill instead', async () => {
    const { page } = await visit(`/RechargePrepaid?consNo=${POSTPAID}`)
    expect(await mainText(page)).toContain('This is not a prepaid connection')
    const link = page.getByRole('link', { name: 'Pay the bill' })
    expect(new URL((await link.getAttribute('href'))!, site('/')).pathname + new URL((await link.getAttribute('href'))!, site('/')).search).toBe(`/website/PayBill?consNo=${POSTPAID}`)
    expect(await page.locator('form.prepaid-recharge').count()).toBe(0)
  })

  it('refuses an amount outside ₹100 to ₹50,000 or with paise, before any order', async () => {
    const { page, w } = await visit(`/RechargePrepaid?consNo=${SMART}`)
    const orders: string[] = []
    page.on('request', (r) => r.url().includes('/api/payments/orders') && orders.push(r.url()))
    const amount = page.getByRole('textbox', { name: 'Amount in rupees' })
    const submit = page.getByRole('button', { name: 'Recharge', exact: true })
    for (const [value, message] of [
      ['99', 'Enter an amount from ₹100 to ₹50,000'],
      ['50001', 'Enter an amount from ₹100 to ₹50,000'],
      ['150.50', 'Enter the amount in whole rupees, without paise'],
      ['', 'Enter the amount to recharge'],
    ]) {
      await amount.fill(value)
      await submit.click()
      await expect.poll(() => page.locator('#recharge-amount-error').innerText(), { message: value }).toBe(message)
    }
    expect(await amount.getAttribute('aria-invalid')).toBe('true')
    await page.getByRole('button', { name: '₹ 1,000' }).click()
    expect(await amount.inputValue()).toBe('1000')
    expect(orders).toEqual([])
    await amount.fill('12')
    await submit.click()
    await expect.poll(() => page.locator('.prepaid-recharge .error-summary').isVisible()).toBe(true)
    expect(formatViolations(await runAxe(page), 'amount error state')).toEqual([])
    w.expectClean('amount checks')
  })

  it('passes axe in its result states, in both languages at 360 and 1280 px', async () => {
    await axeBoth(`/RechargePrepaid?consNo=${SMART}`)
    await axeBoth(`/RechargePrepaid?consNo=${POSTPAID}`)
    await axeBoth('/RechargePrepaid?consNo=12ab')
    await axeBoth(`/ReprintVoucher?consNo=${KEYPAD}&meterNo=${KEYPAD_METER}`)
  })
})

describe('keypad prepaid: recharge → token → reprint', () => {
  it('recharges through the sandbox to a 20-digit token that the reprint shows again', async () => {
    const { page } = await visit(`/RechargePrepaid?consNo=${KEYPAD}`)
    const back = await rechargeThroughSandbox(page, 500, 'Pay')
    expect(back.pathname).toBe('/website/PaymentStatus')
    expect(back.searchParams.get('consNo')).toBe(KEYPAD)
    expect(back.searchParams.get('app')).toBeNull()
    const text = await mainText(page)
    expect(text).toContain('Payment successful')
    expect(text).toContain('₹ 500.00')
    expect(text).toContain('Enter this 20-digit token on your meter keypad.')
    const token = await voucherToken(page)
    expect(token).toMatch(/^\d{20}$/)
    expect(await page.locator('.prepaid-token__group').allInnerTexts()).toEqual(token.match(/\d{4}/g))
    const receiptNo = (await page.locator('.prepaid-voucher dt:text-is("Receipt number") + dd').innerText()).trim()
    expect(receiptNo).not.toBe('')
    expect(await page.getByRole('link', { name: /Download voucher/ }).getAttribute('href')).toBe(`/api/receipts/${encodeURIComponent(receiptNo)}/pdf?consNo=${KEYPAD}&lang=en`)

    // the token comes first: before the order's facts, and on a phone on the first screen (issue 9 §2)
    const statusPath = `/PaymentStatus?consNo=${KEYPAD}&txnId=${back.searchParams.get('txnId')}`
    const onPhone = await visit(statusPath, 'phone')
    const tokenBox = await onPhone.page.locator('.prepaid-token').boundingBox()
    expect(tokenBox!.y + tokenBox!.height, 'the token within the first 740 px of a phone').toBeLessThanOrEqual(740)
    expect(
      await onPhone.page.evaluate(() => {
        const token = document.querySelector('.prepaid-token')!
        const facts = document.querySelector('.prepaid-facts:not(.prepaid-facts--compact)')!
        return !!(token.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING)
      }),
    ).toBe(true)
    const receiptCell = onPhone.page.locator('.prepaid-voucher dd.prepaid-nowrap').first()
    const lines = await receiptCell.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size
    })
    expect(lines, 'the receipt number on one line').toBe(1)

    const reprint = await visit('/ReprintVoucher')
    await reprint.page.getByRole('textbox', { name: 'Consumer number' }).fill(KEYPAD)
    await reprint.page.getByRole('textbox', { name: 'Meter number' }).fill(KEYPAD_METER)
    await Promise.all([reprint.page.waitForURL(/meterNo=/), reprint.page.getByRole('button', { name: 'Show vouchers' }).click()])
    await reprint.page.waitForLoadState('load')
    const row = reprint.page.locator('tr', { hasText: receiptNo })
    expect((await row.innerText()).replace(/\s+/g, '')).toContain(token)
    // a link: Vike's client router changes the URL before the voucher has rendered
    await Promise.all([reprint.page.waitForURL(/receiptNo=/), row.getByRole('link', { name: `Print voucher ${receiptNo}` }).click()])
    await expect.poll(() => voucherToken(reprint.page), { timeout: 15_000 }).toBe(token)
    expect(await reprint.page.getByRole('button', { name: 'Print voucher' }).isVisible()).toBe(true)

    // the technician's view decodes the same token: credit class, its identifier date, kWh
    const test = await visit(`/RechargePrepaidTest?consNo=${KEYPAD}`)
    expect(await mainText(test.page)).toContain('Test vending flow')
    // for technicians: closed until asked for (issue 9 §2)
    const disclosure = test.page.locator('details#diagnostics')
    expect(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
    await disclosure.locator('summary').click()
    expect(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
    const diag = test.page.locator('#token-diagnostics').locator('xpath=ancestor::table').locator('tr', { hasText: receiptNo })
    const diagText = (await diag.innerText()).replace(/\s+/g, ' ')
    expect(diagText).toContain('0 (credit) / 0 (electricity)')
    expect(diagText).toMatch(/\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/)
    expect(diagText).toMatch(/\b\d+\.\d kWh|\b\d+\.\d\b/)

    await axeBoth(`/PaymentStatus?consNo=${KEYPAD}&txnId=${back.searchParams.get('txnId')}`)
    await axeBoth(`/ReprintVoucher?consNo=${KEYPAD}&meterNo=${KEYPAD_METER}&receiptNo=${receiptNo}`)
    await axeBoth(`/RechargePrepaidTest?consNo=${KEYPAD}`)
  })

  it('asks for both numbers and checks that the meter belongs to the consumer', async () => {
    const { page } = await visit('/ReprintVoucher')
    await page.getByRole('textbox', { name: 'Consumer number' }).fill(KEYPAD)
    await page.getByRole('button', { name: 'Show vouchers' }).click()
    await expect.poll(() => page.locator('.error-summary').innerText()).toContain('Enter your meter number')
    const mismatch = await fetchRaw(site(`/ReprintVoucher?consNo=${KEYPAD}&meterNo=04000000009`))
    expect(mismatch.html).toContain('This meter number does not belong to this consumer number')
    expect(mismatch.html).not.toContain('prepaid-token__group')
    const unknown = await fetchRaw(site('/ReprintVoucher?consNo=101000000099&meterNo=04000000003'))
    expect(unknown.html).toContain(MESSAGES.consumerNotFound)
    const smart = await fetchRaw(site(`/ReprintVoucher?consNo=${SMART}&meterNo=SM000000004`))
    expect(smart.html).toContain('A smart meter has no voucher')
  })
})

describe('smart prepaid: recharge → balance → receipt', () => {
  it('credits the balance by exactly the amount, and the receipt shows it', async () => {
    const before = await visit(`/SmartPrepaidBalance?consNo=${SMART}`)
    const balanceBefore = paiseOf(await before.page.locator('.prepaid-balance').innerText())
    expect(
      await before.page
        .locator('table', { has: before.page.locator('#balance-days') })
        .locator('tbody tr')
        .count(),
    ).toBe(7)

    const { page } = await visit(`/AS_RechargePrepaid?consNo=${SMART}`)
    const back = await rechargeThroughSandbox(page, 1234, 'Pay')
    expect(back.pathname).toBe('/website/AS_PaymentStatus')
    expect(await mainText(page)).toContain('পৰিশোধ সফল হ’ল')
    expect(paiseOf(await page.locator('.prepaid-new-balance').innerText())).toBe(balanceBefore + 123_400)
    expect(await page.locator('.prepaid-voucher').count(), 'no token for a smart meter').toBe(0)

    const after = await visit(`/SmartPrepaidBalance?consNo=${SMART}`)
    expect(paiseOf(await after.page.locator('.prepaid-balance').innerText())).toBe(balanceBefore + 123_400)
    const first = after.page
      .locator('table', { has: after.page.locator('#recharges') })
      .locator('tbody tr')
      .first()
    expect(await first.innerText()).toContain('₹ 1,234.00')
    const receiptLink = first.getByRole('link')
    const receiptNo = (await receiptLink.innerText()).trim()
    // a link: Vike's client router changes the URL before the new page has rendered
    await Promise.all([after.page.waitForURL(/AdSmtPrdRct/), receiptLink.click()])
    await expect.poll(() => mainText(after.page), { timeout: 15_000 }).toContain('Recharge receipt')
    const receipt = await mainText(after.page)
    expect(receipt).toContain(receiptNo)
    expect(receipt).toContain('₹ 1,234.00')
    expect(receipt).toContain('Credited directly to the smart meter')

    await axeBoth(`/SmartPrepaidBalance?consNo=${SMART}`)
    await axeBoth(`/AdSmtPrdRct?consNo=${SMART}&receiptNo=${receiptNo}`)
    await axeBoth(`/PaymentStatus?consNo=${SMART}&txnId=${back.searchParams.get('txnId')}`)
  })

  it("explains a keypad or postpaid consumer, and refuses another consumer's receipt", async () => {
    const keypad = await fetchRaw(site(`/SmartPrepaidBalance?consNo=${KEYPAD}`))
    expect(keypad.html).toContain('This is a keypad prepaid meter')
    const postpaid = await fetchRaw(site(`/SmartPrepaidBalance?consNo=${POSTPAID}`))
    expect(postpaid.html).toContain('This is not a prepaid connection')
    const unknown = await fetchRaw(site('/SmartPrepaidBalance?consNo=101000000099'))
    expect(unknown.html).toContain(MESSAGES.consumerNotFound)
    const { page } = await visit(`/SmartPrepaidBalance?consNo=${SMART}`)
    const receiptNo = (
      await page
        .locator('table', { has: page.locator('#recharges') })
        .getByRole('link')
        .first()
        .innerText()
    ).trim()
    const other = await fetchRaw(site(`/AdSmtPrdRct?consNo=105000000006&receiptNo=${receiptNo}`))
    expect(other.html).toContain('No recharge receipt with this number was found for this consumer number')
    expect(other.html).not.toContain('prepaid-receipt__title')
    const empty = await fetchRaw(site('/AS_AdSmtPrdRct?consNo=&receiptNo='))
    expect(empty.html).toContain('আপোনাৰ গ্ৰাহক নম্বৰ দিয়ক')
  })
})

describe('/RechargePrepaidMb: the mobile app web view', () => {
  it('has no site chrome, and the gateway returns to a chrome-less status page with app=1', async () => {
    const { page } = await visit(`/RechargePrepaidMb?consNo=${KEYPAD}`, 'phone')
    expect(await page.locator('.site-header, header.site-header').count()).toBe(0)
    expect(await page.locator('footer').count()).toBe(0)
    expect(await page.locator('main#main-content h1').innerText()).toBe('Recharge Prepaid Meter')
    expect(await page.locator('a.skip-link').getAttribute('href')).toBe('#main-content')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    const back = await rechargeThroughSandbox(page, 200, 'Pay')
    expect(back.searchParams.get('app')).toBe('1')
    expect(await page.locator('.site-header').count()).toBe(0)
    expect(await voucherToken(page)).toMatch(/^\d{20}$/)
    await axeBoth(`/RechargePrepaidMb?consNo=${KEYPAD}`)
  })
})
