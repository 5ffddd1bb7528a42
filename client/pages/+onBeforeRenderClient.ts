import type { PageContextClient } from 'vike/types'
import { loadLocale } from '../../shared/i18n'

/** Assamese texts are fetched (once) before an Assamese page hydrates or renders. */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  await loadLocale(pageContext.locale ?? 'en')
}
