/**
 * The SMS of the applications and complaints workflow (issue 10 §1): received, state changed,
 * escalated, complaint registered. Their DLT templates, one per kind and language, are in
 * server/services/smsTemplates.ts (README: SMS_TEMPLATE_WORK_*, SMS_TEMPLATE_COMPLAINT_CREATED
 * and their _AS twins); this file says each variable in both languages, at most 30 characters
 * (a DLT variable). The language is the applicant's (server/services/smsLanguage.ts).
 */
import type { ComplaintCategory, WorkKind, WorkState, OfficerLevel } from '#shared/workflow/rules'
import { formatDmyTime } from '#shared/format'
import type { Locale } from '#shared/locale'
import applicationsAs from '#shared/locales/as/applications.json'
import { smsText } from '../smsTemplates'

/** The kinds as the SMS names them. */
export const KIND_SMS: Record<Locale, Record<WorkKind, string>> = {
  en: {
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
  },
  // the status page's words, shortened where they pass 30 characters
  as: {
    new_connection: 'নতুন সংযোগ',
    load_change: 'ল’ড সলনি',
    category_change: 'শ্ৰেণী সলনি',
    name_change: 'নাম সলনি',
    phase_change: 'ফেজ সলনি',
    meter_change: 'মিটাৰ সলনি',
    mobile_change: 'ম’বাইল নম্বৰ সলনি',
    ots: 'এককালীন নিষ্পত্তি',
    tan_update: 'টি.এ.এন. উন্নীতকৰণ',
    holding_update: 'হ’ল্ডিং নম্বৰ উন্নীতকৰণ',
    solar_land: 'সৌৰ প্ৰকল্পৰ বাবে মাটি',
    surcharge_waiver: 'অতিৰিক্ত মাচুল ৰেহাই',
    vld: 'স্বেচ্ছামূলক ল’ড ঘোষণা',
    complaint: 'অভিযোগ',
  },
}

/** The states: in Assamese the words the status page uses. */
export const STATE_SMS: Record<Locale, Record<WorkState, string>> = {
  en: {
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
  },
  as: applicationsAs.states as Record<WorkState, string>,
}

/** Complaint categories as the SMS names them. */
export const CATEGORY_SMS: Record<Locale, Record<ComplaintCategory, string>> = {
  en: {
    no_supply: 'no supply',
    voltage: 'voltage',
    meter: 'meter',
    bill: 'bill',
    danger: 'DANGER',
    connection_delay: 'new connection delay',
    other: 'other',
  },
  as: {
    no_supply: 'বিদ্যুৎ যোগান নাই',
    voltage: 'ভ’ল্টেজ',
    meter: 'মিটাৰ',
    bill: 'বিল',
    danger: 'বিপদ',
    connection_delay: 'নতুন সংযোগত পলম',
    other: 'অন্যান্য',
  },
}

/** The officer levels (APDCL's office names: docs/glossary-as.md). */
export const LEVEL_SMS: Record<Locale, Record<OfficerLevel, string>> = {
  en: { section: 'section', subdivision: 'sub-division', division: 'division', circle: 'circle' },
  as: { section: 'শাখা', subdivision: 'চাব-ডিভিজন', division: 'ডিভিজন', circle: 'চাৰ্কল' },
}

/** A complaint without a deadline is expected "soon". */
const SOON: Record<Locale, string> = { en: 'soon', as: 'সোনকালে' }

/** One workflow SMS: its kind and what fills it. */
export type WorkSms =
  | { kind: 'workCreated'; workNo: string; work: WorkKind }
  | { kind: 'workState'; workNo: string; state: WorkState }
  | { kind: 'workEscalated'; workNo: string; level: OfficerLevel }
  | { kind: 'complaintCreated'; workNo: string; category: ComplaintCategory; expectedBy: string | null }

export type WorkSmsKind = WorkSms['kind']

/** The text of `sms` in `locale`. */
export function workSmsText(sms: WorkSms, locale: Locale): string {
  switch (sms.kind) {
    case 'workCreated':
      return smsText(sms.kind, locale, [sms.workNo, KIND_SMS[locale][sms.work]])
    case 'workState':
      return smsText(sms.kind, locale, [sms.workNo, STATE_SMS[locale][sms.state]])
    case 'workEscalated':
      return smsText(sms.kind, locale, [sms.workNo, LEVEL_SMS[locale][sms.level]])
    case 'complaintCreated':
      return smsText(sms.kind, locale, [sms.workNo, CATEGORY_SMS[locale][sms.category], sms.expectedBy ? formatDmyTime(sms.expectedBy, locale) : SOON[locale]])
  }
}
