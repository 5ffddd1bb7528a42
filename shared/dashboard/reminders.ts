/**
 * The SMS reminder choice of a consumer (issue 9 §3): the rules both sides check with the same
 * words. A postpaid consumer (smart or not) chooses a reminder some days before the due date
 * or none; a prepaid consumer (keypad or smart) a low-balance alert below a threshold in whole
 * rupees, or none. The server (server/routes/reminders.ts) and the dashboard's form
 * (client/components/dashboard/RemindersCard.tsx) both call `checkReminderInput`.
 * No React, no server modules.
 */
import { isPostpaid, type ConnType } from '../constants'
import { formatNumber } from '../format'
import { checkRupees } from '../input/fields'
import type { Checked, InputProblem, CheckedField } from '../input/problem'

/** How many days before the due date the reminder may come. */
export const REMINDER_DAYS = [1, 3, 7] as const
export type ReminderDays = (typeof REMINDER_DAYS)[number]

/** The low-balance threshold a consumer may choose, in whole rupees. */
export const LOW_BALANCE_RUPEES = { min: 10, max: 10_000 } as const

/** What a consumer's connection can have: a due-date reminder (postpaid) or a low-balance alert (prepaid). */
export type ReminderKind = 'due' | 'lowBalance'

export function reminderKindOf(connType: ConnType): ReminderKind {
  return isPostpaid(connType) ? 'due' : 'lowBalance'
}

/** The form's fields, as a browser sends them (strings) or the JSON API takes them. */
export interface ReminderInput {
  /** 'off' or one of REMINDER_DAYS (postpaid) */
  dueDays?: unknown
  /** 'on' or 'off' (prepaid); true/false from JSON */
  lowBalance?: unknown
  /** whole rupees, when lowBalance is on */
  threshold?: unknown
}

/** What a consumer chose, ready to store: null = off. */
export type ReminderValue = { kind: 'due'; dueDays: ReminderDays | null } | { kind: 'lowBalance'; lowBalancePaise: number | null }

/** Why a reminder choice was refused (the field it belongs to is REMINDER_PROBLEM_FIELD). */
export const REMINDER_PROBLEMS = ['dueDaysInvalid', 'lowBalanceInvalid', 'thresholdEmpty', 'thresholdInvalid', 'thresholdRange', 'wrongKind'] as const
export type ReminderProblem = (typeof REMINDER_PROBLEMS)[number]

export const REMINDER_PROBLEM_FIELD: Record<ReminderProblem, 'dueDays' | 'lowBalance' | 'threshold'> = {
  dueDaysInvalid: 'dueDays',
  lowBalanceInvalid: 'lowBalance',
  thresholdEmpty: 'threshold',
  thresholdInvalid: 'threshold',
  thresholdRange: 'threshold',
  wrongKind: 'dueDays',
}

/** The API's English words of each problem (the page says them in its language). */
export const REMINDER_PROBLEM_EN: Record<ReminderProblem, string> = {
  dueDaysInvalid: `Choose when to be reminded: ${REMINDER_DAYS.join(', ')} days before the due date, or no reminder`,
  lowBalanceInvalid: 'Choose whether to get a low-balance alert',
  thresholdEmpty: 'Enter the balance below which you want an alert, in rupees',
  thresholdInvalid: 'Enter the balance in whole rupees, digits only, for example 200',
  thresholdRange: `The balance for the alert must be from ₹${LOW_BALANCE_RUPEES.min} to ₹${formatNumber(LOW_BALANCE_RUPEES.max, 'en')}`,
  wrongKind: 'This choice does not fit the connection type of this consumer number',
}

export type ReminderFieldProblem = InputProblem<'dueDays' | 'lowBalance' | 'threshold', ReminderProblem>

export type CheckedReminder = Checked<ReminderValue, ReminderFieldProblem>

const problem = (p: ReminderProblem): CheckedReminder => ({ ok: false, problems: [{ field: REMINDER_PROBLEM_FIELD[p], key: p }] })

/** The threshold a person typed: whole rupees (the catalogue's rule, checkRupees), as paise. */
export function checkThreshold(raw: unknown): CheckedField<number, ReminderProblem> {
  const r = checkRupees(raw, LOW_BALANCE_RUPEES)
  if (r.ok) return { ok: true, value: r.value * 100 }
  return { ok: false, key: r.key === 'rupeesEmpty' ? 'thresholdEmpty' : r.key === 'rupeesInvalid' ? 'thresholdInvalid' : 'thresholdRange' }
}

/** Checks a reminder choice for a connection of kind `kind`. */
export function checkReminderInput(kind: ReminderKind, input: ReminderInput): CheckedReminder {
  if (kind === 'due') {
    if (input.lowBalance !== undefined || input.threshold !== undefined) return { ok: false, problems: [{ field: 'lowBalance', key: 'wrongKind' }] }
    const raw = input.dueDays === null ? 'off' : typeof input.dueDays === 'number' ? String(input.dueDays) : input.dueDays
    if (raw === 'off') return { ok: true, value: { kind, dueDays: null } }
    const days = REMINDER_DAYS.find((d) => String(d) === raw)
    return days === undefined ? problem('dueDaysInvalid') : { ok: true, value: { kind, dueDays: days } }
  }
  if (input.dueDays !== undefined) return { ok: false, problems: [{ field: 'dueDays', key: 'wrongKind' }] }
  const on = input.lowBalance === true || input.lowBalance === 'on' ? true : input.lowBalance === false || input.lowBalance === 'off' ? false : null
  if (on === null) return problem('lowBalanceInvalid')
  if (!on) return { ok: true, value: { kind, lowBalancePaise: null } }
  const t = checkThreshold(input.threshold)
  return t.ok ? { ok: true, value: { kind, lowBalancePaise: t.value } } : problem(t.key)
}

/**
 * What the dashboard page is told after a form sent without JavaScript (?reminders=): saved,
 * or the problem to show (the value typed comes back as ?threshold=).
 */
export type ReminderOutcome = 'saved' | ReminderProblem

export function reminderOutcomeOf(raw: unknown): ReminderOutcome | null {
  if (raw === 'saved') return 'saved'
  return typeof raw === 'string' && (REMINDER_PROBLEMS as readonly string[]).includes(raw) ? (raw as ReminderProblem) : null
}
