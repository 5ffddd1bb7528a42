import { MESSAGES, type MessageKey } from '#shared/messages'

/**
 * A text to show: a spec message (namespace `messages`), a text of the login screens
 * (namespace `login`), or a server's own words that are not in the catalogue.
 */
export type Msg = { ns: 'messages'; key: MessageKey } | { ns: 'login'; key: string } | { text: string }

export const spec = (key: MessageKey): Msg => ({ ns: 'messages', key })
export const ui = (key: string): Msg => ({ ns: 'login', key })

const BY_TEXT = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([k, v]) => [v, k as MessageKey]))

/**
 * The server's message as shown: one of the spec's messages becomes its key (so an Assamese
 * page shows it in Assamese), any other text is kept as is; no text at all → `fallback`.
 */
export function fromServer(text: string | null | undefined, fallback: MessageKey): Msg {
  if (!text) return spec(fallback)
  const key = BY_TEXT.get(text)
  return key ? spec(key) : { text }
}

/** Renders a Msg with a t() that knows the `messages` and `login` namespaces. */
export function msgText(t: (key: string) => string, msg: Msg): string {
  return 'text' in msg ? msg.text : t(`${msg.ns}:${msg.key}`)
}

const OTP_RE = /^[0-9]{6}$/

/** A 6-digit OTP (spaces around are ignored)? */
export function isOtp(value: string): boolean {
  return OTP_RE.test(value.trim())
}
