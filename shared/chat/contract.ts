/**
 * The chat assistant's contract (issue 12; spec §3 bot request and response, §4 states, §5
 * validation, §8 chat failure, §9 timings), used by the bot (server/services/chat,
 * server/routes/bot.ts) and the widget (client/components/chat). No React, no server modules.
 *
 * One endpoint, `POST {bot host}/bot/bs/getBotResponse`, with the static API key header
 * (CHAT_KEY_HEADER; spec §6). What a request does follows from its fields:
 *   1. `{ consNo, otpReq: 'Y' }`: sends an OTP to the consumer's registered mobile (the login's
 *      OTP service, limits, proof of work and messages; purpose 'chat').
 *   2. `{ consNo, otpValidate: 'Y', otp }`: checks it; on success the answer carries
 *      `chatToken` (a server-side chat session, bound to that consumer number) and the menu.
 *   3. every later request sends `X-Chat-Token: <chatToken>` and the same consNo:
 *      - `{ isMenu: 'Y', botMsg: <option id or typed text> }`: an answer (bill, payment, …);
 *      - `{ mobNo }`, then `{ mobNo, otpValidate: 'Y', otp }`: the mobile number update (the
 *        OTP goes to the new number);
 *      - `{ email }`: the e-mail update; `{ applNo }`: an application's status.
 * The bot answers in `lang` (or the Accept-Language header), English by default.
 */
import { CONSUMER_NO_LENGTH } from '../constants'
import { DIVISION_CODES } from '../billing/divisionCodes'
import { MESSAGES } from '../messages'
import { checkMobile, latinDigits, normalizeDigits } from '../input/fields'

/** The header of the static API key (its value is configuration: BOT_API_KEY). */
export const CHAT_KEY_HEADER = 'X-Api-Key'
/** The header of the chat session after the OTP. */
export const CHAT_TOKEN_HEADER = 'X-Chat-Token'
/** The bot's one path (spec §7), under the bot host. */
export const BOT_PATH = '/bot/bs/getBotResponse'

/** Spec §9, in milliseconds: one table for the widget and its tests (a controlled clock). */
export const CHAT_TIMINGS = {
  /** the typing indicator shows this long before the greeting (and before each welcome line) */
  typingMs: 1000,
  /** after the greeting, the request for the consumer number comes this much later */
  welcomeMs: 1500,
  /** a new bot message animates in over this long (none with prefers-reduced-motion) */
  animatedMs: 1200,
  /** after the user sends, the call starts this much later (typing indicator meanwhile) */
  fetchMs: 1000,
  /** after the answer arrives, it shows this much later (loading overlay meanwhile) */
  fetchDelayMs: 2000,
  /** after 'exit', the panel closes and resets this much later */
  exitResetMs: 2000,
} as const

/** Spec §9: the chat OTP's length. */
export const CHAT_OTP_LENGTH = 6
/** Spec §9: history graphs cover the last 7 days; the statement is for the last month. */
export const CHAT_GRAPH_DAYS = 7

export type YN = 'Y' | 'N'

/** Spec §3 bot request (every field optional; `lang` is ours). */
export interface BotRequest {
  consNo?: string
  otpReq?: YN
  otpValidate?: YN
  otp?: string
  isMenu?: YN
  mobNo?: string
  email?: string
  applNo?: string
  botMsg?: string
  lang?: 'en' | 'as'
}

export type BotResponseType = 'menu' | 'botResponse' | 'link' | 'graph'

/** The menu's options, in order (spec §4 and issue 12). */
export const CHAT_OPTIONS = ['bill', 'payment', 'balance', 'recharge', 'statement', 'consumptionGraph', 'balanceGraph', 'updateMobile', 'updateEmail', 'applicationStatus', 'complaint'] as const
export type ChatOption = (typeof CHAT_OPTIONS)[number]

/** What the bot waits for next; the widget validates and labels its input by it. */
export type ChatExpect = 'consNo' | 'otp' | 'menu' | 'mobNo' | 'mobOtp' | 'email' | 'applNo'

/** Spec §3 bot response; the fields after `error` are ours (extensions the widget uses). */
export interface BotResponse {
  status: 'success' | 'error'
  otpGenerated: YN
  otpValidated: YN
  responseType: BotResponseType
  consName: string
  /** spec §3: comma list 'type, load, status, meter number' */
  consDetails: string
  msg: string
  error: string
  /** what the bot waits for next */
  expect: ChatExpect
  /** responseType 'menu': the options with their labels in the request's language */
  options?: Array<{ id: ChatOption; label: string }>
  /** responseType 'link': where the link goes (absolute, or a path under /website/) and its text */
  link?: { href: string; label: string }
  /** responseType 'graph': msg holds 'label:number' pairs (labels are ISO dates); this is its title and unit */
  graph?: { title: string; unit: string }
  /** after the OTP is validated: the chat session (send back in CHAT_TOKEN_HEADER) */
  chatToken?: string
  /** HTTP 428: the proof of work to solve before the OTP is sent (as the login's) */
  code?: string
  challenge?: unknown
}

/** Spec §5: spaces removed (and Assamese digits taken, shared/input/fields.ts), 12 digits, first three an allowed division code. */
export function normalizeChatConsumerNo(input: string): string {
  return normalizeDigits(input)
}
export function isChatConsumerNo(input: string): boolean {
  const s = normalizeChatConsumerNo(input)
  return s.length === CONSUMER_NO_LENGTH && /^\d+$/.test(s) && DIVISION_CODES.has(s.slice(0, 3))
}

/** What a message typed at the consumer number step holds (readChatConsumerNo). */
export type ChatConsumerNoReading = { kind: 'one'; consNo: string } | { kind: 'none' } | { kind: 'several'; numbers: string[] }

/** A run of digits with spaces or hyphens between its groups ('1010 0000 0001', '1010-0000-0001'). */
const DIGIT_RUN = /\d+(?:(?:\s*[-\u2010\u2011\u2013]\s*|\s+)\d+)*/g
const RUN_SEPARATORS = /[-\u2010\u2011\u2013]/g

/**
 * The consumer number of a chat message (issue 24 §7): people type it inside a sentence ('my
 * consumer number is 1010 0000 0001'), in groups and in Assamese digits. Each run of digits
 * (groups joined by spaces or hyphens) is a number when it has 12 digits; in a longer run (two
 * numbers side by side) each group of 12 digits is one. Only numbers that pass the rule of the
 * field count (isChatConsumerNo: a division code first), so a mobile or a date beside it is
 * no second number. One number, however often it is written, is taken; two different ones are
 * not guessed between: the chat asks which.
 */
export function readChatConsumerNo(message: string): ChatConsumerNoReading {
  const found = new Set<string>()
  for (const [run] of latinDigits(message).matchAll(DIGIT_RUN)) {
    const whole = normalizeDigits(run).replace(RUN_SEPARATORS, '')
    const numbers = whole.length === CONSUMER_NO_LENGTH ? [whole] : run.split(/\D+/)
    for (const n of numbers) if (isChatConsumerNo(n)) found.add(n)
  }
  const numbers = [...found]
  if (numbers.length === 1) return { kind: 'one', consNo: numbers[0] }
  return numbers.length ? { kind: 'several', numbers } : { kind: 'none' }
}
export function isChatOtp(input: string): boolean {
  return new RegExp(`^\\d{${CHAT_OTP_LENGTH}}$`).test(normalizeDigits(input))
}
/** The one mobile rule (shared/input/fields.ts): +91 / 91 / 0 prefix, spaces and Assamese digits taken. */
export function isChatMobile(input: string): boolean {
  return checkMobile(input).ok
}
/** A plain e-mail check (the server's zod check is the same rule). */
export const CHAT_EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@.]{2,}$/
export function isChatEmail(input: string): boolean {
  const v = input.trim()
  return v.length <= 200 && CHAT_EMAIL.test(v)
}

/** The validation messages of spec §5, word for word (English); chat.json has the Assamese ones. */
export const CHAT_MESSAGES = {
  empty: MESSAGES.chatEmpty,
  consumerInvalid: MESSAGES.chatConsumerInvalid,
  otpInvalid: MESSAGES.chatOtpInvalid,
} as const

/** Spec §3 graph data: 'label:number' pairs, comma separated; anything malformed is skipped. */
export function parseGraphData(msg: string): Array<{ label: string; value: number }> {
  return msg
    .split(',')
    .map((pair) => {
      const i = pair.lastIndexOf(':')
      if (i <= 0) return null
      const value = Number(pair.slice(i + 1).trim())
      return Number.isFinite(value) ? { label: pair.slice(0, i).trim(), value } : null
    })
    .filter((p): p is { label: string; value: number } => p !== null)
}
export function graphData(points: Array<{ label: string; value: number }>): string {
  return points.map((p) => `${p.label.replace(/[:,]/g, ' ')}:${p.value}`).join(',')
}
