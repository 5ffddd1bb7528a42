import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { i18nFor } from '../lib/i18n'

/** Gives every page its i18next instance (one per request on the server). */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  return <I18nextProvider i18n={i18nFor(pageContext.locale ?? 'en')}>{children}</I18nextProvider>
}
