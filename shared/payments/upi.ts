/**
 * UPI payment links (NPCI's deep-link form), the one builder of the pages, the bill PDF and
 * the QR codes: upi://pay?pa=<payee VPA>&pn=<payee name>&am=<rupees, 2 decimals>&cu=INR
 * &tn=<note>&tr=<reference>. The reference is the bill number, so the collection posts to
 * the bill; the note names the consumer number too. Values are percent-encoded.
 */
export interface UpiPayee {
  /** the payee's UPI id (VPA), e.g. apdcl@bank */
  vpa: string
  /** the name UPI apps show */
  name: string
}

export interface UpiBillPayment {
  consumerNo: string
  billNo: string
  amountPaise: number
}

/** The parameters in NPCI's order. */
export const UPI_PARAMS = ['pa', 'pn', 'am', 'cu', 'tn', 'tr'] as const
export type UpiFields = Record<(typeof UPI_PARAMS)[number], string>

/** Paise as UPI's amount: rupees with two decimals, no grouping ('1234.50'). */
export const upiAmount = (paise: number): string => (Math.round(paise) / 100).toFixed(2)

/** The fields of the link paying a bill. */
export function upiBillFields(payee: UpiPayee, p: UpiBillPayment): UpiFields {
  return {
    pa: payee.vpa,
    pn: payee.name,
    am: upiAmount(p.amountPaise),
    cu: 'INR',
    tn: `APDCL consumer ${p.consumerNo} bill ${p.billNo}`,
    tr: p.billNo,
  }
}

/** The query string of a link (without '?'). */
export function upiQuery(fields: UpiFields): string {
  return UPI_PARAMS.map((k) => `${k}=${encodeURIComponent(fields[k])}`).join('&')
}

/** upi://pay?… paying a bill. */
export function upiPayUrl(payee: UpiPayee, p: UpiBillPayment): string {
  return `upi://pay?${upiQuery(upiBillFields(payee, p))}`
}

/** The fields of a upi://pay link, or null when it is not one (tests, the demo's stand-in page). */
export function parseUpiUrl(url: string): Partial<UpiFields> | null {
  const m = /^upi:\/\/pay\?(.*)$/s.exec(url)
  if (!m) return null
  const out: Partial<UpiFields> = {}
  for (const [k, v] of new URLSearchParams(m[1].replace(/\+/g, '%2B'))) {
    if ((UPI_PARAMS as readonly string[]).includes(k)) out[k as keyof UpiFields] = v
  }
  return out
}

/**
 * Where the phone link of a demo site leads instead of a UPI app: the sandbox gateway's
 * stand-in for one, with the same fields and the page's language (for the payment-status page
 * it returns to). Demo mode only: /sandbox-pg is not mounted outside it.
 */
export function sandboxUpiHref(payee: UpiPayee, p: UpiBillPayment, lang: 'en' | 'as' = 'en'): string {
  return `/sandbox-pg/upi?${upiQuery(upiBillFields(payee, p))}&lang=${lang}`
}
