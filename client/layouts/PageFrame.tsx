import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { SiteLayout, type SiteParts } from './SiteLayout'
import { AppViewLayout, showsChrome } from './AppViewLayout'

/**
 * The frame a page gets from its +config `chrome`, with the site's parts the caller gives: the
 * root +Layout its own (siteParts.tsx), an HTML-only page's browser the server's markup kept
 * (client/lib/htmlOnly/Layout.tsx), so the two trees match.
 */
export function PageFrame({ children, parts }: { children: ReactNode; parts: SiteParts }) {
  const pageContext = usePageContext()
  // the admin area (+config chrome: 'admin'): its own English frame (ADR 020), the +Layout of
  // its pages (Vike nests it inside this one), so no site page loads the admin frame's code
  if ((pageContext.config as { chrome?: unknown }).chrome === 'admin') return <>{children}</>
  // the mobile app's web view (+config `chrome`) has no site header, footer or menus
  if (!showsChrome(pageContext)) return <AppViewLayout>{children}</AppViewLayout>
  return <SiteLayout parts={parts}>{children}</SiteLayout>
}
