import { createElement, useState, type MouseEventHandler, type ReactNode } from 'react'

/**
 * A part of an HTML-only page (ADR 016) without behaviour: links and text, no state, no handler.
 * The server renders `children` inside <as id class>; the browser hydrates that element with
 * the markup it already holds (dangerouslySetInnerHTML of its own innerHTML, which React leaves
 * as it is), so the page's script carries none of the part's code (issue 24 §6).
 *
 * Only where the browser never renders the part anew: an HTML-only page is hydrated once and
 * never rendered on the client again (no client-side navigation). A page writes
 * `<Kept id="…">{import.meta.env.SSR ? <Part /> : null}</Kept>`, so the browser's bundle drops
 * the part's module; the default wrapper (class `kept`) is `display: contents`, no box of its
 * own (`as="span"` inside a paragraph). `as` and `className` give the element itself instead (the
 * footer of client/lib/htmlOnly/Layout.tsx matches SiteFooter's <footer>). `onClick` hears clicks inside the
 * kept markup (they bubble to this element, the nearest one React knows).
 */
export function Kept({
  id,
  as = 'div',
  className = 'kept',
  onClick,
  children,
}: {
  id: string
  as?: 'div' | 'span' | 'footer'
  className?: string
  onClick?: MouseEventHandler<HTMLElement>
  children?: ReactNode
}) {
  const [html] = useState(() => (import.meta.env.SSR ? '' : (document.getElementById(id)?.innerHTML ?? '')))
  if (import.meta.env.SSR) return createElement(as, { id, className }, children)
  return createElement(as, { id, className, onClick, dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true })
}
