import { useEffect } from 'react'

/**
 * The start-up modal 'Be Alert, Be Safe' in the browser (issue 24 §6). The server renders it
 * open (SafetyModal, Dialog initiallyOpen), so it shows with the first paint and never lands over
 * the page later; the home page keeps that markup (Kept) and this script takes the dialog over.
 */

/** sessionStorage key: the visitor closed the modal in this browser session. */
export const SAFETY_SEEN_KEY = 'apdcl.safetyModalSeen'
export const SAFETY_DIALOG_ID = 'safety-dialog'

/**
 * The script in the home page's <head> (index/+Head.tsx): a visitor who closed the modal in this
 * browser session gets `safety-seen` on <html> before the first paint, which hides the
 * server-rendered modal (home.css) until the page's script closes it.
 */
export const SAFETY_SEEN_SCRIPT = `try{sessionStorage.getItem(${JSON.stringify(SAFETY_SEEN_KEY)})==='1'&&document.documentElement.classList.add('safety-seen')}catch(e){}`

function seenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(SAFETY_SEEN_KEY) === '1'
  } catch {
    return false // storage blocked: ask, as spec §2 does
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(SAFETY_SEEN_KEY, '1')
  } catch {
    // storage blocked: the modal opens again next time, which is what spec §2 asks
  }
}

/**
 * Once per browser session (issue 9 §2): seen before, the dialog closes at once; else it becomes
 * modal (the rest of the page inert, Escape closes) in the place it already has, with the focus
 * on its first control. Closed (its buttons, Escape, a click on the backdrop): remembered for the
 * session, and the focus goes to the start of the main content (no opener to return to). Closed
 * with its own buttons before this script ran: remembered too.
 */
export function useSafetyModal(): void {
  useEffect(() => {
    const dialog = document.getElementById(SAFETY_DIALOG_ID) as HTMLDialogElement | null
    if (!dialog) return
    if (!dialog.open) return markSeen()
    // the close event of our own close() below is not the visitor's
    let ours = true
    const onClose = () => {
      if (ours) {
        ours = false
        return
      }
      markSeen()
      document.querySelector<HTMLElement>('main#main-content')?.focus({ preventScroll: true })
    }
    // a click on the backdrop (outside the dialog box) closes it
    const onClick = (e: MouseEvent) => {
      const r = dialog.getBoundingClientRect()
      if (e.target === dialog && (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)) dialog.close()
    }
    // 'Know more' leaves for /Safety: seen as well
    const onLink = (e: MouseEvent) => {
      if ((e.target as Element).closest('a[href]')) markSeen()
    }
    dialog.addEventListener('close', onClose)
    dialog.addEventListener('click', onClick)
    dialog.addEventListener('click', onLink, true)
    dialog.close()
    if (seenThisSession()) return
    dialog.showModal()
    dialog.querySelector<HTMLElement>('.modal__body button, .modal__body a[href]')?.focus()
    return () => {
      dialog.removeEventListener('close', onClose)
      dialog.removeEventListener('click', onClick)
      dialog.removeEventListener('click', onLink, true)
    }
  }, [])
}
