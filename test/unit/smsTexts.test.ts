/**
 * Every SMS in both languages (issue 23 §4): the exact text of each kind as its sender builds
 * it, DLT's rules on the template table, and what each costs in SMS parts (printed, and held
 * to the limits below). Through the outbox with the template ids: test/api/sms-language.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { formatDmyTime, formatToken } from '#shared/format'
import type { Locale } from '#shared/locale'
import { smsSegments } from '../../server/adapters/sms'
import { SMS_TEMPLATE_SETTINGS, loadConfig } from '../../server/config'
import { consumerNumbersSms } from '../../server/routes/billingPublic'
import { shutdownSmsText } from '../../server/services/eodb/shutdownTexts'
import { feedbackSmsText } from '../../server/services/feedback/texts'
import { otpSmsText } from '../../server/services/otp'
import { dueReminderText, lowBalanceText } from '../../server/services/reminders/texts'
import { SMS_TEMPLATES, smsAmount, smsMessage, smsTemplateId, smsText, type SmsKind } from '../../server/services/smsTemplates'
import { KIND_SMS, LEVEL_SMS, CATEGORY_SMS, STATE_SMS, workSmsText } from '../../server/services/workflow/texts'
import { DLT_TEMPLATE_IDS } from '../helpers/productionEnv'

const TOKEN = '04912345678901234567'
const window = { feederName: '11 kV Pandu Feeder', startsAt: Date.parse('2027-03-11T03:30:00Z'), endsAt: Date.parse('2027-03-11T07:30:00Z') }
const paidAt = '2026-11-22T06:00:00.000Z'

/** Each kind's SMS in `locale`, built as its sender builds it. */
function textsOf(locale: Locale): Record<SmsKind, string> {
  const at = formatDmyTime(paidAt, locale)
  return {
    otp: otpSmsText('123456', 5, 'login', locale),
    paymentReceipt: smsText('paymentReceipt', locale, [smsAmount(1_234_50), '101000000001', at, 'RP20261122ABCDEFGH']),
    rechargeToken: smsText('rechargeToken', locale, [smsAmount(250_00), '04000000003', formatToken(TOKEN), 'RP20261122ABCDEFGH']),
    rechargeReceipt: smsText('rechargeReceipt', locale, [smsAmount(500_00), '104000000004', at, 'RP20261122ABCDEFGH']),
    dueReminder: dueReminderText({ consumerNo: '101000000001', billNo: 'B1010000000012611', amountPaise: 1_234_50, dueDate: '2026-12-05', helpline: '1912' }, locale),
    lowBalance: lowBalanceText({ consumerNo: '104000000004', balancePaise: 50_00, thresholdPaise: 100_00, helpline: '1912' }, locale),
    workCreated: workSmsText({ kind: 'workCreated', workNo: 'AP0123456789', work: 'new_connection' }, locale),
    workState: workSmsText({ kind: 'workState', workNo: 'AP0123456789', state: 'approved' }, locale),
    workEscalated: workSmsText({ kind: 'workEscalated', workNo: 'CM0123456789', level: 'subdivision' }, locale),
    complaintCreated: workSmsText({ kind: 'complaintCreated', workNo: 'CM0123456789', category: 'no_supply', expectedBy: '2026-11-22T10:00:00.000Z' }, locale),
    shutdownPublished: shutdownSmsText('published', locale, window),
    shutdownEve: shutdownSmsText('eve', locale, window),
    feedbackReceived: feedbackSmsText(locale, 'FB0123456789'),
    consumerNumbers: consumerNumbersSms([{ consumerNo: '105000000005' }, { consumerNo: '105000000006' }], locale)[0].text,
  }
}

const EXPECTED: Record<Locale, Record<SmsKind, string>> = {
  en: {
    otp: '123456 is your OTP for APDCL consumer login. It is valid for 5 minutes. Do not share it with anyone. - APDCL',
    paymentReceipt: 'Payment of Rs 1,234.50 received for APDCL consumer no 101000000001 on 22 Nov 2026, 11:30. Receipt no RP20261122ABCDEFGH. Thank you. - APDCL',
    rechargeToken: 'Recharge of Rs 250.00 for APDCL meter no 04000000003 is done. Token: 0491 2345 6789 0123 4567 Enter it on the meter keypad. Receipt no RP20261122ABCDEFGH - APDCL',
    rechargeReceipt: 'Recharge of Rs 500.00 credited to the smart meter of APDCL consumer no 104000000004 on 22 Nov 2026, 11:30. Receipt no RP20261122ABCDEFGH. - APDCL',
    dueReminder:
      'APDCL: Bill B1010000000012611 of consumer no. 101000000001 for Rs. 1,234.50 is due on 05 Dec 2026. Pay at www.apdcl.org or any BBPS app; ignore if already paid. Helpline 1912. - APDCL',
    lowBalance: 'APDCL: The prepaid balance of consumer no. 104000000004 is Rs. 50.00, below your alert level of Rs. 100.00. Recharge at www.apdcl.org to keep the supply on. Helpline 1912. - APDCL',
    workCreated: 'Your APDCL application no AP0123456789 for a new connection is received. Track it on the APDCL website with this number and your mobile. - APDCL',
    workState: 'Your APDCL application or complaint no AP0123456789 is now: approved. Details on the APDCL website. - APDCL',
    workEscalated: 'Your APDCL application or complaint no CM0123456789 passed its deadline and is sent to the sub-division officer. - APDCL',
    complaintCreated: 'APDCL complaint no CM0123456789 is registered (no supply). Expected by 22 Nov 2026, 15:30. For danger call 1912. - APDCL',
    shutdownPublished: 'APDCL: For planned work the power supply of 11 kV Pandu Feeder will be off from 11 Mar 2027, 09:00 to 11 Mar 2027, 13:00. Details: Shutdown Notices on www.apdcl.org - APDCL',
    shutdownEve: 'APDCL reminder: for planned work the power supply of 11 kV Pandu Feeder will be off tomorrow from 11 Mar 2027, 09:00 to 11 Mar 2027, 13:00. - APDCL',
    feedbackReceived: 'APDCL: Thank you for your feedback on our website. Your reference number is FB0123456789. - APDCL',
    consumerNumbers: 'APDCL: consumer number(s) registered with this mobile: 105000000005, 105000000006. Helpline 1912. - APDCL',
  },
  as: {
    otp: '123456 হৈছে এ.পি.ডি.চি.এল. গ্ৰাহক লগ ইনৰ বাবে আপোনাৰ অ’টিপি। ই ৫ মিনিটলৈ বৈধ। কাকো নজনাব। - এ.পি.ডি.চি.এল.',
    paymentReceipt: 'এ.পি.ডি.চি.এল.: টকা 1,234.50 পৰিশোধ পোৱা গ’ল, গ্ৰাহক নম্বৰ 101000000001, ২২ নৱেম্বৰ ২০২৬, ১১:৩০। ৰচিদ নম্বৰ RP20261122ABCDEFGH। ধন্যবাদ। - এ.পি.ডি.চি.এল.',
    rechargeToken: 'এ.পি.ডি.চি.এল.: টকা 250.00ৰ ৰিচাৰ্জ হ’ল, মিটাৰ নম্বৰ 04000000003। টোকেন: 0491 2345 6789 0123 4567 মিটাৰৰ কীপেডত দিয়ক। ৰচিদ নম্বৰ RP20261122ABCDEFGH - এ.পি.ডি.চি.এল.',
    rechargeReceipt: 'এ.পি.ডি.চি.এল.: টকা 500.00ৰ ৰিচাৰ্জ গ্ৰাহক নম্বৰ 104000000004ৰ স্মাৰ্ট মিটাৰত জমা হ’ল, ২২ নৱেম্বৰ ২০২৬, ১১:৩০। ৰচিদ নম্বৰ RP20261122ABCDEFGH। - এ.পি.ডি.চি.এল.',
    dueReminder:
      'এ.পি.ডি.চি.এল.: বিল B1010000000012611 (গ্ৰাহক নম্বৰ 101000000001) টকা 1,234.50, পৰিশোধৰ শেষ তাৰিখ ০৫ ডিচেম্বৰ ২০২৬। www.apdcl.orgত বা যিকোনো বি.বি.পি.এছ. এপত পৰিশোধ কৰক; পৰিশোধ কৰিছে যদি এই বাৰ্তা উপেক্ষা কৰক। হেল্পলাইন 1912। - এ.পি.ডি.চি.এল.',
    lowBalance:
      'এ.পি.ডি.চি.এল.: গ্ৰাহক নম্বৰ 104000000004ৰ প্ৰিপেইড বেলেঞ্চ টকা 50.00, আপোনাৰ সতৰ্কবাণীৰ সীমা টকা 100.00তকৈ কম। যোগান অব্যাহত ৰাখিবলৈ www.apdcl.orgত ৰিচাৰ্জ কৰক। হেল্পলাইন 1912। - এ.পি.ডি.চি.এল.',
    workCreated: 'আপোনাৰ এ.পি.ডি.চি.এল. আবেদন নম্বৰ AP0123456789 (নতুন সংযোগ) পোৱা গ’ল। এই নম্বৰ আৰু আপোনাৰ ম’বাইলেৰে এ.পি.ডি.চি.এল.ৰ ৱেবছাইটত ইয়াৰ স্থিতি চাওক। - এ.পি.ডি.চি.এল.',
    workState: 'আপোনাৰ এ.পি.ডি.চি.এল. আবেদন বা অভিযোগ নম্বৰ AP0123456789ৰ স্থিতি এতিয়া: অনুমোদিত। বিৱৰণ এ.পি.ডি.চি.এল.ৰ ৱেবছাইটত। - এ.পি.ডি.চি.এল.',
    workEscalated: 'আপোনাৰ এ.পি.ডি.চি.এল. আবেদন বা অভিযোগ নম্বৰ CM0123456789ৰ সময়সীমা পাৰ হ’ল; ইয়াক চাব-ডিভিজন বিষয়ালৈ পঠোৱা হৈছে। - এ.পি.ডি.চি.এল.',
    complaintCreated: 'এ.পি.ডি.চি.এল. অভিযোগ নম্বৰ CM0123456789 পঞ্জীভুক্ত হ’ল (বিদ্যুৎ যোগান নাই)। সমাধানৰ সম্ভাৱ্য সময় ২২ নৱেম্বৰ ২০২৬, ১৫:৩০। বিপদত 1912 নম্বৰত ফোন কৰক। - এ.পি.ডি.চি.এল.',
    shutdownPublished:
      'এ.পি.ডি.চি.এল.: পূৰ্বনিৰ্ধাৰিত কামৰ বাবে 11 kV Pandu Feederৰ বিদ্যুৎ যোগান ১১ মাৰ্চ ২০২৭, ০৯:০০ৰ পৰা ১১ মাৰ্চ ২০২৭, ১৩:০০লৈ বন্ধ থাকিব। বিৱৰণ: www.apdcl.orgত বিদ্যুৎ বন্ধৰ জাননী। - এ.পি.ডি.চি.এল.',
    shutdownEve: 'এ.পি.ডি.চি.এল. সোঁৱৰণী: পূৰ্বনিৰ্ধাৰিত কামৰ বাবে 11 kV Pandu Feederৰ বিদ্যুৎ যোগান কাইলৈ ১১ মাৰ্চ ২০২৭, ০৯:০০ৰ পৰা ১১ মাৰ্চ ২০২৭, ১৩:০০লৈ বন্ধ থাকিব। - এ.পি.ডি.চি.এল.',
    feedbackReceived: 'এ.পি.ডি.চি.এল.: আমাৰ ৱেবছাইটৰ বিষয়ে মতামত দিয়াৰ বাবে ধন্যবাদ। আপোনাৰ উল্লেখ নম্বৰ FB0123456789। - এ.পি.ডি.চি.এল.',
    consumerNumbers: 'এ.পি.ডি.চি.এল.: এই ম’বাইল নম্বৰত পঞ্জীভুক্ত গ্ৰাহক নম্বৰ: 105000000005, 105000000006। হেল্পলাইন 1912। - এ.পি.ডি.চি.এল.',
  },
}

/**
 * The parts each SMS may cost at most: the OTP one part in English and two in Assamese (a
 * UCS-2 part holds 67 characters), the keypad token's SMS two and three; the others four.
 */
const MAX_SEGMENTS: Record<Locale, Partial<Record<SmsKind, number>>> = {
  en: { otp: 1, rechargeToken: 2 },
  as: { otp: 2, rechargeToken: 3 },
}
const MAX_OTHERS = 4

const KINDS = Object.keys(SMS_TEMPLATES) as SmsKind[]
const counted: string[] = []

describe('every SMS, in English and in Assamese (issue 23 §4)', () => {
  afterAll(() => {
    // the cost of each text as sent with the values above (what the README's table quotes)
    console.log(['SMS parts per kind (GSM-7: 160/153 characters; UCS-2: 70/67):', ...counted].join('\n'))
  })

  it('one template table: every kind in both languages, each with its own setting', () => {
    expect(Object.keys(SMS_TEMPLATE_SETTINGS).sort()).toEqual([...KINDS].sort())
    expect(KINDS).toHaveLength(14)
    const ids = KINDS.flatMap((k) => [smsTemplateId(DLT_TEMPLATE_IDS, k, 'en'), smsTemplateId(DLT_TEMPLATE_IDS, k, 'as')])
    expect(new Set(ids).size).toBe(28)
    expect(ids.every((id) => id && /^\d+$/.test(id))).toBe(true)
  })

  for (const locale of ['en', 'as'] as const) {
    for (const kind of KINDS) {
      it(`${kind} in ${locale === 'en' ? 'English' : 'Assamese'}: the exact text and its parts`, () => {
        const text = textsOf(locale)[kind]
        expect(text).toBe(EXPECTED[locale][kind])
        const s = smsSegments(text)
        counted.push(`  ${kind.padEnd(18)} ${locale}  ${String(s.units).padStart(3)} ${s.encoding}  ${s.segments} part${s.segments > 1 ? 's' : ''}`)
        expect(s.encoding).toBe(locale === 'en' ? 'gsm7' : 'ucs2')
        expect(s.segments).toBeLessThanOrEqual(MAX_SEGMENTS[locale][kind] ?? MAX_OTHERS)
      })
    }
  }
})

describe('the template table holds DLT’s rules', () => {
  it('both languages of a kind take the same number of variables', () => {
    for (const kind of KINDS) expect(SMS_TEMPLATES[kind].as.split('{#var#}').length, kind).toBe(SMS_TEMPLATES[kind].en.split('{#var#}').length)
  })

  it('English is GSM-7 only; Assamese has no Latin word but the web address, no Latin digit but the helpline', () => {
    for (const kind of KINDS) {
      expect(smsSegments(SMS_TEMPLATES[kind].en).encoding, kind).toBe('gsm7')
      const fixed = SMS_TEMPLATES[kind].as.replaceAll('{#var#}', '').replaceAll('www.apdcl.org', '')
      expect(fixed, kind).not.toMatch(/[A-Za-z]/)
      expect(fixed.replaceAll('1912', ''), kind).not.toMatch(/[0-9]/)
    }
  })

  it('the 20-digit token stays in Latin digits, whole, in both languages; no other six digits stand alone but the OTP', () => {
    for (const locale of ['en', 'as'] as const) {
      const texts = textsOf(locale)
      expect(texts.rechargeToken).toContain('0491 2345 6789 0123 4567')
      expect(texts.rechargeToken.replace(/ /g, '')).toContain(TOKEN)
      expect(texts.rechargeToken).not.toMatch(/[০-৯]/)
      for (const kind of KINDS.filter((k) => k !== 'otp')) expect(texts[kind], `${locale} ${kind}`).not.toMatch(/(?<!\d)\d{6}(?!\d)/)
      expect(texts.otp).toMatch(/^123456 /)
    }
  })

  it('amounts, identifiers and the helpline in Latin digits; dates in the language’s', () => {
    const as = textsOf('as')
    expect(as.paymentReceipt).toContain('টকা 1,234.50')
    expect(as.paymentReceipt).toContain('101000000001')
    expect(as.paymentReceipt).toContain('২২ নৱেম্বৰ ২০২৬, ১১:৩০')
    expect(as.lowBalance).toContain('টকা 100.00তকৈ')
    expect(as.complaintCreated).toContain('1912 নম্বৰত')
  })

  it('every variable word fits one DLT variable (30 characters)', () => {
    for (const map of [KIND_SMS, STATE_SMS, CATEGORY_SMS, LEVEL_SMS]) {
      for (const locale of ['en', 'as'] as const) for (const [key, word] of Object.entries(map[locale])) expect(word.length, `${locale} ${key}`).toBeLessThanOrEqual(30)
    }
  })

  it('a mobile with many consumer numbers gets them in groups that fit the variable', () => {
    const many = ['105000000005', '105000000006', '105000000007'].map((consumerNo) => ({ consumerNo }))
    expect(consumerNumbersSms(many, 'en', DLT_TEMPLATE_IDS)).toEqual([
      { text: 'APDCL: consumer number(s) registered with this mobile: 105000000005, 105000000006. Helpline 1912. - APDCL', templateId: DLT_TEMPLATE_IDS.SMS_TEMPLATE_CONSUMER_NUMBERS },
      { text: 'APDCL: consumer number(s) registered with this mobile: 105000000007. Helpline 1912. - APDCL', templateId: DLT_TEMPLATE_IDS.SMS_TEMPLATE_CONSUMER_NUMBERS },
    ])
    expect(consumerNumbersSms(many, 'as', DLT_TEMPLATE_IDS).map((m) => m.templateId)).toEqual([DLT_TEMPLATE_IDS.SMS_TEMPLATE_CONSUMER_NUMBERS_AS, DLT_TEMPLATE_IDS.SMS_TEMPLATE_CONSUMER_NUMBERS_AS])
  })

  it('the production configuration names a template for each', () => {
    const c = loadConfig({ DEMO_MODE: 'true', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example/send', ...DLT_TEMPLATE_IDS })
    for (const kind of KINDS)
      for (const locale of ['en', 'as'] as const)
        expect(
          smsMessage(
            c,
            kind,
            locale,
            SMS_TEMPLATES[kind].en
              .split('{#var#}')
              .slice(1)
              .map(() => 'x'),
          ).templateId,
          `${kind} ${locale}`,
        ).toMatch(/^\d+$/)
  })
})
