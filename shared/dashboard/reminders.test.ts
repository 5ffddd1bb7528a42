import { describe, expect, it } from 'vitest'
import { checkReminderInput, checkThreshold, reminderKindOf, reminderOutcomeOf, REMINDER_PROBLEM_EN, REMINDER_PROBLEMS } from './reminders'

describe('reminder choice', () => {
  it('is a due-date reminder for postpaid connections and a low-balance alert for prepaid ones', () => {
    expect(reminderKindOf('POSTPAID')).toBe('due')
    expect(reminderKindOf('SMART POSTPAID')).toBe('due')
    expect(reminderKindOf('PREPAID')).toBe('lowBalance')
    expect(reminderKindOf('SMART PREPAID')).toBe('lowBalance')
  })

  it('takes the days before the due date from a form (strings) or JSON (numbers, null)', () => {
    expect(checkReminderInput('due', { dueDays: '3' })).toEqual({ ok: true, value: { kind: 'due', dueDays: 3 } })
    expect(checkReminderInput('due', { dueDays: 7 })).toEqual({ ok: true, value: { kind: 'due', dueDays: 7 } })
    expect(checkReminderInput('due', { dueDays: 'off' })).toEqual({ ok: true, value: { kind: 'due', dueDays: null } })
    expect(checkReminderInput('due', { dueDays: null })).toEqual({ ok: true, value: { kind: 'due', dueDays: null } })
    for (const bad of ['5', 5, '', undefined, '3 ', 'on']) {
      expect(checkReminderInput('due', { dueDays: bad }), String(bad)).toEqual({ ok: false, problems: [{ field: 'dueDays', key: 'dueDaysInvalid' }] })
    }
  })

  it('takes a low-balance threshold in whole rupees, ₹10 to ₹10,000', () => {
    expect(checkReminderInput('lowBalance', { lowBalance: 'on', threshold: '200' })).toEqual({ ok: true, value: { kind: 'lowBalance', lowBalancePaise: 20_000 } })
    expect(checkReminderInput('lowBalance', { lowBalance: true, threshold: 10_000 })).toEqual({ ok: true, value: { kind: 'lowBalance', lowBalancePaise: 1_000_000 } })
    expect(checkReminderInput('lowBalance', { lowBalance: 'off', threshold: 'anything' })).toEqual({ ok: true, value: { kind: 'lowBalance', lowBalancePaise: null } })
    expect(checkThreshold(' ₹ 1,500 ')).toEqual({ ok: true, value: 150_000 })
    expect(checkThreshold('Rs.250')).toEqual({ ok: true, value: 25_000 })
    expect(checkThreshold('')).toEqual({ ok: false, key: 'thresholdEmpty' })
    expect(checkThreshold(undefined)).toEqual({ ok: false, key: 'thresholdEmpty' })
    expect(checkThreshold('12.50')).toEqual({ ok: false, key: 'thresholdInvalid' })
    expect(checkThreshold('-20')).toEqual({ ok: false, key: 'thresholdInvalid' })
    expect(checkThreshold('৫০০')).toEqual({ ok: true, value: 50_000 }) // typed on an Assamese keyboard
    expect(checkThreshold('9')).toEqual({ ok: false, key: 'thresholdRange' })
    expect(checkThreshold('10001')).toEqual({ ok: false, key: 'thresholdRange' })
    expect(checkReminderInput('lowBalance', { lowBalance: 'on', threshold: '5' })).toEqual({ ok: false, problems: [{ field: 'threshold', key: 'thresholdRange' }] })
    expect(checkReminderInput('lowBalance', { lowBalance: 'yes' })).toEqual({ ok: false, problems: [{ field: 'lowBalance', key: 'lowBalanceInvalid' }] })
  })

  it('refuses a choice of the other kind, on the field that does not fit', () => {
    expect(checkReminderInput('due', { lowBalance: 'on', threshold: '200' })).toEqual({ ok: false, problems: [{ field: 'lowBalance', key: 'wrongKind' }] })
    expect(checkReminderInput('lowBalance', { dueDays: '3' })).toEqual({ ok: false, problems: [{ field: 'dueDays', key: 'wrongKind' }] })
  })

  it('words every problem in English and reads back only known outcomes', () => {
    for (const p of REMINDER_PROBLEMS) expect(REMINDER_PROBLEM_EN[p]).toMatch(/^[A-Z].{10,}/)
    expect(REMINDER_PROBLEM_EN.thresholdRange).toBe('The balance for the alert must be from ₹10 to ₹10,000')
    expect(reminderOutcomeOf('saved')).toBe('saved')
    expect(reminderOutcomeOf('thresholdRange')).toBe('thresholdRange')
    expect(reminderOutcomeOf('<script>')).toBeNull()
    expect(reminderOutcomeOf(['saved'])).toBeNull()
  })
})
