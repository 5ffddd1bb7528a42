import type { RechargeSummary, TokenDiagnostics } from '../../../server/services/prepaid/lookup'

/** The payment status answer of docs/design/issue3-contracts.md (GET /api/payments/status). */
export type PaymentOrderStatus = 'CREATED' | 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED'

export interface PaymentStatusAnswer {
  orderId: string
  purpose: 'bill' | 'recharge'
  consumerNo: string
  amountPaise: number
  status: PaymentOrderStatus
  createdAt: string
  paidAt: string | null
  receiptNo: string | null
  gatewayTxnId: string | null
  token: string | null
  meterNo: string | null
  balancePaise: number | null
}

/** Still open at the gateway: the page polls until it settles. */
export const isOpenStatus = (s: PaymentOrderStatus) => s === 'CREATED' || s === 'PENDING'

export type RechargeVariant = 'standard' | 'test' | 'mobile'

/** A recharge with what its token decodes to (keypad meters). */
export interface Voucher extends RechargeSummary {
  diagnostics: TokenDiagnostics | null
}
