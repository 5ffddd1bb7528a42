/**
 * /PaymentStatus in real Chromium: where the sandbox gateway returns (paid, failed,
 * cancelled, pending) and where a consumer looks an order up by consumer number and
 * transaction id — another consumer's order is refused. Axe at 360 and 1280 px in both
 * languages for the result states.
 */
import { describe, expect, it } from 'vitest'
import { fetchRaw } from './pageChecks'
import { payableBill } from './payableBill'
import { baseUrl, mainText, prepaidSession, rechargeThroughSandbox, site } from './prepaidFlow'
import { sandboxButton } from './sandboxGateway'

const { visit, axeBoth } = prepaidSession()

const KEYPAD = '103000000003'
const SMART = '104000000004'

describe('/PaymentStatus: the gateway outcomes', () => {
  it('shows a failed payment with a retry link, and a cancelled one', async () => {
    const { page } = await visit(`/RechargePrepaid?consNo=${KEYPAD}`)
    const failed = await rechargeThroughSandbox(page, 300, 'Fail')
    let text = await mainText(page)
    expect(text).toContain('Payment failed')
    expect(text).toContain('₹ 300.00')
    expect(await page.locator('.prepaid-voucher').count()).toBe(0)
    const retry = page.getByRole('link', { name: 'Try the recharge again' })
    expect(await retry.getAttribute('href')).toBe(`/website/RechargePrepaid?consNo=${KEYPAD}`)
    await axeBoth(`/PaymentStatus?consNo=${KEYPAD}&txnId=${failed.searchParams.get('txnId')}`)

    const second = await visit(`/RechargePrepaid?consNo=${SMART}`)
    const cancelled = await rechargeThroughSandbox(second.page, 400, 'Cancel')
    text = await mainText(second.page)
    expect(text).toContain('Payment cancelled')
    expect(text).not.toContain('New balance')
    expect(await second.page.getByRole('link', { name: 'Try the recharge again' }).isVisible()).toBe(true)
    await axeBoth(`/PaymentStatus?consNo=${SMART}&txnId=${cancelled.searchParams.get('txnId')}`)
  })

  it('offers a failed bill payment another try on /PayBill', async () => {
    // a bill order made through the API (the bill pages are another part); Fail posts nothing.
    // Confirmed as a repeat: another file may have paid part of this bill minutes ago; a bill
    // that still asks for money (an order for more than is payable is refused)
    const { consNo } = await payableBill(baseUrl, ['101000000001', '105000000005', '102000000002'])
    const res = await fetch(`${baseUrl}/api/payments/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-bill-${Date.now()}` },
      body: JSON.stringify({ purpose: 'bill', consumerNo: consNo, amountPaise: 100, locale: 'as', channel: 'web', confirmRepeat: true }),
    })
    expect(res.status).toBe(201)
    const order = (await res.json()) as { orderId: string; redirectUrl: string }
    const { page } = await visit('/AS_PaymentStatus')
    await page.goto(new URL(order.redirectUrl, baseUrl).toString(), { waitUntil: 'load' })
    await sandboxButton(page, 'fail').click()
    await page.waitForURL(/\/website\/AS_PaymentStatus\?/, { timeout: 20_000 })
    await page.waitForFunction(() => !!document.querySelector('.prepaid-status'))
    const text = await mainText(page)
    expect(text).toContain('পৰিশোধ বিফল হ’ল')
    expect(text).toContain('বিদ্যুৎ বিল')
    expect(text).toContain('₹ ১.০০')
    expect(await page.getByRole('link', { name: 'পুনৰ পৰিশোধ কৰি চাওক' }).getAttribute('href')).toBe(`/website/AS_PayBill?consNo=${consNo}`)
    expect(await page.locator('.prepaid-receipt').count()).toBe(0)
  })

  it('explains a pending payment (do not pay again) and checks again by itself', async () => {
    const { page } = await visit(`/RechargePrepaid?consNo=${KEYPAD}`)
    const polls: string[] = []
    page.on('request', (r) => r.url().includes('/api/payments/status') && polls.push(r.url()))
    const back = await rechargeThroughSandbox(page, 250, 'Pay, but lose the callback')
    const text = await mainText(page)
    expect(text).toMatch(/Payment (not completed yet|being confirmed)/)
    expect(text).toContain('do not pay again')
    expect(await page.locator('meta[http-equiv="refresh"]').count(), 'no meta refresh').toBe(0)
    await expect.poll(() => polls.length, { timeout: 10_000, message: 'a status check after a few seconds' }).toBeGreaterThan(0)
    expect(new URL(polls[0]).searchParams.get('txnId')).toBe(back.searchParams.get('txnId'))
    // this line is the running page's (after hydration), not the server's: wait for it
    await expect.poll(() => mainText(page), { timeout: 15_000 }).toContain('This page checks the status again automatically.')
    await axeBoth(`/PaymentStatus?consNo=${KEYPAD}&txnId=${back.searchParams.get('txnId')}&app=1`)
  })
})

describe('/PaymentStatus: the lookup form', () => {
  it("finds an order by consumer number and transaction id, and refuses another consumer's", async () => {
    const { page } = await visit(`/RechargePrepaid?consNo=${KEYPAD}`)
    const back = await rechargeThroughSandbox(page, 100, 'Pay')
    const txnId = back.searchParams.get('txnId')!

    const lookup = await visit('/PaymentStatus')
    await lookup.page.getByRole('textbox', { name: 'Consumer number' }).fill(KEYPAD)
    await lookup.page.getByRole('textbox', { name: 'Transaction id' }).fill(txnId)
    await Promise.all([lookup.page.waitForURL(/txnId=/), lookup.page.getByRole('button', { name: 'Check status' }).click()])
    // a client-side navigation: the URL changes before the result is drawn
    await expect.poll(() => mainText(lookup.page)).toContain('Payment successful')
    const text = await mainText(lookup.page)
    expect(text).toContain('Payment successful')
    expect(text).toContain(txnId)
    expect(text).toContain('₹ 100.00')

    const other = await visit('/PaymentStatus')
    await other.page.getByRole('textbox', { name: 'Consumer number' }).fill(SMART)
    await other.page.getByRole('textbox', { name: 'Transaction id' }).fill(txnId)
    await Promise.all([other.page.waitForURL(/txnId=/), other.page.getByRole('button', { name: 'Check status' }).click()])
    await expect.poll(() => mainText(other.page)).toContain('No payment with this transaction id was found for this consumer number')
    const refused = await mainText(other.page)
    expect(refused).toContain('No payment with this transaction id was found for this consumer number')
    expect(refused).not.toContain('Payment successful')
    expect(refused).not.toContain('₹ 100.00')
    await axeBoth(`/PaymentStatus?consNo=${SMART}&txnId=${txnId}`)
  })

  it('checks both fields and keeps the app view without chrome', async () => {
    const { page } = await visit('/PaymentStatus')
    await page.getByRole('button', { name: 'Check status' }).click()
    const summary = page.locator('.error-summary')
    await expect.poll(() => summary.innerText()).toContain('Enter your consumer number')
    expect(await summary.innerText()).toContain('Enter the transaction id')
    const bad = await fetchRaw(site(`/PaymentStatus?consNo=${KEYPAD}&txnId=no%20spaces!`))
    expect(bad.html).toContain('Enter the transaction id as shown')
    const unknown = await fetchRaw(site(`/PaymentStatus?consNo=${KEYPAD}&txnId=APDNOSUCHORDER0000`))
    expect(unknown.status).toBe(200)
    expect(unknown.html).toContain('No payment with this transaction id was found for this consumer number')
    await axeBoth(`/PaymentStatus?consNo=${KEYPAD}&txnId=no%20spaces!`)
    const app = await visit(`/PaymentStatus?app=1`, 'phone')
    expect(await app.page.locator('.site-header').count()).toBe(0)
    expect(await app.page.locator('input[type=hidden][name=app]').getAttribute('value')).toBe('1')
    const web = await visit('/AS_PaymentStatus', 'phone')
    expect(await web.page.locator('.site-header').count()).toBe(1)
    expect(await web.page.locator('h1').innerText()).toBe('পৰিশোধৰ স্থিতি')
  })
})
