import type { ReactNode } from 'react'
import '@fontsource/noto-sans-bengali/400.css'
import '@fontsource/noto-sans-bengali/700.css'
import '../styles/global.css'
import { SiteLayout } from '../layouts/SiteLayout'

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout>{children}</SiteLayout>
}
