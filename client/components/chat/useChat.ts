import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Locale } from '#shared/locale'
import { callBot } from './chatApi'
import { initialChatState, step, type ChatCommand, type ChatContext, type ChatEvent, type ChatState } from './chatMachine'
import type { ChatTexts } from './chatText'

export interface UseChatOptions {
  texts: ChatTexts
  locale: Locale
  apiKey: string
  fullPage: boolean
  /** where 'Register complain' opens (chatFormat.ts complaintHref) */
  complaintHref: string
  /** the machine closed the panel (after 'exit' in the widget) */
  onClosed?: () => void
  /** the input was taken: the panel empties its box */
  onInputTaken?: () => void
}

/**
 * Runs chatMachine.ts in a component: its timers on the real clock, its calls through
 * chatApi.ts. The state lives in a ref as well, so events that arrive between renders (a
 * timer and an answer) each see the latest state. Unmounting drops every timer and starts
 * over at the next mount (an unmounted panel has no conversation to keep).
 */
export function useChat(opts: UseChatOptions): { state: ChatState; dispatch: (event: ChatEvent) => void } {
  const [state, setState] = useState<ChatState>(() => initialChatState())
  const stateRef = useRef(state)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const live = useRef(opts)
  live.current = opts

  const ctx = useMemo<ChatContext>(
    () => ({
      say: opts.texts.say,
      menuWords: opts.texts.menuWords,
      exitWords: opts.texts.exitWords,
      complaintWords: opts.texts.complaintWords,
      complaintHref: opts.complaintHref,
      now: () => Date.now(),
      fullPage: opts.fullPage,
    }),
    [opts.texts, opts.fullPage, opts.complaintHref],
  )
  const ctxRef = useRef(ctx)
  ctxRef.current = ctx

  // one dispatcher for the component's life; it reads only refs, so it never goes stale
  const dispatch = useCallback((event: ChatEvent) => {
    const { state: next, commands } = step(stateRef.current, event, ctxRef.current)
    if (next !== stateRef.current) {
      stateRef.current = next
      setState(next)
    }
    for (const c of commands) run(c)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run reads only refs and this stable dispatcher
  }, [])

  function run(c: ChatCommand): void {
    const o = live.current
    switch (c.type) {
      case 'wait': {
        const id = setTimeout(() => {
          timers.current.delete(id)
          dispatch(c.event)
        }, c.ms)
        timers.current.add(id)
        return
      }
      case 'call':
        void callBot(c.request, {
          apiKey: o.apiKey,
          token: c.token,
          lang: o.locale,
          onChecking: (on) => dispatch({ type: 'checking', on, epoch: c.epoch }),
        }).then((result) => dispatch({ type: 'answered', result, epoch: c.epoch }))
        return
      case 'endSession':
        void callBot(c.request, { apiKey: o.apiKey, token: c.token, lang: o.locale })
        return
      case 'clearInput':
        o.onInputTaken?.()
        return
      case 'close':
        o.onClosed?.()
        return
      case 'openSite':
        // in a new tab, so the conversation (and a partner's frame) stays; run inside the click
        window.open(c.href, '_blank', 'noopener,noreferrer')
        return
    }
  }

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const id of pending) clearTimeout(id)
      pending.clear()
      // a late answer or timer of this mount is dropped (its epoch is gone)
      stateRef.current = initialChatState(stateRef.current.epoch + 1)
    }
  }, [])

  return { state, dispatch }
}
