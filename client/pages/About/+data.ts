import type { PageContextServer } from 'vike/types'
import { createI18n } from '#shared/i18n'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { board, responsibilities } = await pageContext.services.content.about()
  return { title: createI18n(pageContext.locale).t('listing:titles.about'), board, responsibilities }
}
