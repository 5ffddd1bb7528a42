import { lazy, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { Dialog } from '../layout/Dialog'
import { LazyLoginBody } from './LazyLoginBody'
import { OPEN_LOGIN_EVENT } from './loginEvents'

// the flow itself (states, calls, styles) loads on the first opening: pages stay light
const LoginForm = lazy(() => import('./LoginForm'))

/**
 * The consumer login dialog (spec §2 header Log In, §4 "Consumer login"). Mounted once by
 * SiteLayout; opened by openLogin() from loginEvents.ts (desktop and mobile header, the home
 * page's 'Excess Payment Refund'). Its body, LoginForm, is fetched when first opened.
 * `startOpen`: mounted by an opening already asked for (an HTML-only page loads this dialog on
 * the first openLogin(): client/lib/htmlOnly/Layout.tsx).
 */
export function LoginModal({ startOpen = false }: { startOpen?: boolean }) {
  const { t } = useTranslation('login')
  const [open, setOpen] = useState(startOpen)
  const [used, setUsed] = useState(startOpen)
  const focusRef = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onOpen = () => {
      setUsed(true)
      setOpen(true)
    }
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen)
  }, [])

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} id="login-dialog" initialFocusRef={focusRef}>
      <LazyLoginBody used={used}>
        <LoginForm focusRef={focusRef} />
      </LazyLoginBody>
    </Dialog>
  )
}
