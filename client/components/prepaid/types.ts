import type { OrderStatus } from '#shared/payments/contract'
import type { RechargeSummary, TokenDiagnostics } from '#shared/prepaid/contract'

/** The payment status answer of docs/design/issue3-contracts.md (GET /api/payments/status): the server's own type. */
export type { PaymentStatusAnswer } from '#shared/payments/contract'
export type PaymentOrderStatus = OrderStatus

/** Still open at the gateway: the page polls until it settles. */
export const isOpenStatus = (s: PaymentOrderStatus) => s === 'CREATED' || s === 'PENDING'

export type RechargeVariant = 'standard' | 'test' | 'mobile'

/** A recharge with what its token decodes to (keypad meters). */
export interface Voucher extends RechargeSummary {
  diagnostics: TokenDiagnostics | null
}
