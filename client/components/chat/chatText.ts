/**
 * The widget's texts: chat.json of the page's language, imported here and not through
 * i18next, so the panel's chunk brings its own texts and the home page (which loads only
 * the core namespaces) stays as light as before. A key Assamese lacks falls back to English.
 */
import en from '#shared/locales/en/chat.json'
import as from '#shared/locales/as/chat.json'
import { fillTemplate } from '#shared/format'
import type { Locale } from '#shared/locale'

type Tree = { [key: string]: string | Tree }

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

export interface ChatTexts {
  locale: Locale
  say: (key: string, params?: Record<string, string | number>) => string
  /** what a person may type for 'menu' and 'exit': the English word and the page's own */
  menuWords: string[]
  exitWords: string[]
  /** what may be typed for the menu's 'Register complain': its id, the English label and the page's own */
  complaintWords: string[]
}

export function chatTexts(locale: Locale): ChatTexts {
  const own = (locale === 'as' ? as : en) as Tree
  const say = (key: string, params?: Record<string, string | number>) => fillTemplate(lookup(own, key) ?? lookup(en as Tree, key) ?? key, params, 'keep')
  const words = (key: string) => [...new Set([lookup(en as Tree, key), lookup(own, key)].filter((w): w is string => !!w).map((w) => w.normalize('NFC').toLowerCase()))]
  return { locale, say, menuWords: words('command.menu'), exitWords: words('command.exit'), complaintWords: ['complaint', ...words('options.complaint')] }
}
