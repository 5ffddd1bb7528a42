import { MESSAGES } from '../../messages'

/**
 * Every English namespace in one module, so a client-routed page loads them in one request
 * (shared/i18n.ts loadLocale; an HTML-only page carries the ones it uses in its HTML instead).
 */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' })

export const en: Record<string, Record<string, unknown>> = {}
for (const [file, data] of Object.entries(files)) {
  en[file.replace(/^\.\/|\.json$/g, '')] = data
}
// The spec's exact English messages are the English values of the `messages` namespace.
en.messages = { ...MESSAGES, ...en.messages }
