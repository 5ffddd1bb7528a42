import { usePageContext } from 'vike-react/usePageContext'
import { SAFETY_SEEN_SCRIPT } from '#client/components/home/useSafetyModal'
import { PageContextScript } from '#client/lib/htmlOnly/PageContextScript'

/**
 * The home page hydrates without Vike's client runtime (+config clientHooks false): its context
 * goes into the HTML. Before the body is painted, a visitor who closed the start-up modal in this
 * session has it hidden (SafetyModal: the server renders it open). The script carries the render's
 * nonce, so a cached page's policy lists its hash (ADR 015).
 */
export default function Head() {
  const nonce = (usePageContext() as { cspNonce?: string }).cspNonce
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SAFETY_SEEN_SCRIPT }} />
      <PageContextScript />
    </>
  )
}
