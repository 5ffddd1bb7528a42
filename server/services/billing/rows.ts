import type { Bill, Consumer, Recharge } from '#shared/billing/contract'
import type { ConnType } from '#shared/constants'

import { num, str, type Row } from '../../db/rows'

/** Row mapping of the billing tables, shared by every reader of them. */

export const CONSUMER_COLUMNS = [
  'consumer_no',
  'old_consumer_no',
  'name',
  'address',
  'mobile',
  'email',
  'conn_type',
  'tariff_category',
  'connected_load_kw',
  'phase',
  'meter_no',
  'status',
  'division_code',
  'sub_division',
].map((c) => `c.${c}`)

export function toConsumer(r: Row): Consumer {
  return {
    consumerNo: String(r.consumer_no),
    oldConsumerNo: str(r.old_consumer_no),
    name: String(r.name),
    address: String(r.address),
    mobile: str(r.mobile),
    email: str(r.email),
    connType: r.conn_type as ConnType,
    tariffCategory: String(r.tariff_category),
    connectedLoadKw: num(r.connected_load_kw),
    phase: num(r.phase),
    meterNo: str(r.meter_no),
    status: String(r.status),
    divisionCode: String(r.division_code),
    subDivision: str(r.sub_division),
  }
}

export const BILL_MONEY = ['energy_charge', 'fixed_charge', 'fppa_charge', 'electricity_duty', 'meter_rent', 'arrears', 'rebate', 'surcharge', 'amount_before_due', 'amount_after_due'] as const

export function toBill(r: Row): Bill {
  return {
    billNo: String(r.bill_no),
    consumerNo: String(r.consumer_no),
    period: String(r.period),
    billDate: String(r.bill_date),
    dueDate: String(r.due_date),
    tariffCategory: String(r.tariff_category),
    previousReading: num(r.previous_reading),
    currentReading: num(r.current_reading),
    multiplyingFactor: num(r.multiplying_factor),
    units: num(r.units),
    energyCharge: num(r.energy_charge),
    fixedCharge: num(r.fixed_charge),
    fppaCharge: num(r.fppa_charge),
    electricityDuty: num(r.electricity_duty),
    meterRent: num(r.meter_rent),
    arrears: num(r.arrears),
    rebate: num(r.rebate),
    surcharge: num(r.surcharge),
    amountBeforeDue: num(r.amount_before_due),
    amountAfterDue: num(r.amount_after_due),
  }
}

export const BILL_COLUMNS = ['bill_no', 'period', 'bill_date', 'due_date', 'tariff_category', 'previous_reading', 'current_reading', 'multiplying_factor', 'units', ...BILL_MONEY].map((c) => `b.${c}`)

/** The columns toRecharge reads: a recharge joined to its consumer (c) and meter (m). */
export const RECHARGE_COLUMNS = ['c.consumer_no', 'm.meter_no', 'r.receipt_no', 'r.amount', 'r.token', 'r.recharged_at', 'r.channel', 'r.txn_id']

export function toRecharge(r: Row): Recharge {
  return {
    receiptNo: String(r.receipt_no),
    consumerNo: String(r.consumer_no),
    meterNo: String(r.meter_no),
    amount: num(r.amount),
    token: str(r.token),
    rechargedAt: String(r.recharged_at),
    channel: String(r.channel),
    txnId: String(r.txn_id),
  }
}
