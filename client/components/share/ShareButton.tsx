import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import type { SiteInfo } from '#shared/site'
import { billPdfUrl, receiptPdfUrl } from '#shared/content/documentLinks'
import { formatDate, formatPaise, formatToken } from '#shared/format'
import type { Locale } from '#shared/locale'
import { whatsappShareUrl } from '#shared/share'
import './share.css'

/** What is shared: a bill, or a receipt (a keypad recharge's receipt is its voucher, with the token). */
export type ShareSubject =
  { kind: 'bill'; consumerNo: string; billNo: string; amountPaise: number; dueDate: string } | { kind: 'receipt' | 'voucher'; consumerNo: string; receiptNo: string; token?: string | null }

/**
 * Share a receipt or a bill through the phone's share sheet (issue 9 §3). Without script, or
 * where the browser has no Web Share API, it is a plain link to WhatsApp (wa.me) with the
 * message and the PDF's address. With `navigator.share` the click opens the share sheet: with
 * the PDF itself when `navigator.canShare({ files })` takes it (fetched as soon as the pointer
 * or focus reaches the button, so the share still runs in the click's user activation), else
 * the message and the link. A share that fails for another reason than the person closing the
 * sheet opens the WhatsApp link.
 */
export function ShareButton({ subject }: { subject: ShareSubject }) {
  const { t } = useTranslation('payLinks')
  const pageContext = usePageContext() as ReturnType<typeof usePageContext> & { site?: SiteInfo }
  const site = pageContext.site
  const locale: Locale = pageContext.locale ?? 'en'
  const what = t(`share.${subject.kind}`)
  let text: string
  let pdfPath: string
  let fileName: string
  if (subject.kind === 'bill') {
    const amount = formatPaise(subject.amountPaise, locale)
    text = t('share.billText', { billNo: subject.billNo, consumerNo: subject.consumerNo, amount, date: formatDate(subject.dueDate, locale) })
    pdfPath = billPdfUrl(subject.billNo, subject.consumerNo, locale)
    fileName = `APDCL-bill-${subject.billNo}.pdf`
  } else {
    text = t('share.receiptText', { what, receiptNo: subject.receiptNo, consumerNo: subject.consumerNo })
    if (subject.token) text += ' ' + t('share.tokenText', { token: formatToken(subject.token) })
    pdfPath = receiptPdfUrl(subject.receiptNo, subject.consumerNo, locale)
    fileName = `APDCL-${subject.kind}-${subject.receiptNo}.pdf`
  }
  // the server renders with PUBLIC_ORIGIN (when set); the browser knows its own origin
  const [origin, setOrigin] = useState(site?.publicOrigin ?? '')
  const [webShare, setWebShare] = useState(false)
  const fetching = useRef(false)
  const file = useRef<File | null>(null)
  useEffect(() => {
    if (!site?.publicOrigin) setOrigin(window.location.origin)
    setWebShare(typeof navigator.share === 'function')
  }, [site?.publicOrigin])

  const link = origin ? origin + pdfPath : ''
  const message = link ? `${text} ${link}` : text
  const whatsapp = whatsappShareUrl(message)

  /** starts fetching the PDF once, where the browser may share files */
  const prefetch = () => {
    if (fetching.current || typeof navigator.canShare !== 'function') return
    fetching.current = true
    fetch(pdfPath, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) return
        const f = new File([await res.blob()], fileName, { type: 'application/pdf' })
        if (navigator.canShare({ files: [f] })) file.current = f
      })
      .catch(() => undefined)
  }

  const onClick = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return // the WhatsApp link
    e.preventDefault()
    // no await before share(): it must run in the click's user activation
    const ready = file.current
    try {
      await navigator.share(ready ? { files: [ready], title: t('share.label', { what }), text } : { title: t('share.label', { what }), text, url: link || undefined })
    } catch (err) {
      if ((err as { name?: string })?.name !== 'AbortError') window.open(whatsapp, '_blank', 'noopener')
    }
  }

  return (
    <a
      className="btn btn--secondary share-button"
      href={whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      data-testid="share"
    >
      {t('share.label', { what })}
      {webShare ? null : <span className="visually-hidden"> {t('share.whatsapp')}</span>}
    </a>
  )
}
