/**
 * Server-side loaders of the prepaid pages (+data.ts files call these): parse the query with
 * zod, read through services.billing and the prepaid lookup, answer plain data. Nothing here
 * reaches the browser bundle.
 */
import type { PageContextServer } from 'vike/types'
import type { AccountLookup, DayReading, PrepaidAccount, RechargeSummary } from '#shared/prepaid/contract'
import { isAppView, parseQuery, type QueryField } from '#client/components/prepaid/query'
import type { InputProblem } from '#shared/input/problem'
import type { PaymentStatusAnswer, RechargeVariant, Voucher } from '#client/components/prepaid/types'

const search = (pageContext: PageContextServer) => pageContext.urlParsed.search as Record<string, unknown>

/** The form's state: what was typed and what is wrong with it. */
export interface FormState<F extends QueryField> {
  values: Partial<Record<F, string>>
  errors: InputProblem[]
}

/** What a page has before (or instead of) an answer: no query yet, or one the form refuses. */
export type NoAnswer = { kind: 'empty' } | { kind: 'invalid' }

/** The page's query parsed for its form's fields: the search, the parsed query, the form's state and the answer so far. */
function readQuery<F extends QueryField>(pageContext: PageContextServer, fields: readonly F[]) {
  const s = search(pageContext)
  const q = parseQuery(s, fields)
  const form: FormState<F> = { values: q.raw, errors: q.errors }
  const noAnswer: NoAnswer = { kind: q.empty ? 'empty' : 'invalid' }
  return { s, q, form, noAnswer }
}

const NOT_FOUND: InputProblem = { field: 'consNo', key: 'messages:consumerNotFound' }

/** A voucher with its decoded token (services.vending holds the configured vending key). */
const withDiagnostics =
  (pageContext: PageContextServer) =>
  (r: RechargeSummary): Voucher => ({
    ...r,
    diagnostics: r.token ? pageContext.services.vending.tokenDiagnostics(r.token, r.meterNo, r.keyRevision) : null,
  })

// ---------------------------------------------------------------------------------------
// /RechargePrepaid, /RechargePrepaidTest, /RechargePrepaidMb

export type RechargeResult = NoAnswer | Exclude<AccountLookup, { kind: 'ok' }> | { kind: 'ok'; account: PrepaidAccount; recent: Voucher[] }

export async function loadRecharge(pageContext: PageContextServer, variant: RechargeVariant) {
  const { q, form, noAnswer } = readQuery(pageContext, ['consNo'])
  let result: RechargeResult = noAnswer
  if (q.values.consNo) {
    const lookup = pageContext.services.prepaid
    const found = await lookup.account(q.values.consNo)
    if (found.kind === 'ok') {
      const recent = variant === 'test' ? (await lookup.recharges(q.values.consNo, 5)).map(withDiagnostics(pageContext)) : []
      result = { kind: 'ok', account: found.account, recent }
    } else {
      result = found
      if (found.kind === 'notFound') form.errors = [NOT_FOUND]
    }
  }
  return { variant, form, result }
}
export type RechargeData = Awaited<ReturnType<typeof loadRecharge>>

// ---------------------------------------------------------------------------------------
// /ReprintVoucher

export type VoucherResult =
  | NoAnswer
  | { kind: 'notFound' }
  | { kind: 'notPrepaid'; connType: string }
  | { kind: 'smart'; consumerNo: string }
  | { kind: 'meterMismatch' }
  | { kind: 'ok'; account: PrepaidAccount; vouchers: Voucher[]; selected: Voucher | null }

export async function loadVouchers(pageContext: PageContextServer) {
  const { s, q, form, noAnswer } = readQuery(pageContext, ['consNo', 'meterNo'])
  let result: VoucherResult = noAnswer
  if (q.values.consNo && q.values.meterNo) {
    const found = await pageContext.services.prepaid.vouchers(q.values.consNo, q.values.meterNo, 10)
    if (found.kind === 'vouchers') {
      const vouchers = found.vouchers.map(withDiagnostics(pageContext))
      const wanted = typeof s.receiptNo === 'string' ? s.receiptNo : ''
      result = { kind: 'ok', account: found.account, vouchers, selected: vouchers.find((v) => v.receiptNo === wanted) ?? null }
      if (found.account.connType === 'SMART PREPAID') result = { kind: 'smart', consumerNo: found.account.consumerNo }
    } else if (found.kind === 'notFound') {
      result = found
      form.errors = [NOT_FOUND]
    } else if (found.kind === 'meterMismatch') {
      result = found
      form.errors = [{ field: 'meterNo', key: 'prepaid:errors.meterMismatch' }]
    } else if (found.kind === 'notPrepaid') {
      result = { kind: 'notPrepaid', connType: found.connType }
    }
  }
  return { form, result }
}
export type VoucherData = Awaited<ReturnType<typeof loadVouchers>>

// ---------------------------------------------------------------------------------------
// /SmartPrepaidBalance

export type BalanceResult =
  NoAnswer | { kind: 'notFound' } | { kind: 'notSmart'; consumerNo: string; connType: string } | { kind: 'ok'; account: PrepaidAccount; days: DayReading[]; recharges: RechargeSummary[] }

export const BALANCE_DAYS = 7

export async function loadSmartBalance(pageContext: PageContextServer) {
  const { q, form, noAnswer } = readQuery(pageContext, ['consNo'])
  let result: BalanceResult = noAnswer
  const consNo = q.values.consNo
  if (consNo) {
    const lookup = pageContext.services.prepaid
    const found = await lookup.account(consNo)
    if (found.kind === 'notFound') {
      result = found
      form.errors = [NOT_FOUND]
    } else if (found.kind === 'notPrepaid') {
      result = { kind: 'notSmart', consumerNo: consNo, connType: found.connType }
    } else if (found.account.connType !== 'SMART PREPAID') {
      result = { kind: 'notSmart', consumerNo: consNo, connType: found.account.connType }
    } else {
      const [days, recharges] = await Promise.all([lookup.days(consNo, BALANCE_DAYS), lookup.recharges(consNo, 5)])
      result = { kind: 'ok', account: found.account, days, recharges }
    }
  }
  return { form, result }
}
export type BalanceData = Awaited<ReturnType<typeof loadSmartBalance>>

// ---------------------------------------------------------------------------------------
// /AdSmtPrdRct

export type ReceiptResult = NoAnswer | { kind: 'notFound' } | { kind: 'ok'; account: PrepaidAccount; recharge: Voucher }

export async function loadReceipt(pageContext: PageContextServer) {
  const { q, form, noAnswer } = readQuery(pageContext, ['consNo', 'receiptNo'])
  let result: ReceiptResult = noAnswer
  if (q.values.consNo && q.values.receiptNo) {
    const found = await pageContext.services.prepaid.receipt(q.values.consNo, q.values.receiptNo)
    if (found) result = { kind: 'ok', account: found.account, recharge: withDiagnostics(pageContext)(found.recharge) }
    else {
      result = { kind: 'notFound' }
      form.errors = [{ field: 'receiptNo', key: 'prepaid:errors.receiptNotFound' }]
    }
  }
  return { form, result }
}
export type ReceiptData = Awaited<ReturnType<typeof loadReceipt>>

// ---------------------------------------------------------------------------------------
// /PaymentStatus

/** Not found, or an id the payments service refuses to look up: both mean "no such order". */
const isNotFound = (err: unknown) => {
  const e = err as { status?: number } | null
  return e?.status === 404 || e?.status === 400
}

export type BillReceipt = NonNullable<Awaited<ReturnType<PageContextServer['services']['prepaid']['billPayment']>>>

export type StatusResult =
  | NoAnswer
  | { kind: 'notFound' }
  | {
      kind: 'ok'
      order: PaymentStatusAnswer
      account: PrepaidAccount | null
      recharge: Voucher | null
      billReceipt: BillReceipt | null
    }

export async function loadPaymentStatus(pageContext: PageContextServer) {
  const { s, q, form, noAnswer } = readQuery(pageContext, ['consNo', 'txnId'])
  const app = isAppView(s)
  let result: StatusResult = noAnswer
  const { consNo, txnId } = q.values
  if (consNo && txnId) {
    let order: PaymentStatusAnswer | null = null
    try {
      order = await pageContext.services.payments.status(consNo, txnId)
    } catch (err) {
      if (!isNotFound(err)) throw err
    }
    if (!order || order.consumerNo !== consNo) {
      result = { kind: 'notFound' }
      form.errors = [{ field: 'txnId', key: 'prepaid:errors.orderNotFound' }]
    } else {
      const lookup = pageContext.services.prepaid
      let account: PrepaidAccount | null = null
      let recharge: Voucher | null = null
      let billReceipt: BillReceipt | null = null
      if (order.purpose === 'recharge') {
        const found = await lookup.account(consNo)
        if (found.kind === 'ok') account = found.account
        if (order.status === 'PAID' && order.receiptNo) {
          const r = await lookup.receipt(consNo, order.receiptNo)
          if (r) recharge = withDiagnostics(pageContext)(r.recharge)
        }
      } else if (order.status === 'PAID' && order.receiptNo) {
        billReceipt = await lookup.billPayment(consNo, order.receiptNo)
      }
      result = { kind: 'ok', order, account, recharge, billReceipt }
    }
  }
  return { form, result, app }
}
export type PaymentStatusData = Awaited<ReturnType<typeof loadPaymentStatus>>
