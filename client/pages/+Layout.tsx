import type { ReactNode } from 'react'
import '../styles/global.css'
import { usePageContext } from 'vike-react/usePageContext'
import { SiteLayout } from '../layouts/SiteLayout'
import { AppViewLayout, showsChrome } from '../layouts/AppViewLayout'

export default function Layout({ children }: { children: ReactNode }) {
  // the mobile app's web view (+config `chrome`) has no site header, footer or menus
  if (!showsChrome(usePageContext())) return <AppViewLayout>{children}</AppViewLayout>
  return <SiteLayout>{children}</SiteLayout>
}
