import { StrictMode, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { prepareClient } from '../clientSetup'
import { HTML_ONLY_CONTEXT_ID, type HtmlOnlyPageContext } from './context'

type Wrap = ComponentType<{ children: ReactNode }>

/**
 * Hydrates an HTML-only page (+clientHooks false, so Vike loads neither its client router nor
 * the page's client hooks) from its own +client entry: the same tree vike-react renders on the
 * server (StrictMode, the pageContext provider, +Wrapper, the layout, +Page) with the pageContext
 * the server wrote into the page (PageContextScript), its texts included (ADR 026). The layout is
 * client/lib/htmlOnly/Layout.tsx: the root +Layout's elements, with the parts the page keeps as
 * the server wrote them. The page keeps every behaviour of its components; only its links are
 * plain page loads instead of client-side navigations.
 */
export async function hydrateHtmlOnlyPage(Page: ComponentType, { Layout, Wrapper }: { Layout: Wrap; Wrapper: Wrap }): Promise<void> {
  const script = document.getElementById(HTML_ONLY_CONTEXT_ID)
  const container = document.getElementById('root')
  if (!script?.textContent || !container) {
    console.error('html-only page: the page context or the #root element is missing; the page stays static')
    return
  }
  const context = JSON.parse(script.textContent) as HtmlOnlyPageContext
  const pageContext = { ...context, isClientSide: true, isHydration: true } as unknown as PageContext
  await prepareClient(context)
  hydrateRoot(
    container,
    <StrictMode>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <Wrapper>
          <Layout>
            <Page />
          </Layout>
        </Wrapper>
      </VikeReactProviderPageContext>
    </StrictMode>,
    { onRecoverableError: (err) => console.error('hydration:', err) },
  )
}
