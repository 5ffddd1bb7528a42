/**
 * The website feedback (issue 14, GIGW 3.0): what the public form's action answers and what the
 * admin screen /AdminFeedback reads (GET /api/admin/feedback).
 */
import type { FeedbackTopic } from './input'
import type { Locale } from '../locale'

/** How the reference reached the sender: by SMS to the mobile they gave, or only on the page. */
export type FeedbackAck = 'sms' | 'page'

/** The answer of a feedback just stored. */
export interface FeedbackReceipt {
  /** FB and 10 digits */
  reference: string
  /** ISO timestamp */
  receivedAt: string
  ack: FeedbackAck
}

/** SMS of a feedback: none (no mobile given), sent, or the gateway failed (the reference was on the page). */
export type FeedbackSmsState = 'none' | 'sent' | 'failed'

/** One feedback as the admin list shows it. */
export interface FeedbackEntry {
  id: number
  reference: string
  receivedAt: string
  name: string
  mobile: string | null
  email: string | null
  topic: FeedbackTopic
  page: string | null
  message: string
  locale: Locale
  sms: FeedbackSmsState
}

export interface FeedbackPage {
  rows: FeedbackEntry[]
  total: number
  page: number
  pageSize: number
}

/** Feedback per page of the admin list. */
export const FEEDBACK_PAGE_SIZE = 25
