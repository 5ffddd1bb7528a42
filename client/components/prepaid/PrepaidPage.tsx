import type { ReactNode } from 'react'
import { PrepaidHeader } from './PrepaidHeader'
import './prepaid.css'

/** The frame of a prepaid page: its header (title, lead, breadcrumbs) and the page's container. */
export function PrepaidPage({ title, lead, breadcrumbs, children }: { title: string; lead: string; breadcrumbs?: boolean; children: ReactNode }) {
  return (
    <>
      <PrepaidHeader title={title} lead={lead} breadcrumbs={breadcrumbs} />
      <div className="container section prepaid">{children}</div>
    </>
  )
}
