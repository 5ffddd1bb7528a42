/**
 * Calendar months in India (issue 13): the reports bucket events by the month in Asia/Kolkata
 * they started in. India has no daylight saving (shared/time.ts), so a month's bounds are plain
 * offset arithmetic: computed here, in JS, and handed to the SQL as epoch-ms bounds (the same on
 * SQLite and PostgreSQL, no database date functions). No React, no server modules.
 */
import { IST_OFFSET_MS } from '../time'

export const DAY_MS = 86_400_000

/** 'YYYY-MM' of an epoch-ms instant in India. */
export function monthOfMs(t: number): string {
  return new Date(t + IST_OFFSET_MS).toISOString().slice(0, 7)
}

/** The month `delta` months after 'YYYY-MM' (negative: before). */
export function addMonths(month: string, delta: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1))
  return d.toISOString().slice(0, 7)
}

/** The instant (epoch ms) a month begins in India. */
export function monthStartMs(month: string): number {
  return Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1) - IST_OFFSET_MS
}

/** The instant (epoch ms) a month ends in India: the next month's start (exclusive bound). */
export const monthEndMs = (month: string) => monthStartMs(addMonths(month, 1))

/** Months from `from` to `to`, both included, oldest first (empty when from > to). */
export function monthsFromTo(from: string, to: string): string[] {
  const out: string[] = []
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m)
  return out
}

/** The instant (epoch ms) of an India date and time: `day` 'YYYY-MM-DD', hours and minutes in India. */
export function indiaInstant(day: string, hours = 0, minutes = 0): number {
  return Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + (hours * 60 + minutes) * 60_000
}
