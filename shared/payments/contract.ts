/** The payment orders' contract (spec §7 payments; ADR 008): purposes, statuses and the API's answers. Money in integer paise. */

export const PURPOSES = ['bill', 'recharge'] as const
export type Purpose = (typeof PURPOSES)[number]
export const ORDER_STATUSES = ['CREATED', 'PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** 201 / 200 answer of POST /api/payments/orders. */
export interface OrderAnswer {
  orderId: string
  status: OrderStatus
  amountPaise: number
  redirectUrl: string
}

/** 200 answer of GET /api/payments/status. */
export interface PaymentStatusAnswer {
  orderId: string
  purpose: Purpose
  consumerNo: string
  amountPaise: number
  status: OrderStatus
  createdAt: string
  paidAt: string | null
  receiptNo: string | null
  gatewayTxnId: string | null
  /** 20-digit STS token: keypad PREPAID recharges once paid */
  token: string | null
  /** the prepaid meter of a recharge */
  meterNo: string | null
  /** the meter's balance now: SMART PREPAID only */
  balancePaise: number | null
}
