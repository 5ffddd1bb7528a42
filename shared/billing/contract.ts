/**
 * The billing contract both sides use: consumers, bills, payments, prepaid meters and
 * recharges as the billing service answers them, receipts, the payment state of a bill and
 * the tariff tables with the charges the tariff engine computes. Money is integer paise (ADR 006).
 */
import type { ConnType } from '../constants'

export interface Consumer {
  consumerNo: string
  oldConsumerNo: string | null
  name: string
  address: string
  mobile: string | null
  email: string | null
  connType: ConnType
  tariffCategory: string
  connectedLoadKw: number
  phase: number
  meterNo: string | null
  status: string
  divisionCode: string
  subDivision: string | null
}

export interface Bill {
  billNo: string
  consumerNo: string
  period: string
  billDate: string
  dueDate: string
  tariffCategory: string
  previousReading: number
  currentReading: number
  multiplyingFactor: number
  units: number
  energyCharge: number
  fixedCharge: number
  fppaCharge: number
  electricityDuty: number
  meterRent: number
  arrears: number
  rebate: number
  surcharge: number
  amountBeforeDue: number
  amountAfterDue: number
}

export interface Payment {
  receiptNo: string
  consumerNo: string
  billNo: string | null
  amount: number
  paidAt: string
  channel: string
  txnId: string
}

export interface PrepaidMeter {
  consumerNo: string
  meterNo: string
  balance: number
  updatedAt: string
}

export interface Recharge {
  receiptNo: string
  consumerNo: string
  meterNo: string
  amount: number
  token: string | null
  rechargedAt: string
  channel: string
  txnId: string
}

export interface DailyReading {
  day: string
  kwh: number
  balance: number | null
}

/** One receipt: a bill payment or a prepaid recharge. Money in paise. */
export interface ReceiptRecord {
  kind: 'bill' | 'recharge'
  receiptNo: string
  consumerNo: string
  amount: number
  paidAt: string
  channel: string
  txnId: string
  /** bill payments: the bill paid, when known */
  billNo: string | null
  billPeriod: string | null
  /** recharges: the meter credited and, for keypad meters, the STS token */
  meterNo: string | null
  token: string | null
}

export interface TariffCategorySummary {
  code: string
  name: string
}

export interface BillPaymentState {
  /** paise paid against the bill: payments linked to it, or made on or after its bill date */
  paidPaise: number
  /** what the bill asks for in all today (shared/billing/payable.ts): the amount before the due
   * date, plus after it the surcharge on what was still unpaid when the due date passed */
  duePaise: number
  /** what is left to pay today (never negative) */
  payablePaise: number
  /** the late-payment surcharge owed today (0 up to the due date, or when paid on time) */
  surchargePaise: number
  /** paid beyond what is due, carried into the next bill */
  creditPaise: number
  afterDueDate: boolean
  paid: boolean
  lastPayment: { receiptNo: string; paidAt: string; amount: number } | null
}

/* The tariff tables and the charges of a bill (server/services/billing/tariff.ts computes them). */

export interface TariffSlab {
  /** cumulative upper limit of the slab in kWh per month; null for the last, open slab */
  upTo: number | null
  /** energy rate in paise per kWh */
  ratePaise: number
}

export type ElectricityDuty = { kind: 'per_unit'; paisePerUnit: number } | { kind: 'percent'; basisPoints: number }

export interface Tariff {
  code: string
  name: string
  slabs: TariffSlab[]
  /** fixed charge per kW of connected load per month, paise */
  fixedChargePaisePerKw: number
  /** fuel and power purchase price adjustment, paise per kWh */
  fppaPaisePerUnit: number
  /** per kWh, or a percentage (basis points) of the energy charge */
  duty: ElectricityDuty
  /** meter rent per month, paise */
  meterRentPaise: number
  /** rebate for paying by the due date, basis points of the current demand */
  rebateBasisPoints: number
  /** surcharge for paying after the due date, basis points of the current demand */
  surchargeBasisPoints: number
}

export interface MeterReading {
  previousReading: number
  currentReading: number
  /** multiplying factor of the meter (CT meters); default 1 */
  multiplyingFactor?: number
  connectedLoadKw: number
  /** unpaid amount carried from earlier bills, paise; default 0 */
  arrearsPaise?: number
}

export interface SlabCharge {
  units: number
  ratePaise: number
  amountPaise: number
}

export interface BillCharges {
  units: number
  slabs: SlabCharge[]
  energyCharge: number
  fixedCharge: number
  fppaCharge: number
  electricityDuty: number
  meterRent: number
  /** the month's own charges: energy + fixed + FPPA + duty + meter rent */
  currentDemand: number
  arrears: number
  rebate: number
  surcharge: number
  /** currentDemand + arrears − rebate */
  amountBeforeDue: number
  /** currentDemand + arrears + surcharge */
  amountAfterDue: number
}
