import type { ChatMessage } from './chatMachine'
import type { ChatTexts } from './chatText'
import { ChatGraph } from './ChatGraph'
import { safeChatLink } from './chatFormat'

/** One message of the conversation: who says it (for screen readers), the text, and its menu, link or graph. */
export function ChatMessageItem({ message: m, texts, onChoose }: { message: ChatMessage; texts: ChatTexts; onChoose: (option: { id: string; label: string }) => void }) {
  const { say, locale } = texts
  // messages exist only in the browser (none is rendered on the server)
  const link = m.link ? safeChatLink(m.link.href, typeof window === 'undefined' ? undefined : window.location.origin) : null
  return (
    <li className={`chat-msg chat-msg--${m.from}${m.tone === 'error' ? ' chat-msg--error' : ''}`} data-testid={`chat-msg-${m.from}`}>
      <span className="visually-hidden">{m.from === 'bot' ? say('widget.bot') : say('widget.you')}: </span>
      {m.text ? <p className="chat-msg__text">{m.text}</p> : null}
      {m.link && link ? (
        <p className="chat-msg__action">
          {link.external ? (
            <a className="btn btn--secondary btn--small chat-msg__link" href={link.href} target="_blank" rel="noopener noreferrer">
              {m.link.label}
              <span className="visually-hidden"> ({say('widget.newTab')})</span>
            </a>
          ) : (
            <a className="btn btn--secondary btn--small chat-msg__link" href={link.href}>
              {m.link.label}
            </a>
          )}
        </p>
      ) : null}
      {m.options ? (
        <div className="chat-options" role="group" aria-label={say('widget.options')}>
          {m.options.map((o) => (
            <button key={o.id} type="button" className="btn btn--secondary btn--small chat-options__option" onClick={() => onChoose(o)}>
              {o.label}
            </button>
          ))}
        </div>
      ) : null}
      {m.graph ? <ChatGraph graph={m.graph} locale={locale} say={say} /> : null}
    </li>
  )
}
