/**
 * Self meter reading (issue 14, ADR 025): what GET/POST /api/consumer/meter-reading answer and
 * the dashboard's card shows. Readings in kWh (at most one decimal); dates ISO text.
 */
import type { ImplausibleReason, MeterOutcome } from './rules'

/** The reading stored for the cycle (the newest submission replaces an earlier one). */
export interface StoredMeterReading {
  /** kWh */
  reading: number
  /** when it was sent, ISO 8601 (UTC) */
  submittedAt: string
  /** the consumer confirmed a reading that was lower than the last one or far above the usual use */
  confirmedImplausible: boolean
  reason: ImplausibleReason | null
  photoType: 'image/jpeg' | 'image/png'
}

export interface MeterReadingStatus {
  consumerNo: string
  /** the bill the reading is for: its month (YYYY-MM, the bills' `period`) */
  cycle: string
  /** the day that bill is due to be made (YYYY-MM-DD); a reading is taken on the days before it */
  billDate: string
  /** the last day a reading is taken (the day before billDate) */
  lastDay: string
  /** whether a reading is taken today (false once the bill date has come) */
  open: boolean
  /** the newest bill's reading, and the day it was billed; null before the first bill */
  lastReading: { reading: number; billDate: string } | null
  /** the average units of the last bills (shared/meterReading/rules.ts USUAL_BILLS); null before the first bill */
  usualUnits: number | null
  multiplyingFactor: number
  stored: StoredMeterReading | null
}

/** The question of an implausible reading (409 CONFLICT `confirm`): nothing is stored until it is confirmed. */
export interface MeterReadingQuestion {
  reason: ImplausibleReason
  reading: number
  lastReading: number | null
  /** units since the last reading */
  units: number | null
  usualUnits: number | null
}

/** What the dashboard page gets for its meter reading card. */
export interface MeterReadingCard {
  status: MeterReadingStatus
  /** after the form was sent without JavaScript (?meterReading=): saved, a question, or the problems */
  outcome: MeterOutcome | null
  /** the reading typed into a form that came back (?reading=), to show it again */
  typedReading: string | null
}
