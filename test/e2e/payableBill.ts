/**
 * A demo postpaid consumer whose newest bill still asks for money, read off /PayBill as a
 * visitor sees it. Several e2e files pay these bills (some in full), in any order on any worker,
 * and an order for more than is payable is refused (shared/billing/payable.ts): a file that
 * needs a bill to pay asks here instead of naming a consumer.
 */
export const DEMO_POSTPAID = ['105000000005', '102000000002', '101000000001'] as const

export interface PayableBill {
  consNo: string
  /** the amount payable as the page shows it ('₹ 1,186.27') */
  amount: string
  /** the same in paise */
  paise: number
}

export async function payableBill(baseUrl: string, candidates: readonly string[] = DEMO_POSTPAID): Promise<PayableBill> {
  for (const consNo of candidates) {
    const res = await fetch(`${baseUrl}/website/PayBill?consNo=${consNo}`)
    const html = await res.text()
    if (html.includes('data-testid="bill-paid"')) continue
    const m = /data-testid="amount-payable"[^>]*>([^<]+)</.exec(html)
    if (!m) continue
    const amount = m[1].replace(/&nbsp;|\u00a0/g, ' ')
    const paise = Math.round(Number(amount.replace(/[^0-9.]/g, '')) * 100)
    if (paise > 0) return { consNo, amount, paise }
  }
  throw new Error(`every candidate's bill is paid already: ${candidates.join(', ')}`)
}
