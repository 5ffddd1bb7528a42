/**
 * What the consumer dashboards show of one consumer (issue 3 §4): the answers of the
 * dashboard reads (server/services/billing/dashboard.ts). Money in integer paise; dates ISO text.
 */
import type { ConnType } from '../constants'
import type { RechargeSummary } from '../prepaid/contract'

export interface Profile {
  consumerNo: string
  oldConsumerNo: string | null
  name: string
  address: string
  connType: ConnType
  tariffCategory: string
  tariffName: string | null
  connectedLoadKw: number
  phase: number
  meterNo: string | null
  status: string
  divisionCode: string
  divisionName: string | null
  subDivision: string | null
}

export interface BillRow {
  billNo: string
  period: string
  billDate: string
  dueDate: string
  units: number
  amountBeforeDuePaise: number
  amountAfterDuePaise: number
  /** paid in full (sum of its payments ≥ the amount before due date) */
  paid: boolean
}

export interface CurrentBill extends BillRow {
  previousReading: number
  currentReading: number
  arrearsPaise: number
  paidPaise: number
  /** what is payable today (shared/billing/payable.ts); 0 when paid */
  payableNowPaise: number
  /** the late-payment surcharge owed today: only on what was unpaid when the due date passed */
  surchargePaise: number
  overdue: boolean
}

export interface PaymentRow {
  receiptNo: string
  billNo: string | null
  amountPaise: number
  paidAt: string
  channel: string
}

/** A recharge in the dashboard's history (the public pages' summary without the gateway's transaction id). */
export type RechargeRow = Omit<RechargeSummary, 'txnId'>

export interface DailyPoint {
  day: string
  kwh: number
  /** prepaid balance at the end of the day, paise; null for smart postpaid */
  balancePaise: number | null
}

export interface MonthlyUnits {
  period: string
  units: number
}

export interface PostpaidDashboard {
  profile: Profile
  currentBill: CurrentBill | null
  bills: BillRow[]
  payments: PaymentRow[]
  /** oldest first, for the units-per-month graph */
  monthlyUnits: MonthlyUnits[]
  /** the last 30 days, oldest first (smart meters only; empty otherwise) */
  daily: DailyPoint[]
}

export interface PrepaidDashboard {
  profile: Profile
  meterNo: string | null
  balancePaise: number | null
  balanceUpdatedAt: string | null
  recharges: RechargeRow[]
  /** the last 30 days, oldest first (smart meters only; empty otherwise) */
  daily: DailyPoint[]
}

/** One card of the overview of a mobile's consumer numbers. */
export interface ConsumerCard {
  consumerNo: string
  name: string
  connType: ConnType
  status: string
  /** postpaid: amount payable today on the newest bill (0 when paid); null without a bill */
  amountDuePaise: number | null
  dueDate: string | null
  /** prepaid: the meter's balance; null for postpaid */
  balancePaise: number | null
}

export type BbpsStatus = 'BILL DUE' | 'NO DUES' | 'CUSTOMER NOT FOUND'

/** The answer a BBPS biller gives to a bill fetch (DOMAIN.md "Payments"). */
export interface BbpsFetch {
  status: BbpsStatus
  consumerNo: string
  customerName: string | null
  connType: ConnType | null
  billNo: string | null
  billPeriod: string | null
  billDate: string | null
  dueDate: string | null
  amountPaise: number | null
}

/** Bill history and graphs cover this many months; daily graphs this many days. */
export const HISTORY_MONTHS = 24
export const DAILY_DAYS = 30
