import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import type { ChatPanelProps } from './ChatPanel'
import { REOPEN_KEY } from './launcherState'
// its styles: ./chatLauncher.css, in styles/global.css (every site page has the launcher)

type Panel = ComponentType<ChatPanelProps>
type Load = 'idle' | 'loading' | 'ready' | 'failed'

/** The panel's chunk (its code, styles and chat.json): fetched on the first press only. */
const importPanel = () => import('./ChatPanel').then((m) => m.default)

export const CHAT_PANEL_ID = 'chat-panel'

/**
 * The chat assistant's closed state (spec §4 "closed icon"): a round button at the bottom
 * right of every site page. It holds none of the panel's code, so the home page's script
 * budget stays as it was (ADR 016): pressing it imports ChatPanel (a busy button meanwhile;
 * when that fails, a Try again that reloads the page and reopens the chat). Inside a frame
 * the panel opens by itself (spec §4). The panel stays mounted once loaded, so closing and
 * reopening keeps the conversation. `startOpen`: mounted by a press already made (an HTML-only
 * page loads this launcher on the first press of the server's button: client/lib/htmlOnly/Layout.tsx).
 */
export function ChatLauncher({ startOpen = false }: { startOpen?: boolean }) {
  const { t } = useTranslation('common')
  const [load, setLoad] = useState<Load>('idle')
  const [Panel, setPanel] = useState<Panel | null>(null)
  const [open, setOpen] = useState(false)
  const [pressed, setPressed] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const loading = useRef(false)

  const fetchPanel = useCallback(() => {
    if (loading.current) return
    loading.current = true
    setLoad('loading')
    importPanel()
      .then(
        (P) => {
          setPanel(() => P)
          setLoad('ready')
        },
        () => setLoad('failed'),
      )
      .finally(() => {
        loading.current = false
      })
  }, [])

  useEffect(() => {
    let reopen = false
    try {
      reopen = sessionStorage.getItem(REOPEN_KEY) === '1'
      sessionStorage.removeItem(REOPEN_KEY)
    } catch {
      // storage refused (privacy settings): nothing to reopen
    }
    // embedded in a frame: the chat is what the frame is for (spec §4); after a Try again: as pressed
    if (startOpen || reopen || window.self !== window.top) {
      setPressed(startOpen || reopen)
      setOpen(true)
      fetchPanel()
    }
    // startOpen counts at mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startOpen counts at mount only
  }, [fetchPanel])

  // The browser keeps a failed module import failed for the page's life (Chromium's module
  // map), so importing again cannot help: Try again loads the page anew and opens the chat.
  const retry = () => {
    try {
      sessionStorage.setItem(REOPEN_KEY, '1')
    } catch {
      // without storage the reloaded page simply starts closed
    }
    window.location.reload()
  }

  // focus goes back to the launcher when it was in the panel (not when the panel, already
  // hidden, closes at the end of an 'exit' while the person is elsewhere on the page)
  const close = useCallback(() => {
    const active = document.activeElement
    const inPanel = !active || active === document.body || !!document.getElementById(CHAT_PANEL_ID)?.contains(active)
    setOpen(false)
    if (inPanel) buttonRef.current?.focus()
  }, [])

  const press = () => {
    if (open && load === 'ready') return close()
    setPressed(true)
    setOpen(true)
    if (load !== 'ready') fetchPanel()
  }

  const busy = load === 'loading'
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        aria-label={t('chatLauncher.open')}
        aria-expanded={open && load === 'ready'}
        aria-controls={load === 'ready' ? CHAT_PANEL_ID : undefined}
        aria-busy={busy}
        onClick={press}
      >
        {busy ? (
          <span className="chat-launcher__spinner" aria-hidden="true" />
        ) : (
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-7.6l-4.7 3.8A1 1 0 0 1 6 20v-3H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
            <circle className="chat-launcher__dot" cx="7.5" cy="10" r="1.4" />
            <circle className="chat-launcher__dot" cx="12" cy="10" r="1.4" />
            <circle className="chat-launcher__dot" cx="16.5" cy="10" r="1.4" />
          </svg>
        )}
      </button>
      <p className="visually-hidden" role="status">
        {busy ? t('chatLauncher.loading') : ''}
      </p>
      {load === 'failed' && open ? (
        <div className="chat-launcher__failed" role="alert">
          <p>{t('chatLauncher.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('chatLauncher.retry')}
          </button>
        </div>
      ) : null}
      {Panel ? <Panel variant="widget" id={CHAT_PANEL_ID} open={open} focusOnOpen={pressed} onClose={close} /> : null}
    </>
  )
}
