/**
 * What the consumer dashboards add beyond the spec (issue 9 §3): the SMS reminder choice, this
 * month against the same month last year, and the financial years of the annual statement.
 * Money in integer paise; dates ISO text; kWh as numbers.
 */
import type { ReminderDays, ReminderKind, ReminderOutcome } from './reminders'

/** A consumer's reminder choice (GET/POST /api/consumer/reminders, the dashboard's card). */
export interface ReminderSettings {
  consumerNo: string
  /** 'due' for postpaid connections, 'lowBalance' for prepaid ones */
  kind: ReminderKind
  /** postpaid: days before the due date; null = no reminder */
  dueDays: ReminderDays | null
  /** prepaid: alert below this balance, paise (whole rupees); null = no alert */
  lowBalancePaise: number | null
}

/** One side of the year-on-year comparison. */
export interface YearOnYearSide {
  /** the month compared, YYYY-MM */
  period: string
  /** the days of the month counted (smart prepaid: 1 to the day of the newest reading); null = the whole billed month */
  days: { from: string; to: string } | null
  kwh: number
  /** postpaid: the month's charges (arrears excluded); smart prepaid: what was recharged in those days */
  amountPaise: number
}

/** The change from last year, in whole percent (rounded); null when last year's figure is 0. */
export interface YearOnYearChange {
  kwhPercent: number | null
  amountPercent: number | null
}

/**
 * This month against the same month last year. `basis`: 'bill' (postpaid: the newest bill and
 * the bill of the same month a year before) or 'readings' (smart prepaid: the days of this month
 * so far and the same days a year before). `current` null: nothing to compare yet; `lastYear`
 * null: no data for the same month last year (the empty state).
 */
export interface YearOnYear {
  basis: 'bill' | 'readings'
  current: YearOnYearSide | null
  lastYear: YearOnYearSide | null
  change: YearOnYearChange | null
}

/** The financial years (first calendar year of April–March) with bills, payments or recharges, newest first. */
export type StatementYears = number[]

/** What a dashboard page gets for its reminder card, year-on-year section and statement form. */
export interface DashboardTools {
  reminders: ReminderSettings
  /** after the reminder form was sent without JavaScript (?reminders=): saved, or the problem to show */
  reminderOutcome: ReminderOutcome | null
  /** the threshold typed into a refused form (?threshold=), to show it again */
  reminderThreshold: string | null
  /** null: nothing to compare for this connection (a keypad prepaid meter) */
  yearOnYear: YearOnYear | null
  statementYears: StatementYears
}
