import type { ReactNode } from 'react'
import type { Locale } from '#shared/locale'
import { PrintButton } from './PrintButton'

/** Print, and the document's PDF in English and in Assamese (then any further actions), left out of print. */
export function DocumentActions({
  printLabel,
  pdfUrl,
  pdfEn,
  pdfAs,
  children,
}: {
  printLabel: string
  /** the PDF's URL in a language */
  pdfUrl: (locale: Locale) => string
  pdfEn: string
  pdfAs: string
  children?: ReactNode
}) {
  return (
    <div className="billing-actions billing-noprint">
      <PrintButton label={printLabel} />
      <a className="btn btn--secondary" href={pdfUrl('en')} hrefLang="en" download>
        {pdfEn}
      </a>
      <a className="btn btn--secondary" href={pdfUrl('as')} hrefLang="as" download>
        {pdfAs}
      </a>
      {children}
    </div>
  )
}
