/**
 * Website feedback (issue 14, GIGW 3.0): the form's action (/Feedback without JavaScript and
 * POST /api/feedback call the same `submit`) and the admin list (/AdminFeedback).
 *
 * A feedback is one row with a fresh reference (FB and 10 random digits). When the sender gave
 * a mobile, the acknowledgement SMS goes after the commit, in the language of the page it came
 * from (its own DLT template), which becomes that mobile's SMS language
 * (server/services/smsLanguage.ts), and the row records whether it went: it is claimed by one
 * conditional update (due → sent), so it is sent once. A gateway failure is logged (masked mobile) and never undoes the feedback: the page
 * shows the reference in every case. The SMS counts against the number's daily cap of public
 * forms' SMS (server/services/smsDailyCap.ts); past it, it is not sent (state failed). The per-network limit is the caller's (the route counts
 * it before the schema, so bad input counts too).
 */
import { randomInt } from 'node:crypto'
import type { Logger } from 'pino'
import { maskMobile } from '#shared/billing/input'
import type { FeedbackEntry, FeedbackPage, FeedbackReceipt, FeedbackSmsState } from '#shared/feedback/contract'
import { FEEDBACK_PAGE_SIZE } from '#shared/feedback/contract'
import type { FeedbackInput, FeedbackTopic } from '#shared/feedback/input'
import type { Locale } from '#shared/locale'
import type { Db } from '../../db/knex'
import { SmsSkippedError, type SmsTransport } from '../../adapters/sms'
import { ConflictError } from '../../errors'
import { num, type Row } from '../../db/rows'
import { recordSmsLocale } from '../smsLanguage'
import { smsTemplateId, type SmsTemplateIds } from '../smsTemplates'
import { feedbackSmsText } from './texts'

/** the DLT template ids of the acknowledgement in both languages */
export type FeedbackConfig = SmsTemplateIds

export interface FeedbackDeps {
  db: Db
  sms: SmsTransport
  config: FeedbackConfig
  logger: Logger
  now?: () => number
}

const newReference = () => `FB${String(randomInt(0, 1e10)).padStart(10, '0')}`

function toEntry(r: Row): FeedbackEntry {
  const state = String(r.sms_state)
  return {
    id: num(r.id),
    reference: String(r.reference),
    receivedAt: new Date(num(r.created_at)).toISOString(),
    name: String(r.name),
    mobile: r.mobile ? String(r.mobile) : null,
    email: r.email ? String(r.email) : null,
    topic: String(r.topic) as FeedbackTopic,
    page: r.page ? String(r.page) : null,
    message: String(r.message),
    locale: r.locale === 'as' ? 'as' : 'en',
    // 'due' is a send under way (or cut short by a crash): not sent as far as anyone knows
    sms: (state === 'sent' ? 'sent' : state === 'none' ? 'none' : 'failed') as FeedbackSmsState,
  }
}

export function createFeedbackService(deps: FeedbackDeps) {
  const { db, sms, config, logger } = deps
  const now = deps.now ?? Date.now

  /** Sends the acknowledgement of the row `reference` once: only the update that claims it (due → sent) sends. */
  async function acknowledge(reference: string, mobile: string, locale: Locale): Promise<boolean> {
    const claimed = await db('feedback').where({ reference, sms_state: 'due' }).update({ sms_state: 'sent', sms_sent_at: now() })
    if (!claimed) return false
    try {
      await sms.send({ mobile, text: feedbackSmsText(locale, reference), templateId: smsTemplateId(config, 'feedbackReceived', locale), publicForm: 'feedbackReceived' })
      return true
    } catch (err) {
      // past the number's daily cap the SMS service has recorded and logged the skip
      if (!(err instanceof SmsSkippedError)) logger.warn({ err, sms: 'feedback', mobile: maskMobile(mobile) }, 'feedback SMS not sent')
      await db('feedback').where({ reference }).update({ sms_state: 'failed', sms_sent_at: null })
      return false
    }
  }

  return {
    /** Stores a feedback and acknowledges it (SMS when a mobile was given); the reference to show. */
    async submit(input: FeedbackInput, locale: Locale): Promise<FeedbackReceipt> {
      const t = now()
      let reference: string
      for (let attempt = 0; ; attempt++) {
        reference = newReference()
        const row = {
          reference,
          name: input.name,
          mobile: input.mobile ?? null,
          email: input.email ?? null,
          topic: input.topic,
          page: input.page ?? null,
          message: input.message,
          locale,
          created_at: t,
          sms_state: input.mobile ? 'due' : 'none',
        }
        // one statement: a clash of references inserts nothing, and another is drawn
        const inserted = await db('feedback').insert(row).onConflict('reference').ignore().returning('id')
        if (inserted.length) break
        if (attempt >= 5) throw new ConflictError('Could not allocate a feedback reference')
      }
      // the page's language is the language of that mobile's SMS from now on
      if (input.mobile) await recordSmsLocale(db, input.mobile, locale, t)
      const sent = input.mobile ? await acknowledge(reference, input.mobile, locale) : false
      return { reference, receivedAt: new Date(t).toISOString(), ack: sent ? 'sms' : 'page' }
    },

    /** One page of feedback, newest first (the admin list). */
    async list(page: number): Promise<FeedbackPage> {
      const pageSize = FEEDBACK_PAGE_SIZE
      const [{ n }] = await db('feedback').count({ n: '*' })
      const total = num(n)
      const last = Math.max(1, Math.ceil(total / pageSize))
      const p = Math.min(Math.max(1, Math.floor(page) || 1), last)
      const rows: Row[] = await db('feedback')
        .select('id', 'reference', 'name', 'mobile', 'email', 'topic', 'page', 'message', 'locale', 'created_at', 'sms_state')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((p - 1) * pageSize)
      return { rows: rows.map(toEntry), total, page: p, pageSize }
    },
  }
}

export type FeedbackService = ReturnType<typeof createFeedbackService>
