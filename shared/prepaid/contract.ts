/**
 * What the public prepaid pages show (issue 3 §6): a prepaid account, its recharges and
 * daily readings, and what a token decodes to. Money in integer paise; times ISO text.
 */
import type { ConnType, PrepaidConnType } from '../constants'

/** A recharge as the public pages show it (money in paise, ISO timestamps). */
export interface RechargeSummary {
  receiptNo: string
  meterNo: string
  amountPaise: number
  /** 20-digit STS token (keypad meters); null for smart meters and legacy recharges */
  token: string | null
  rechargedAt: string
  channel: string
  txnId: string
  /** the STS key revision number the token was made with (migration 202612200700); absent: 1 */
  keyRevision?: number
}

/** A prepaid consumer as a public page may show it. */
export interface PrepaidAccount {
  consumerNo: string
  maskedName: string
  connType: PrepaidConnType
  tariffCategory: string
  status: string
  meterNo: string | null
  /** smart prepaid only: the credit the meter holds, paise */
  balancePaise: number | null
  balanceUpdatedAt: string | null
  lastRecharge: RechargeSummary | null
}

export type AccountLookup = { kind: 'notFound' } | { kind: 'notPrepaid'; consumerNo: string; connType: ConnType } | { kind: 'ok'; account: PrepaidAccount }

export interface DayReading {
  day: string
  kwh: number
  balancePaise: number | null
}

/** What a meter technician reads off a token: decoded with the meter's decoder key. */
export type TokenDiagnostics =
  | {
      ok: true
      tokenClass: number
      subclass: number
      /** token identifier: minutes since 2014-01-01 00:00 UTC */
      tid: number
      /** the TID as a time (ISO) */
      tidDate: string
      kWh: number
      /** the 16-bit amount field */
      amountBits: number
      random: number
    }
  | { ok: false; reason: string }
