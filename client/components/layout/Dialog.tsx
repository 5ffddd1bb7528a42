import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** extra class on the <dialog> (e.g. 'modal--wide', 'drawer') */
  className?: string
  /** element to focus first (defaults to the first focusable element in the body, else close) */
  initialFocusRef?: React.RefObject<HTMLElement | null>
  /** id for tests and for aria-controls of the opener */
  id?: string
  /** element to focus when it closes (defaults to the element focused when it opened) */
  returnFocusRef?: React.RefObject<HTMLElement | null>
}

/**
 * Accessible modal dialog on the native <dialog> element opened with showModal(): the rest of
 * the page becomes inert (focus stays inside), Escape closes, and focus returns to the element
 * that opened it. Server-rendered closed; opens only in the browser.
 */
export function Dialog({ open, onClose, title, children, className, initialFocusRef, id, returnFocusRef }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnTo = useRef<Element | null>(null)
  const titleId = useId()
  const { t } = useTranslation('common')

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnTo.current = document.activeElement
      dialog.showModal()
      const first =
        initialFocusRef?.current ??
        dialog.querySelector<HTMLElement>('.modal__body input, .modal__body select, .modal__body textarea, .modal__body button, .modal__body a[href]') ??
        dialog.querySelector<HTMLElement>('.modal__close')
      first?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, initialFocusRef])

  // the native close (Escape, or dialog.close()) returns focus to the opener
  const handleClose = () => {
    const target = (returnFocusRef?.current ?? returnTo.current) as HTMLElement | null
    if (target && target !== document.body && typeof target.focus === 'function' && document.contains(target)) {
      target.focus()
    } else {
      // opened without an opener (start-up dialog): continue where the page's content starts
      // (main is focusable with tabindex -1), not on the skip link drawn over the logo
      document.querySelector<HTMLElement>('main#main-content')?.focus({ preventScroll: true })
    }
    returnTo.current = null
    if (open) onClose()
  }

  return (
    <dialog
      ref={ref}
      id={id}
      className={'modal' + (className ? ' ' + className : '')}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClose={handleClose}
      onClick={(e) => {
        // a click on the backdrop (outside the dialog box) closes it
        if (e.target === ref.current) {
          const r = ref.current.getBoundingClientRect()
          const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom
          if (!inside) onClose()
        }
      }}
    >
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  )
}
