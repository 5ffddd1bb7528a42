/**
 * Every SMS the site sends, in English and in Assamese (issue 23 §4): one DLT template per kind
 * and language, registered for its exact text, each under its own id (SMS_TEMPLATE_SETTINGS in
 * server/config.ts; README "SMS templates"). A text changed here must be registered again.
 *
 * DLT's rules, which `fillTemplate` holds: the variable parts are `{#var#}`, each filled with 1
 * to 30 characters, in order; the two languages of a kind take the same values in the same
 * order. What a person compares with a paper or types stays in Latin digits in both languages
 * (consumer, meter, bill and receipt numbers, the 20-digit token, the OTP, the helpline, and
 * amounts: 'টকা 1,234.50'; docs/glossary-as.md "Digit policy"); dates and minutes follow the
 * language. No number of six digits stands alone in any text but the OTP's (an OTP reader
 * would take it for one). The language of each SMS: server/services/smsLanguage.ts.
 */
import { formatNumber } from '#shared/format'
import type { Locale } from '#shared/locale'
import { SMS_TEMPLATE_SETTINGS, type Config, type SmsKind, type SmsTemplateSetting } from '../config'

export type { SmsKind } from '../config'

export const SMS_TEMPLATES: Record<SmsKind, Record<Locale, string>> = {
  /** the code, what it is for (OTP_PURPOSE_SMS), the minutes it is valid */
  otp: {
    en: '{#var#} is your OTP for APDCL {#var#}. It is valid for {#var#} minutes. Do not share it with anyone. - APDCL',
    as: '{#var#} হৈছে এ.পি.ডি.চি.এল. {#var#}ৰ বাবে আপোনাৰ অ’টিপি। ই {#var#} মিনিটলৈ বৈধ। কাকো নজনাব। - এ.পি.ডি.চি.এল.',
  },
  /** amount, consumer number, when paid, receipt number */
  paymentReceipt: {
    en: 'Payment of Rs {#var#} received for APDCL consumer no {#var#} on {#var#}. Receipt no {#var#}. Thank you. - APDCL',
    as: 'এ.পি.ডি.চি.এল.: টকা {#var#} পৰিশোধ পোৱা গ’ল, গ্ৰাহক নম্বৰ {#var#}, {#var#}। ৰচিদ নম্বৰ {#var#}। ধন্যবাদ। - এ.পি.ডি.চি.এল.',
  },
  /** amount, meter number, the token (formatToken: 24 characters), receipt number */
  rechargeToken: {
    en: 'Recharge of Rs {#var#} for APDCL meter no {#var#} is done. Token: {#var#} Enter it on the meter keypad. Receipt no {#var#} - APDCL',
    as: 'এ.পি.ডি.চি.এল.: টকা {#var#}ৰ ৰিচাৰ্জ হ’ল, মিটাৰ নম্বৰ {#var#}। টোকেন: {#var#} মিটাৰৰ কীপেডত দিয়ক। ৰচিদ নম্বৰ {#var#} - এ.পি.ডি.চি.এল.',
  },
  /** amount, consumer number, when credited, receipt number */
  rechargeReceipt: {
    en: 'Recharge of Rs {#var#} credited to the smart meter of APDCL consumer no {#var#} on {#var#}. Receipt no {#var#}. - APDCL',
    as: 'এ.পি.ডি.চি.এল.: টকা {#var#}ৰ ৰিচাৰ্জ গ্ৰাহক নম্বৰ {#var#}ৰ স্মাৰ্ট মিটাৰত জমা হ’ল, {#var#}। ৰচিদ নম্বৰ {#var#}। - এ.পি.ডি.চি.এল.',
  },
  /** bill number, consumer number, amount, due date, helpline */
  dueReminder: {
    en: 'APDCL: Bill {#var#} of consumer no. {#var#} for Rs. {#var#} is due on {#var#}. Pay at www.apdcl.org or any BBPS app; ignore if already paid. Helpline {#var#}. - APDCL',
    as: 'এ.পি.ডি.চি.এল.: বিল {#var#} (গ্ৰাহক নম্বৰ {#var#}) টকা {#var#}, পৰিশোধৰ শেষ তাৰিখ {#var#}। www.apdcl.orgত বা যিকোনো বি.বি.পি.এছ. এপত পৰিশোধ কৰক; পৰিশোধ কৰিছে যদি এই বাৰ্তা উপেক্ষা কৰক। হেল্পলাইন {#var#}। - এ.পি.ডি.চি.এল.',
  },
  /** consumer number, balance, the consumer's alert level, helpline */
  lowBalance: {
    en: 'APDCL: The prepaid balance of consumer no. {#var#} is Rs. {#var#}, below your alert level of Rs. {#var#}. Recharge at www.apdcl.org to keep the supply on. Helpline {#var#}. - APDCL',
    as: 'এ.পি.ডি.চি.এল.: গ্ৰাহক নম্বৰ {#var#}ৰ প্ৰিপেইড বেলেঞ্চ টকা {#var#}, আপোনাৰ সতৰ্কবাণীৰ সীমা টকা {#var#}তকৈ কম। যোগান অব্যাহত ৰাখিবলৈ www.apdcl.orgত ৰিচাৰ্জ কৰক। হেল্পলাইন {#var#}। - এ.পি.ডি.চি.এল.',
  },
  /** application number, what it is for */
  workCreated: {
    en: 'Your APDCL application no {#var#} for {#var#} is received. Track it on the APDCL website with this number and your mobile. - APDCL',
    as: 'আপোনাৰ এ.পি.ডি.চি.এল. আবেদন নম্বৰ {#var#} ({#var#}) পোৱা গ’ল। এই নম্বৰ আৰু আপোনাৰ ম’বাইলেৰে এ.পি.ডি.চি.এল.ৰ ৱেবছাইটত ইয়াৰ স্থিতি চাওক। - এ.পি.ডি.চি.এল.',
  },
  /** application or complaint number, its new state (in the words the status page uses) */
  workState: {
    en: 'Your APDCL application or complaint no {#var#} is now: {#var#}. Details on the APDCL website. - APDCL',
    as: 'আপোনাৰ এ.পি.ডি.চি.এল. আবেদন বা অভিযোগ নম্বৰ {#var#}ৰ স্থিতি এতিয়া: {#var#}। বিৱৰণ এ.পি.ডি.চি.এল.ৰ ৱেবছাইটত। - এ.পি.ডি.চি.এল.',
  },
  /** application or complaint number, the level of the officer it went to */
  workEscalated: {
    en: 'Your APDCL application or complaint no {#var#} passed its deadline and is sent to the {#var#} officer. - APDCL',
    as: 'আপোনাৰ এ.পি.ডি.চি.এল. আবেদন বা অভিযোগ নম্বৰ {#var#}ৰ সময়সীমা পাৰ হ’ল; ইয়াক {#var#} বিষয়ালৈ পঠোৱা হৈছে। - এ.পি.ডি.চি.এল.',
  },
  /** complaint number, its category, when it should be resolved */
  complaintCreated: {
    en: 'APDCL complaint no {#var#} is registered ({#var#}). Expected by {#var#}. For danger call 1912. - APDCL',
    as: 'এ.পি.ডি.চি.এল. অভিযোগ নম্বৰ {#var#} পঞ্জীভুক্ত হ’ল ({#var#})। সমাধানৰ সম্ভাৱ্য সময় {#var#}। বিপদত 1912 নম্বৰত ফোন কৰক। - এ.পি.ডি.চি.এল.',
  },
  /** the feeder's name, start, end (server/services/eodb/shutdownTexts.ts) */
  shutdownPublished: {
    en: 'APDCL: For planned work the power supply of {#var#} will be off from {#var#} to {#var#}. Details: Shutdown Notices on www.apdcl.org - APDCL',
    as: 'এ.পি.ডি.চি.এল.: পূৰ্বনিৰ্ধাৰিত কামৰ বাবে {#var#}ৰ বিদ্যুৎ যোগান {#var#}ৰ পৰা {#var#}লৈ বন্ধ থাকিব। বিৱৰণ: www.apdcl.orgত বিদ্যুৎ বন্ধৰ জাননী। - এ.পি.ডি.চি.এল.',
  },
  shutdownEve: {
    en: 'APDCL reminder: for planned work the power supply of {#var#} will be off tomorrow from {#var#} to {#var#}. - APDCL',
    as: 'এ.পি.ডি.চি.এল. সোঁৱৰণী: পূৰ্বনিৰ্ধাৰিত কামৰ বাবে {#var#}ৰ বিদ্যুৎ যোগান কাইলৈ {#var#}ৰ পৰা {#var#}লৈ বন্ধ থাকিব। - এ.পি.ডি.চি.এল.',
  },
  /** the feedback's reference (FB and 10 digits) */
  feedbackReceived: {
    en: 'APDCL: Thank you for your feedback on our website. Your reference number is {#var#}. - APDCL',
    as: 'এ.পি.ডি.চি.এল.: আমাৰ ৱেবছাইটৰ বিষয়ে মতামত দিয়াৰ বাবে ধন্যবাদ। আপোনাৰ উল্লেখ নম্বৰ {#var#}। - এ.পি.ডি.চি.এল.',
  },
  /** the consumer numbers of a mobile, as many as fit one variable (server/routes/billingPublic.ts) */
  consumerNumbers: {
    en: 'APDCL: consumer number(s) registered with this mobile: {#var#}. Helpline 1912. - APDCL',
    as: 'এ.পি.ডি.চি.এল.: এই ম’বাইল নম্বৰত পঞ্জীভুক্ত গ্ৰাহক নম্বৰ: {#var#}। হেল্পলাইন 1912। - এ.পি.ডি.চি.এল.',
  },
}

/** The longest value of one DLT variable. */
export const DLT_VARIABLE_MAX = 30

/** Fills a template's {#var#} in order; throws when the count or a value's length does not fit DLT's rules. */
export function fillTemplate(template: string, values: string[]): string {
  const slots = template.split('{#var#}').length - 1
  if (slots !== values.length) throw new Error(`template has ${slots} variables, ${values.length} given`)
  let i = 0
  return template.replace(/\{#var#\}/g, () => {
    const v = values[i++]
    if (v.length === 0 || v.length > DLT_VARIABLE_MAX || /[{}]/.test(v)) throw new Error('a DLT variable must be 1 to 30 characters')
    return v
  })
}

/** The text of `kind` in `locale` with its values. */
export const smsText = (kind: SmsKind, locale: Locale, values: string[]): string => fillTemplate(SMS_TEMPLATES[kind][locale], values)

/** The template ids a sender knows (the configuration; a test may give only its own). */
export type SmsTemplateIds = Partial<Pick<Config, SmsTemplateSetting>>

/** The DLT template id of `kind` in `locale` (undefined only on the demo outbox, which needs none). */
export const smsTemplateId = (ids: SmsTemplateIds, kind: SmsKind, locale: Locale): string | undefined => ids[SMS_TEMPLATE_SETTINGS[kind][locale]]

/** The message of `kind` in `locale`: its text and the id of the template it was registered under. */
export function smsMessage(ids: SmsTemplateIds, kind: SmsKind, locale: Locale, values: string[]): { text: string; templateId: string | undefined } {
  return { text: smsText(kind, locale, values), templateId: smsTemplateId(ids, kind, locale) }
}

/** An amount as every SMS writes it after 'Rs' or 'টকা': Latin digits, two decimals, no ₹ sign (some phones show it as a box). */
export const smsAmount = (paise: number): string => formatNumber(paise / 100, 'en', 2)
