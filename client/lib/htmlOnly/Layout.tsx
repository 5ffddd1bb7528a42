import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import '../../styles/global.css'
import { opensByItself, REOPEN_KEY } from '#client/components/chat/launcherState'
import type { DrawerSlot } from '#client/components/layout/SiteHeader'
import { OPEN_LOGIN_EVENT } from '#client/components/login/loginEvents'
import { PageFrame } from '#client/layouts/PageFrame'
import type { SiteParts } from '#client/layouts/SiteLayout'
import { Kept } from './Kept'
import { CHAT_SLOT_ID, DRAWER_SLOT_ID, FOOTER_ID, LOGIN_SLOT_ID } from './slots'

type Opened = ComponentType<{ startOpen?: boolean }>

const loadDrawer = () => import('#client/components/layout/MobileDrawer').then((m) => m.MobileDrawer)
// each part's next chunk is fetched alongside (the part's own import then finds it)
const loadLogin = () => {
  void import('#client/components/login/LoginForm').catch(() => undefined)
  return import('#client/components/login/LoginModal').then((m): Opened => m.LoginModal)
}
const loadLauncher = () => {
  void import('#client/components/chat/ChatPanel').catch(() => undefined)
  return import('#client/components/chat/ChatLauncher').then((m): Opened => m.ChatLauncher)
}

/**
 * A part that could not be fetched: the page stays as the server wrote it (its links lead
 * everywhere); Try again loads it anew (`before`: what the new page should do at once).
 */
function PartFailed({ message, before }: { message: string; before?: () => void }) {
  const { t } = useTranslation('common')
  return (
    <div className="chat-launcher__failed" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          before?.()
          window.location.reload()
        }}
      >
        {t('retry')}
      </button>
    </div>
  )
}

/** The header's drawer: the server's (closed) markup until the menu is first opened, then MobileDrawer, fetched then. */
function KeptDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common')
  const [Drawer, setDrawer] = useState<DrawerSlot | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (open && !Drawer)
      loadDrawer().then(
        (D) => setDrawer(() => D),
        () => setFailed(true),
      )
  }, [open, Drawer])
  if (Drawer) {
    return (
      <div id={DRAWER_SLOT_ID} className="kept">
        <Drawer open={open} onClose={onClose} />
      </div>
    )
  }
  return (
    <>
      <Kept id={DRAWER_SLOT_ID} />
      {failed && open ? <PartFailed message={t('loadFailed')} /> : null}
    </>
  )
}

/** The login dialog: the server's (closed) markup until a Log In asks for it (openLogin), then LoginModal, fetched then and opened. */
function KeptLogin() {
  const { t } = useTranslation('common')
  const [wanted, setWanted] = useState(false)
  const [Login, setLogin] = useState<Opened | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const onOpen = () => setWanted(true)
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen)
  }, [])
  useEffect(() => {
    if (wanted && !Login)
      loadLogin().then(
        (L) => setLogin(() => L),
        () => setFailed(true),
      )
  }, [wanted, Login])
  if (Login) {
    return (
      <div id={LOGIN_SLOT_ID} className="kept">
        <Login startOpen />
      </div>
    )
  }
  return (
    <>
      <Kept id={LOGIN_SLOT_ID} />
      {failed ? <PartFailed message={t('loadFailed')} /> : null}
    </>
  )
}

/**
 * The chat launcher: the server's button until it is first pressed (a click inside the kept
 * markup reaches the wrapper's handler), then ChatLauncher, fetched then and opened at once;
 * at load when the chat opens by itself (a frame, a Try again).
 */
function KeptChatLauncher() {
  const { t } = useTranslation('common')
  const [wanted, setWanted] = useState<'no' | 'pressed' | 'itself'>('no')
  const [Launcher, setLauncher] = useState<Opened | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (opensByItself()) setWanted('itself')
  }, [])
  useEffect(() => {
    if (wanted !== 'no' && !Launcher)
      loadLauncher().then(
        (L) => setLauncher(() => L),
        () => setFailed(true),
      )
  }, [wanted, Launcher])
  if (Launcher) {
    return (
      <div id={CHAT_SLOT_ID} className="kept">
        <Launcher startOpen={wanted === 'pressed'} />
      </div>
    )
  }
  const reopen = () => {
    try {
      sessionStorage.setItem(REOPEN_KEY, '1')
    } catch {
      // without storage the reloaded page simply starts closed
    }
  }
  return (
    <>
      <Kept id={CHAT_SLOT_ID} onClick={(e) => (e.target as Element).closest('.chat-launcher') && setWanted('pressed')} />
      {failed ? <PartFailed message={t('chatLauncher.loadFailed')} before={reopen} /> : null}
    </>
  )
}

/** An HTML-only page's parts of the site skeleton (issue 24 §6): what the server wrote, kept until used. */
const HTML_ONLY_PARTS: SiteParts = {
  footer: <Kept id={FOOTER_ID} as="footer" className="site-footer" />,
  Drawer: KeptDrawer,
  login: <KeptLogin />,
  chat: <KeptChatLauncher />,
}

/**
 * The root +Layout as an HTML-only page hydrates it: the same frame and the same elements, with
 * the footer (links and text only) kept as the server wrote it, and the drawer, the login dialog
 * and the chat launcher kept until first used, so the page's script carries none of their code.
 */
export default function HtmlOnlyLayout({ children }: { children: ReactNode }) {
  return <PageFrame parts={HTML_ONLY_PARTS}>{children}</PageFrame>
}
