import { apiMessage, apiMessageRef, type Translate } from '#shared/apiMessage'
import type { Locale } from '#shared/locale'
import { type MessageKey } from '#shared/messages'
import { checkOtp } from '#shared/input/fields'

/**
 * A text to show: a spec message (namespace `messages`), a text of the login screens
 * (namespace `login`), a server's error answer, worded in the page's language when it is
 * shown (shared/apiMessage.ts; `fallback` when it is no answer we know), or the message of a
 * server answer whose code the page does not know, shown as the server wrote it (spec §8).
 */
export type Msg = { ns: 'messages'; key: MessageKey } | { ns: 'login'; key: string } | { answer: unknown; fallback: MessageKey } | { server: string }

export const spec = (key: MessageKey): Msg => ({ ns: 'messages', key })
export const ui = (key: string): Msg => ({ ns: 'login', key })

/**
 * The server's error answer as shown: its code in the page's language; a code (or none) the
 * page does not know → the answer's own `message` (spec §8 'Other server error on login: server
 * message shown under the mobile field'); no message either → `fallback`.
 */
export function fromServer(answer: unknown, fallback: MessageKey): Msg {
  if (apiMessageRef(answer, 'en')) return { answer, fallback }
  const message = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined
  return typeof message === 'string' && message.trim() ? { server: message.trim() } : spec(fallback)
}

/** Renders a Msg with a t() that knows the `messages` and `login` namespaces, in the page's `locale`. */
export function msgText(t: Translate, msg: Msg, locale: Locale): string {
  if ('server' in msg) return msg.server
  return 'answer' in msg ? apiMessage(t, locale, msg.answer, `messages:${msg.fallback}`) : t(`${msg.ns}:${msg.key}`)
}

/** A 6-digit OTP (Assamese digits and spaces taken: the catalogue's checkOtp)? */
export const isOtp = (value: string): boolean => checkOtp(value).ok
