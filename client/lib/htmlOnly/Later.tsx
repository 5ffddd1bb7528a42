import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'

type Pending = { form: HTMLFormElement; submitter: HTMLElement | null }

/**
 * A part of an HTML-only page below the first screen that has behaviour of its own (a form, a
 * chart that fits its width): the server renders it in place, and the browser loads its code only
 * when it comes near the screen, is touched or is focused (issue 24 §6: a phone on a slow network
 * fetches the first screen's code first). Until then React keeps the server's markup (a Suspense
 * boundary whose content is not there yet stays as the server wrote it), then hydrates it. A form
 * sent before then is held and sent again once its code is there, so it goes through its checks;
 * if the code cannot be fetched, it is sent as it is (the forms work without JavaScript).
 *
 * A page writes `<Later id="…" render={() => import('./Part').then((m) => <m.Part {...props} />)}>
 * {import.meta.env.SSR ? <Part {...props} /> : null}</Later>`: the same element on both sides, the
 * part's module out of the page's script. The wrapper (class `kept`) is `display: contents`.
 * Only on HTML-only pages: rendered anew on the client it would show nothing until loaded.
 */
export function Later({ id, render, children }: { id: string; render: () => Promise<ReactElement>; children?: ReactNode }) {
  if (import.meta.env.SSR) {
    return (
      <div id={id} className="kept">
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    )
  }
  return <LaterInBrowser id={id} render={render} />
}

function LaterInBrowser({ id, render }: { id: string; render: () => Promise<ReactElement> }) {
  const box = useRef<HTMLDivElement>(null)
  const hydrated = useRef(false)
  const failed = useRef(false)
  const pending = useRef<Pending | null>(null)
  const [gate] = useState(() => {
    let open: () => void = () => undefined
    const ready = new Promise<void>((resolve) => (open = resolve))
    return { open, ready }
  })
  const [Part] = useState(() =>
    lazy(() =>
      gate.ready.then(render).then(
        (element) => ({
          default: () => (
            <Arrived hydrated={hydrated} pending={pending}>
              {element}
            </Arrived>
          ),
        }),
        () => {
          // not fetched: the server's markup stays (its links and forms work without JavaScript)
          failed.current = true
          const held = pending.current
          pending.current = null
          if (held) HTMLFormElement.prototype.submit.call(held.form)
          return new Promise<never>(() => undefined)
        },
      ),
    ),
  )
  useEffect(() => {
    const el = box.current
    if (!el) return
    const start = () => gate.open()
    const onSubmit = (e: SubmitEvent) => {
      if (hydrated.current || failed.current) return
      e.preventDefault()
      pending.current = { form: e.target as HTMLFormElement, submitter: e.submitter }
      start()
    }
    el.addEventListener('focusin', start)
    el.addEventListener('pointerdown', start)
    el.addEventListener('submit', onSubmit, true)
    // the wrapper makes no box: its children are what comes into view
    const io = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px 0px' }) : null
    if (io) for (const child of Array.from(el.children)) io.observe(child)
    else start()
    return () => {
      io?.disconnect()
      el.removeEventListener('focusin', start)
      el.removeEventListener('pointerdown', start)
      el.removeEventListener('submit', onSubmit, true)
    }
  }, [gate])
  return (
    <div id={id} className="kept" ref={box}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </div>
  )
}

/** The part, hydrated: a form held meanwhile is sent again, now through its own handler. */
function Arrived({ hydrated, pending, children }: { hydrated: { current: boolean }; pending: { current: Pending | null }; children: ReactNode }) {
  useLayoutEffect(() => {
    hydrated.current = true
    const held = pending.current
    pending.current = null
    // a new submit in a task of its own (the browser ignores one inside another's handling)
    if (held && held.form.isConnected) setTimeout(() => held.form.requestSubmit(held.submitter && held.form.contains(held.submitter) ? held.submitter : null))
  }, [hydrated, pending])
  return <>{children}</>
}
