import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { apiMessage, apiMessageRef, type Translate } from '#shared/apiMessage'

/**
 * The page's wording of API error answers (shared/apiMessage.ts): `say(answer, fallback)` is
 * the answer in the page's language (its code and params, numbers in the page's digits), or
 * the text of `fallback` (an i18next key) when it is no error answer we know; `known(answer)`
 * tells which.
 */
export function useApiMessage() {
  const { t } = useTranslation(['messages', 'billing', 'payments'])
  const locale = usePageContext().locale ?? 'en'
  return {
    say: (answer: unknown, fallback = 'messages:networkError') => apiMessage(t as Translate, locale, answer, fallback),
    known: (answer: unknown) => apiMessageRef(answer, locale) !== null,
  }
}
