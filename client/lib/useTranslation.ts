import { useContext } from 'react'
import type { i18n } from 'i18next'
import { I18nContext, useTranslation as useReactI18next } from 'react-i18next'
import { serverT } from '#shared/i18n'

/** The namespaces a render's components asked for (react-i18next's own record, same shape: usedTexts reads it). */
class UsedNamespaces {
  usedNamespaces: Record<string, boolean> = {}
  addUsedNamespaces(namespaces: readonly string[]) {
    for (const ns of namespaces) this.usedNamespaces[ns] = true
  }
  getUsedNamespaces() {
    return Object.keys(this.usedNamespaces)
  }
}

/**
 * A server render draws each component once: it needs none of react-i18next's subscription,
 * snapshot and memo, and none of its copy of the whole i18next instance on every call
 * (createI18nWrapper: a seventh of a consumer page's server time, issue 28 §1). The same answer
 * (`{ t, i18n, ready }`, also `[t, i18n, ready]`), the same texts (serverT: getFixedT over the
 * asked namespaces, the first one default, remembering texts asked without options) and the
 * same record of the namespaces asked for.
 */
function useServerTranslation(ns?: string | readonly string[], options?: unknown) {
  // react-i18next's options (keyPrefix, lng…) would change the texts in the browser only
  if (options !== undefined) throw new Error('useTranslation: options are not supported (client/lib/useTranslation.ts); give the namespaces only')
  const { i18n: instance } = useContext(I18nContext) as { i18n: i18n & { reportNamespaces?: UsedNamespaces } }
  const namespaces = ns === undefined ? [String(instance.options.defaultNS ?? 'translation')] : typeof ns === 'string' ? [ns] : [...ns]
  instance.reportNamespaces ??= new UsedNamespaces()
  instance.reportNamespaces.addUsedNamespaces(namespaces)
  const t = serverT(instance, namespaces)
  return Object.assign([t, instance, true], { t, i18n: instance, ready: true })
}

/**
 * The one useTranslation of the pages: react-i18next's in the browser (late texts redraw what
 * reads them), a light one on the server (useServerTranslation).
 */
export const useTranslation: typeof useReactI18next = import.meta.env.SSR ? (useServerTranslation as unknown as typeof useReactI18next) : useReactI18next
