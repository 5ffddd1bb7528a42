import i18next, { type i18n, type Module, type Resource } from 'i18next'
import type { Locale } from './locale'

/**
 * Every locale file shared/locales/{en,as}/<namespace>.json is a namespace; English is the
 * fallback. Only for code compiled by Vite (pages); the API answers in the spec's English.
 * How texts reach a page (issue 24 §6):
 *  - on the server every language is there from the start (+data hooks translate titles too);
 *  - a client-routed page loads its language's namespaces before it renders, one chunk a
 *    language (./locales/en/index.ts, and ./locales/as/index.ts on Assamese pages): loadLocale;
 *  - an HTML-only page (ADR 016: the home page and the consumer pages) carries in its HTML the
 *    namespaces its server render used (usedTexts, written by PageContextScript) and loads no
 *    text chunk: addTexts. A text drawn later from a namespace it does not hold (a state the
 *    server did not render) fetches its language's chunks then and draws again.
 */
export const resources: Resource = { en: {} }

/** Texts of some namespaces of some languages, as an HTML-only page carries them. */
export type Texts = Partial<Record<Locale, Record<string, Record<string, unknown>>>>

/** Bumped whenever texts arrive, so cached browser instances are rebuilt with them. */
export let resourcesVersion = 0

const loading = new Map<Locale, Promise<void>>()
/** The languages whose every namespace is here (loadLocale done). */
const complete = new Set<Locale>()

function loadAll(locale: Locale): Promise<void> {
  let p = loading.get(locale)
  if (!p) {
    const chunk = locale === 'en' ? import('./locales/en/index').then((m) => m.en) : import('./locales/as/index').then((m) => m.as)
    p = chunk.then((texts) => {
      resources[locale] = { ...texts, ...resources[locale] }
      complete.add(locale)
      resourcesVersion++
    })
    loading.set(locale, p)
  }
  return p
}

/** Makes every namespace of `locale` (and of English, the fallback) available; await it before rendering a page in it. */
export function loadLocale(locale: Locale): Promise<void> {
  return Promise.all(locale === 'en' ? [loadAll('en')] : [loadAll('en'), loadAll(locale)]).then(() => undefined)
}

/** Takes the texts an HTML-only page carries (before its first render: no fetch). */
export function addTexts(texts: Texts | undefined): void {
  if (!texts) return
  for (const [lng, namespaces] of Object.entries(texts)) {
    const into = (resources[lng] ??= {})
    for (const [ns, data] of Object.entries(namespaces ?? {})) into[ns] ??= data
  }
  resourcesVersion++
}

// On the server every language is there from the start.
if (import.meta.env.SSR) await loadLocale('as')

/** Missing keys already reported (each once per process or page). */
const reportedMissing = new Set<string>()

/** The browser's instances (one per locale and resourcesVersion, client/lib/i18n.ts): redrawn when late texts arrive. */
const browserInstances = new Set<i18n>()

/**
 * A text of a namespace the page does not hold yet (an HTML-only page holds those of its server
 * render): its language's chunks are fetched once, then every component that reads texts draws
 * again (react-i18next re-renders on the store's 'added', bound in createI18n). A warning, not an
 * error: the words come, a moment late; a namespace a page needs at once belongs in its render.
 */
function fetchLate(locale: Locale, ns: string): void {
  console.warn(`i18n: namespace '${ns}' was not in the page's texts; fetching the ${locale} texts`)
  void loadLocale(locale).then(() => {
    for (const inst of browserInstances) {
      for (const lng of locale === 'en' ? ['en'] : ['en', locale]) inst.addResourceBundle(lng, ns, {}, true, false)
    }
  })
}

/**
 * A key found in no language is a bug (the page would show the key itself): reported as an
 * error, in the browser's console (the e2e sweeps fail on it) and the server's log. A call that
 * gives its own defaultValue knows the key may be absent and is not reported.
 */
function missingKeyHandler(locale: Locale) {
  return (lngs: readonly string[], ns: string, key: string, _fallback: string, _update: boolean, options?: { defaultValue?: unknown }) => {
    if (options?.defaultValue !== undefined) return
    if (!import.meta.env.SSR && !(complete.has('en') && complete.has(locale))) return fetchLate(locale, ns)
    const id = `${ns}:${key}`
    if (reportedMissing.has(id)) return
    reportedMissing.add(id)
    console.error(`i18n: missing text key '${id}' (${lngs.join(', ')})`)
  }
}

/** The (language, namespace) pairs a server instance looked texts up in. */
const lookups = new WeakMap<i18n, Set<string>>()

/**
 * An i18next i18nFormat module that only watches: it answers every lookup from the resource
 * store as i18next itself would (getResource; no parse, objects handled as usual) and notes the
 * language and namespace, for usedTexts.
 */
function lookupRecorder(owner: i18n, recording: { into: Set<string> }): Module {
  return {
    type: 'i18nFormat',
    handleAsObject: true,
    // the instance's own lookup (its resource store's), which this module only watches
    getResource(lng: string, ns: string, key: string, options: Parameters<i18n['getResource']>[3]) {
      recording.into.add(`${lng}\u0000${ns}`)
      return owner.getResource(lng, ns, key, options)
    },
  } as unknown as Module
}

/** Where a render's recorder notes its lookups (`into`: the render's set, or one text's while serverT computes it). */
const recordings = new WeakMap<i18n, { into: Set<string> }>()

/** Server texts asked without options, per language and namespaces: the text and the (language, namespace) pairs it read. */
const textMemo = new Map<string, { text: string; pairs: readonly string[] }>()
const TEXT_MEMO_MAX = 50_000

/**
 * A render's `t` over `namespaces` (the first the default, `ns:key` of the others), as
 * react-i18next's useTranslation builds it, but remembering the texts asked without options
 * (issue 28 §1: i18next's lookup of a text, options spread and key parsing included, was a
 * quarter of a dashboard's server time, the same few hundred texts on every request). The
 * texts never change on the server; a remembered text notes the namespaces its first lookup
 * read in this render too, so usedTexts stays the same.
 */
export function serverT(instance: i18n, namespaces: readonly string[]): i18n['t'] {
  const fixed = (instance.getFixedT as unknown as (lng: string, ns: string, keyPrefix: undefined, opts: { scopeNs: readonly string[] }) => i18n['t']).call(
    instance,
    instance.language,
    namespaces[0],
    undefined,
    {
      scopeNs: namespaces,
    },
  )
  const recording = recordings.get(instance)
  const seen = lookups.get(instance)
  if (!recording || !seen) return fixed
  const call = fixed as unknown as (...args: unknown[]) => unknown
  const scope = `${instance.language}\u0000${namespaces.join(',')}\u0000`
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (rest.length || typeof key !== 'string') return call(key, ...rest)
    let memo = textMemo.get(scope + key)
    if (!memo) {
      const pairs = new Set<string>()
      recording.into = pairs
      try {
        const text = call(key)
        memo = { text: typeof text === 'string' ? text : String(text), pairs: [...pairs] }
        if (typeof text !== 'string') return text
      } finally {
        recording.into = seen
        for (const pair of pairs) seen.add(pair)
      }
      if (textMemo.size < TEXT_MEMO_MAX) textMemo.set(scope + key, memo)
      return memo.text
    }
    for (const pair of memo.pairs) seen.add(pair)
    return memo.text
  }
  // what react-i18next's Trans reads of a fixed t: its language and namespace
  const { lng, lngs, ns, keyPrefix } = fixed as unknown as Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>
  return Object.assign(remembering, { lng, lngs, ns, keyPrefix }) as unknown as i18n['t']
}

/** The options of every instance. */
function initOptions(locale: Locale) {
  return {
    lng: locale,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: missingKeyHandler(locale),
    // late texts (fetchLate) redraw the components that read them
    react: { bindI18nStore: 'added' },
  } as Parameters<i18n['init']>[0]
}

/**
 * The server's instance of each language, built once (every namespace of both languages is
 * there from the start): a title or a +data hook reads it as it is; a render reads a clone of
 * it (issue 28 §1: building an instance over every namespace cost a millisecond, three times
 * a request).
 */
const serverInstances = new Map<Locale, i18n>()
function serverInstance(locale: Locale): i18n {
  let instance = serverInstances.get(locale)
  if (!instance) {
    instance = i18next.createInstance()
    void instance.init(initOptions(locale))
    serverInstances.set(locale, instance)
  }
  return instance
}

/**
 * On the server: the language's one instance (only to read texts: never change its language),
 * or with `track` a render's own clone of it, which notes the namespaces it reads (usedTexts)
 * and holds what react-i18next keeps per render (the namespaces its components asked for).
 * In the browser: a fresh instance (one per locale, client/lib/i18n.ts).
 */
export function createI18n(locale: Locale, opts: { track?: boolean } = {}): i18n {
  if (import.meta.env.SSR) {
    const shared = serverInstance(locale)
    if (!opts.track) return shared
    const clone = shared.cloneInstance()
    const seen = new Set<string>()
    const recording = { into: seen }
    lookups.set(clone, seen)
    recordings.set(clone, recording)
    // the clone's translator reads through the recorder (i18next copies the format module to
    // its translator when it builds it; a clone shares its source's modules otherwise)
    ;(clone as i18n & { translator: { i18nFormat?: Module } }).translator.i18nFormat = lookupRecorder(clone, recording)
    return clone
  }
  if (!resources[locale]) {
    // a caller skipped loadLocale() or addTexts(); English would not match the server's HTML
    console.error(`i18n: texts of '${locale}' used before loadLocale('${locale}')`)
  }
  resources.en ??= {}
  const instance = i18next.createInstance()
  void instance.init(initOptions(locale))
  browserInstances.add(instance)
  return instance
}

/**
 * The texts an HTML-only page needs to hydrate, from its server render's instance (created with
 * `track`): every namespace it looked a text up in, per language (an Assamese page's English
 * fallbacks included), and the page language's namespaces its components asked for
 * (react-i18next's reportNamespaces: a component may draw more of them after a click).
 */
export function usedTexts(instance: i18n, locale: Locale): Texts {
  const out: Texts = {}
  for (const pair of usedTextPairs(instance, locale)) {
    const [lng, ns] = pair.split('\u0000')
    const data = resources[lng]?.[ns] as Record<string, unknown> | undefined
    if (data) (out[lng as Locale] ??= {})[ns] = data
  }
  return out
}

/** The (language, namespace) pairs usedTexts takes, sorted: one string names one set of texts (a server may keep its JSON). */
export function usedTextsSignature(instance: i18n, locale: Locale): string {
  return usedTextPairs(instance, locale).sort().join('\u0001')
}

function usedTextPairs(instance: i18n, locale: Locale): string[] {
  const pairs = new Set(lookups.get(instance) ?? [])
  const asked = (instance as i18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces?.getUsedNamespaces() ?? []
  for (const ns of asked) pairs.add(`${locale}\u0000${ns}`)
  return [...pairs]
}
