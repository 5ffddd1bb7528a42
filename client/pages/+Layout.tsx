import type { ReactNode } from 'react'
import '../styles/global.css'
import { usePageContext } from 'vike-react/usePageContext'
import { SiteLayout } from '../layouts/SiteLayout'
import { AppViewLayout, showsChrome } from '../layouts/AppViewLayout'
import { AdminLayout } from '../layouts/AdminLayout'

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  // the admin area (+config chrome: 'admin'): its own English frame (ADR 020)
  if ((pageContext.config as { chrome?: unknown }).chrome === 'admin') return <AdminLayout>{children}</AdminLayout>
  // the mobile app's web view (+config `chrome`) has no site header, footer or menus
  if (!showsChrome(pageContext)) return <AppViewLayout>{children}</AppViewLayout>
  return <SiteLayout>{children}</SiteLayout>
}
