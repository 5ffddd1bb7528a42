import { useEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { i18nFor } from '#client/lib/i18n'

/**
 * Gives every page its i18next instance (one per request on the server), and marks the
 * document `data-hydrated` once React has committed the hydrated page: effects run after the
 * commit, the root's last. Until then a click may reach a control React has rendered but not yet
 * wired (a form would post without its checks); tests and scripts wait for this mark.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return <I18nextProvider i18n={i18nFor(pageContext.locale ?? 'en', pageContext)}>{children}</I18nextProvider>
}
