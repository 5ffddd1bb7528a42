/**
 * The words of the chat assistant (issue 12) in the request's language: the texts of
 * shared/locales/{en,as}/chat.json, which the widget shares; the connection words of
 * billing.json and the application words of applications.json; and, for the refusals of the
 * OTP send (limits, proof of work, SMS failure), the words every page gives them
 * (shared/apiMessage.ts over the `messages` namespace). An Assamese text not written yet falls
 * back to the English one, key by key.
 */
import i18next, { type i18n } from 'i18next'
import { apiMessage } from '#shared/apiMessage'
import { fillTemplate } from '#shared/format'
import type { Locale } from '#shared/locale'
import { MESSAGES } from '#shared/messages'
import asApplications from '#shared/locales/as/applications.json'
import asBilling from '#shared/locales/as/billing.json'
import asChat from '#shared/locales/as/chat.json'
import asMessages from '#shared/locales/as/messages.json'
import enApplications from '#shared/locales/en/applications.json'
import enBilling from '#shared/locales/en/billing.json'
import enChat from '#shared/locales/en/chat.json'
import enMessages from '#shared/locales/en/messages.json'

export type ChatLang = Locale

type Tree = { readonly [key: string]: unknown }
const TEXTS: Record<ChatLang, { chat: Tree; billing: Tree; applications: Tree }> = {
  en: { chat: enChat, billing: enBilling, applications: enApplications },
  as: { chat: asChat as Tree, billing: asBilling, applications: asApplications },
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: unknown = tree
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = (node as Tree)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** A text of a namespace in `lang` (English when the Assamese one is not there yet); a missing English key is a bug. */
function text(ns: keyof (typeof TEXTS)['en'], lang: ChatLang, key: string): string {
  const found = lookup(TEXTS[lang][ns], key) ?? lookup(TEXTS.en[ns], key)
  if (found === undefined) throw new Error(`no text ${ns}:${key}`)
  return found
}

/** A chat.json text (dotted key) in `lang` with its {{placeholders}} filled. */
export function chatText(lang: ChatLang, key: string, params?: Record<string, string | number>): string {
  return fillTemplate(text('chat', lang, key), params, 'keep')
}

/** billing.json's words: connection types, consumer statuses, units. */
export function billingWord(lang: ChatLang, key: string): string {
  return text('billing', lang, key)
}

/** applications.json's words: `kinds.<kind>`, `states.<state>`. */
export function applicationWord(lang: ChatLang, key: string): string {
  return text('applications', lang, key)
}

let instances: Record<ChatLang, i18n> | undefined
function messagesOf(lang: ChatLang): i18n {
  const make = (lng: ChatLang, messages: object): i18n => {
    const inst = i18next.createInstance()
    void inst.init({ lng, fallbackLng: false, resources: { [lng]: { messages } }, initAsync: false, interpolation: { escapeValue: false } })
    return inst
  }
  instances ??= { en: make('en', { ...MESSAGES, ...enMessages }), as: make('as', asMessages) }
  return instances[lang]
}

/**
 * The words a page gives an error answer (`{ code, message, params }`), in `lang`: the limit's
 * own English message, or its Assamese twin with the seconds and times in Assamese digits.
 */
export function errorWords(lang: ChatLang, body: { code: string; message: string; params?: unknown }): string {
  if (lang === 'en') return body.message
  const inst = messagesOf(lang)
  return apiMessage(inst.t.bind(inst) as (key: string, options?: Record<string, unknown>) => string, lang, body, 'messages:api.TOO_MANY_REQUESTS')
}
