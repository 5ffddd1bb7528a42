import type { ReactNode } from 'react'
import '../styles/global.css'
import { PageFrame } from '#client/layouts/PageFrame'
import { SITE_PARTS } from '#client/layouts/siteParts'

export default function Layout({ children }: { children: ReactNode }) {
  return <PageFrame parts={SITE_PARTS}>{children}</PageFrame>
}
