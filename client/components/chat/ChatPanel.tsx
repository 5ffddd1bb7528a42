import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { CHAT_TIMINGS, type ChatExpect } from '#shared/chat/contract'
import type { SiteInfo } from '#shared/site'
import type { Locale } from '#shared/locale'
import { hrefFor } from '../layout/paths'
import { ChatMessageItem } from './ChatMessageItem'
import { complaintHref } from './chatFormat'
import { chatTexts } from './chatText'
import { useChat } from './useChat'
import './chat.css'

export interface ChatPanelProps {
  /** 'widget': the floating panel of the launcher; 'page': embedded in /ChatBot */
  variant: 'widget' | 'page'
  /** widget: shown or hidden (the conversation goes on while it is hidden) */
  open?: boolean
  /** widget: move focus to the input when it opens (not when it opened by itself in a frame) */
  focusOnOpen?: boolean
  /** widget: the close button, Escape, and the end of an 'exit' */
  onClose?: () => void
  id?: string
}

const INPUT_MODE: Record<ChatExpect, 'numeric' | 'email' | 'text'> = {
  consNo: 'numeric',
  otp: 'numeric',
  menu: 'text',
  mobNo: 'numeric',
  mobOtp: 'numeric',
  email: 'email',
  applNo: 'text',
}

/**
 * The chat assistant's panel (issue 12, spec §4): its title, the full-page link and the
 * close button (widget), the conversation as a polite live log, the typing indicator, the
 * loading overlay of each call, and the input labelled and hinted by what the bot expects.
 * Not modal: the page behind stays usable. Its code and texts load only with it (the
 * launcher imports it on demand; /ChatBot imports it directly).
 */
export default function ChatPanel({ variant, open = true, focusOnOpen = true, onClose, id }: ChatPanelProps) {
  const pageContext = usePageContext()
  const locale: Locale = pageContext.locale ?? 'en'
  const site = (pageContext as { site?: SiteInfo }).site
  const texts = useMemo(() => chatTexts(locale), [locale])
  const { say } = texts
  const [draft, setDraft] = useState('')
  const rootRef = useRef<HTMLElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const inputId = useId()
  const hintId = useId()
  const widget = variant === 'widget'

  const { state, dispatch } = useChat({
    texts,
    locale,
    apiKey: site?.chatKey ?? '',
    fullPage: !widget,
    complaintHref: complaintHref(site?.complaintsUrl, locale),
    onClosed: () => onClose?.(),
    onInputTaken: () => setDraft(''),
  })

  // the animation length of a new message comes from the one table of spec §9 (set through
  // the CSSOM: the CSP refuses style attributes in the server's HTML)
  useEffect(() => {
    rootRef.current?.style.setProperty('--chat-animated-ms', `${CHAT_TIMINGS.animatedMs}ms`)
  }, [])

  // opened: the welcome starts (spec §4); the widget takes focus to its input
  useEffect(() => {
    if (!open) return
    dispatch({ type: 'open' })
    const framed = window.self !== window.top
    if ((widget && focusOnOpen) || (!widget && framed)) inputRef.current?.focus()
  }, [open, widget, focusOnOpen, dispatch])

  // the newest message in view
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [state.messages.length, state.typing])

  const ready = state.phase === 'ready'
  const submit = (e: FormEvent) => {
    e.preventDefault()
    dispatch({ type: 'submit', text: draft })
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (widget && e.key === 'Escape') {
      e.stopPropagation()
      onClose?.()
    }
  }

  return (
    <section
      ref={rootRef}
      id={id}
      className={`chat-panel chat-panel--${variant}`}
      role={widget ? 'dialog' : 'region'}
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-phase={state.phase}
      data-expect={state.expect}
    >
      <header className="chat-panel__header">
        <h2 className="chat-panel__title" id={titleId}>
          {say('widget.title')}
        </h2>
        {widget ? (
          <>
            <a className="chat-panel__full" href={hrefFor('/ChatBot', locale)}>
              {say('widget.fullPage')}
            </a>
            <button type="button" className="chat-panel__close" aria-label={say('widget.close')} onClick={() => onClose?.()}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
              </svg>
            </button>
          </>
        ) : null}
      </header>
      <div className="chat-panel__body" aria-busy={state.loading}>
        <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label={say('widget.log')} tabIndex={0}>
          <ol className="chat-log__list">
            {state.messages.map((m) => (
              <ChatMessageItem key={m.id} message={m} texts={texts} onChoose={(option) => dispatch({ type: 'choose', option })} />
            ))}
          </ol>
        </div>
        <p className="chat-typing" role="status">
          {state.typing ? (
            <>
              <span className="chat-typing__dots" aria-hidden="true" data-testid="chat-typing">
                <span />
                <span />
                <span />
              </span>
              <span className="visually-hidden">{say('widget.typing')}</span>
            </>
          ) : null}
        </p>
        {state.loading ? (
          <div className="chat-loading" role="status" data-testid="chat-loading">
            <span className="spinner" aria-hidden="true" />
            <span>{state.checking ? say('widget.checking') : say('widget.loading')}</span>
          </div>
        ) : null}
      </div>
      <form className="chat-form" onSubmit={submit} noValidate>
        <label className="chat-form__label" htmlFor={inputId}>
          {say('widget.inputLabel')}
        </label>
        <div className="chat-form__row">
          <input
            ref={inputRef}
            id={inputId}
            className="input chat-form__input"
            type="text"
            name="message"
            autoComplete={state.expect === 'otp' || state.expect === 'mobOtp' ? 'one-time-code' : 'off'}
            inputMode={INPUT_MODE[state.expect]}
            maxLength={200}
            placeholder={say(`placeholder.${state.expect}`)}
            aria-describedby={state.token ? hintId : undefined}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="btn btn--primary chat-form__send" aria-disabled={!ready}>
            {say('widget.send')}
          </button>
        </div>
        {state.token ? (
          <p className="chat-form__hint" id={hintId}>
            {say('widget.hint')}
          </p>
        ) : null}
      </form>
    </section>
  )
}
