import type { ReactNode } from 'react'
import { useListing } from './useListing'

interface Props {
  title: string
  lead?: ReactNode
  /** extra breadcrumb between Home and this page (e.g. the gallery for an album) */
  parent?: { label: string; route: string }
}

/** The page head of the design system: breadcrumbs and the page's only h1. */
export function ListingHeader({ title, lead, parent }: Props) {
  const { t, href } = useListing()
  return (
    <header className="page-header">
      <div className="container">
        <nav className="breadcrumbs" aria-label={t('nav.breadcrumb')}>
          <ol>
            <li>
              <a href={href('/')}>{t('nav.home')}</a>
            </li>
            {parent ? (
              <li>
                <a href={href(parent.route)}>{parent.label}</a>
              </li>
            ) : null}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="page-header__title">{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
      </div>
    </header>
  )
}
