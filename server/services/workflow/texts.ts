/**
 * The SMS of the applications and complaints workflow (issue 10 §1): one DLT template per
 * message, registered for its exact text (README: SMS_TEMPLATE_WORK_*). English, like the
 * payment SMS (ADR 017): each template is one registered text; the state change (an officer's
 * approval or rejection, issue 27 §1) also in Assamese for an applicant who applied in
 * Assamese, with its own template (SMS_TEMPLATE_WORK_STATE_AS; English on a DLT gateway
 * without it).
 */
import type { ComplaintCategory, WorkKind, WorkState, OfficerLevel } from '#shared/workflow'
import type { Locale } from '#shared/locale'
import applicationsAs from '#shared/locales/as/applications.json'
import { fillTemplate } from '../payments/receiptSms'

export type WorkSmsKind = 'workCreated' | 'workState' | 'workEscalated' | 'complaintCreated'

export const WORK_SMS_TEMPLATES: Record<WorkSmsKind, string> = {
  workCreated: 'Your APDCL application no {#var#} for {#var#} is received. Track it on the APDCL website with this number and your mobile. - APDCL',
  workState: 'Your APDCL application or complaint no {#var#} is now: {#var#}. Details on the APDCL website. - APDCL',
  workEscalated: 'Your APDCL application or complaint no {#var#} passed its deadline and is sent to the {#var#} officer. - APDCL',
  complaintCreated: 'APDCL complaint no {#var#} is registered ({#var#}). Expected by {#var#}. For danger call 1912. - APDCL',
}

/** The kinds as the SMS names them (at most 30 characters each). */
export const KIND_SMS: Record<WorkKind, string> = {
  new_connection: 'a new connection',
  load_change: 'a load change',
  category_change: 'a category change',
  name_change: 'a name change',
  phase_change: 'a phase change',
  meter_change: 'a meter change',
  mobile_change: 'a mobile number change',
  ots: 'one time settlement',
  tan_update: 'a TAN update',
  holding_update: 'a holding number update',
  solar_land: 'solar land (PM-KUSUM)',
  surcharge_waiver: 'a surcharge waiver',
  vld: 'voluntary load declaration',
  complaint: 'a complaint',
}

export const STATE_SMS: Record<WorkState, string> = {
  awaiting_payment: 'awaiting payment',
  submitted: 'submitted',
  under_review: 'under review',
  field_inspection: 'field inspection',
  approved: 'approved',
  completed: 'completed',
  rejected: 'rejected',
  registered: 'registered',
  assigned: 'assigned to an officer',
  in_progress: 'in progress',
  resolved: 'resolved',
  reopened: 'reopened',
  closed: 'closed',
}

/** Complaint categories as the SMS names them. */
export const CATEGORY_SMS: Record<ComplaintCategory, string> = {
  no_supply: 'no supply',
  voltage: 'voltage',
  meter: 'meter',
  bill: 'bill',
  danger: 'DANGER',
  connection_delay: 'new connection delay',
  other: 'other',
}

export const LEVEL_SMS: Record<OfficerLevel, string> = {
  section: 'section',
  subdivision: 'sub-division',
  division: 'division',
  circle: 'circle',
}

export function workSmsText(kind: WorkSmsKind, values: string[]): string {
  return fillTemplate(WORK_SMS_TEMPLATES[kind], values)
}

/** The state change in Assamese (its own DLT template); the state in the words the status page uses. */
export const WORK_STATE_SMS_AS = 'আপোনাৰ এ.পি.ডি.চি.এল. আবেদন বা অভিযোগ নম্বৰ {#var#}ৰ স্থিতি এতিয়া: {#var#}। বিৱৰণ এ.পি.ডি.চি.এল.ৰ ৱেবছাইটত। - এ.পি.ডি.চি.এল.'
export const STATE_SMS_AS: Record<WorkState, string> = applicationsAs.states as Record<WorkState, string>

/** The state-change SMS of `workNo` in `locale`. */
export function workStateSmsText(locale: Locale, workNo: string, state: WorkState): string {
  return locale === 'as' ? fillTemplate(WORK_STATE_SMS_AS, [workNo, STATE_SMS_AS[state]]) : workSmsText('workState', [workNo, STATE_SMS[state]])
}
