import type { ConnType } from '../../../shared/constants'

/** What the billing service answers. Money is integer paise (ADR 006). */
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
