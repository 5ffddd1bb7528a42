/**
 * The website feedback form (issue 14, GIGW 3.0: /Feedback and its JSON API): the schema both
 * sides run (the page before the form leaves, the server for the form without JavaScript and
 * for the API), the topics, the limits and the reference number. Messages are problem keys
 * (forms:problems.<key>).
 */
import { z } from 'zod'
import { email, optionalText, personName, text } from '../input/schema'
import { MOBILE_PATTERN, normalizeMobile } from '../input/fields'

/** What the feedback is about (the select of the form; the admin list shows the same words). */
export const FEEDBACK_TOPICS = ['content', 'accessibility', 'broken', 'services', 'suggestion', 'other'] as const
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number]

export const FEEDBACK_MESSAGE_MIN = 10
/** 1500: an Assamese message of this length still fits the form body limit (16 kB urlencoded: 9 bytes a letter) */
export const FEEDBACK_MESSAGE_MAX = 1500
export const FEEDBACK_PAGE_MAX = 200

/** Feedback accepted per network (the JSON API and the form count together): 10 an hour. */
export const FEEDBACK_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const
/** The spec-style refusal of the limit (the API's English `message`; the page words `forms:problems.feedbackLimited`). */
export const FEEDBACK_LIMITED_MESSAGE = 'Too many feedback messages from this network. Please try again later.'

/** A feedback reference: FB and 10 digits (random, so numbers tell nothing about volume). */
export const FEEDBACK_REFERENCE = /^FB\d{10}$/

/** A mobile when given ('' or spaces: none), an Indian mobile otherwise (the one rule of shared/input/fields.ts). */
const optionalMobile = z.preprocess(
  (v) => (v == null ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'invalid' })
    .max(20, { error: 'mobileInvalid' })
    .transform(normalizeMobile)
    .refine((s) => s === '' || MOBILE_PATTERN.test(s), { error: 'mobileInvalid' })
    .transform((s) => s || undefined),
)

export const feedbackSchema = z.object({
  name: personName,
  mobile: optionalMobile,
  email,
  topic: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z
      .string({ error: 'feedbackTopicEmpty' })
      .min(1, { error: 'feedbackTopicEmpty' })
      .pipe(z.enum(FEEDBACK_TOPICS, { error: 'feedbackTopicEmpty' })),
  ),
  /** the page the feedback is about: its address or its name (optional) */
  page: optionalText({ max: FEEDBACK_PAGE_MAX }),
  message: text({ min: FEEDBACK_MESSAGE_MIN, max: FEEDBACK_MESSAGE_MAX, empty: 'feedbackMessageEmpty', invalid: 'feedbackMessageShort' }),
})
export type FeedbackInput = z.output<typeof feedbackSchema>
