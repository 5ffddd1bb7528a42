/**
 * The one workflow of applications and complaints (issue 10 §1): their kinds, their states,
 * and the table of kinds × states that gives each state its deadline. The server's workflow
 * service (server/services/workflow) moves items through it; the pages show the same
 * deadlines and state names. No React, no server modules.
 */

/** What a citizen can ask for: applications (numbered AP…) and complaints (numbered CM…). */
export const APPLICATION_KINDS = [
  'new_connection',
  'load_change',
  'category_change',
  'name_change',
  'phase_change',
  'meter_change',
  'mobile_change',
  'ots',
  'tan_update',
  'holding_update',
  'solar_land',
  'surcharge_waiver',
  'vld',
] as const
export type ApplicationKind = (typeof APPLICATION_KINDS)[number]
export const WORK_KINDS = [...APPLICATION_KINDS, 'complaint'] as const
export type WorkKind = (typeof WORK_KINDS)[number]

/**
 * Where an item stands. Applications: awaiting_payment → submitted → under_review →
 * (field_inspection) → approved → completed, or rejected; complaints: registered → assigned
 * → in_progress → resolved → closed, reopened when the citizen is not satisfied.
 */
export const WORK_STATES = [
  'awaiting_payment',
  'submitted',
  'under_review',
  'field_inspection',
  'approved',
  'completed',
  'rejected',
  'registered',
  'assigned',
  'in_progress',
  'resolved',
  'reopened',
  'closed',
] as const
export type WorkState = (typeof WORK_STATES)[number]

/** States an item leaves no more (no deadline, no escalation). */
export const FINAL_STATES: ReadonlySet<WorkState> = new Set(['completed', 'rejected', 'closed'])

/** The states an officer may move an item to from each state (the service refuses others). */
export const NEXT_STATES: Readonly<Record<WorkState, readonly WorkState[]>> = {
  awaiting_payment: ['submitted', 'rejected'],
  submitted: ['under_review', 'field_inspection', 'approved', 'rejected'],
  under_review: ['field_inspection', 'approved', 'rejected'],
  field_inspection: ['approved', 'rejected'],
  approved: ['completed', 'rejected'],
  completed: [],
  rejected: [],
  registered: ['assigned', 'in_progress', 'resolved'],
  assigned: ['in_progress', 'resolved'],
  in_progress: ['resolved'],
  resolved: ['closed', 'reopened'],
  reopened: ['assigned', 'in_progress', 'resolved'],
  closed: [],
}

/** The area class of a new connection (Electricity (Rights of Consumers) Rules 2020). */
export const AREA_CLASSES = ['metro', 'municipal', 'rural', 'hilly'] as const
export type AreaClass = (typeof AREA_CLASSES)[number]

/** Days to release a new connection, by area class: 3 metro, 7 other municipal, 15 rural, 30 hilly rural. */
export const NEW_CONNECTION_DAYS: Readonly<Record<AreaClass, number>> = { metro: 3, municipal: 7, rural: 15, hilly: 30 }

/** Complaint categories; the danger ones are urgent and show the 1912 number at once. */
export const COMPLAINT_CATEGORIES = ['no_supply', 'voltage', 'meter', 'bill', 'danger', 'connection_delay', 'other'] as const
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number]

export const COMPLAINT_SUBCATEGORIES: Readonly<Record<ComplaintCategory, readonly string[]>> = {
  no_supply: ['single_house', 'whole_area', 'fuse_call', 'transformer'],
  voltage: ['low_voltage', 'high_voltage', 'fluctuation'],
  meter: ['meter_stopped', 'meter_fast', 'meter_burnt', 'meter_display'],
  bill: ['bill_not_received', 'wrong_reading', 'wrong_amount', 'payment_not_reflected'],
  danger: ['fallen_wire', 'sparking', 'leaning_pole', 'open_transformer'],
  connection_delay: ['not_released', 'no_inspection'],
  other: ['other'],
}

export const DANGER_CATEGORIES: ReadonlySet<ComplaintCategory> = new Set(['danger'])

/** Hours to resolve a complaint, by category (a danger complaint within 4 hours). */
export const COMPLAINT_HOURS: Readonly<Record<ComplaintCategory, number>> = {
  no_supply: 12,
  voltage: 48,
  meter: 7 * 24,
  bill: 7 * 24,
  danger: 4,
  connection_delay: 7 * 24,
  other: 7 * 24,
}

/** A resolved complaint may be rated and reopened this many days after its resolution. */
export const REOPEN_DAYS = 7

const DAY_H = 24

/**
 * The deadline of each state, in hours from entering it, by kind (null: no deadline in this
 * state: the citizen's move, or final). New connections take their days from the area class
 * (`deadlineHours`); complaints from their category.
 */
export const STATE_DEADLINE_HOURS: Readonly<Record<WorkKind, Partial<Record<WorkState, number>>>> = {
  new_connection: {}, // from the area class: the whole release counts from submission
  load_change: { submitted: 7 * DAY_H, under_review: 7 * DAY_H, field_inspection: 7 * DAY_H, approved: 15 * DAY_H },
  category_change: { submitted: 7 * DAY_H, under_review: 7 * DAY_H, approved: 7 * DAY_H },
  name_change: { submitted: 7 * DAY_H, under_review: 7 * DAY_H, approved: 7 * DAY_H },
  phase_change: { submitted: 7 * DAY_H, under_review: 7 * DAY_H, field_inspection: 7 * DAY_H, approved: 15 * DAY_H },
  meter_change: { submitted: 3 * DAY_H, under_review: 3 * DAY_H, approved: 7 * DAY_H },
  mobile_change: { submitted: 3 * DAY_H, under_review: 3 * DAY_H },
  ots: { submitted: 15 * DAY_H, under_review: 15 * DAY_H, approved: 30 * DAY_H },
  tan_update: { submitted: 7 * DAY_H },
  holding_update: { submitted: 7 * DAY_H },
  solar_land: { submitted: 30 * DAY_H, under_review: 30 * DAY_H, field_inspection: 30 * DAY_H },
  surcharge_waiver: { submitted: 15 * DAY_H, under_review: 15 * DAY_H },
  vld: { submitted: 15 * DAY_H, under_review: 15 * DAY_H, field_inspection: 15 * DAY_H },
  complaint: {}, // from the category
}

/**
 * The deadline rule table (work_deadline_rules, edited by a super admin on /admin/rules): hours
 * by `deadlineRuleKey(kind, key)`, where the key is what the kind's deadline depends on: a new
 * connection's area class, a complaint's category, any other application's state. A key
 * without a row keeps the constant above (`defaultDeadlineHours`).
 */
export type DeadlineOverrides = ReadonlyMap<string, number>
export const deadlineRuleKey = (kind: WorkKind, key: string) => `${kind}:${key}`

/** The states of an application (not a new connection) that may carry a deadline. */
export const DEADLINE_STATES = ['submitted', 'under_review', 'field_inspection', 'approved'] as const satisfies readonly WorkState[]

/** The keys a kind's deadline rules are kept by (area classes, categories or states). */
export function deadlineKeysOf(kind: WorkKind): readonly string[] {
  if (kind === 'new_connection') return AREA_CLASSES
  if (kind === 'complaint') return COMPLAINT_CATEGORIES
  return DEADLINE_STATES
}

/** The constant deadline (hours) of a kind and key, or null when there is none. */
export function defaultDeadlineHours(kind: WorkKind, key: string): number | null {
  if (kind === 'new_connection') return (NEW_CONNECTION_DAYS as Record<string, number>)[key] !== undefined ? NEW_CONNECTION_DAYS[key as AreaClass] * DAY_H : null
  if (kind === 'complaint') return (COMPLAINT_HOURS as Record<string, number>)[key] ?? null
  return (STATE_DEADLINE_HOURS[kind] as Record<string, number | undefined>)[key] ?? null
}

/** The deadline (hours from entering `state`) of an item, or null when the state has none; `overrides`: the rule table's rows. */
export function deadlineHours(kind: WorkKind, state: WorkState, detail: { areaClass?: AreaClass | null; category?: ComplaintCategory | null } = {}, overrides?: DeadlineOverrides): number | null {
  if (FINAL_STATES.has(state) || state === 'awaiting_payment' || state === 'resolved') return null
  // the release deadline of a new connection runs from submission (paid) through every state until release
  const key = kind === 'new_connection' ? (detail.areaClass ?? 'rural') : kind === 'complaint' ? (detail.category ?? 'other') : state
  return overrides?.get(deadlineRuleKey(kind, key)) ?? defaultDeadlineHours(kind, key)
}

/** Officer levels an overdue item climbs, one per escalation (the last one stays). */
export const OFFICER_LEVELS = ['section', 'subdivision', 'division', 'circle'] as const
export type OfficerLevel = (typeof OFFICER_LEVELS)[number]

/** Application numbers: AP + 10 digits; complaint tickets: CM + 10 digits. */
export const APPLICATION_NO = /^AP\d{10}$/
export const COMPLAINT_NO = /^CM\d{10}$/
export const isWorkNo = (v: string) => APPLICATION_NO.test(v) || COMPLAINT_NO.test(v)

/** Who made a change of an item. */
export type ActorType = 'consumer' | 'system' | 'officer'
