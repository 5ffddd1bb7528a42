import { apiMessage, apiMessageRef, type Translate } from '#shared/apiMessage'
import type { Locale } from '#shared/locale'
import { type MessageKey } from '#shared/messages'

/**
 * A text to show: a spec message (namespace `messages`), a text of the login screens
 * (namespace `login`), or a server's error answer, worded in the page's language when it is
 * shown (shared/apiMessage.ts; `fallback` when it is no answer we know).
 */
export type Msg = { ns: 'messages'; key: MessageKey } | { ns: 'login'; key: string } | { answer: unknown; fallback: MessageKey }

export const spec = (key: MessageKey): Msg => ({ ns: 'messages', key })
export const ui = (key: string): Msg => ({ ns: 'login', key })

/** The server's error answer as shown (its code in the page's language); no answer we know → `fallback`. */
export function fromServer(answer: unknown, fallback: MessageKey): Msg {
  return apiMessageRef(answer, 'en') ? { answer, fallback } : spec(fallback)
}

/** Renders a Msg with a t() that knows the `messages` and `login` namespaces, in the page's `locale`. */
export function msgText(t: Translate, msg: Msg, locale: Locale): string {
  return 'answer' in msg ? apiMessage(t, locale, msg.answer, `messages:${msg.fallback}`) : t(`${msg.ns}:${msg.key}`)
}

const OTP_RE = /^[0-9]{6}$/

/** A 6-digit OTP (spaces around are ignored)? */
export function isOtp(value: string): boolean {
  return OTP_RE.test(value.trim())
}
